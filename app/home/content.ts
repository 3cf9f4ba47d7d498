import type { RouterContextProvider } from "react-router";
import type { HomeContent, Settings } from "~/content/types";
import { servicesContext, type Services } from "~/services.server";
import { sampleContent } from "~/content/sample";
import { drawings } from "~/images/drawings";
import { pageImage } from "~/images/page-image";
import { pageContent } from "~/content/page-content";
import type { Lang } from "~/i18n/languages";
import { withTodaysStatus } from "~/reservations/card-status.server";

/**
 * What the public routes read content through: the content store, which the
 * server puts in the request's context. The build-time prerender has none and
 * renders the sample content (that is what build/client/index.html is for).
 */
interface ContentSource {
  home(lang?: Lang): HomeContent;
  settings(): Settings;
}

/** The sample content as the page renders it: its images are the drawings. */
export function sampleHomeContent(lang: Lang = "en"): HomeContent {
  return pageContent(
    sampleContent,
    (id) => {
      const drawing = drawings.find((d) => d.id === id);
      return drawing ? pageImage({ ...drawing, fileBase: null, widths: [], placeholder: null }) : null;
    },
    lang,
  );
}

/** The content store, or null while React Router's build prerenders the page (it renders the sample). */
function sourceOf(context: Readonly<RouterContextProvider>): ContentSource | null {
  if (process.env.IS_RR_BUILD_REQUEST === "yes") return null;
  return context.get(servicesContext).store;
}

/** The page's content; each bike card's availability follows today's bookings and blocks (the book). */
export function loadHomeContent(context: Readonly<RouterContextProvider>, lang: Lang = "en"): HomeContent {
  return sourceOf(context) ? todaysHome(context.get(servicesContext), lang) : sampleHomeContent(lang);
}

/** Each store's last reading, per language, with the state it was read in. */
const readings = new WeakMap<object, { state: string; homes: Partial<Record<Lang, HomeContent>> }>();

/**
 * The page's content as stored now, each bike card's availability following today's book: read once for each
 * state of the content (its version, which every change moves, from any process) and each day at the shop. The
 * pages and answers made again after a change (sixteen, in three languages) share one reading. Not to be changed
 * by whoever gets it.
 */
export function todaysHome({ store, book }: Pick<Services, "store" | "book">, lang: Lang = "en"): HomeContent {
  const state = `${store.version()}:${book.today()}`;
  let reading = readings.get(store);
  if (reading?.state !== state) readings.set(store, (reading = { state, homes: {} }));
  if (!reading.homes[lang]) {
    const home = store.home(lang);
    reading.homes[lang] = { ...home, bikes: withTodaysStatus(book, home.bikes) };
  }
  return reading.homes[lang];
}

export function loadSettings(context: Readonly<RouterContextProvider>): Settings {
  return sourceOf(context)?.settings() ?? sampleContent.settings;
}
