import { describe, expect, it } from "vitest";
import { sampleHomeContent } from "~/home/content";
import { dayRanges, openingHoursLabel } from "~/content/format";
import type { HomeContent } from "~/content/types";
import { homeMeta } from "~/seo/meta";
import { previewFileName, previewImage, previewInput } from "~/seo/preview-image";
import { robotsTxt, sitemapXml } from "~/seo/site-files";
import { businessJsonLd, priceRange } from "~/seo/structured-data";

const content = (change: (c: HomeContent) => void = () => {}): HomeContent => {
  const c = structuredClone(sampleHomeContent());
  change(c);
  return c;
};
const jsonLd = (c: HomeContent) => businessJsonLd(c, previewImage(c.settings, c.heroImage)) as Record<string, any>;

describe("the business's structured data", () => {
  it("is an AutoRental with the name, address, phone, hours, prices and profiles of the content", () => {
    const c = content();
    const data = jsonLd(c);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("AutoRental");
    expect(data.name).toBe(c.settings.brand);
    expect(data.description).toBe(c.settings.metaDescription);
    expect(data.telephone).toBe(c.settings.phone);
    expect(data.email).toBe(c.settings.email);
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: c.settings.address,
      addressLocality: c.settings.town,
      addressCountry: "IN",
    });
    expect(data.url).toBe(`${c.settings.siteUrl}/`);
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: "07:00",
        closes: "21:00",
      },
    ]);
    expect(data.priceRange).toBe("₹500–₹1,200 a day");
    expect(data.sameAs).toEqual(c.settings.socialLinks.map((l) => l.url));
    expect(data.image[0]).toMatch(/^https:\/\/sagararides\.example\/images\/preview-[0-9a-f]{16}\.jpg$/);
  });

  it("offers every bike by the day and every taxi service by the km, at their prices", () => {
    const c = content((c) => (c.bikes[1]!.status = "rented-out"));
    const offers = jsonLd(c).makesOffer as any[];
    expect(offers).toHaveLength(c.bikes.length + c.taxis.length);
    const enfield = offers.find((o) => o.itemOffered.name === "Royal Enfield Classic");
    expect(enfield.priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      price: 1200,
      priceCurrency: "INR",
      unitText: "day",
    });
    expect(enfield.availability).toBe("https://schema.org/InStock");
    expect(offers.find((o) => o.itemOffered.name === c.bikes[1]!.name).availability).toBe(
      "https://schema.org/OutOfStock",
    );
    const airport = offers.find((o) => o.itemOffered.name === "Airport Transfer");
    expect(airport.itemOffered["@type"]).toBe("Service");
    expect(airport.priceSpecification).toMatchObject({ price: 15, priceCurrency: "INR", unitText: "km" });
  });

  it("carries no review or rating markup: stars a business gives itself are ignored", () => {
    const keys: string[] = [];
    JSON.stringify(jsonLd(content()), (key, value) => (keys.push(key), value));
    expect(keys).not.toContain("review");
    expect(keys).not.toContain("aggregateRating");
    expect(keys).not.toContain("ratingValue");
  });

  it("gives the position only when the owner has given both coordinates", () => {
    expect(jsonLd(content()).geo).toBeUndefined();
    const placed = jsonLd(content((c) => Object.assign(c.settings, { latitude: 14.5479, longitude: 74.3188 })));
    expect(placed.geo).toEqual({ "@type": "GeoCoordinates", latitude: 14.5479, longitude: 74.3188 });
  });

  it("leaves out the addresses that must be absolute until the site's address is set", () => {
    const data = jsonLd(content((c) => (c.settings.siteUrl = "")));
    expect(data.url).toBeUndefined();
    expect(data["@id"]).toBeUndefined();
    expect(data.image).toBeUndefined();
    expect(data.name).toBe("Sagara Rides");
  });

  it("writes a price range from one price as that price", () => {
    expect(priceRange([800])).toBe("₹800 a day");
    expect(priceRange([])).toBeUndefined();
  });
});

