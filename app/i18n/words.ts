/**
 * The dictionaries of the public pages' own words, one per language, and
 * `fill` to put values in them. English is the specification's wording.
 */
import { en, type Dictionary } from "./dictionaries/en";
import { hi } from "./dictionaries/hi";
import { kn } from "./dictionaries/kn";
import type { Lang } from "./languages";

export type { Dictionary };
export type WordKey = keyof Dictionary;

export const dictionaries: Record<Lang, Dictionary> = { en, hi, kn };

/** "Hi {brand}," with { brand: "Sagara Rides" } → "Hi Sagara Rides,". A placeholder with no value is left as it is. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The words of a language with `fill` bound: `w.t("bookNow")`, `w.t("callPhone", { phone })`. */
export interface Words {
  lang: Lang;
  t(key: WordKey, values?: Record<string, string | number>): string;
}

const made = new Map<Lang, Words>();
export function wordsOf(lang: Lang): Words {
  let words = made.get(lang);
  if (!words) {
    const dictionary = dictionaries[lang];
    words = { lang, t: (key, values) => (values ? fill(dictionary[key], values) : dictionary[key]) };
    made.set(lang, words);
  }
  return words;
}

/** English: what the back office and every caller that names no language read. */
export const english = wordsOf("en");
