/**
 * The language the back office speaks to the person reading it, for every
 * component under the frame (and the sign-in and join pages, which give their
 * own): `const { t, text } = useWords()`.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "~/i18n/languages";
import { backOfficeWords, type BackOfficeWords } from "~/i18n/back-office/words";

const Language = createContext<Lang>("en");

export function BackOfficeLanguage({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <Language.Provider value={lang}>{children}</Language.Provider>;
}

export function useWords(): BackOfficeWords {
  return backOfficeWords(useContext(Language));
}
