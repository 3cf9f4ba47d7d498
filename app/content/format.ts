import type { DayCode, Fine, OpeningHours } from "./types";
import type { Words } from "~/i18n/english";

const rupeeFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** "₹15,000": Indian digit grouping, no paise. */
export function rupees(amount: number): string {
  return `₹${rupeeFormat.format(amount)}`;
}

/** A fine as the terms write it, in the reader's language: "₹150 per hour", "up to ₹15,000". */
export function fineLabel(fine: Fine, w: Words): string {
  const amount = rupees(fine.amount);
  switch (fine.basis) {
    case "per-hour":
      return w.t("finePerHour", { amount });
    case "up-to":
      return w.t("fineUpTo", { amount });
    default:
      return amount;
  }
}

// Spelled out here: ICU writes "Sept" for September in en-GB, unlike the other months.
/** The months written whole, for a calendar's heading. */
export const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-10-14" → "14 Oct 2026", the same wherever the page is rendered. */
export function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "2025-12-03" → "Wed 3 Dec": a day as a booking message names it, whatever the server's time zone. */
export function weekdayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const weekday = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[(month ?? 1) - 1]}`;
}

/** A day as the page and the back office write it. */
export const DAY_NAMES: Record<DayCode, string> = {
  Mo: "Mon",
  Tu: "Tue",
  We: "Wed",
  Th: "Thu",
  Fr: "Fri",
  Sa: "Sat",
  Su: "Sun",
};
const WEEK: DayCode[] = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

/** How a language names days: English by default ("Mon", "Every day"). */
interface DayWords {
  name: (day: DayCode) => string;
  everyDay: string;
}
const englishDays: DayWords = { name: (d) => DAY_NAMES[d], everyDay: "Every day" };

/** ["Mo","Tu","We","Fr"] → "Mon–Wed, Fri"; all seven → "Every day". */
export function dayRanges(days: DayCode[], { name, everyDay }: DayWords = englishDays): string {
  if (WEEK.every((d) => days.includes(d))) return everyDay;
  const runs: DayCode[][] = [];
  for (const day of WEEK) {
    if (!days.includes(day)) continue;
    const run = runs.at(-1);
    if (run && WEEK.indexOf(run.at(-1)!) === WEEK.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => (run.length > 2 ? `${name(run[0]!)}–${name(run.at(-1)!)}` : run.map((d) => name(d)).join(", ")))
    .join(", ");
}

/** One line of opening hours as people read it: "Every day, 07:00–21:00". */
export function openingHoursLabel(line: OpeningHours, words?: DayWords): string {
  return `${dayRanges(line.days, words)}, ${line.opens}–${line.closes}`;
}
