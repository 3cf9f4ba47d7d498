/**
 * Which days a bike can be picked up or returned: the days the opening hours
 * name, less the shop's closed days (Settings → Bookings and returns).
 */
import { weekdayDate } from "~/content/format";
import type { DayCode, OpeningHours } from "~/content/types";

export interface ShopDays {
  openingHours: readonly Pick<OpeningHours, "days">[];
  closedDays: readonly { date: string; note: string }[];
}

// getUTCDay's order: Sunday first.
const CODES: DayCode[] = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];
const PLURALS: Record<DayCode, string> = {
  Mo: "Mondays",
  Tu: "Tuesdays",
  We: "Wednesdays",
  Th: "Thursdays",
  Fr: "Fridays",
  Sa: "Saturdays",
  Su: "Sundays",
};

/** Why the shop cannot hand over or take back a bike on a day ("2026-01-01"), or null when it can. */
export function closedReason(date: string, shop: ShopDays): string | null {
  const closed = shop.closedDays.find((d) => d.date === date);
  if (closed)
    return `We're closed on ${weekdayDate(date)}${closed.note ? ` (${closed.note})` : ""}. Choose another day.`;
  const code = CODES[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  if (!shop.openingHours.some((line) => line.days.includes(code))) {
    return `We're closed on ${PLURALS[code]}. Choose another day.`;
  }
  return null;
}
