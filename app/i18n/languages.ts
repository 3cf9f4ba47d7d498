/**
 * The public site's three languages and their addresses: English at "/",
 * Hindi under "/hi/", Kannada under "/kn/" (docs/decisions/028-three-languages.md);
 * the other two are the languages the owner's content is translated into.
 * The back office speaks the same three, in each person's own
 * (./back-office, docs/decisions/048-back-office-languages.md).
 */
// Relative: the route table (app/routes.ts) reads this file before the "~" alias exists.
import { translationLanguages, type TranslationLanguage } from "../content/languages";

export type Lang = "en" | TranslationLanguage;

/** The languages whose pages live under a prefix: every one but English. */
export const prefixedLanguages = translationLanguages.map((l) => l.code);
export const languages: readonly Lang[] = ["en", ...prefixedLanguages];

/** What each language is called in itself: the language switch's words. */
export const languageNames = {
  en: "English",
  ...Object.fromEntries(translationLanguages.map((l) => [l.code, l.own])),
} as Record<Lang, string>;

/** BCP 47 tags for Intl and hreflang. */
export const localeOf: Record<Lang, string> = { en: "en-IN", hi: "hi-IN", kn: "kn-IN" };

/** A page's address in a language: "/" → "/hi/", "/about" → "/hi/about", "/#bikes" → "/hi/#bikes". */
export const pathIn = (lang: Lang, path: string): string => (lang === "en" ? path : `/${lang}${path}`);

/** The language of a path and the path without its prefix: "/kn/about" → kn, "/about"; "/hi" → hi, "/". */
export function splitPath(pathname: string): { lang: Lang; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const lang = prefixedLanguages.find((l) => l === match?.[1]);
  return lang ? { lang, path: match![2] || "/" } : { lang: "en", path: pathname };
}

/** A stored language code (a booking's) as a language; anything unknown is English. */
export const asLang = (code: string): Lang => languages.find((l) => l === code) ?? "en";

export const langOfPath = (pathname: string): Lang => splitPath(pathname).lang;

/** The language of a request's page: a loader's or an action's. */
export const langOf = (request: Request): Lang => langOfPath(new URL(request.url).pathname);

/** A request's language, and its page's address without the prefix but with the query: what the language switch links to. */
export function pageOf(request: Request): { lang: Lang; path: string } {
  const url = new URL(request.url);
  const { lang, path } = splitPath(url.pathname);
  return { lang, path: path + url.search };
}
