import { expect, test } from "@playwright/test";
import { sampleContent } from "../../app/content/sample";
import { rupees } from "../../app/content/format";
import { drawings } from "../../app/images/drawings";
import { chatNumberOf } from "../../app/content/settings/contact";
import { chatMessage, desktop, expectNoAxeViolations, mobile } from "./helpers";

const { settings, bikes, taxis, pickupPoints } = sampleContent;
const chatPrefix = `https://${settings.chatHost}/${chatNumberOf(settings).replace(/\D/g, "")}?text=`;

test.describe("home page content", () => {
  test.use({ viewport: desktop });

  test("has the title from the route table", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(`${settings.brand} - Bike Rentals and Taxi Service`);
  });

  test("shows the sections in the specification's order", async ({ page }) => {
    await page.goto("/");
    const order = await page.evaluate(() => {
      const ids = ["top", "bikes", "taxi", "terms", "reviews", "location", "pickup", "contact"];
      const header = document.querySelector(".site-header")!;
      const footer = document.querySelector("footer")!;
      const nodes = [header, ...ids.map((id) => document.getElementById(id)!), footer];
      return nodes.every(
        (node, i) => i === 0 || nodes[i - 1]!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(order).toBe(true);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(`Explore ${settings.town} in Style`);
    await expect(page.locator("#contact")).toBeEmpty();
  });

  test("header has the logo, brand, tagline, four anchors and Book Now", async ({ page }) => {
    await page.goto("/");
    const header = page.locator(".site-header");
    await expect(header.getByRole("img", { name: `${settings.brand} logo` })).toHaveAttribute("src", "/logo.svg");
    await expect(header.getByText(settings.brand, { exact: true })).toBeVisible();
    await expect(header.getByText("Bike Rentals & Taxi", { exact: true })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(["Our Bikes", "Taxi Services", "Pickup Points", "Contact"]);
    expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")))).toEqual([
      "#bikes",
      "#taxi",
      "#pickup",
      "#contact",
    ]);
    await expect(header.getByRole("link", { name: "Book Now" })).toHaveAttribute(
      "href",
      new RegExp(`^${escape(chatPrefix)}`),
    );
  });

  test("hero has Rent a Bike and Book a Taxi", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Rent a Bike" })).toHaveAttribute("href", "#bikes");
    await expect(page.getByRole("link", { name: "Book a Taxi" })).toHaveAttribute("href", "#taxi");
  });

  test("bike cards show image, name, badge, features and price per day, and no stars without reviews", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("#bikes");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Our Elite Bikes");
    const cards = section.locator(".card");
    await expect(cards).toHaveCount(6);
    for (const [i, bike] of bikes.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(bike.name);
      await expect(card.locator(".badge")).toHaveText(bike.badge);
      // The sample's reviews came from no booking: no card has stars of its own.
      await expect(card.locator(".rating-badge")).toHaveCount(0);
      await expect(card.locator(".price")).toHaveText(`₹${bike.price.toLocaleString("en-IN")}/day`);
      await expect(card.getByText(bike.description)).toBeVisible();
      for (const feature of bike.features) await expect(card.getByText(feature, { exact: true })).toBeVisible();
      const img = card.locator(".card-media img");
      const drawing = drawings.find((d) => d.id === bike.image)!;
      await expect(img).toHaveAttribute("src", drawing.src);
      await expect(img).toHaveAttribute("alt", drawing.alt);
      await expect(img).toHaveAttribute("width", "480");
      await expect(img).toHaveAttribute("height", "320");
    }
  });

  test("taxi cards show ₹15 per km, destinations and features", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#taxi");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Our Taxi Services");
    const cards = section.locator(".card");
    await expect(cards).toHaveCount(3);
    for (const [i, taxi] of taxis.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(taxi.name);
      await expect(card.locator(".badge")).toHaveText(taxi.badge);
      await expect(card.locator(".price")).toHaveText("₹15/km");
      await expect(card.locator(".destinations li")).toHaveText(taxi.destinations);
    }
    await expect(section.getByText("Goa Airport (150km)")).toBeVisible();
    await expect(section.getByText("Jog Falls (115km)")).toBeVisible();
  });

  test("terms list requirements, the fines table and policies", async ({ page }) => {
    await page.goto("/");
    const terms = page.locator("#terms");
    await expect(terms.getByRole("heading", { level: 2 })).toHaveText("Terms & Conditions");
    const rows = terms.getByRole("table").locator("tbody tr");
    await expect(rows).toHaveText([
      /Riding without a helmet\s*₹500/,
      /Triple riding\s*₹1,000/,
      /Late return\s*₹150 per hour/,
      /Damages or accidents\s*up to ₹15,000/,
    ]);
    await expect(terms.getByText("Valid driving license is mandatory")).toBeVisible();
    await expect(terms.getByText("10-minute grace period on returns")).toBeVisible();
  });

  test("testimonials fill the first N of five stars and announce N out of 5", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#reviews");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("What Our Customers Say");
    const items = section.locator(".testimonial");
    await expect(items).toHaveCount(sampleContent.testimonials.length);
    for (const [i, t] of sampleContent.testimonials.entries()) {
      const item = items.nth(i);
      await expect(item.getByRole("img", { name: `${t.rating} out of 5` })).toBeVisible();
      const filled = await item
        .locator(".star")
        .evaluateAll((stars) => stars.map((s) => s.classList.contains("star-filled")));
      expect(filled).toEqual([1, 2, 3, 4, 5].map((n) => n <= t.rating));
      await expect(item.getByText(t.author)).toBeVisible();
      await expect(item.locator("time")).toHaveAttribute("datetime", t.date);
      await expect(item.getByRole("img", { name: `Avatar of ${t.author}` })).toBeVisible();
    }
  });

  test("location has the lazy map, the address, Open in Maps and Nearby Landmarks", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#location");
    await expect(section.locator("iframe")).toHaveAttribute("loading", "lazy");
    await expect(section.locator("iframe")).toHaveAttribute("src", settings.mapEmbedUrl);
    await expect(section.getByRole("heading", { name: "Visit Our Shop" })).toBeVisible();
    await expect(section.getByText(settings.address)).toBeVisible();
    await expect(section.getByRole("link", { name: "Open in Maps" })).toHaveAttribute("href", settings.mapsPlaceUrl);
    await expect(section.getByRole("heading", { name: "Nearby Landmarks" })).toBeVisible();
    await expect(section.locator(".landmarks li")).toHaveText([
      /Railway Station\s*100m/,
      /Hospital\s*Opposite the shop/,
      /Temple\s*2 km/,
      /Beach\s*2.5 km/,
    ]);
  });

  test("pickup points are numbered from 1 and badged only where they have one", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#pickup");
    const cards = section.locator(".card");
    await expect(cards).toHaveCount(3);
    await expect(section.locator(".pickup-number")).toHaveText(["1", "2", "3"]);
    await expect(cards.nth(0).locator(".badge")).toHaveCount(0);
    await expect(cards.nth(1).locator(".badge")).toHaveText("POPULAR");
    await expect(cards.nth(2).locator(".badge")).toHaveText("SCENIC");
    await expect(section.getByRole("heading", { name: "Can't Find Your Location?" })).toBeVisible();
    await expect(section.getByRole("link", { name: "Call Us Directly" })).toHaveAttribute("href", "tel:+919000012345");
  });

  test("footer has the contact card, three link columns, social icons and copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("heading", { name: settings.brand })).toBeVisible();
    await expect(footer.getByText(settings.address)).toBeVisible();
    await expect(footer.getByRole("link", { name: settings.phone })).toHaveAttribute("href", "tel:+919000012345");
    for (const column of ["Our Services", "Popular Destinations", "Quick Links"]) {
      await expect(footer.getByRole("navigation", { name: column })).toBeVisible();
    }
    const quick = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
    await expect(quick).toHaveText(["About Us", "Terms & Conditions", "Privacy Policy", "FAQ"]);
    expect(await quick.evaluateAll((els) => els.map((e) => e.getAttribute("href")))).toEqual([
      "/about",
      "#terms",
      "/privacy",
      "/faq",
    ]);
    await expect(footer.locator(".social a")).toHaveCount(settings.socialLinks.length);
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} ${settings.copyrightHolder}. All rights reserved.`),
    ).toBeVisible();
  });
});

test.describe("chat links", () => {
  test("every booking link opens the business chat with a message naming its item", async ({ page }) => {
    await page.goto("/");
    const bikeLinks = page.locator("#bikes .card .btn");
    for (const [i, bike] of bikes.entries()) {
      const href = await bikeLinks.nth(i).getAttribute("href");
      expect(href!.startsWith(chatPrefix)).toBe(true);
      expect(chatMessage(href)).toBe(
        `Hi ${settings.brand}, I'd like to book the ${bike.name} (${rupees(bike.price)}/day). Is it free for my dates?`,
      );
    }
    const taxiLinks = page.locator("#taxi .card .btn");
    for (const [i, taxi] of taxis.entries()) {
      expect(chatMessage(await taxiLinks.nth(i).getAttribute("href"))).toBe(
        `Hi ${settings.brand}, I'd like to book ${taxi.name} (₹15/km).`,
      );
    }
    const pickupLinks = page.locator("#pickup .card .btn");
    for (const [i, point] of pickupPoints.entries()) {
      expect(chatMessage(await pickupLinks.nth(i).getAttribute("href"))).toBe(
        `Hi ${settings.brand}, I'd like to be picked up at ${point.name}.`,
      );
    }
  });

  test("Book Now, Get Directions, Request Custom Pickup and the footer chat have their own messages", async ({
    page,
  }) => {
    await page.goto("/");
    const message = async (locator: ReturnType<typeof page.locator>) => {
      const href = await locator.getAttribute("href");
      expect(href!.startsWith(chatPrefix)).toBe(true);
      return chatMessage(href);
    };
    expect(await message(page.locator(".site-header").getByRole("link", { name: "Book Now" }))).toBe(
      `Hi ${settings.brand}, I'd like to book a bike or a taxi.`,
    );
    expect(await message(page.getByRole("link", { name: "Get Directions" }))).toBe(
      `Hi ${settings.brand}, could you send me directions to your shop?`,
    );
    expect(await message(page.getByRole("link", { name: "Request Custom Pickup" }))).toBe(
      `Hi ${settings.brand}, I'd like a pickup from a location that isn't on your list.`,
    );
    expect(await message(page.locator("footer").getByRole("link", { name: "Chat with us" }))).toBe(
      `Hi ${settings.brand}, I have a question.`,
    );
  });

  test("the Need a Website? button uses its own number and message", async ({ page }) => {
    await page.goto("/");
    const promo = page.getByRole("link", { name: "Need a Website?" });
    const href = await promo.getAttribute("href");
    expect(href).toBe(
      `https://${settings.chatHost}/${settings.promoNumber}?text=${encodeURIComponent("Hi, I'm interested in getting a website developed.")}`,
    );
    expect(chatMessage(href)).toBe("Hi, I'm interested in getting a website developed.");
  });
});

