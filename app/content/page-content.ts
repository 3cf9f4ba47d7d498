/**
 * From the content as it is stored to what the public page renders: visible
 * items only, the terms gathered, and every image id the registry marks
 * replaced by the picture to show. Used by the content store at run time and
 * by the build-time prerender (the sample content).
 */
import { listInfo, listKinds, type ListKind } from "./lists";
import { seasonRule } from "./lists/seasons";
import { sectionInfo, settingsSectionNames } from "./settings";
import type { ContentData, HomeContent, ShownImage } from "./types";
import type { Lang } from "~/i18n/languages";
import { contentIn } from "~/i18n/owner-words";
import { wordsOf } from "~/i18n/words";

type Item = Record<string, unknown>;
const withoutId = ({ id: _id, ...rest }: Item) => rest;

/** Every image id the content refers to: the settings' and each item's. */
export function imageIdsOf(data: ContentData): string[] {
  const settings: Item = data.settings;
  return [
    ...settingsSectionNames.flatMap((s) => sectionInfo(s).imageFields.map((f) => String(settings[f] ?? ""))),
    ...listKinds.flatMap((kind) =>
      (data[kind] as Item[]).flatMap((item) => listInfo(kind).imageFields.map((f) => String(item[f] ?? ""))),
    ),
  ];
}

/**
 * The content with each image id replaced by the picture to render (null when
 * it cannot be found), and the owner's words in `lang` where translated.
 */
export function pageContent(stored: ContentData, find: (id: string) => ShownImage, lang: Lang = "en"): HomeContent {
  const data = contentIn(stored, lang);
  const shown = (kind: ListKind) =>
    (data[kind] as Item[]).map((item) => {
      const out = { ...item };
      for (const field of listInfo(kind).imageFields) out[field] = find(String(item[field] ?? ""));
      return out;
    });
  const text = (kind: ListKind) => (data[kind] as Item[]).map((item) => String(item.text));
  return {
    settings: data.settings,
    heroImage: find(data.settings.heroImage),
    bikes: shown("bikes"),
    taxis: shown("taxis"),
    pickupPoints: shown("pickupPoints"),
    // Newest first, whatever their place in the list: a new review leads.
    testimonials: shown("testimonials").toSorted((a, b) => String(b.date).localeCompare(String(a.date))),
    terms: {
      requirements: text("requirements"),
      fines: (data.fines as Item[]).map(withoutId),
      policies: withGracePeriod(text("policies"), data.settings.graceMinutes, lang),
    },
    landmarks: (data.landmarks as Item[]).map(withoutId),
    seasons: data.seasons.map(seasonRule),
    about: shown("about"),
    faq: data.faq,
  } as HomeContent;
}

/**
 * The policies with the grace period on returns second, as the terms have
 * always listed it: written from the setting the returns are charged by, so
 * the page and the late fee never disagree.
 */
function withGracePeriod(policies: string[], minutes: number, lang: Lang): string[] {
  const w = wordsOf(lang);
  const line = minutes ? w.t("gracePeriod", { minutes }) : w.t("noGracePeriod");
  return [...policies.slice(0, 1), line, ...policies.slice(1)];
}

/** Every picture the page shows, in page order (for their placeholders). */
export function imagesOf(content: HomeContent): ShownImage[] {
  return [
    content.heroImage,
    ...(["bikes", "taxis", "pickupPoints", "testimonials", "about"] as const).flatMap((kind) =>
      (content[kind] as Item[]).flatMap((item) => listInfo(kind).imageFields.map((f) => item[f] as ShownImage)),
    ),
  ];
}
