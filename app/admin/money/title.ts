/**
 * A screen's document title in its reader's language. `meta` cannot use hooks:
 * the language is the frame's (routes/admin/layout), read from its match.
 */
import { backOfficeWords, type Phrase } from "~/i18n/back-office/words";
import type { Lang } from "~/i18n/languages";

export function backOfficeTitle(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  phrase: Phrase,
  brand = "",
): string {
  const frame = matches.find((m) => m?.id === "routes/admin/layout")?.data as { backOfficeLang?: Lang } | undefined;
  return backOfficeWords(frame?.backOfficeLang ?? "en").t(phrase, { brand });
}