test.describe("no framework JavaScript", () => {
  test("the page loads only /site.js, under 5 KB, and no module preloads", async ({ page, request }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/", { waitUntil: "load" });
    expect(scripts).toEqual(["/site.js"]);
    expect(await page.locator("link[rel=modulepreload]").count()).toBe(0);
    // No inline script runs: the one inline <script> is the structured data, which browsers never execute.
    expect(await page.locator('script:not([src]):not([type="application/ld+json"])').count()).toBe(0);
    const data = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(data!)["@type"]).toBe("AutoRental");
    const body = await (await request.get("/site.js")).body();
    expect(body.length).toBeLessThanOrEqual(5 * 1024);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });

  test("every image has width, height and alt text", async ({ page }) => {
    await page.goto("/");
    const bad = await page
      .locator("img")
      .evaluateAll((imgs) =>
        imgs
          .filter((i) => !i.getAttribute("width") || !i.getAttribute("height") || !i.getAttribute("alt"))
          .map((i) => i.outerHTML),
      );
    expect(bad).toEqual([]);
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with a way back home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response!.status()).toBe(404);
    await expect(page).toHaveTitle(`Page Not Found - ${settings.brand}`);
    await page.getByRole("link", { name: `Back to ${settings.brand}` }).click();
    await expect(page).toHaveURL("/");
  });

  test("the build-time file is not served in place of the live page", async ({ request }) => {
    expect((await request.get("/index.html")).status()).toBe(404);
  });
});

