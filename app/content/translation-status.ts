/**
 * Which translations an item or a settings section still lacks: a language
 * is missing where a text a visitor reads is written in English but not in
 * it. The Content screen marks such items; the edit form counts per language.
 * Safe for the browser.
 */
import type { Field } from "./define";
import { translationLanguages } from "./languages";

const written = (v: unknown) =>
  Array.isArray(v) ? v.some((x) => String(x).trim() !== "") : String(v ?? "").trim() !== "";

/** Per language: how many of the texts written in English have a translation, of how many. */
export function translationCounts(fields: Record<string, Field>, values: Record<string, unknown>) {
  return translationLanguages.map((language) => {
    let needed = 0;
    let done = 0;
    for (const [name, f] of Object.entries(fields)) {
      if (f.translates?.language !== language.code || !written(values[f.translates.field])) continue;
      needed++;
      if (written(values[name])) done++;
    }
    return { language, needed, done };
  });
}

/** The languages (in English, as the back office speaks) an item still needs a translation in. */
export function missingTranslations(fields: Record<string, Field>, values: Record<string, unknown>): string[] {
  return translationCounts(fields, values)
    .filter((c) => c.done < c.needed)
    .map((c) => c.language.english);
}
