/**
 * The back office's document titles, from the route table of the
 * specification: apart from the public pages' titles (`~/content/titles`) so
 * that a screen does not load the public pages' dictionaries. English is the
 * spec's exact text; Hindi and Kannada say the same in their words.
 *
 * A route's `meta` cannot use hooks: it reads the reader's language from the
 * matches (`readerLang(matches)`, the frame's or the sign-in page's data) and
 * writes with `titleWords(matches).t(…)` or `adminTitle.settings(brand, lang)` (the frame's book's titles).
 */
import type { Lang } from "~/i18n/languages";
import { backOfficeWords, type BackOfficeWords } from "~/i18n/back-office/words";
import { booksOf } from "~/i18n/back-office/screens";

/** What a meta function is given: the matched routes, each with its address and its loader's data. */
type Matches = ReadonlyArray<{ id: string; pathname?: string; data?: unknown } | undefined>;

/** The language the screen is read in: the frame's (or the sign-in or join page's own); English when none says. */
export function readerLang(matches: Matches): Lang {
  for (const match of matches) {
    const lang = (match?.data as { backOfficeLang?: Lang } | null | undefined)?.backOfficeLang;
    if (lang) return lang;
  }
  return "en";
}

/**
 * The reader's words, for a title a route writes itself: `titleWords(matches).t("Trash - {title}", …)`, from the
 * books of the screen matched (the last match's address), as its page is written.
 */
export const titleWords = (matches: Matches): BackOfficeWords =>
  backOfficeWords(readerLang(matches), booksOf(matches.at(-1)?.pathname ?? ""));

const title =
  (phrase: Parameters<BackOfficeWords["t"]>[0]) =>
  (brand: string, lang: Lang = "en") =>
    backOfficeWords(lang).t(phrase, { brand });

export const adminTitle = {
  login: title("Admin Login - {brand}"),
  dashboard: title("Admin Dashboard - {brand}"),
  content: title("Content Management - {brand}"),
  images: title("Image Management - {brand}"),
  settings: title("Settings - {brand}"),
  /** Not in the spec: the person's password, language and sessions. */
  account: title("Account - {brand}"),
};
