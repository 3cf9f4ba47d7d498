/**
 * The language the back office speaks to the person reading it, for every
 * component under the frame (and the sign-in and join pages, which give their
 * own): `const { t, text } = useWords()`.
 */
import { Sentence } from "./sentence";
import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "~/i18n/languages";
import { backOfficeWords, type BackOfficeWords, type Phrase } from "~/i18n/back-office/words";

const Language = createContext<Lang>("en");

export function BackOfficeLanguage({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <Language.Provider value={lang}>{children}</Language.Provider>;
}

export function useWords(): BackOfficeWords {
  return backOfficeWords(useContext(Language));
}

/**
 * A sentence with parts that are elements (a date, a link, a name in bold),
 * written whole in the reader's language: `<Phrased phrase="Deleted {date}" parts={{ date: <DateTime … /> }} />`.
 */
export function Phrased({ phrase, parts }: { phrase: Phrase; parts: Record<string, ReactNode> }) {
  return <Sentence text={useWords().t(phrase)} parts={parts} />;
}
