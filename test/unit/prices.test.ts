import { describe, expect, it } from "vitest";
import { addDays } from "~/booking/dates";
import {
  breakdownText,
  dayPrice,
  quoteRental,
  quoteStay,
  seasonCovers,
  pricePeriods,
  seasonPriceNear,
  type PricedBike,
  type Season,
} from "~/booking/prices";
import { closedReason } from "~/booking/open-days";
import { english } from "~/i18n/english";

const classic: PricedBike = { id: "royal-enfield-classic", price: 1200, weekPrice: 7000, monthPrice: 24000 };
const peak: Season = {
  name: "Peak season",
  from: "12-20",
  to: "01-05",
  year: null,
  percent: 25,
  prices: [{ bike: "royal-enfield-classic", price: 1500 }],
};
const shivaratri: Season = { name: "Shivaratri", from: "02-14", to: "02-16", year: 2027, percent: 10, prices: [] };
const seasons = [peak, shivaratri];
const dio: PricedBike = { id: "honda-dio", price: 500, weekPrice: null, monthPrice: null };

describe("the price of a rental", () => {
  it("prices each day in its season: 4–7 Jan is ₹1,500 × 2 + ₹1,200 × 1 = ₹4,200", () => {
    const quote = quoteRental(classic, seasons, "2027-01-04", 3);
    expect(quote.total).toBe(4200);
    expect(breakdownText(quote, english)).toBe("₹1,500 × 2 + ₹1,200 × 1 = ₹4,200");
    expect(quote.lines[0]).toMatchObject({ kind: "days", days: 2, price: 1500, season: "Peak season" });
  });

  it("applies the 7-day rate to ten days in February, for less than ten day prices", () => {
    const quote = quoteRental(classic, seasons, "2027-02-01", 10);
    expect(breakdownText(quote, english)).toBe("7-day rate ₹7,000 + ₹1,200 × 3 = ₹10,600");
    expect(quote.total).toBeLessThan(10 * 1200);
  });

  it("charges six days no more than the 7-day rate", () => {
    expect(quoteRental(classic, [], "2027-03-01", 6).total).toBe(7000);
    expect(quoteRental(classic, [], "2027-03-01", 5).total).toBe(6000);
  });

  it("scales a long-rental rate in a season as the season scales its days", () => {
    // 7 days from 20 Dec, all at the peak's ₹1,500 instead of ₹1,200: the rate goes up by a quarter.
    expect(quoteRental(classic, seasons, "2026-12-20", 7)).toMatchObject({
      total: 8750,
      lines: [{ kind: "week", rate: 7000, season: "Peak season", amount: 8750 }],
    });
  });

  it("uses a season's percentage for bikes without a price of their own there", () => {
    expect(dayPrice(dio, seasons, "2026-12-24")).toEqual({ price: 625, season: "Peak season" });
    expect(dayPrice(dio, seasons, "2027-02-15")).toEqual({ price: 550, season: "Shivaratri" });
    expect(dayPrice(dio, seasons, "2028-02-15")).toEqual({ price: 500 });
  });

  it("starts and ends a season on the days the owner named, across the new year", () => {
    expect(seasonCovers(peak, "2026-12-19")).toBe(false);
    expect(seasonCovers(peak, "2026-12-20")).toBe(true);
    expect(seasonCovers(peak, "2027-01-05")).toBe(true);
    expect(seasonCovers(peak, "2027-01-06")).toBe(false);
    const once: Season = { ...peak, year: 2026 };
    expect(seasonCovers(once, "2027-01-05")).toBe(true);
    expect(seasonCovers(once, "2027-12-24")).toBe(false);
    expect(seasonCovers(once, "2026-01-03")).toBe(false);
  });
});

describe("the price function, over every start day of a year and every length up to 45 days", () => {
  const starts = Array.from({ length: 366 }, (_, i) => addDays("2026-06-01", i));
  const bikes = [classic, dio, { ...classic, id: "cheap-week", weekPrice: 4000, monthPrice: null }];

  it("gives a total equal to the sum of its breakdown, a longer rental never costing more, and a long-rental rate never raising it", () => {
    for (const bike of bikes) {
      for (const start of starts) {
        let previous = 0;
        let dayByDay = 0;
        for (let days = 1; days <= 45; days++) {
          const quote = quoteRental(bike, seasons, start, days);
          dayByDay += dayPrice(bike, seasons, addDays(start, days - 1)).price;
          const sum = quote.lines.reduce((total, line) => total + line.amount, 0);
          const where = `${bike.id} from ${start} for ${days} days`;
          if (sum !== quote.total) throw new Error(`${where}: its lines add up to ${sum}, its total is ${quote.total}`);
          if (quote.total > dayByDay)
            throw new Error(`${where}: ${quote.total} is more than its day prices, ${dayByDay}`);
          if (quote.total < previous) throw new Error(`${where}: ${quote.total}, but one day less cost ${previous}`);
          previous = quote.total;
        }
      }
    }
  });
});

