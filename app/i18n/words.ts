/**
 * The dictionaries of the public pages' own words, one per language, and
 * `fill` to put values in them. English is the specification's wording.
 */
import { english, wordsFrom, type Dictionary, type Words } from "./english";
import { en } from "./dictionaries/en";
import { hi } from "./dictionaries/hi";
import { kn } from "./dictionaries/kn";
import type { Lang } from "./languages";

export { english, fill, type Dictionary, type WordKey, type Words } from "./english";

export const dictionaries: Record<Lang, Dictionary> = { en, hi, kn };

const made = new Map<Lang, Words>([["en", english]]);
export function wordsOf(lang: Lang): Words {
  let words = made.get(lang);
  if (!words) {
    words = wordsFrom(lang, dictionaries[lang]);
    made.set(lang, words);
  }
  return words;
}
