import { describe, expect, it } from "vitest";
import { snapshotsToKeep, type Rotated } from "~/backups/rotation";

const HOUR = 60 * 60 * 1000;
const rule = { daily: 7, weekly: 4, monthly: 12 };

/** A nightly snapshot at 03:00 in Kolkata (21:30 UTC the day before) for each of `days` days up to 2026-11-26. */
function nightly(days: number): Rotated[] {
  const last = Date.parse("2026-11-25T21:30:00Z");
  return Array.from({ length: days }, (_, i) => {
    const at = new Date(last - i * 24 * HOUR);
    return { id: at.toISOString(), at, good: true, regular: true };
  });
}

describe("rotation", () => {
  it("keeps 7 daily, 4 weekly and 12 monthly from a year and a half of nights", () => {
    const all = nightly(550);
    const kept = [...snapshotsToKeep(all, rule, "Asia/Kolkata")].sort().reverse();
    // The 7 nights from 20 to 26 November (Kolkata's dates).
    expect(kept.slice(0, 7)).toEqual(all.slice(0, 7).map((s) => s.id));
    // Weeks: this one (26th) and 16–22 November (22nd) are among the nights; then 15 and 8 November.
    // Months: November (26th), then the last night of each month back to December 2025.
    expect(kept.slice(7)).toEqual([
      "2026-11-14T21:30:00.000Z",
      "2026-11-07T21:30:00.000Z",
      ...["10-30", "09-29", "08-30", "07-30", "06-29", "05-30", "04-29", "03-30", "02-27", "01-30"].map(
        (day) => `2026-${day}T21:30:00.000Z`,
      ),
      "2025-12-30T21:30:00.000Z",
    ]);
  });

  it("counts days in the shop's time zone", () => {
    // 23:00 and 01:00 in Kolkata on two days, though the same UTC day.
    const a = { id: "a", at: new Date("2026-11-25T17:30:00Z"), good: true, regular: true };
    const b = { id: "b", at: new Date("2026-11-25T19:30:00Z"), good: true, regular: true };
    expect(snapshotsToKeep([a, b], { daily: 2, weekly: 1, monthly: 1 }, "Asia/Kolkata")).toEqual(new Set(["a", "b"]));
    expect(snapshotsToKeep([a, b], { daily: 2, weekly: 1, monthly: 1 }, "UTC")).toEqual(new Set(["b"]));
  });

  it("keeps failed snapshots newer than the last good one, and snapshots before a restore for the daily span", () => {
    const good = nightly(3);
    const failed = { id: "failed", at: new Date(good[0]!.at.getTime() + HOUR), good: false, regular: true };
    const oldFailed = { id: "old-failed", at: new Date(good[2]!.at.getTime() - HOUR), good: false, regular: true };
    const beforeRestore = { id: "before", at: new Date(good[1]!.at.getTime() + HOUR), good: true, regular: false };
    const longAgo = {
      id: "long-ago",
      at: new Date(good[0]!.at.getTime() - 30 * 24 * HOUR),
      good: true,
      regular: false,
    };
    const kept = snapshotsToKeep([...good, failed, oldFailed, beforeRestore, longAgo], rule, "Asia/Kolkata");
    expect(kept.has("failed")).toBe(true);
    expect(kept.has("old-failed")).toBe(false);
    expect(kept.has("before")).toBe(true);
    expect(kept.has("long-ago")).toBe(false);
  });
});
