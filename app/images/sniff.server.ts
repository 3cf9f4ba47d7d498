/**
 * What a file is, decided by its bytes: never by its name or the type the
 * browser declared (both are whatever the sender says).
 */
import type { RefusalCode } from "./refusals";

export type AcceptedFormat = "jpeg" | "png" | "webp" | "avif" | "heic";

export type Sniffed = { ok: true; format: AcceptedFormat } | { ok: false; code: RefusalCode; detail?: string };

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, from: number, to: number) => buf.toString("latin1", from, to);

/** ISO base media files (AVIF, HEIC, MP4) name their kind in the "ftyp" box: major and compatible brands. */
function ftypBrands(head: Buffer): string[] | null {
  if (head.length < 16 || ascii(head, 4, 8) !== "ftyp") return null;
  const size = Math.min(head.readUInt32BE(0), head.length);
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(head, at, at + 4));
  return brands;
}

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

/** Identifies a file from its first bytes (4 KB is plenty). */
export function sniff(head: Buffer): Sniffed {
  if (head.length === 0) return { ok: false, code: "empty" };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { ok: true, format: "jpeg" };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, format: "png" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return { ok: true, format: "webp" };
  const brands = ftypBrands(head);
  if (brands) {
    if (brands[0] === "avif" || brands[0] === "avis" || brands.includes("avif")) return { ok: true, format: "avif" };
    if (brands.some((b) => HEIC_BRANDS.has(b))) return { ok: true, format: "heic" };
    return { ok: false, code: "other-format", detail: "video" };
  }
  if (ascii(head, 0, 4) === "GIF8") return { ok: false, code: "other-format", detail: "GIF" };
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return { ok: false, code: "other-format", detail: "TIFF" };
  if (ascii(head, 0, 2) === "BM") return { ok: false, code: "other-format", detail: "BMP" };
  if (ascii(head, 0, 5) === "%PDF-") return { ok: false, code: "pdf" };

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
