/**
 * The words of a screen's document title: a route's `meta` cannot use hooks,
 * so it reads the reader's language from the frame's match.
 */
import { backOfficeWords, type BackOfficeWords } from "~/i18n/back-office/words";
import { asLang } from "~/i18n/languages";

export function metaWords(matches: readonly ({ id: string; data?: unknown } | undefined)[]): BackOfficeWords {
  const frame = matches.find((m) => m?.id === "routes/admin/layout")?.data as { backOfficeLang?: string } | undefined;
  return backOfficeWords(asLang(frame?.backOfficeLang ?? "en"));
}
