import { describe, expect, it } from "vitest";
import { sampleHomeContent } from "~/home/content";
import { sampleContent } from "~/content/sample";
import { displayDate, fineLabel, rupees } from "~/content/format";
import { homeTitle, notFoundTitle } from "~/content/titles";
import { drawings } from "~/images/drawings";
import { english } from "~/i18n/english";

const { bikes, taxis, pickupPoints, testimonials, landmarks, settings } = sampleContent;
const { terms } = sampleHomeContent();

describe("sample content follows the specification", () => {
  it("has the six bikes with their prices per day, badges and notable features", () => {
    expect(bikes.map((b) => [b.name, b.price, b.badge])).toEqual([
      ["Honda Dio", 500, "FESTIVE SPECIAL"],
      ["Honda Activa", 500, "POPULAR"],
      ["Suzuki Access 125", 650, "ECONOMICAL"],
      ["Royal Enfield Classic", 1200, "CLASSIC"],
      ["Yamaha FZS", 800, "SPORTY"],
      ["Hero Xtream 125R", 800, "NEW"],
    ]);
    const notable = ["110cc", "125cc", "(24 hours)", "350cc", "149cc", "125cc"];
    bikes.forEach((bike, i) => expect(bike.features.join(" ")).toContain(notable[i]));
  });

  it("prices every taxi service at 15 rupees per km", () => {
    expect(taxis.map((t) => [t.name, t.badge, t.price, t.unit])).toEqual([
      ["Local Sightseeing", "LOCAL", 15, "km"],
      ["Airport Transfer", "TRANSFER", 15, "km"],
      ["Outstation Trips", "OUTSTATION", 15, "km"],
    ]);
  });

  it("has an airport at 150 km and outstation trips at 45, 115 and 150 km", () => {
    expect(taxis[1]!.destinations.some((d) => /airport/i.test(d) && d.includes("(150km)"))).toBe(true);
    const distances = taxis[2]!.destinations.map((d) => d.match(/\((\d+)km\)/)?.[1]);
    expect(distances).toEqual(["45", "115", "150"]);
  });

  it("has three pickup points, badged only where the spec says", () => {
    expect(pickupPoints.map((p) => [p.name, p.badge])).toEqual([
      ["Temple Road", null],
      ["Railway Station", "POPULAR"],
      ["Beach Road", "SCENIC"],
    ]);
    expect(pickupPoints[1]!.features).toContain("Main hub");
  });

  it("lists the requirements, fines and policies", () => {
    expect(terms.requirements).toHaveLength(4);
    expect(terms.requirements.join(" ")).toMatch(/driving license.*government ID.*Helmet.*2 persons/is);
    expect(terms.fines.map((fine) => fineLabel(fine, english))).toEqual([
      "₹500",
      "₹1,000",
      "₹150 per hour",
      "up to ₹15,000",
    ]);
    expect(terms.policies.join(" ")).toMatch(/non-refundable.*10-minute grace.*fuel.*on assessment/is);
  });

  it("has the nearby landmarks", () => {
    expect(landmarks.map((l) => `${l.name}: ${l.distance}`)).toEqual([
      "Railway Station: 100m",
      "Hospital: Opposite the shop",
      "Temple: 2 km",
      "Beach: 2.5 km",
    ]);
  });

  it("rates testimonials with whole stars from 1 to 5 and ISO dates", () => {
    for (const t of testimonials) {
      expect(Number.isInteger(t.rating) && t.rating >= 1 && t.rating <= 5).toBe(true);
      expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("keeps the promotional button's own number and message", () => {
    expect(settings.promoNumber).not.toBe(settings.chatNumber);
    expect(settings.promoMessage).toBe("Hi, I'm interested in getting a website developed.");
    expect(settings.tagline).toBe("Bike Rentals & Taxi");
    expect(settings.heroTitle).toBe(`Explore ${settings.town} in Style`);
  });

  it("leaves analytics off until it is configured", () => {
    expect(settings.analyticsScriptUrl).toBe("");
  });

  it("uses the project's own artwork, from the image library", () => {
    const ids = drawings.map((d) => d.id);
    for (const item of [...bikes, ...taxis, ...pickupPoints]) expect(ids).toContain(item.image);
    for (const t of testimonials) expect(ids).toContain(t.avatar);
    expect(ids).toContain(settings.heroImage);
  });
});

describe("formatting", () => {
  it("groups rupees the Indian way", () => {
    expect(rupees(150000)).toBe("₹1,50,000");
  });
  it("shows dates the same wherever the page is rendered", () => {
    expect(displayDate("2026-10-14")).toBe("14 Oct 2026");
  });
  it("titles pages as the route table says", () => {
    expect(homeTitle("X")).toBe("X - Bike Rentals and Taxi Service");
    expect(notFoundTitle("X")).toBe("Page Not Found - X");
  });
});
