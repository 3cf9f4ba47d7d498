import { describe, expect, it } from "vitest";
import { shopClock } from "~/booking/dates";
import { lateFee, perHourFine } from "~/reservations/late-fee";
import { randomBytes } from "node:crypto";
import { derivedSecret } from "~/db/keys.server";
import { isReference, newReference, readPageAddress } from "~/reservations/reference";
import {
  overlaps,
  peakWithin,
  placementOf,
  sharedDays,
  stayOfDates,
  wholeDay,
  type Hold,
  type Stay,
} from "~/reservations/stay";

const hold = (
  key: string,
  startsAt: string,
  endsAt: string,
  { kind = "booking", vehicleId = null }: { kind?: Hold["kind"]; vehicleId?: number | null } = {},
): Hold => ({ kind, key, label: key, startsAt, endsAt, vehicleId });

/** Whether one more booking fits beside the holds, on a bike with `units` vehicles (ids 1, 2, …). */
const fitOf = (holds: Hold[], stay: Stay, units: number) =>
  placementOf(
    Array.from({ length: units }, (_, i) => ({ id: i + 1 })),
    holds,
    stay,
  );

describe("a stay as a half-open interval", () => {
  it("a return at 10:00 and a pickup at 10:00 the same day do not overlap", () => {
    const first = stayOfDates("2026-12-01", "2026-12-03");
    const next = stayOfDates("2026-12-03", "2026-12-05");
    expect(first.endsAt).toBe("2026-12-03 10:00");
    expect(next.startsAt).toBe("2026-12-03 10:00");
    expect(overlaps(first, next)).toBe(false);
    expect(overlaps(first, { startsAt: "2026-12-03 09:59", endsAt: "2026-12-04 10:00" })).toBe(true);
  });

  it("a same-day rental holds the bike from the morning to the evening", () => {
    expect(stayOfDates("2026-12-01", "2026-12-01")).toEqual({
      startsAt: "2026-12-01 10:00",
      endsAt: "2026-12-01 20:00",
    });
  });

  it("counts units: a second booking fits a bike with two, a third does not and names both in the way", () => {
    const stay = stayOfDates("2026-12-02", "2026-12-04");
    const holds = [hold("SR-AAAA", "2026-12-01 10:00", "2026-12-03 10:00", { vehicleId: 1 })];
    expect(fitOf(holds, stay, 2)).toEqual({ fits: true, free: [{ id: 2 }] });
    const two = [...holds, hold("SR-BBBB", "2026-12-02 10:00", "2026-12-05 10:00", { vehicleId: 2 })];
    const fit = fitOf(two, stay, 2);
    expect(fit.fits).toBe(false);
    expect(!fit.fits && fit.inTheWay.map((h) => h.key)).toEqual(["SR-AAAA", "SR-BBBB"]);
  });

  it("two holds one after the other take one vehicle, not two", () => {
    const holds = [
      hold("SR-AAAA", "2026-12-01 10:00", "2026-12-03 10:00", { vehicleId: 1 }),
      hold("SR-BBBB", "2026-12-03 10:00", "2026-12-05 10:00", { vehicleId: 1 }),
    ];
    expect(peakWithin(holds, stayOfDates("2026-12-01", "2026-12-05"))).toBe(1);
    expect(fitOf(holds, stayOfDates("2026-12-02", "2026-12-04"), 2)).toEqual({ fits: true, free: [{ id: 2 }] });
  });

  it("a booking needs one vehicle free for its whole stay: two half-free vehicles do not make one", () => {
    const holds = [
      hold("SR-AAAA", "2026-12-01 10:00", "2026-12-02 10:00", { vehicleId: 1 }),
      hold("SR-BBBB", "2026-12-03 10:00", "2026-12-04 10:00", { vehicleId: 2 }),
    ];
    expect(fitOf(holds, { startsAt: "2026-12-01 10:00", endsAt: "2026-12-04 10:00" }, 2).fits).toBe(false);
  });

  it("a hold kept from before vehicles takes a vehicle of the bike at its busiest moment", () => {
    const holds = [
      hold("SR-AAAA", "2026-12-01 10:00", "2026-12-05 10:00"),
      hold("SR-BBBB", "2026-12-02 10:00", "2026-12-03 10:00", { vehicleId: 1 }),
    ];
    expect(fitOf(holds, stayOfDates("2026-12-02", "2026-12-03"), 2).fits).toBe(false);
    expect(fitOf(holds, stayOfDates("2026-12-02", "2026-12-03"), 3).fits).toBe(true);
  });

  it("a block counts like a booking", () => {
    const holds = [hold("7", "2026-12-01 00:00", "2026-12-10 00:00", { kind: "block", vehicleId: 1 })];
    expect(fitOf(holds, stayOfDates("2026-12-04", "2026-12-05"), 1).fits).toBe(false);
    expect(fitOf(holds, stayOfDates("2026-12-10", "2026-12-11"), 1).fits).toBe(true);
  });

  it("a day at the shop runs from its midnight to the next; a stay ending at midnight ends the day before", () => {
    expect(wholeDay("2026-12-31")).toEqual({ startsAt: "2026-12-31 00:00", endsAt: "2027-01-01 00:00" });
    const block = { startsAt: "2026-12-01 00:00", endsAt: "2026-12-04 00:00" };
    expect(sharedDays(block, stayOfDates("2026-11-28", "2026-12-09"))).toEqual({
      from: "2026-12-01",
      to: "2026-12-03",
    });
    expect(overlaps(block, wholeDay("2026-12-04"))).toBe(false);
    // 23:30 UTC on 3 Dec is already 4 Dec at a shop in India.
    expect(shopClock("Asia/Kolkata", new Date("2026-12-03T23:30:00Z")).date).toBe("2026-12-04");
  });
});

