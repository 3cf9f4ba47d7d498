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

const moments = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment in a time zone, as Hindi and Kannada write it: "27 नव॰ 2026, 10:15", "ನವೆಂ 27, 2026, 10:15" (a
 * 24-hour clock, Latin digits). ICU writes Kannada's short month and year with no space after the comma
 * ("ನವೆಂ 27,2026"); the reader expects one.
 */
export function momentInZone(lang: Exclude<Lang, "en">, iso: string, timeZone: string): string {
  const key = `${lang}:${timeZone}`;
  let made = moments.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(localeOf[lang], {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      numberingSystem: "latn",
      timeZone,
    });
    moments.set(key, made);
  }
  return made.format(new Date(iso)).replace(/,(?=\d)/g, ", ");
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

const WEEKDAY_WORDS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTH_WORDS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ENGLISH_DAY = new RegExp(`\\b(${WEEKDAY_WORDS.join("|")}) (\\d{1,2}) (${MONTH_WORDS.join("|")})\\b`, "g");
const ENGLISH_DATE = new RegExp(`\\b(\\d{1,2}) (${MONTH_WORDS.join("|")})(?: (\\d{4}))?\\b`, "g");

/**
 * A sentence written in English with its days in it (a booking's steps, a ledger's reason, a clash, a stored
 * Activity line: "… Wed 3 Dec 10:00"), its days said in the reader's language. The weekday names the year: the
 * one around `year` (this year, or the change's own) on which that date fell on that weekday.
 */
export function daysIn(lang: Lang, sentence: string, year = new Date().getUTCFullYear()): string {
  if (lang === "en") return sentence;
  return sentence.replace(ENGLISH_DAY, (whole, weekday: string, day: string, month: string) => {
    for (const y of [year, year + 1, year - 1]) {
      const date = new Date(Date.UTC(y, MONTH_WORDS.indexOf(month), Number(day)));
      if (WEEKDAY_WORDS[date.getUTCDay()] === weekday) return weekdayDateIn(lang, date.toISOString().slice(0, 10));
    }
    return whole;
  });
}

/** A text with calendar days in English ("20 Dec – 5 Jan 2027", a season's dates) in the reader's language. */
export function datesIn(lang: Lang, sentence: string): string {
  if (lang === "en") return sentence;
  return sentence.replace(ENGLISH_DATE, (_, day: string, month: string, year?: string) => {
    const iso = `${year ?? "2024"}-${String(MONTH_WORDS.indexOf(month) + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
    return year ? dateIn(lang, iso) : dayMonthIn(lang, iso);
  });
}
