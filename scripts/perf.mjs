// npm run perf: build, serve, and run Lighthouse (mobile) on the home page.
// npm run perf -- --photos: first upload a photo-like picture for every card,
// avatar and the hero (through the upload route, put in place by a content
// import), then also measure the image bytes above the fold on a 390 px phone.
// A benchmark: it prints figures and never fails on them.
import { execFileSync, execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import chromium from "./chromium.json" with { type: "json" };
import { waitFor } from "./wait-for.mjs";
import { photosOnEveryCard, pageWeight } from "./perf-photos.mjs";
import { spawnSite } from "./spawn-site.mjs";

const port = Number(process.env.PERF_PORT ?? 3310);
const url = `http://127.0.0.1:${port}/`;
const photos = process.argv.includes("--photos");
const password = "perf-only-password-2231";

if (!process.argv.includes("--no-build")) execSync("npx react-router build", { stdio: "inherit" });

const { server, dataDir } = spawnSite({
  port,
  env: { ADMIN_USERNAME: "admin", ADMIN_PASSWORD: password },
  stdio: ["ignore", "pipe", "inherit"],
  prefix: "site-perf-",
});
await waitFor(url);
if (photos) {
  const content = (args, input) =>
    execFileSync(process.execPath, ["--import", "tsx", "scripts/content.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
      input,
      encoding: "utf8",
    });
  await photosOnEveryCard({ url, username: "admin", password, content });
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || chromium.executablePath,
  chromeFlags: ["--headless=new", ...chromium.args],
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "html",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const lhr = result.lhr;
  const outDir = "perf-report";
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, "lighthouse.html"), result.report);

  const score = (id) => lhr.categories[id].score.toFixed(2);
  const audit = (id) => lhr.audits[id];
  const bytes = {};
  for (const item of audit("network-requests").details.items) {
    const kind =
      item.resourceType === "Document"
        ? "html"
        : item.resourceType === "Stylesheet"
          ? "css"
          : item.resourceType === "Script"
            ? "script"
            : item.resourceType === "Image"
              ? "images"
              : "other";
    bytes[kind] = (bytes[kind] ?? 0) + (item.transferSize ?? 0);
  }
  console.log(`\nLighthouse ${lhr.lighthouseVersion}, mobile, ${url}`);
  console.log(`  performance     ${score("performance")}`);
  console.log(`  accessibility   ${score("accessibility")}`);
  console.log(`  best practices  ${score("best-practices")}`);
  console.log(`  seo             ${score("seo")}`);
  console.log(
    `  FCP ${audit("first-contentful-paint").displayValue}, LCP ${audit("largest-contentful-paint").displayValue}, TBT ${audit("total-blocking-time").displayValue}, CLS ${audit("cumulative-layout-shift").displayValue}`,
  );
  console.log(
    `  bytes transferred: html ${bytes.html ?? 0}, css ${bytes.css ?? 0}, script ${bytes.script ?? 0}, images ${bytes.images ?? 0}, other ${bytes.other ?? 0}`,
  );
  for (const [id, cat] of Object.entries(lhr.categories)) {
    const failing = cat.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "manual" &&
          a.scoreDisplayMode !== "notApplicable",
      );
    if (failing.length) console.log(`  ${id} below 1: ${failing.map((a) => a.id).join(", ")}`);
  }
  const weight = await pageWeight(url);
  console.log(
    `  home page HTML: ${weight.htmlBrotli} bytes brotli (${weight.htmlBytes} uncompressed); ` +
      `images above the fold on a 390 × 844 phone (DPR 3): ${weight.aboveTheFold.map((i) => `${i.url} ${i.bytes} B`).join(", ") || "none"}, ` +
      `${weight.aboveTheFoldBytes} bytes in all`,
  );
  console.log(`  full report: ${path.join(outDir, "lighthouse.html")}`);
} finally {
  await chrome.kill();
  server.kill();
}
