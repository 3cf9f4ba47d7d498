import { addDays, daysBetween } from "../../app/booking/dates";
import { seasonCovers } from "../../app/booking/prices";
import { sampleContent } from "../../app/content/sample";
import { seasonRule } from "../../app/content/lists/seasons";

/**
 * The first offset from `today`, at `from` or later, that starts `length` days
 * none of the sample's seasons covers: tests of the normal day price keep
 * their figures whichever day of the year they run.
 */
export function offSeason(today: string, from: number, length: number): number {
  const seasons = sampleContent.seasons.map(seasonRule);
  let start = addDays(today, from);
  for (;;) {
    const busy = Array.from({ length }, (_, i) => addDays(start, i)).find((day) =>
      seasons.some((s) => seasonCovers(s, day)),
    );
    if (!busy) return daysBetween(today, start);
    start = addDays(busy, 1);
  }
}

/** The next `MM-DD` after `today` (never today: a pickup must be ahead of it), "2027-01-04". */
export function nextDayOfYear(today: string, monthDay: string): string {
  const year = Number(today.slice(0, 4));
  const date = `${year}-${monthDay}`;
  return date > today ? date : `${year + 1}-${monthDay}`;
}
