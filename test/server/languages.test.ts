/**
 * The public site in English, Hindi and Kannada: each language's pages held
 * in memory at their own addresses, naming each other for search engines,
 * the owner's words translated where written and English where not, the
 * booking forms answering in the page's language, and each home page light.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import * as t from "~/db/schema";
import { createImageLibrary } from "~/images/library.server";
import { adminSite } from "../support/admin-site";
import { parseHtml } from "../support/html";
import { offSeason } from "../support/off-season";

const actor = { actor: "test" };
const SITE = "https://sagararides.example";
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";

const alternatesOf = (doc: Document) =>
  Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute("hreflang"),
      l.getAttribute("href"),
    ]),
  );

describe("the home page in three languages", () => {
  it("answers /, /hi/ and /kn/ from memory, each with its lang, its canonical address and every version named", async () => {
    const site = await adminSite();
    for (const [path, lang, heading] of [
      ["/", "en", "Our Elite Bikes"],
      ["/hi/", "hi", "हमारी बेहतरीन बाइक"],
      ["/kn/", "kn", "ನಮ್ಮ ಅತ್ಯುತ್ತಮ ಬೈಕ್‌ಗಳು"],
    ] as const) {
      const res = await fetch(`${site.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("etag"), path).toBeTruthy();
      const doc = parseHtml(await res.text());
      expect(doc.documentElement.lang).toBe(lang);
      expect(doc.querySelector("#bikes-title")?.textContent).toBe(heading);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}${path}`);
      expect(alternatesOf(doc)).toEqual({
        en: `${SITE}/`,
        hi: `${SITE}/hi/`,
        kn: `${SITE}/kn/`,
        "x-default": `${SITE}/`,
      });
      // The switch leads to the other versions, as plain links.
      const switches = [...doc.querySelectorAll(".drawer-lang a")].map((a) => a.getAttribute("href"));
      expect(switches).toEqual(["/", "/hi/", "/kn/"]);
    }
    // "/hi" is the same page as "/hi/".
    expect((await fetch(`${site.url}/hi`)).status).toBe(200);
  });

  it("keeps each language's home page within 14 KB with gzip and with brotli", async () => {
    // The bodies sent are the ones measured: at their smallest, as in production (test sites compress quickly only).
    const site = await adminSite({ compression: "smallest" });
    for (const path of ["/", "/hi/", "/kn/"]) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      expect(brotli, `${path} brotli`).toBeLessThanOrEqual(14 * 1024);
      // Gzip as it is sent: the translated pages are gzipped with Zopfli (server/smallest-gzip.ts), a few hundred
      // bytes smaller than zlib's level 9, and it is what a browser downloads.
      for (const encoding of ["gzip", "br"]) {
        const sent = await fetch(`${site.url}${path}`, { headers: { "accept-encoding": encoding } });
        expect(sent.headers.get("content-encoding"), path).toBe(encoding);
        expect(Number(sent.headers.get("content-length")), `${path} ${encoding}`).toBeLessThanOrEqual(14 * 1024);
      }
    }
  });

  it("writes rupees with Indian grouping and dates with Latin digits in every language", async () => {
    const site = await adminSite();
    for (const path of ["/", "/hi/", "/kn/"]) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      // The Royal Enfield Classic's ₹1,200 and the damages' ₹15,000, grouped the Indian way.
      expect(html, path).toContain("₹1,200");
      expect(html, path).toContain("₹15,000");
      expect(html, path).not.toMatch(/[०-९೦-೯]/);
    }
  });

  it("translates the taxis' unit, the drawings' descriptions and the Need a Website? button", async () => {
    const site = await adminSite();
    const expected = {
      "/": { unit: "/km", promo: "Need a Website?", alt: "Illustration of the Railway Station pickup point" },
      "/hi/": { unit: "/कि.मी.", promo: "वेबसाइट चाहिए?", alt: "पिकअप पॉइंट का चित्र: रेलवे स्टेशन" },
      "/kn/": { unit: "/ಕಿ.ಮೀ.", promo: "ವೆಬ್‌ಸೈಟ್ ಬೇಕೇ?", alt: "ಪಿಕಪ್ ಸ್ಥಳದ ಚಿತ್ರ: ರೈಲು ನಿಲ್ದಾಣ" },
    };
    for (const [path, { unit, promo, alt }] of Object.entries(expected)) {
      const doc = parseHtml(await (await fetch(`${site.url}${path}`)).text());
      const units = [...doc.querySelectorAll("#taxi .price-unit")].map((u) => u.textContent);
      expect(units, path).toEqual([unit, unit, unit]);
      expect(doc.querySelector(".promo-button")!.textContent, path).toBe(promo);
      expect(doc.querySelector('img[src="/art/pickup/railway-station.svg"]')!.getAttribute("alt"), path).toBe(alt);
      if (path === "/") continue;
      // No sample drawing is described in English on a translated page.
      for (const img of doc.querySelectorAll('img[src^="/art/"]'))
        expect(img.getAttribute("alt"), path).not.toMatch(/Illustration|Avatar of|A rider/);
    }
    // A description the owner rewrote is theirs, shown as written in every language.
    const library = createImageLibrary(site.store.writer);
    const image = library.get("art-pickup-railway-station")!;
    expect(library.setAlt(image.id, { alt: "Our stand by the station" }, image.version, actor).ok).toBe(true);
    const kn = await site.publicPage((h) => h.includes("Our stand by the station"), "/kn/");
    expect(parseHtml(kn).querySelector('img[src="/art/pickup/railway-station.svg"]')!.getAttribute("alt")).toBe(
      "Our stand by the station",
    );
  });

  it("shows the English description where there is no translation, and the owner's Kannada one within a second", async () => {
    const site = await adminSite();
    const card = (doc: Document) => doc.getElementById("bikes--royal-enfield-classic")!;
    // The sample's translations taken away: the Hindi page shows the English.
    const sample = site.store.item("bikes", "royal-enfield-classic")!;
    const untranslated = { ...sample, descriptionHi: "", descriptionKn: "" };
    expect(site.store.update("bikes", sample.id, untranslated, sample.version, actor).ok).toBe(true);
    const bike = site.store.item("bikes", "royal-enfield-classic")!;
    const hindi = parseHtml(await site.publicPage((h) => h.includes(bike.description), "/hi/"));
    expect(card(hindi).querySelector(".card-text")?.textContent).toBe(bike.description);

    const kannada = "ಬೀಚ್ ರಸ್ತೆಗಳಿಗೆ ಹಳೆಯ ಕಾಲದ ಗಟ್ಟಿ ಬೈಕ್.";
    expect(site.store.update("bikes", bike.id, { ...bike, descriptionKn: kannada }, bike.version, actor).ok).toBe(true);
    const html = await site.publicPage((h) => h.includes(kannada), "/kn/");
    expect(card(parseHtml(html)).querySelector(".card-text")?.textContent).toBe(kannada);
    // The other languages keep the English.
    const english = parseHtml(await (await fetch(`${site.url}/`)).text());
    expect(card(english).querySelector(".card-text")?.textContent).toBe(bike.description);
  });
});

describe("the other pages in three languages", () => {
  it("serves About, Privacy and FAQ under each prefix with the page's own canonical address", async () => {
    const site = await adminSite();
    for (const lang of ["hi", "kn"]) {
      for (const page of ["/about", "/privacy", "/faq"]) {
        const res = await fetch(`${site.url}/${lang}${page}`);
        expect(res.status, `/${lang}${page}`).toBe(200);
        const html = await res.text();
        const doc = parseHtml(html);
        expect(doc.documentElement.lang).toBe(lang);
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}/${lang}${page}`);
        expect(alternatesOf(doc)["x-default"]).toBe(`${SITE}${page}`);
        expect(gzipSync(html, { level: 9 }).length).toBeLessThanOrEqual(14 * 1024);
      }
    }
  });

  it("answers an unknown address under a language with that language's 404, and an unknown prefix with 404", async () => {
    const site = await adminSite();
    const hindi = await fetch(`${site.url}/hi/no-such-page`);
    expect(hindi.status).toBe(404);
    const doc = parseHtml(await hindi.text());
    expect(doc.documentElement.lang).toBe("hi");
    expect(doc.querySelector("h1")?.textContent).toBe("पेज नहीं मिला");
    expect(doc.querySelector("main a")?.getAttribute("href")).toBe("/hi/");
    for (const path of ["/fr/", "/de", "/en/", "/hin/", "/fr/about"]) {
      const res = await fetch(`${site.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(parseHtml(await res.text()).documentElement.lang, path).toBe("en");
    }
  });

  it("lists every version in the sitemap, each naming the others", async () => {
    const site = await adminSite();
    const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of ["/", "/about", "/privacy", "/faq"]) {
      for (const prefix of ["", "/hi", "/kn"]) expect(locs).toContain(`${SITE}${prefix}${page}`);
    }
    expect(locs).toHaveLength(12);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="kn" href="${SITE}/kn/about"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/faq"/>`);
    const robots = await (await fetch(`${site.url}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /hi/book/");
  });
});

describe("booking from a translated page", () => {
  const today = shopToday("Asia/Kolkata");
  const start = offSeason(today, 2, 4);
  const query = (values: Record<string, string> = {}) =>
    new URLSearchParams({
      bike: "honda-activa",
      pickup: addDays(today, start),
      return: addDays(today, start + 3),
      point: "railway-station",
      ...values,
    });
  /** The form sent from the page: a POST of the query's values. */
  const get = (url: string) => {
    const [path, values] = url.split("?");
    return fetch(path!, {
      method: "POST",
      body: values,
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: new URL(path!).origin,
        "user-agent": BROWSER,
        "sec-fetch-site": "same-origin",
      },
    });
  };

  it("opens the chat with the request in Hindi, the bike's name, the total and the reference as they are", async () => {
    const site = await adminSite();
    const res = await get(`${site.url}/hi/book/bike?${query()}`);
    expect(res.status).toBe(303);
    const message = new URL(res.headers.get("location")!).searchParams.get("text")!;
    expect(message).toMatch(/^नमस्ते Sagara Rides, मुझे Honda Activa .* किराये पर चाहिए \(3 दिन: ₹500 × 3 = ₹1,500 किराया/);
    const reference = /रेफ़रेंस: (SR-[2-9A-HJ-NP-Z]{4})। मेरी बुकिंग का पेज: https:\/\/\S+\/hi\/b\/SR-/.exec(message)?.[1];
    expect(reference).toBeDefined();
    // The book keeps it with its language; the back office reads it in English.
    const row = site.db.select().from(t.bookings).all()[0]!;
    expect(row).toMatchObject({ reference, language: "hi", itemId: "honda-activa" });
  });

  it("opens the chat in Kannada from /kn/, and shows a refused form again in Kannada", async () => {
    const site = await adminSite();
    const res = await get(
      `${site.url}/kn/book/taxi?${new URLSearchParams({ taxi: "airport-transfer", from: "ಬಸ್ ನಿಲ್ದಾಣ", to: "", date: "", time: "06:30", people: "2" })}`,
    );
    expect(res.status).toBe(400);
    const doc = parseHtml(await res.text());
    expect(doc.documentElement.lang).toBe("kn");
    expect(doc.body.textContent).toContain("ಎಲ್ಲಿಗೆ ಹೋಗುತ್ತೀರಿ ಎಂದು ಆರಿಸಿ.");
    expect(doc.body.textContent).toContain("ದಿನಾಂಕ ಆರಿಸಿ.");
    expect(doc.querySelector("form")?.getAttribute("action")).toBe("/kn/book/taxi");

    const bike = await get(`${site.url}/kn/book/bike?${query({ bike: "royal-enfield-classic" })}`);
    expect(bike.status).toBe(303);
    const message = new URL(bike.headers.get("location")!).searchParams.get("text")!;
    expect(message).toContain("ನಮಸ್ಕಾರ Sagara Rides");
    expect(message).toContain("Royal Enfield Classic");
    expect(message).toContain("₹3,600");
    expect(message).toMatch(/ರೆಫರೆನ್ಸ್: SR-[2-9A-HJ-NP-Z]{4}\. ನನ್ನ ಬುಕಿಂಗ್ ಪುಟ: https:\/\/\S+\/kn\/b\/SR-\S+$/);
  });

  it("gives the bike form's live estimate in the page's language", async () => {
    const site = await adminSite();
    const res = await fetch(`${site.url}/hi/book/bike/estimate?${query()}`);
    const answer = (await res.json()) as { estimate: string };
    expect(answer.estimate).toMatch(/^3 दिन: ₹500 × 3 = ₹1,500 किराया/);
  });
});
