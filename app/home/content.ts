import type { RouterContextProvider } from "react-router";
import type { HomeContent, Settings } from "~/content/types";
import { servicesContext } from "~/services.server";
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
  const source = sourceOf(context);
  if (!source) return sampleHomeContent(lang);
  const home = source.home(lang);
  return { ...home, bikes: withTodaysStatus(context.get(servicesContext).book, home.bikes) };
}

export function loadSettings(context: Readonly<RouterContextProvider>): Settings {
  return sourceOf(context)?.settings() ?? sampleContent.settings;
}