describe("the head of the home page", () => {
  const find = (tags: ReturnType<typeof homeMeta>, key: string, value: string) =>
    tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

  it("has the spec's title, the settings' description, a canonical link and the share tags", () => {
    const c = content();
    const tags = homeMeta(c, previewImage(c.settings, c.heroImage));
    expect(tags[0]).toEqual({ title: "Sagara Rides - Bike Rentals and Taxi Service" });
    expect(find(tags, "name", "description")?.content).toBe(c.settings.metaDescription);
    expect(find(tags, "rel", "canonical")).toMatchObject({ tagName: "link", href: "https://sagararides.example/" });
    expect(find(tags, "property", "og:url")?.content).toBe("https://sagararides.example/");
    expect(find(tags, "property", "og:image")?.content).toMatch(
      /^https:\/\/sagararides\.example\/images\/preview-[0-9a-f]{16}\.jpg$/,
    );
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(tags.some((t) => "script:ld+json" in t)).toBe(true);
  });

  it("falls back to the hero's subtitle when no description is set", () => {
    const c = content((c) => (c.settings.metaDescription = ""));
    const tags = homeMeta(c, previewImage(c.settings, c.heroImage));
    expect(find(tags, "name", "description")?.content).toBe(c.settings.heroSubtitle);
  });
});

describe("the preview picture's name", () => {
  it("changes with the brand and the hero, and only with what the picture shows", () => {
    const c = content();
    const name = previewFileName(previewInput(c.settings, c.heroImage));
    expect(name).toMatch(/^preview-[0-9a-f]{16}\.jpg$/);
    const renamed = content((c) => (c.settings.brand = "Sea Breeze Rides"));
    expect(previewFileName(previewInput(renamed.settings, renamed.heroImage))).not.toBe(name);
    const otherHero = content((c) => (c.heroImage = { ...c.heroImage!, src: "/art/other.svg" }));
    expect(previewFileName(previewInput(otherHero.settings, otherHero.heroImage))).not.toBe(name);
    const newPhone = content((c) => (c.settings.phone = "+91 90000 99999"));
    expect(previewFileName(previewInput(newPhone.settings, newPhone.heroImage))).toBe(name);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt keeps crawlers out of the back office and the booking routes of every language, and names the sitemap", () => {
    expect(robotsTxt({ siteUrl: "https://sagararides.example" })).toBe(
      "User-agent: *\nDisallow: /admin\nDisallow: /book/\nDisallow: /hi/book/\nDisallow: /kn/book/\nAllow: /\n\nSitemap: https://sagararides.example/sitemap.xml\n",
    );
    expect(robotsTxt({ siteUrl: "" })).not.toContain("Sitemap");
  });

  it("sitemap.xml lists the home page at the site's address, with the day of the last change and its other languages", () => {
    const xml = sitemapXml({ siteUrl: "https://sagararides.example" }, "2026-11-20");
    expect(xml).toContain(
      '<url><loc>https://sagararides.example/</loc><lastmod>2026-11-20</lastmod><xhtml:link rel="alternate" hreflang="en" href="https://sagararides.example/"/>',
    );
    expect(xml).toContain(
      '<url><loc>https://sagararides.example/hi/</loc><lastmod>2026-11-20</lastmod><xhtml:link rel="alternate" hreflang="en" href="https://sagararides.example/"/>',
    );
    expect(sitemapXml({ siteUrl: "" }, null)).toBeNull();
  });
});

describe("opening hours in words", () => {
  it("names runs of days, and all seven as every day", () => {
    expect(dayRanges(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"])).toBe("Every day");
    expect(dayRanges(["Mo", "Tu", "We", "Th", "Fr"])).toBe("Mon–Fri");
    expect(dayRanges(["Mo", "Tu", "Th", "Sa", "Su"])).toBe("Mon, Tue, Thu, Sat, Sun");
    expect(dayRanges(["Mo", "We", "Th", "Fr", "Su"])).toBe("Mon, Wed–Fri, Sun");
    expect(openingHoursLabel({ days: ["Sa", "Su"], opens: "08:00", closes: "13:00" })).toBe("Sat, Sun, 08:00–13:00");
  });
});
