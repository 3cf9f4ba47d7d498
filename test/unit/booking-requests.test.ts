import { describe, expect, it } from "vitest";
import { addDays, isIsoDate, rentalDays, shopClock, shopToday } from "~/booking/dates";
import { destinationOf, faresOf, oneWayFare } from "~/booking/fares";
import { requestLimits } from "~/booking/limits";
import { bikeRequestMessage, bikeRequestSchema, taxiRequestMessage, taxiRequestSchema } from "~/booking/requests";
import { fieldErrors } from "~/content/checks";
import { rupees, weekdayDate } from "~/content/format";
import { sampleContent } from "~/content/sample";

const { settings, bikes, taxis, pickupPoints } = sampleContent;
const classic = bikes.find((b) => b.id === "royal-enfield-classic")!;
// Monday 1 December 2025 at the shop.
const today = "2025-12-01";

function bike(values: Record<string, string>, content = { bikes, pickupPoints }) {
  return bikeRequestSchema({ ...content, today, seasons: [], shop: settings }).safeParse({
    bike: classic.id,
    pickup: "2025-12-03",
    return: "2025-12-06",
    point: "railway-station",
    ...values,
  });
}

function bikeErrors(values: Record<string, string>) {
  const result = bike(values);
  expect(result.success).toBe(false);
  return fieldErrors(result.error!);
}

function taxi(values: Record<string, string>, now = { date: today, time: "10:00" }) {
  return taxiRequestSchema({ taxis, now }).safeParse({
    taxi: "airport-transfer",
    from: "Hotel Sea View",
    to: "Goa Airport (150km)",
    date: "2025-12-05",
    time: "06:30",
    people: "2",
    ...values,
  });
}

function taxiErrors(values: Record<string, string>, now?: { date: string; time: string }) {
  const result = taxi(values, now);
  expect(result.success).toBe(false);
  return fieldErrors(result.error!);
}

describe("the shop's day", () => {
  it("turns over at midnight in Asia/Kolkata, not at the server's midnight", () => {
    expect(shopToday("Asia/Kolkata", new Date("2025-12-02T18:29:59Z"))).toBe("2025-12-02");
    expect(shopToday("Asia/Kolkata", new Date("2025-12-02T18:30:00Z"))).toBe("2025-12-03");
    expect(shopClock("Asia/Kolkata", new Date("2025-12-02T18:30:00Z"))).toEqual({ date: "2025-12-03", time: "00:00" });
  });

  it("follows the time zone setting", () => {
    const moment = new Date("2025-12-03T03:00:00Z");
    expect(shopToday("Asia/Kolkata", moment)).toBe("2025-12-03");
    expect(shopToday("America/New_York", moment)).toBe("2025-12-02");
  });

  it("reads dates as calendar dates only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-12-3")).toBe(false);
    expect(isIsoDate("tomorrow")).toBe(false);
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
  });
});

describe("rental days", () => {
  it("counts whole 24-hour days: 3 Dec to 6 Dec is three", () => {
    expect(rentalDays("2025-12-03", "2025-12-06")).toBe(3);
  });

  it("counts a same-day return as one day", () => {
    expect(rentalDays("2025-12-03", "2025-12-03")).toBe(1);
  });

  it("counts across a month, a year and a daylight-saving change elsewhere", () => {
    expect(rentalDays("2025-12-30", "2026-01-02")).toBe(3);
    expect(rentalDays("2025-03-08", "2025-03-10")).toBe(2);
    expect(rentalDays("2025-10-25", "2025-10-27")).toBe(2);
  });
});

describe("rupees and dates in messages", () => {
  it("group digits the Indian way", () => {
    expect(rupees(3600)).toBe("₹3,600");
    expect(rupees(2250)).toBe("₹2,250");
    expect(rupees(120000)).toBe("₹1,20,000");
  });

  it("name the weekday of a date", () => {
    expect(weekdayDate("2025-12-03")).toBe("Wed 3 Dec");
    expect(weekdayDate("2025-12-06")).toBe("Sat 6 Dec");
    expect(weekdayDate("2026-01-01")).toBe("Thu 1 Jan");
  });
});

