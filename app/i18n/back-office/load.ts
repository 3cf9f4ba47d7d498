/**
 * The browser loads only the phrase books its screen reads (./screens.ts), each a chunk of its own, before it shows
 * the screen in that language: the frame's, and the screen's area's. A book once loaded stays for the page's life,
 * and the service worker keeps its file, so a screen opened once opens offline in its language too.
 */
import type { Lang } from "../languages";
import type { BookName, PhraseBook } from "./phrases";
import { hasBooks, provide } from "./words";

type Chunk = () => Promise<Partial<PhraseBook>>;

const chunks: Record<Exclude<Lang, "en">, Record<BookName, Chunk>> = {
  hi: {
    frame: () => import("./hi/frame").then((m) => m.frame),
    content: () => import("./hi/content").then((m) => m.content),
    bookings: () => import("./hi/bookings").then((m) => m.bookings),
    money: () => import("./hi/money").then((m) => m.money),
  },
  kn: {
    frame: () => import("./kn/frame").then((m) => m.frame),
    content: () => import("./kn/content").then((m) => m.content),
    bookings: () => import("./kn/bookings").then((m) => m.bookings),
    money: () => import("./kn/money").then((m) => m.money),
  },
};

const loading = new Map<string, Promise<void>>();

function loadBook(lang: Exclude<Lang, "en">, area: BookName): Promise<void> {
  const key = `${lang}:${area}`;
  let loaded = loading.get(key);
  if (!loaded) {
    loaded = chunks[lang][area]().then((book) => provide(lang, area, book));
    // A failed load (offline, before the chunk was kept) is tried again next time; its phrases read English meanwhile.
    loaded.catch(() => loading.delete(key));
    loading.set(key, loaded);
  }
  return loaded;
}

/** Loads a screen's books in its reader's language, all at once; English needs none. */
export function loadPhrases(lang: Lang, areas: readonly BookName[]): Promise<void> {
  if (lang === "en" || hasBooks(lang, areas)) return Promise.resolve();
  return Promise.all(areas.map((area) => loadBook(lang, area))).then(() => undefined);
}
