/**
 * Which days a bike can be picked up or returned: the days the opening hours
 * name, less the shop's closed days (Settings → Bookings and returns).
 */
import { weekdayDateIn, weekdaysIn } from "~/i18n/dates";
import { english, type Words } from "~/i18n/english";
import type { DayCode, OpeningHours } from "~/content/types";

export interface ShopDays {
  openingHours: readonly Pick<OpeningHours, "days">[];
  closedDays: readonly { date: string; note: string }[];
}

/** The shop's days with the hours it opens on them. */
export interface ShopHours extends ShopDays {
  openingHours: readonly Pick<OpeningHours, "days" | "opens" | "closes">[];
}

// getUTCDay's order: Sunday first.
const CODES: DayCode[] = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];

/** Why the shop cannot hand over or take back a bike on a day ("2026-01-01"), or null when it can. */
export function closedReason(date: string, shop: ShopDays, w: Words = english): string | null {
  const closed = shop.closedDays.find((d) => d.date === date);
  if (closed) {
    const day = weekdayDateIn(w.lang, date);
    return closed.note ? w.t("errClosedOnNote", { date: day, note: closed.note }) : w.t("errClosedOn", { date: day });
  }
  const code = CODES[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  if (!shop.openingHours.some((line) => line.days.includes(code))) {
    return w.t("errClosedWeekday", { days: weekdaysIn(w.lang, code) });
  }
  return null;
}

/** The hours the shop is open on a day it opens ("07:00" to "21:00"), or null on a day it does not. */
export function hoursOn(date: string, shop: ShopHours): { opens: string; closes: string } | null {
  if (closedReason(date, shop)) return null;
  const code = CODES[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  const lines = shop.openingHours.filter((line) => line.days.includes(code));
  if (!lines.length) return null;
  return {
    opens: lines.map((l) => l.opens).sort()[0]!,
    closes: lines
      .map((l) => l.closes)
      .sort()
      .at(-1)!,
  };
}
