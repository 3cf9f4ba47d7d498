import { describe, expect, it } from "vitest";
import { countUrl, isKnownItem, isLinkKind } from "~/booking/count-kinds";
import { CHART_DAYS, bookingFigures, type StoredCount } from "~/booking/figures";
import { createNewcomerLimit, createRateLimiter } from "~/booking/rate-limit.server";
import { sampleContent } from "~/content/sample";

const names = {
  bikes: new Map([
    ["honda-dio", "Honda Dio"],
    ["royal-enfield-classic", "Royal Enfield Classic"],
  ]),
  taxis: new Map([["airport-transfer", "Airport Transfer"]]),
  pickupPoints: new Map([["railway-station", "Railway Station"]]),
};
const today = "2025-12-10";
const row = (day: string, source: string, itemId: string, channel: string, count: number): StoredCount => ({
  day,
  source,
  itemId,
  channel,
  count,
});

describe("the dashboard's figures", () => {
  const figures = bookingFigures(
    [
      row("2025-12-10", "bike-form", "royal-enfield-classic", "form", 2),
      row("2025-12-10", "bike-link", "royal-enfield-classic", "chat", 1),
      row("2025-12-09", "call", "", "call", 3),
      row("2025-12-04", "bike-link", "honda-dio", "chat", 4),
      row("2025-12-03", "taxi-form", "airport-transfer", "form", 1),
      row("2025-11-11", "pickup", "railway-station", "chat", 5),
      // Outside the 30 days, unknown kinds and days ahead are left out.
      row("2025-11-10", "call", "", "call", 100),
      row("2025-12-10", "promo", "", "chat", 100),
      row("2025-12-11", "call", "", "call", 100),
    ],
    today,
    names,
  );

  it("totals today, the last 7 days and the last 30 days by channel", () => {
    expect(figures.periods.today).toEqual({ chat: 1, call: 0, form: 2, all: 3 });
    expect(figures.periods.week).toEqual({ chat: 5, call: 3, form: 2, all: 10 });
    expect(figures.periods.month).toEqual({ chat: 10, call: 3, form: 3, all: 16 });
  });

  it("has a row for each of the 30 days, oldest first, empty days at zero", () => {
    expect(figures.daily).toHaveLength(CHART_DAYS);
    expect(figures.daily[0]).toEqual({ day: "2025-11-11", chat: 5, call: 0, form: 0, all: 5 });
    expect(figures.daily.at(-1)).toEqual({ day: today, chat: 1, call: 0, form: 2, all: 3 });
    expect(figures.daily.reduce((sum, d) => sum + d.all, 0)).toBe(16);
  });

  it("names each item and ranks them by the last 30 days", () => {
    expect(figures.items.map((i) => [i.label, i.kind, i.today, i.week, i.month])).toEqual([
      ["Railway Station", "Pickup point", 0, 0, 5],
      ["Honda Dio", "Bike", 0, 4, 4],
      ["Call buttons", "Call", 0, 3, 3],
      ["Royal Enfield Classic", "Bike", 3, 3, 3],
      ["Airport Transfer", "Taxi", 0, 0, 1],
    ]);
  });

  it("ranks the most requested bikes, links and dates forms together", () => {
    expect(figures.bikes).toEqual([
      { id: "honda-dio", name: "Honda Dio", requests: 4, withDates: 0 },
      { id: "royal-enfield-classic", name: "Royal Enfield Classic", requests: 3, withDates: 2 },
    ]);
  });

  it("shows the id of an item that is no longer listed", () => {
    const gone = bookingFigures([row(today, "bike-link", "old-bike", "chat", 1)], today, names);
    expect(gone.items[0]!.label).toBe("old-bike");
  });
});

