/**
 * From library entries to what the public page renders: the srcset of each
 * format, the fallback file, the placeholder. One place, used by the content
 * store at run time and by the build-time prerender (the sample drawings).
 */
import { FILE_EXTENSION, IMAGES_URL, type VariantFormat } from "./limits";
import type { LibraryImage, PageImage } from "./types";

/** The file name of one stored variant: "<fileBase>-<width>.<ext>". */
export function variantFile(fileBase: string, width: number, format: VariantFormat): string {
  return `${fileBase}-${width}.${FILE_EXTENSION[format]}`;
}

function variantUrl(fileBase: string, width: number, format: VariantFormat): string {
  return `${IMAGES_URL}${variantFile(fileBase, width, format)}`;
}

/**
 * A blurred preview as the image pipeline writes it: a small image as base64
 * in a data: URL. Anything else (a quote, a brace, "<" that could end the
 * <style> it goes into) is never written into a page: a placeholder reaches
 * CSS only when it matches this, whatever put it in the database.
 */
export const SAFE_PLACEHOLDER = /^data:image\/(webp|png|jpeg|avif);base64,[A-Za-z0-9+/]{4,4096}={0,2}$/;

/** An image id as a CSS class name: letters, digits, - and _ only. */
const SAFE_CLASS_ID = /^[A-Za-z0-9_-]{1,80}$/;

/** The placeholder, when it is one the page may carry. */
const safePlaceholder = (entry: { id: string; placeholder?: string | null }) =>
  entry.placeholder && SAFE_PLACEHOLDER.test(entry.placeholder) && SAFE_CLASS_ID.test(entry.id)
    ? entry.placeholder
    : null;

type Renderable = Pick<
  LibraryImage,
  "id" | "kind" | "alt" | "width" | "height" | "src" | "fileBase" | "widths" | "placeholder"
>;

/** What stands in for a photo with no blurred preview of its own: a plain grey card. */
const GREY_CARD = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#d8d8d8"/></svg>')}`;

/**
 * A small picture for the back office's grid and picker. A photo in the
 * Trash is no longer served (docs/decisions/011-trashed-photos-are-not-served.md):
 * its blurred preview, held in the library row, stands in for it.
 */
export function thumbOf(entry: Renderable & Pick<LibraryImage, "deletedAt">): string {
  if (entry.kind === "photo" && entry.fileBase && entry.widths.length) {
    if (entry.deletedAt) return safePlaceholder(entry) ?? GREY_CARD;
    return variantUrl(entry.fileBase, entry.widths[0]!, "jpeg");
  }
  return entry.src ?? "";
}

export function pageImage(entry: Renderable): PageImage {
  const base = { id: entry.id, alt: entry.alt, width: entry.width, height: entry.height };
  if (entry.kind !== "photo" || !entry.fileBase || entry.widths.length === 0) return { ...base, src: entry.src ?? "" };
  const fileBase = entry.fileBase;
  const placeholder = safePlaceholder(entry);
  const srcset = (format: VariantFormat) =>
    entry.widths.map((w) => `${variantUrl(fileBase, w, format)} ${w}w`).join(",");
  return {
    ...base,
    src: variantUrl(fileBase, entry.widths.at(-1)!, "jpeg"),
    srcset: { avif: srcset("avif"), webp: srcset("webp"), jpeg: srcset("jpeg") },
    ...(placeholder ? { placeholder } : {}),
  };
}

/** The classes that show an image's placeholder behind it while it loads ("" when it has none). */
export function placeholderClass(image: PageImage): string {
  return safePlaceholder(image) ? `ph ph-${image.id}` : "";
}

/**
 * The placeholders as CSS rules. They go into the page's <style>, not into
 * style attributes: the home page's CSP allows its inline styles by hash.
 */
export function placeholderCss(images: (PageImage | null)[]): string {
  const rules = new Map<string, string>();
  for (const image of images) {
    if (image && safePlaceholder(image))
      rules.set(image.id, `.ph-${image.id}{background-image:url(${image.placeholder})}`);
  }
  return [...rules.values()].join("");
}
