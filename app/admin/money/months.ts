/**
 * A month or a year of the Money and Reports screens in the reader's language:
 * English keeps its own spelling (~/content/format's months), Hindi and
 * Kannada are written by Intl with Latin digits.
 */
import { MONTHS_LONG } from "~/content/format";
import { localeOf, type Lang } from "~/i18n/languages";
import { formatDateTime } from "~/admin/ui";
import { momentInZone } from "~/i18n/dates";

const formats = new Map<string, Intl.DateTimeFormat>();
function monthFormat(lang: Lang, month: "long" | "short", year: boolean): Intl.DateTimeFormat {
  const key = `${lang}:${month}:${year}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(localeOf[lang], {
      timeZone: "UTC",
      numberingSystem: "latn",
      month,
      ...(year ? { year: "numeric" } : {}),
    });
    formats.set(key, made);
  }
  return made;
}

const firstOf = (key: string) => new Date(`${key.slice(0, 7)}-01T00:00:00Z`);

/** "2026-11" → "November 2026", "नवंबर 2026", "ನವೆಂಬರ್ 2026"; a year ("2026") is itself. */
export function periodIn(lang: Lang, key: string): string {
  if (key.length === 4) return key;
  if (lang === "en") return `${MONTHS_LONG[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;
  return monthFormat(lang, "long", true).format(firstOf(key));
}

/** "2026-11" → "Nov", "नव॰", "ನವೆಂ": a month's bar in a year's chart. */
export function monthShortIn(lang: Lang, key: string): string {
  if (lang === "en") return MONTHS_LONG[Number(key.slice(5, 7)) - 1]!.slice(0, 3);
  return monthFormat(lang, "short", false).format(firstOf(key));
}

/**
 * A moment in the shop's time zone: English as every back-office screen writes
 * it ("23 Nov 2026, 10:15 IST", ~/admin/ui), Hindi and Kannada by ~/i18n/dates.
 */
export function momentIn(lang: Lang, iso: string, timeZone = "Asia/Kolkata"): string {
  if (lang === "en") return formatDateTime(iso, timeZone);
  return momentInZone(lang, iso, timeZone);
}