describe("a flood held back", () => {
  it("is left out of every figure, and told in one line with its items", () => {
    const counted = [row(today, "bike-link", "honda-dio", "chat", 3)];
    const flood = [
      row(today, "bike-link", "honda-dio", "flood", 900),
      row("2025-12-08", "call", "", "flood", 40),
      row("2025-12-08", "bike-form", "royal-enfield-classic", "flood", 60),
      // Outside the 30 days.
      row("2025-11-01", "call", "", "flood", 5000),
    ];
    const plain = bookingFigures(counted, today, names);
    const withFlood = bookingFigures([...counted, ...flood], today, names);
    expect(plain.flood).toBeNull();
    expect({ ...withFlood, flood: null }).toEqual(plain);
    expect(withFlood.flood).toBe(
      "Held back as a flood: 1000 taps on Honda Dio, Royal Enfield Classic and Call buttons in the last 30 days (900 today) came from too many new addresses at once, as a script sends them. They are not counted as requests.",
    );
  });

  it("says today when it all came today", () => {
    const figures = bookingFigures([row(today, "taxi-link", "airport-transfer", "flood", 1)], today, names);
    expect(figures.flood).toBe(
      "Held back as a flood: 1 tap on Airport Transfer today came from too many new addresses at once, as a script sends them. They are not counted as requests.",
    );
  });
});

describe("count kinds", () => {
  it("let links count only the known link kinds, never the forms", () => {
    expect(isLinkKind("bike-link")).toBe(true);
    expect(isLinkKind("call")).toBe(true);
    expect(isLinkKind("bike-form")).toBe(false);
    expect(isLinkKind("toString")).toBe(false);
    expect(isLinkKind("promo")).toBe(false);
  });

  it("know the items the page shows", () => {
    expect(isKnownItem(sampleContent, "bike-link", "honda-dio")).toBe(true);
    expect(isKnownItem(sampleContent, "bike-link", "airport-transfer")).toBe(false);
    expect(isKnownItem(sampleContent, "pickup", "beach-road")).toBe(true);
    expect(isKnownItem(sampleContent, "call", "")).toBe(true);
    expect(isKnownItem(sampleContent, "call", "honda-dio")).toBe(false);
  });

  it("build the ping address on the site's address, and none while it is not known", () => {
    expect(countUrl("https://rides.example", "bike-link", "honda-dio")).toBe(
      "https://rides.example/book/count?kind=bike-link&item=honda-dio",
    );
    expect(countUrl("https://rides.example", "call")).toBe("https://rides.example/book/count?kind=call");
    expect(countUrl("", "call")).toBeUndefined();
  });
});

describe("the rate limit", () => {
  it("lets one address act `limit` times per window, then again in the next window", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, now: () => now });
    expect([1, 2, 3, 4].map(() => limiter.take("a"))).toEqual([true, true, true, false]);
    expect(limiter.take("b")).toBe(true);
    now = 1000;
    expect(limiter.take("a")).toBe(true);
  });

  it("holds a bounded number of addresses", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 100, now: () => now });
    for (let i = 0; i < 1000; i++) {
      now = i;
      limiter.take(`10.0.${Math.floor(i / 256)}.${i % 256}`);
    }
    expect(limiter.size()).toBeLessThanOrEqual(100);
  });
});

describe("the limit on new addresses per item", () => {
  it("admits `limit` different addresses per window, which go on counting, and holds back the rest", () => {
    let now = 0;
    const limit = createNewcomerLimit({ limit: 2, windowMs: 1000, now: () => now });
    expect(["a", "b", "c", "a", "b", "c"].map((key) => limit.admits("bike:honda-dio", key))).toEqual([
      true,
      true,
      false,
      true,
      true,
      false,
    ]);
    expect(limit.admits("bike:yamaha-fzs", "c")).toBe(true);
    now = 1000;
    expect(limit.admits("bike:honda-dio", "c")).toBe(true);
  });

  it("holds a bounded number of items", () => {
    let now = 0;
    const limit = createNewcomerLimit({ limit: 1, windowMs: 1000, maxSubjects: 50, now: () => now });
    for (let i = 0; i < 500; i++) {
      now = i;
      limit.admits(`item-${i}`, "a");
    }
    expect(limit.size()).toBeLessThanOrEqual(50);
  });
});
