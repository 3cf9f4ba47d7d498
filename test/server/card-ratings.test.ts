/**
 * A card's stars come from the shown reviews customers sent from the links of
 * that bike's bookings: three or more give "5.0 · 3 reviews", fewer the count
 * alone, a hidden review counts for nothing, and an import cannot move a
 * review to another bike.
 */
import { returnedRental } from "../support/handover";
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { dictionaries } from "~/i18n/words";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { adminSite } from "../support/admin-site";
import { parseHtml } from "../support/html";

type Site = Awaited<ReturnType<typeof adminSite>>;
const CLASSIC = "royal-enfield-classic";

/** A rental of the bike, confirmed, out and back, then a review link made from its booking. */
async function linkFromReturnedBooking(site: Site, itemId: string, weeksAgo: number) {
  const book = createBook(site.db, { store: site.store });
  const today = shopToday("Asia/Kolkata");
  const stay = stayOfDates(addDays(today, -3 - 7 * weeksAgo), addDays(today, -1 - 7 * weeksAgo));
  const asked = returnedRental(book, { itemId, ...stay, total: 3600, language: "en" });
  const made = await site.post("/admin/reviews", { intent: "create-link", bookingRef: asked.reference });
  const url = (parseHtml(await made.text()).querySelector("#review-link-url") as HTMLInputElement).value;
  return new URL(url).pathname;
}

/** A customer's five stars through the link, then shown by the owner. */
let rentals = 0;
async function reviewAndShow(site: Site, itemId: string, author: string, show = true) {
  const path = await linkFromReturnedBooking(site, itemId, rentals++);
  const sent = await fetch(`${site.url}${path}`, {
    method: "POST",
    body: new URLSearchParams({ rating: "5", text: "A fine bike, well kept, and a fair price.", author }),
    redirect: "manual",
    headers: { origin: site.url },
  });
  expect(sent.status).toBe(303);
  const added = site.store.list("testimonials").find((r) => r.author === author)!;
  expect(added.item).toBe(`bike:${itemId}`);
  if (!show) return added;
  const shown = await site.post("/admin/reviews", { intent: "show", id: added.id, version: String(added.version) });
  expect(shown.status).toBe(200);
  return added;
}

const badgeOf = (html: string, id: string) =>
  parseHtml(html.replaceAll("<!-- -->", "")).querySelector(`#bikes [id$="${id}"] .rating-badge`);

describe("a card's stars", () => {
  it("shows the count alone below three reviews, counts no hidden one, then the average from three", async () => {
    const site = await adminSite();
    await reviewAndShow(site, CLASSIC, "Asha");
    await reviewAndShow(site, CLASSIC, "Ben");
    await reviewAndShow(site, CLASSIC, "Chitra", false);
    let html = await site.publicPage((h) => h.includes("Ben"));
    expect(badgeOf(html, CLASSIC)?.textContent).toBe("2 reviews");
    expect(badgeOf(html, CLASSIC)?.getAttribute("role")).toBeNull();
    // The sample's reviews came from no booking: the other bikes have no stars.
    expect(badgeOf(html, "honda-dio")).toBeNull();

    await reviewAndShow(site, CLASSIC, "Dev");
    html = await site.publicPage((h) => h.includes("Dev"));
    const badge = badgeOf(html, CLASSIC)!;
    expect(badge.textContent).toBe("5.0 · 3 reviews");
    expect(badge.getAttribute("aria-label")).toBe("Rated 5.0 out of 5 from 3 reviews");
    for (const lang of ["hi", "kn"] as const) {
      const page = await site.publicPage((h) => h.includes("Dev"), `/${lang}/`);
      const reviews = dictionaries[lang].reviewMany.replace("{count}", "3");
      expect(badgeOf(page, CLASSIC)?.textContent).toBe(`5.0 · ${reviews}`);
    }
    // Search engines get no stars from the shop's own page about itself.
    expect(html).not.toContain("aggregateRating");
  }, 120_000);

  it("refuses an import that moves a review to another bike", async () => {
    const site = await adminSite();
    const sent = await reviewAndShow(site, CLASSIC, "Asha");
    const exported = site.store.exportAll();
    const at = exported.testimonials.findIndex((r) => r.id === sent.id);
    const moved = structuredClone(exported);
    moved.testimonials[at] = { ...moved.testimonials[at]!, item: "bike:honda-dio" };
    const result = site.store.importAll(moved, { actor: "test" });
    expect(result.ok || result.problems).toEqual([
      `testimonials[${at}].item: Bike or taxi cannot be changed: it stays as it was written`,
    ]);
    expect(site.store.item("testimonials", sent.id)!.item).toBe(`bike:${CLASSIC}`);
  }, 60_000);
});
