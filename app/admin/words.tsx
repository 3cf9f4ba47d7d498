/**
 * The language the back office speaks to the person reading it, for every
 * component under the frame (and the sign-in and join pages, which give their
 * own): `const { t, text } = useWords()`. The words are made from the books
 * the screen shown reads (~/i18n/back-office/screens), which the server used
 * and the browser loaded before showing it.
 */
import { Sentence } from "./sentence";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { Lang } from "~/i18n/languages";
import { backOfficeWords, type BackOfficeWords, type BookName, type Phrase } from "~/i18n/back-office/words";
import { booksOf } from "~/i18n/back-office/screens";

const Language = createContext<{ lang: Lang; areas: readonly BookName[] }>({ lang: "en", areas: ["frame"] });

export function BackOfficeLanguage({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { pathname } = useLocation();
  const reader = useMemo(() => ({ lang, areas: booksOf(pathname) }), [lang, pathname]);
  return <Language.Provider value={reader}>{children}</Language.Provider>;
}

export function useWords(): BackOfficeWords {
  const { lang, areas } = useContext(Language);
  return backOfficeWords(lang, areas);
}

/**
 * A sentence with parts that are elements (a date, a link, a name in bold),
 * written whole in the reader's language: `<Phrased phrase="Deleted {date}" parts={{ date: <DateTime … /> }} />`.
 */
export function Phrased({ phrase, parts }: { phrase: Phrase; parts: Record<string, ReactNode> }) {
  return <Sentence text={useWords().t(phrase)} parts={parts} />;
}
