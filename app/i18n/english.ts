/**
 * The English words alone, with `fill` and the `Words` shape every language
 * shares: what the back office and every caller that names no language read,
 * without the Hindi and Kannada dictionaries (the back office's screens load
 * this, not `./words`; decision record 043).
 */
import { en, type Dictionary } from "./dictionaries/en";
import { fill } from "./fill";
import type { Lang } from "./languages";

export { fill };

export type { Dictionary };
export type WordKey = keyof Dictionary;

/** The words of a language with `fill` bound: `w.t("bookNow")`, `w.t("callPhone", { phone })`. */
export interface Words {
  lang: Lang;
  t(key: WordKey, values?: Record<string, string | number>): string;
}

export function wordsFrom(lang: Lang, dictionary: Dictionary): Words {
  return { lang, t: (key, values) => (values ? fill(dictionary[key], values) : dictionary[key]) };
}

/** English: what the back office and every caller that names no language read. */
export const english = wordsFrom("en", en);
