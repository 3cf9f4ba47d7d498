import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "./languages";
import { english, wordsOf, type Words } from "./words";

/**
 * The language a public page is rendered in, for every component under it.
 * The pages are rendered on the server only (never hydrated), so this costs
 * the page nothing.
 */
const WordsContext = createContext<Words>(english);

export function LanguageProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <WordsContext.Provider value={wordsOf(lang)}>{children}</WordsContext.Provider>;
}

export const useWords = (): Words => useContext(WordsContext);