describe("a bike request", () => {
  it("names the bike, the dates, the days, the pickup point and the estimated total", () => {
    const result = bike({});
    expect(result.success).toBe(true);
    expect(result.data!.days).toBe(3);
    expect(result.data!.total).toBe(3600);
    expect(bikeRequestMessage(settings, result.data!)).toBe(
      "Hi Sagara Rides, I'd like to rent the Royal Enfield Classic from Wed 3 Dec to Sat 6 Dec (3 days: ₹1,200 × 3 = ₹3,600 rent + ₹2,000 deposit, returned at drop-off, or keep one original ID with us), picking up at Railway Station. Is it available?",
    );
  });

  it("says who is asking when a name is given", () => {
    const result = bike({ name: "  Anna\n K. " });
    expect(bikeRequestMessage(settings, result.data!)).toMatch(/^Hi Sagara Rides, this is Anna K\. I'd like to rent/);
  });

  it("a same-day rental is one day on one date", () => {
    const result = bike({ pickup: "2025-12-01", return: "2025-12-01" });
    expect(bikeRequestMessage(settings, result.data!)).toContain(
      "on Mon 1 Dec (1 day: ₹1,200 × 1 = ₹1,200 rent + ₹2,000 deposit",
    );
  });

  it("asks when a bike that is rented out or in maintenance is next free", () => {
    for (const status of ["rented-out", "maintenance"] as const) {
      const content = { bikes: bikes.map((b) => (b.id === classic.id ? { ...b, status } : b)), pickupPoints };
      const result = bike({}, content);
      expect(result.success).toBe(true);
      expect(bikeRequestMessage(settings, result.data!)).toMatch(
        /\(3 days: ₹1,200 × 3 = ₹3,600 rent .*when is it next free\?$/,
      );
    }
    expect(bikeRequestMessage(settings, bike({ bike: classic.id }, { bikes, pickupPoints }).data!)).not.toMatch(
      /next free/,
    );
  });

  it("refuses a return before the pickup, beside the return date", () => {
    expect(bikeErrors({ pickup: "2025-12-06", return: "2025-12-03" })).toEqual({
      return: ["The return date is before the pickup date."],
    });
  });

  it("refuses a pickup date that has passed at the shop", () => {
    expect(bikeErrors({ pickup: "2025-11-30" }).pickup).toEqual(["That day has passed. Choose today or a later day."]);
    expect(bike({ pickup: today, return: today }).success).toBe(true);
  });

  it("takes up to 90 days and refuses 91", () => {
    expect(bike({ pickup: today, return: addDays(today, requestLimits.maxRentalDays) }).success).toBe(true);
    expect(bikeErrors({ pickup: today, return: addDays(today, 91) }).return![0]).toMatch(/up to 90 days/);
  });

  it("refuses a pickup more than a year ahead", () => {
    expect(bikeErrors({ pickup: addDays(today, 366), return: addDays(today, 367) }).pickup![0]).toMatch(/a year ahead/);
  });

  it("refuses an unknown bike and an unknown pickup point, each beside its field", () => {
    const errors = bikeErrors({ bike: "vespa-gts", point: "airport" });
    expect(errors.bike![0]).toMatch(/one of our bikes/);
    expect(errors.point![0]).toMatch(/one of our pickup points/);
  });

  it("asks for missing dates and refuses dates it cannot read", () => {
    expect(bikeErrors({ pickup: "", return: "" })).toMatchObject({
      pickup: ["Choose a pickup date."],
      return: ["Choose a return date."],
    });
    expect(bikeErrors({ pickup: "2025-02-30" }).pickup![0]).toMatch(/isn't a date/);
  });

  it("refuses a name longer than 60 characters", () => {
    expect(bikeErrors({ name: "x".repeat(61) }).name![0]).toMatch(/under 60/);
  });
});

describe("taxi fares", () => {
  it("reads the distance listed in parentheses", () => {
    expect(destinationOf("Goa Airport (150km)")).toEqual({
      listed: "Goa Airport (150km)",
      place: "Goa Airport",
      km: 150,
    });
    expect(destinationOf("Goa (150 km)").km).toBe(150);
    expect(destinationOf("Hotel pickups and drops")).toMatchObject({ place: "Hotel pickups and drops", km: null });
  });

  it("is the price per km times the km, only for services priced by the km", () => {
    const airport = taxis.find((t) => t.id === "airport-transfer")!;
    expect(oneWayFare(airport, destinationOf("Goa Airport (150km)"))).toBe(2250);
    expect(oneWayFare({ price: 300, unit: "hour" }, destinationOf("Goa Airport (150km)"))).toBeNull();
    // The unit as the Hindi and Kannada pages have it is still the kilometre.
    for (const unit of ["कि.मी.", "ಕಿ.ಮೀ.", "KM", "k.m."]) {
      expect(oneWayFare({ price: 15, unit }, destinationOf("Goa Airport (150km)")), unit).toBe(2250);
    }
    expect(faresOf(taxis.find((t) => t.id === "outstation-trips")!).map((d) => d.fare)).toEqual([675, 1725, 2250]);
    expect(faresOf(taxis.find((t) => t.id === "local-sightseeing")!).every((d) => d.fare === null)).toBe(true);
  });
});

describe("a taxi request", () => {
  it("names the service, the destination, the distance, the one-way fare, the time and the people", () => {
    const result = taxi({});
    expect(result.success).toBe(true);
    expect(taxiRequestMessage(settings, result.data!)).toBe(
      "Hi Sagara Rides, I'd like to book Airport Transfer from Hotel Sea View to Goa Airport (150 km), about ₹2,250 one-way, on Fri 5 Dec at 06:30 for 2 people. Is a car available?",
    );
  });

  it("asks for the fare where the distance is not listed, or the place is somewhere else", () => {
    expect(taxiRequestMessage(settings, taxi({ to: "Hotel pickups and drops", people: "1" }).data!)).toBe(
      "Hi Sagara Rides, I'd like to book Airport Transfer from Hotel Sea View to Hotel pickups and drops on Fri 5 Dec at 06:30 for 1 person. What would the fare be?",
    );
    expect(taxiRequestMessage(settings, taxi({ to: "other", place: "Murudeshwar" }).data!)).toContain(
      "to Murudeshwar on Fri 5 Dec at 06:30 for 2 people. What would the fare be?",
    );
    expect(taxiRequestMessage(settings, taxi({ to: "other" }).data!)).toContain(
      "to a place that isn't on your list on Fri 5 Dec",
    );
  });

  it("refuses a destination the service does not list", () => {
    expect(taxiErrors({ to: "Jog Falls (115km)" }).to![0]).toMatch(/listed destinations/);
  });

  it("refuses a time that has passed today at the shop, and takes a later one", () => {
    const now = { date: "2025-12-05", time: "07:00" };
    expect(taxiErrors({}, now).time).toEqual(["That time has passed. Choose a later time."]);
    expect(taxi({ time: "07:30" }, now).success).toBe(true);
  });

  it("refuses a past date, a bad time and a group it cannot take", () => {
    const errors = taxiErrors({ date: "2025-11-30", time: "25:00", people: "13" });
    expect(errors.date![0]).toMatch(/has passed/);
    expect(errors.time![0]).toMatch(/HH:MM/);
    expect(errors.people![0]).toMatch(/From 1 to 12 people/);
    expect(taxiErrors({ people: "0" }).people).toBeDefined();
  });

  it("refuses an unknown service", () => {
    expect(taxiErrors({ taxi: "helicopter" }).taxi![0]).toMatch(/one of our taxi services/);
  });

  it("asks where to pick the rider up", () => {
    expect(taxiErrors({ from: "  " }).from).toEqual([
      "Say where we should pick you up: your hotel, a street or a landmark.",
    ]);
    expect(taxiErrors({ from: "x".repeat(200) }).from![0]).toMatch(/where to pick you up/);
  });
});
