/** The browser loads only its reader's phrase book, as a chunk of its own, before the first render. */
import type { Lang } from "../languages";
import { hasPhrases, provide } from "./words";

export async function loadPhrases(lang: Lang): Promise<void> {
  if (hasPhrases(lang)) return;
  if (lang === "hi") provide("hi", (await import("./hi/index")).phrases);
  if (lang === "kn") provide("kn", (await import("./kn/index")).phrases);
}
