/**
 * How the screens of the book say a stay, a moment and their titles in the
 * reader's language (the frame gives it; ~/i18n/back-office/words).
 */
import { writtenIn } from "~/content/languages";
import { localeOf, type Lang } from "~/i18n/languages";
import { rupees, weekdayDate } from "~/content/format";
import { breakdownText, type Quote } from "~/booking/prices";
import type { BackOfficeWords } from "~/i18n/back-office/words";
import { weekdayDateIn } from "~/i18n/dates";
import { dateOf, timeOf } from "~/reservations/stay";
import { paperNames, type PaperKind } from "~/reservations/vehicles";

/** "Wed 3 Dec 10:00": a moment on the shop's clock. */
export const momentIn = (lang: Lang, at: string) => `${weekdayDateIn(lang, dateOf(at))} ${timeOf(at)}`;

/** A stay in words: a bike's "Wed 3 Dec 10:00 → Sat 6 Dec 10:00", a ride's "Wed 3 Dec at 10:00". */
export function stayIn({ t, lang }: BackOfficeWords, b: { kind: string; startsAt: string; endsAt: string }) {
  if (b.kind === "bike") return `${momentIn(lang, b.startsAt)} → ${momentIn(lang, b.endsAt)}`;
  return t("{day} at {time}", { day: weekdayDateIn(lang, dateOf(b.startsAt)), time: timeOf(b.startsAt) });
}

/** Where a booking starts: its pickup point's name as the owner wrote it in the reader's language, else the words. */
export const whereIn = (
  { text, lang }: BackOfficeWords,
  b: { where: string; wherePoint: { name: string; nameHi: string; nameKn: string } | null },
) => (b.wherePoint ? writtenIn(b.wherePoint, "name", lang) : text(b.where));

const calendarFormats = new Map<string, Intl.DateTimeFormat>();
function calendarFormat(lang: Lang, options: Intl.DateTimeFormatOptions) {
  const key = `${lang}:${JSON.stringify(options)}`;
  let made = calendarFormats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(localeOf[lang], { timeZone: "UTC", numberingSystem: "latn", ...options });
    calendarFormats.set(key, made);
  }
  return made;
}

/** The calendar's column head: "We" in English, the weekday's short name in Hindi and Kannada. */
export const weekdayIn = (lang: Lang, day: string) =>
  lang === "en"
    ? weekdayDate(day).slice(0, 2)
    : calendarFormat(lang, { weekday: "short" }).format(new Date(`${day}T00:00:00Z`));

/** A month above the calendar's days: "December 2026" in English (its own label), else by Intl. */
export const monthIn = (lang: Lang, month: { label: string; day: string }) =>
  lang === "en"
    ? month.label
    : calendarFormat(lang, { month: "long", year: "numeric" }).format(new Date(`${month.day}T00:00:00Z`));

/** A paper's notice: "insurance ends in 5 days, on Mon 1 Dec" (the dashboard's words, said here in the reader's). */
export function paperNoticeIn(
  { t, text, lang }: BackOfficeWords,
  { paper, until, days }: { paper: PaperKind; until: string; days: number },
) {
  const values = { paper: text(paperNames[paper]), day: weekdayDateIn(lang, until), count: days };
  if (days < 0) return t("{paper} ended on {day}: it cannot go out until you note the renewed one", values);
  if (days === 0) return t("{paper} ends today, {day}", values);
  return t(days === 1 ? "{paper} ends in {count} day, on {day}" : "{paper} ends in {count} days, on {day}", values);
}

/**
 * A booking's price in the reader's words: its agreed quote's breakdown ("₹100 an hour × 3 = ₹300",
 * "7-day rate ₹7,000 + ₹1,200 × 3 = ₹10,600"), else "about ₹4,200" for a total asked, else null.
 */
export function priceIn({ t }: BackOfficeWords, b: { quote: Quote | null; total: number | null }): string | null {
  if (b.quote) {
    return breakdownText(b.quote, {
      t: (key, values) => t(key === "hoursLine" ? "{price} an hour × {hours}" : "{days}-day rate {amount}", values),
    });
  }
  return b.total !== null ? t("about {amount}", { amount: rupees(b.total) }) : null;
}
