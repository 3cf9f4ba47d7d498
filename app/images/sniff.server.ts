/**
 * What a file is, decided by its bytes: never by its name or the type the
 * browser declared (both are whatever the sender says).
 */
import { fileTypeFromBuffer } from "file-type";
import type { RefusalCode } from "./refusals";

export type AcceptedFormat = "jpeg" | "png" | "webp" | "avif" | "heic";

export type Sniffed = { ok: true; format: AcceptedFormat } | { ok: false; code: RefusalCode; detail?: string };

/** file-type's names for the formats this site takes. */
const ACCEPTED: Record<string, AcceptedFormat> = { jpg: "jpeg", png: "png", webp: "webp", avif: "avif", heic: "heic" };
/** Pictures of other kinds, by the name the owner knows them by. */
const OTHER_PICTURES: Record<string, string> = { gif: "GIF", tif: "TIFF", bmp: "BMP" };

/** The start of a file that file-type needs to tell every format it knows. */
export const SNIFF_BYTES = 4100;

/**
 * Identifies a file from its first SNIFF_BYTES with file-type's
 * magic numbers; what it does not know, or knows only as XML, is looked at
 * as text, to name an SVG drawing or a web page for what it is.
 */
export async function sniff(head: Buffer): Promise<Sniffed> {
  if (head.length === 0) return { ok: false, code: "empty" };
  const type = await fileTypeFromBuffer(head);
  if (type) {
    const accepted = ACCEPTED[type.ext];
    if (accepted) return { ok: true, format: accepted };
    if (type.ext === "pdf") return { ok: false, code: "pdf" };
    const other =
      OTHER_PICTURES[type.ext] ??
      (type.mime.startsWith("video/") ? "video" : type.mime.startsWith("image/") ? type.ext.toUpperCase() : null);
    if (other) return { ok: false, code: "other-format", detail: other };
    if (type.ext !== "xml") return { ok: false, code: "unknown" };
  }

  // Text: markup of some kind. An SVG may start with an XML declaration or a comment.
  const text = head
    .toString("utf8", 0, Math.min(head.length, 4096))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (/^<(\?xml|!--|!doctype svg)/.test(text) || text.startsWith("<svg")) {
    return /<svg[\s>]/.test(text) ? { ok: false, code: "svg" } : { ok: false, code: "html" };
  }
  if (text.startsWith("<")) return { ok: false, code: "html" };
  return { ok: false, code: "unknown" };
}

/**
 * Web page code hidden in a picture (a polyglot: a file that is both an image
 * and a page or script). Re-encoding would drop it anyway; such a file is
 * refused so nobody is left holding it. Compressed pixel data matching these
 * by chance is vanishingly unlikely.
 */
const MARKUP = /<(script|html|svg|iframe|body|object|embed)[\s>/]|<\?php|<!doctype\s+html|javascript:/i;

export function hiddenMarkup(bytes: Buffer): string | null {
  const match = MARKUP.exec(bytes.toString("latin1"));
  return match ? match[0].replace(/[\s/]$/, "") : null;
}
