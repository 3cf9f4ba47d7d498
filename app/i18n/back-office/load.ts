/** The browser loads only its reader's phrase book, as a chunk of its own, before it renders in that language. */
import type { Lang } from "../languages";
import { hasPhrases, provide } from "./words";

const loading = new Map<Lang, Promise<void>>();

export function loadPhrases(lang: Lang): Promise<void> {
  if (hasPhrases(lang)) return Promise.resolve();
  let loaded = loading.get(lang);
  if (!loaded) {
    loaded = (lang === "hi" ? import("./hi/index") : import("./kn/index")).then(({ phrases }) =>
      provide(lang, phrases),
    );
    // A failed load (offline, before the chunk was kept) is tried again next time; the screen reads English meanwhile.
    loaded.catch(() => loading.delete(lang));
    loading.set(lang, loaded);
  }
  return loaded;
}