describe("the reference", () => {
  it("is SR- and four of 32 letters and digits with no 0, O, 1 or I", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const ref = newReference();
      expect(ref).toMatch(/^SR-[2-9A-HJ-NP-Z]{4}$/);
      expect(isReference(ref)).toBe(true);
      seen.add(ref);
    }
    expect(seen.size).toBeGreaterThan(1900);
    for (const bad of ["SR-0AAA", "SR-OAAA", "SR-1AAA", "SR-IAAA", "SR-aaaa", "SR-AAAAA", "XX-AAAA"]) {
      expect(isReference(bad)).toBe(false);
    }
  });

  it("a page address is the reference, a dash and the 22-character secret", () => {
    const token = derivedSecret(randomBytes(32), "booking-page", "SR-7K4Q");
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(readPageAddress(`SR-7K4Q-${token}`)).toEqual({ reference: "SR-7K4Q", token });
    expect(readPageAddress(`SR-7K4Q-${token}x`)).toBeNull();
    expect(readPageAddress(`SR-7K4Q`)).toBeNull();
  });
});

describe("the late fee", () => {
  const fines = [
    { offence: "Triple riding", amount: 1000, basis: "flat" as const },
    { offence: "Late return", amount: 150, basis: "per-hour" as const },
  ];

  it("a return two hours late is two hours of the per-hour fine: ₹300", () => {
    const perHour = perHourFine(fines)!.amount;
    expect(lateFee("2026-12-06 10:00", "2026-12-06 12:00", 10, perHour)).toEqual({
      minutesLate: 120,
      hours: 2,
      fee: 300,
    });
  });

  it("nothing within the grace period; each hour started after it counts", () => {
    expect(lateFee("2026-12-06 10:00", "2026-12-06 10:10", 10, 150).fee).toBe(0);
    expect(lateFee("2026-12-06 10:00", "2026-12-06 10:11", 10, 150).fee).toBe(150);
    expect(lateFee("2026-12-06 10:00", "2026-12-06 09:00", 10, 150).fee).toBe(0);
    expect(lateFee("2026-12-06 23:00", "2026-12-07 01:30", 10, 150)).toEqual({ minutesLate: 150, hours: 3, fee: 450 });
  });
});
