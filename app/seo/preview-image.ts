/**
 * The picture a shared link shows (Open Graph, Twitter cards): 1200 × 630,
 * made from the brand and the hero. Its name is derived from what it shows,
 * so a change of brand or hero gives a new address and chat apps fetch the
 * new picture instead of keeping the old one.
 */
import type { Settings, ShownImage } from "~/content/types";
import { IMAGES_URL } from "~/images/limits";

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** Raise when the drawing of the preview changes, so every preview is made again. */
const PREVIEW_DESIGN = 1;

/** What the preview shows: the words on it and the picture under them. */
export interface PreviewInput {
  brand: string;
  tagline: string;
  town: string;
  /** The hero's largest file: a photo's JPEG under /images/, or a drawing under the site's root. */
  heroSrc: string | null;
}

export function previewInput(settings: Settings, hero: ShownImage): PreviewInput {
  return { brand: settings.brand, tagline: settings.tagline, town: settings.town, heroSrc: hero?.src || null };
}

/** A short stable hash (FNV-1a, 64 bits), the same in every runtime: a name, not a secret. */
function nameHash(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
}

export function previewFileName(input: PreviewInput): string {
  return `preview-${nameHash(JSON.stringify([PREVIEW_DESIGN, input]))}.jpg`;
}

export interface PreviewImage {
  /** Its path on the site, e.g. "/images/preview-0123456789abcdef.jpg". */
  path: string;
  width: number;
  height: number;
  alt: string;
}

export function previewImage(settings: Settings, hero: ShownImage): PreviewImage {
  return {
    path: `${IMAGES_URL}${previewFileName(previewInput(settings, hero))}`,
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    alt: `${settings.brand}: ${settings.tagline} in ${settings.town}`,
  };
}
