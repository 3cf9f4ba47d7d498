import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seededStore } from "../support/temp-db";
import { startSite } from "../support/server-build";

const actor = { actor: "owner" };

/** The head of the live page, read as a crawler reads it. */
async function head(url: string) {
  const html = await (await fetch(`${url}/`)).text();
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  return {
    html,
    jsonLd,
    description: meta("name", "description"),
    ogTitle: meta("property", "og:title"),
    ogImage: meta("property", "og:image"),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  };
}

async function seoSite() {
  const { db, dataDir } = seededStore();
  const site = await startSite(db);
  const saveSection = (section: "identity" | "seo" | "contact", change: Record<string, unknown>) => {
    const { version, ...fields } = site.store.section(section);
    const result = site.store.saveSection(section, { ...fields, ...change }, version, actor);
    expect(result.ok).toBe(true);
  };
  return { ...site, dataDir, saveSection };
}

describe("structured data on the live page", () => {
  it("is valid JSON-LD naming the business, its address, phone, hours and prices from the content", async () => {
    const { url, store } = await seoSite();
    const { jsonLd } = await head(url);
    expect(jsonLd).toHaveLength(1);
    const business = jsonLd[0];
    const settings = store.settings();
    expect(business["@type"]).toBe("AutoRental");
    expect(business.name).toBe(settings.brand);
    expect(business.telephone).toBe(settings.phone);
    expect(business.address.streetAddress).toBe(settings.address);
    expect(business.url).toBe(`${settings.siteUrl}/`);
    expect(business.openingHoursSpecification[0]).toMatchObject({ opens: "07:00", closes: "21:00" });
    expect(business.sameAs).toEqual(settings.socialLinks.map((l) => l.url));
    const prices = Object.fromEntries(
      business.makesOffer.map((o: any) => [o.itemOffered.name, o.priceSpecification.price]),
    );
    for (const bike of store.list("bikes")) expect(prices[bike.name], bike.name).toBe(bike.price);
    for (const taxi of store.list("taxis")) expect(prices[taxi.name], taxi.name).toBe(taxi.price);
  });

  it("follows a price change as soon as it is saved", async () => {
    const { url, store } = await seoSite();
    const bike = store.item("bikes", "royal-enfield-classic")!;
    const { id: _id, hidden: _h, version, ...fields } = bike;
    expect(store.update("bikes", bike.id, { ...fields, price: 1300 }, version, actor).ok).toBe(true);
    await expect
      .poll(async () => {
        const offers = (await head(url)).jsonLd[0].makesOffer as any[];
        return offers.find((o) => o.itemOffered.name === "Royal Enfield Classic").priceSpecification.price;
      })
      .toBe(1300);
  });
});

describe("search and sharing tags", () => {
  it("have the settings' description, the canonical address and a 1200 × 630 preview picture without metadata", async () => {
    const { url, store } = await seoSite();
    const page = await head(url);
    const settings = store.settings();
    expect(page.description).toBe(settings.metaDescription);
    expect(page.canonical).toBe("https://sagararides.example/");
    expect(page.ogImage).toMatch(/^https:\/\/sagararides\.example\/images\/preview-[0-9a-f]{16}\.jpg$/);
    const picture = await fetch(`${url}${new URL(page.ogImage!).pathname}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
    expect(picture.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const info = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect(info).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(info.exif).toBeUndefined();
  });

  it("a new brand is in the tags and on a new preview picture; the old picture is removed", async () => {
    const { url, dataDir, saveSection } = await seoSite();
    const before = await head(url);
    saveSection("identity", { brand: "Sea Breeze Rides" });
    await expect.poll(async () => (await head(url)).ogTitle).toBe("Sea Breeze Rides - Bike Rentals and Taxi Service");
    const after = await head(url);
    expect(after.jsonLd[0].name).toBe("Sea Breeze Rides");
    expect(after.ogImage).not.toBe(before.ogImage);
    expect((await fetch(`${url}${new URL(after.ogImage!).pathname}`)).status).toBe(200);
    const oldFile = path.join(dataDir, "images", path.basename(before.ogImage!));
    expect(existsSync(oldFile)).toBe(false);
  });

  it("a new description and site address are in the tags", async () => {
    const { url, saveSection } = await seoSite();
    saveSection("seo", { siteUrl: "https://rides.example", metaDescription: "Scooters by the day in Gokarna." });
    await expect.poll(async () => (await head(url)).canonical).toBe("https://rides.example/");
    const page = await head(url);
    expect(page.description).toBe("Scooters by the day in Gokarna.");
    expect(page.ogImage).toMatch(/^https:\/\/rides\.example\/images\/preview-/);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt keeps crawlers out of the back office and names the sitemap", async () => {
    const { url } = await seoSite();
    const res = await fetch(`${url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await res.text();
    expect(text).toContain("Disallow: /admin\n");
    expect(text).toContain("Sitemap: https://sagararides.example/sitemap.xml\n");
  });

  it("sitemap.xml lists the home page at the site's address, and follows a change of it", async () => {
    const { url, saveSection } = await seoSite();
    const res = await fetch(`${url}/sitemap.xml`);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(await res.text()).toContain("<loc>https://sagararides.example/</loc>");
    saveSection("seo", { siteUrl: "https://rides.example" });
    await expect
      .poll(async () => (await (await fetch(`${url}/sitemap.xml`)).text()).match(/<url>.*<\/url>/)?.[0])
      .toMatch(/^<url><loc>https:\/\/rides\.example\/<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod><xhtml:link .*<\/url>$/);
    expect(await (await fetch(`${url}/robots.txt`)).text()).toContain("Sitemap: https://rides.example/sitemap.xml");
  });

  it("without a site address there is no sitemap to give", async () => {
    const { url, saveSection } = await seoSite();
    saveSection("seo", { siteUrl: "" });
    await expect.poll(async () => (await fetch(`${url}/sitemap.xml`)).status).toBe(404);
    expect(await (await fetch(`${url}/robots.txt`)).text()).not.toContain("Sitemap");
  });

  it("back office answers tell search engines never to index them", async () => {
    const { url } = await seoSite();
    const res = await fetch(`${url}/admin/login`);
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect((await fetch(`${url}/`)).headers.get("x-robots-tag")).toBeNull();
  });
});

describe("opening hours", () => {
  it("show in the location and contact sections, and follow the settings", async () => {
    const { url, saveSection } = await seoSite();
    const { html } = await head(url);
    expect(html.match(/Open every day, 07:00–21:00/g)).toHaveLength(2);
    saveSection("contact", {
      openingHours: [
        { days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"], opens: "08:00", closes: "20:00" },
        { days: ["Su"], opens: "09:00", closes: "13:00" },
      ],
    });
    await expect.poll(async () => (await head(url)).html.includes("Open Mon–Sat, 08:00–20:00")).toBe(true);
    expect((await head(url)).html).toContain("Sun, 09:00–13:00");
  });
});
