// For `npm run perf -- --photos`: real photos on the page, and what the page then weighs.
import { chromium } from "@playwright/test";
import chromiumSettings from "./chromium.json" with { type: "json" };
import { photoLike } from "./photo-like.mjs";
import { signIn, uploadPhoto } from "./site-client.mjs";

/**
 * Uploads a photo-like picture for every bike, taxi service, pickup point,
 * review avatar and the hero (each with alt text, as the owner would), then
 * puts them in place with a content import (`content(args, input)` runs the
 * content command), and waits for the page to show them.
 */
export async function photosOnEveryCard({ url, username, password, content }) {
  const cookie = await signIn(url, username, password);
  const doc = JSON.parse(content(["export", "-"]));
  let seed = 0;
  const upload = async (name, width, height, alt) =>
    (await uploadPhoto(url, cookie, { name, bytes: await photoLike(width, height, seed++), alt })).id;
  console.log("Uploading photos for the hero, every card and every avatar…");
  const started = Date.now();
  doc.settings.heroImage = await upload("hero.jpg", 4000, 3000, `The coast road above ${doc.settings.town} at sunset`);
  for (const kind of ["bikes", "taxis", "pickupPoints"]) {
    for (const item of doc[kind]) item.image = await upload(`${item.id}.jpg`, 3000, 2000, `Photo of ${item.name}`);
  }
  for (const t of doc.testimonials) t.avatar = await upload(`${t.id}.jpg`, 800, 800, `Photo of ${t.author}`);
  console.log(`  ${seed} photos uploaded and processed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const before = (await fetch(url)).headers.get("etag");
  content(["import", "-"], JSON.stringify(doc));
  for (let i = 0; i < 100 && (await fetch(url)).headers.get("etag") === before; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The home page's HTML size (brotli, gzip, none), and the images a 390 × 844 phone (DPR 3) loads to show the first screen. */
export async function pageWeight(url) {
  const html = await fetch(url, { headers: { "accept-encoding": "br" } });
  const htmlBrotli = Number(html.headers.get("content-length"));
  const htmlGzip = Number((await fetch(url, { headers: { "accept-encoding": "gzip" } })).headers.get("content-length"));
  const htmlBytes = (await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer()).byteLength;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || chromiumSettings.executablePath,
    args: chromiumSettings.args,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    await page.goto(url, { waitUntil: "load" });
    const aboveTheFold = await page.evaluate(() => {
      const sizes = new Map(
        performance.getEntriesByType("resource").map((e) => [e.name, e.encodedBodySize || e.transferSize]),
      );
      return [...document.images]
        .filter((img) => img.getBoundingClientRect().top < innerHeight && img.currentSrc)
        .map((img) => ({ url: new URL(img.currentSrc).pathname, bytes: sizes.get(img.currentSrc) ?? 0 }));
    });
    return {
      htmlBrotli,
      htmlGzip,
      htmlBytes,
      aboveTheFold,
      aboveTheFoldBytes: aboveTheFold.reduce((sum, i) => sum + i.bytes, 0),
    };
  } finally {
    await browser.close();
  }
}
