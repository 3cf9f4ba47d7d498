import type { HomeContent, Settings } from "./types";
import { sampleContent } from "./sample";
import { drawings } from "~/images/drawings";
import { pageImage } from "~/images/page-image";
import { pageContent } from "./page-content";

/**
 * What the public routes read content through: the content store, which the
 * server puts in the load context. The build-time prerender has none and
 * renders the sample content (that is what build/client/index.html is for).
 */
export interface ContentSource {
  home(): HomeContent;
  settings(): Settings;
}

/** The sample content as the page renders it: its images are the drawings. */
export function sampleHomeContent(): HomeContent {
  return pageContent(sampleContent, (id) => {
    const drawing = drawings.find((d) => d.id === id);
    return drawing ? pageImage({ ...drawing, fileBase: null, widths: [], placeholder: null }) : null;
  });
}

function sourceFrom(context: unknown): ContentSource | undefined {
  return (context as { store?: ContentSource } | undefined)?.store;
}

function requireSource(context: unknown): ContentSource | null {
  const source = sourceFrom(context);
  if (source) return source;
  // Set by React Router's build while it prerenders; never at run time.
  if (process.env.IS_RR_BUILD_REQUEST === "yes") return null;
  throw new Error("No content source in the load context: start the site with server/main.ts");
}

export function loadHomeContent(context: unknown): HomeContent {
  return requireSource(context)?.home() ?? sampleHomeContent();
}

export function loadSettings(context: unknown): Settings {
  return requireSource(context)?.settings() ?? sampleContent.settings;
}