test.describe("accessibility", () => {
  for (const [name, viewport] of [
    ["mobile", mobile],
    ["desktop", desktop],
  ] as const) {
    test(`axe finds no violations at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      await expectNoAxeViolations(page);
    });
  }

  test("axe finds no violations on the not-found page", async ({ page }) => {
    await page.goto("/missing");
    await expectNoAxeViolations(page);
  });

  for (const width of [360, 390, 768, 1024, 1440]) {
    test(`no horizontal scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  for (const width of [320, 360]) {
    test(`every card's buttons and links stay inside the card at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const outside = await page.locator(".card").evaluateAll((cards) =>
        cards.flatMap((card) => {
          const box = card.getBoundingClientRect();
          return [...card.querySelectorAll("a, button, summary")]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && (r.left < box.left || r.right > box.right);
            })
            .map((el) => el.textContent?.trim());
        }),
      );
      expect(outside).toEqual([]);
    });
  }

  test("tap targets are at least 44 px on mobile", async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto("/");
    const small = await page.locator("a:visible, button:visible").evaluateAll((els) =>
      els
        // Links inside a sentence are exempt (WCAG 2.5.8, inline targets).
        .filter((el) => !el.closest("p"))
        .map((el) => {
          const r = el.getBoundingClientRect();
          return { html: el.outerHTML.slice(0, 80), w: r.width, h: r.height };
        })
        .filter((r) => Math.round(r.w) < 44 || Math.round(r.h) < 44),
    );
    expect(small).toEqual([]);
  });
});

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
