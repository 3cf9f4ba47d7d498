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
