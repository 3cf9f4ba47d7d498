/**
 * Dates and days in the reader's language. English keeps its fixed wording
 * (~/content/format: "14 Oct 2026", "Wed 3 Dec"); Hindi and Kannada are
 * written by Intl in hi-IN and kn-IN, always with Latin digits.
 */
import { DAY_NAMES, displayDate as englishDate, weekdayDate as englishWeekdayDate } from "~/content/format";
import type { DayCode } from "~/content/types";
import { localeOf, type Lang } from "./languages";

const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(localeOf[lang], { timeZone: "UTC", numberingSystem: "latn", ...options });
    formats.set(key, made);
  }
  return made;
}

/** "2026-12-20" as midnight UTC: the calendar day itself, whatever the server's time zone. */
const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "20 Dec 2026", "20 दिसंबर 2026", "ಡಿಸೆಂಬರ್ 20, 2026". */
export function dateIn(lang: Lang, isoDate: string): string {
  if (lang === "en") return englishDate(isoDate);
  return format(lang, { day: "numeric", month: "long", year: "numeric" }).format(utcDay(isoDate));
}

/** "20 Dec", "20 दिस॰", "20 ಡಿಸೆಂ": a day of the coming weeks. */
export function dayMonthIn(lang: Lang, isoDate: string): string {
  if (lang === "en") return englishDate(isoDate).replace(/ \d{4}$/, "");
  return format(lang, { day: "numeric", month: "short" }).format(utcDay(isoDate));
}

/** "Sun 20 Dec", "रवि, 20 दिस॰": a day as a booking message names it. */
export function weekdayDateIn(lang: Lang, isoDate: string): string {
  if (lang === "en") return englishWeekdayDate(isoDate);
  return format(lang, { weekday: "short", day: "numeric", month: "short" }).format(utcDay(isoDate));
}

// 2024-01-01 was a Monday: the day codes' dates in one week.
const CODE_DATES: Record<DayCode, string> = {
  Mo: "2024-01-01",
  Tu: "2024-01-02",
  We: "2024-01-03",
  Th: "2024-01-04",
  Fr: "2024-01-05",
  Sa: "2024-01-06",
  Su: "2024-01-07",
};

/** "Mon", "सोम", "ಸೋಮ". */
export function dayNameIn(lang: Lang, code: DayCode): string {
  if (lang === "en") return DAY_NAMES[code];
  return format(lang, { weekday: "short" }).format(utcDay(CODE_DATES[code]));
}

const ENGLISH_PLURALS: Record<DayCode, string> = {
  Mo: "Mondays",
  Tu: "Tuesdays",
  We: "Wednesdays",
  Th: "Thursdays",
  Fr: "Fridays",
  Sa: "Saturdays",
  Su: "Sundays",
};

/** "Mondays", "सोमवार", "ಸೋಮವಾರ": a weekday the shop is always closed on. */
export function weekdaysIn(lang: Lang, code: DayCode): string {
  if (lang === "en") return ENGLISH_PLURALS[code];
  return format(lang, { weekday: "long" }).format(utcDay(CODE_DATES[code]));
}
