/**
 * Sample content for a fictional business, gathered from the registry's
 * entries (each list and settings section keeps its own sample). It is what a
 * fresh install shows and what the build-time prerender uses; the operator
 * replaces all of it. Prices, badges, ratings, distances, terms and fines
 * follow the specification. Images are library ids: the drawings of
 * ~/images/drawings.
 */
import { listKinds, lists } from "./lists";
import { sampleSettings } from "./settings";
import type { ContentData } from "./types";

export const sampleContent = {
  settings: sampleSettings,
  ...Object.fromEntries(listKinds.map((kind) => [kind, lists[kind].sample])),
} as ContentData;