describe("a rental by the hour", () => {
  const activa = { id: "honda-activa", price: 500, weekPrice: 3000, monthPrice: null, hourlyPrice: 100, minHours: 2 };
  const stay = (date: string, from: string, to: string) => ({ startsAt: `${date} ${from}`, endsAt: `${date} ${to}` });

  it("charges each hour started, at least the fewest hours, and never more than the day", () => {
    expect(quoteStay(activa, [], stay("2027-03-02", "10:00", "13:30"))).toMatchObject({ hours: 4, total: 400 });
    expect(quoteStay(activa, [], stay("2027-03-02", "10:00", "10:45"))).toMatchObject({ hours: 2, total: 200 });
    const long = quoteStay(activa, [], stay("2027-03-02", "08:00", "18:00"));
    expect(long.hours).toBeUndefined();
    expect(long.total).toBe(500);
    expect(breakdownText(quoteStay(activa, [], stay("2027-03-02", "10:00", "13:00")), english)).toBe(
      "₹100 an hour × 3 = ₹300",
    );
  });

  it("scales the hour's price in a season as the season scales the day, and prices a stay over days by its days", () => {
    const festive = { ...shivaratri, percent: 20 };
    expect(quoteStay({ ...activa, id: "x" }, [festive], stay("2027-02-15", "10:00", "12:00"))).toMatchObject({
      total: 240,
      lines: [{ kind: "hours", hours: 2, price: 120, season: "Shivaratri" }],
    });
    const days = quoteStay(activa, [], { startsAt: "2027-03-02 10:00", endsAt: "2027-03-05 10:00" });
    expect(days).toEqual(quoteRental(activa, [], "2027-03-02", 3));
    // A bike without an hourly price is rented by the day only.
    expect(quoteStay({ ...activa, hourlyPrice: null }, [], stay("2027-03-02", "10:00", "11:00")).total).toBe(500);
  });

  it("over every start day of a year and every length inside a day: the sum of its lines, never more than the day, more hours never cheaper", () => {
    for (const bike of [
      activa,
      { ...activa, id: "royal-enfield-classic", price: 1200, hourlyPrice: 250, minHours: 3 },
    ]) {
      for (let i = 0; i < 366; i++) {
        const date = addDays("2026-06-01", i);
        const day = quoteRental(bike, seasons, date, 1).total;
        let previous = 0;
        for (let minutes = 15; minutes <= 14 * 60; minutes += 15) {
          const end = `${String(7 + Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
          const quote = quoteStay(bike, seasons, stay(date, "07:00", end));
          const where = `${bike.id} on ${date} 07:00–${end}`;
          const sum = quote.lines.reduce((total, line) => total + line.amount, 0);
          if (sum !== quote.total) throw new Error(`${where}: its lines add up to ${sum}, its total is ${quote.total}`);
          if (quote.total > day) throw new Error(`${where}: ${quote.total} is more than the day, ${day}`);
          if (quote.total < previous) throw new Error(`${where}: ${quote.total}, but fewer minutes cost ${previous}`);
          previous = quote.total;
        }
      }
    }
  });
});

describe("the season price a card shows", () => {
  it("names a season that starts within 30 days, from its first day to its last", () => {
    expect(seasonPriceNear(classic, seasons, "2026-11-20")).toEqual({
      season: "Peak season",
      price: 1500,
      from: "2026-12-20",
      to: "2027-01-05",
    });
    expect(seasonPriceNear(classic, seasons, "2026-11-19")).toBeNull();
  });

  it("in a season, runs from today to its last day; a percentage counts for other bikes", () => {
    expect(seasonPriceNear(dio, seasons, "2027-01-02")).toEqual({
      season: "Peak season",
      price: 625,
      from: "2027-01-02",
      to: "2027-01-05",
    });
  });

  it("says nothing when a season leaves the price as it is", () => {
    const same: Season = { ...shivaratri, year: null, percent: 0 };
    expect(seasonPriceNear(dio, [same], "2027-02-01")).toBeNull();
  });
});

describe("the days a bike can change hands", () => {
  const shop = {
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"] as ("Mo" | "Tu" | "We" | "Th" | "Fr" | "Sa")[] }],
    closedDays: [{ date: "2027-01-26", note: "Republic Day" }],
  };

  it("are the open days less the closed days, each refusal saying why", () => {
    expect(closedReason("2027-01-25", shop)).toBeNull();
    expect(closedReason("2027-01-26", shop)).toBe("We're closed on Tue 26 Jan (Republic Day). Choose another day.");
    expect(closedReason("2027-01-31", shop)).toBe("We're closed on Sundays. Choose another day.");
    expect(closedReason("2027-01-26", { ...shop, closedDays: [{ date: "2027-01-26", note: "" }] })).toBe(
      "We're closed on Tue 26 Jan. Choose another day.",
    );
  });
});

describe("the card's price table", () => {
  const hourly = { ...classic, hourlyPrice: 200, minHours: 2 };

  it("lists the normal prices and every season of the coming months, the second one too", () => {
    expect(pricePeriods(hourly, seasons, "2026-11-20", 120)).toEqual([
      { day: 1200, week: 7000, month: 24000, hour: 200 },
      { season: "Peak season", from: "2026-12-20", to: "2027-01-05", day: 1500, week: 8750, month: 30000, hour: 250 },
      { season: "Shivaratri", from: "2027-02-14", to: "2027-02-16", day: 1320, week: 7700, month: 26400, hour: 220 },
    ]);
  });

  it("shows the rates the estimate charges inside a season", () => {
    const [, peakRates] = pricePeriods(hourly, seasons, "2026-11-20");
    expect(quoteRental(hourly, seasons, "2026-12-21", 7).total).toBe(peakRates!.week);
    expect(quoteRental(hourly, seasons, "2026-12-21", 1).total).toBe(peakRates!.day);
    const stay = quoteStay(hourly, seasons, { startsAt: "2026-12-21 10:00", endsAt: "2026-12-21 12:00" });
    expect(stay.total).toBe(peakRates!.hour! * 2);
  });

  it("leaves out a season that starts after the coming months, and one already over", () => {
    expect(pricePeriods({ ...dio, hourlyPrice: null, minHours: 2 }, seasons, "2027-03-01", 120)).toEqual([
      { day: 500, week: null, month: null, hour: null },
    ]);
  });
});
