/**
 * The languages the public site is written in besides English, as the owner's
 * content keeps them: each text a visitor reads has a version per language in
 * a field of its own, named by the English field and a suffix
 * ("description" → "descriptionHi"). Safe for the browser.
 */
export const translationLanguages = [
  { code: "hi", suffix: "Hi", english: "Hindi", own: "हिन्दी" },
  { code: "kn", suffix: "Kn", english: "Kannada", own: "ಕನ್ನಡ" },
] as const;

export type TranslationLanguage = (typeof translationLanguages)[number]["code"];
export type TranslationSuffix = (typeof translationLanguages)[number]["suffix"];

/** The field that holds a visitor text in another language: "description" in Hindi is "descriptionHi". */
export function translationField<N extends string>(field: N, code: TranslationLanguage): `${N}${TranslationSuffix}` {
  return `${field}${translationLanguages.find((l) => l.code === code)!.suffix}`;
}

/**
 * Whether a translation is written: nothing, "" (or spaces) and an empty list
 * are not, and the page shows the English. Anything else is, and is checked.
 */
export const isWritten = (value: unknown) =>
  !(
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );

/**
 * One of the owner's visitor texts in a reader's language, as the public pages pick it: its translation when
 * written, else the English. `writtenIn({ name, nameHi, nameKn }, "name", "hi")`.
 */
export function writtenIn<T extends Record<string, unknown>, F extends keyof T & string>(
  item: T,
  field: F,
  lang: "en" | TranslationLanguage,
): T[F] {
  if (lang === "en") return item[field];
  const own = item[translationField(field, lang)];
  return (isWritten(own) ? own : item[field]) as T[F];
}
