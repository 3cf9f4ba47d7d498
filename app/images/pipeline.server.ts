/**
 * From an uploaded file to the files the page serves. sharp (libvips) turns
 * the picture upright by its EXIF orientation, converts it to sRGB and
 * re-encodes it; nothing of the original's metadata (EXIF, GPS, XMP, ICC,
 * the camera and the place) is written to any output. Each width of 320, 480,
 * 640, 960, 1280 and 1600 px that the photo reaches (and its own width, when
 * narrower than 1600 px) is stored as AVIF, WebP and JPEG, never enlarged,
 * plus a blurred preview of under 1 KB. Timings: docs/benchmarks.md.
 */
import { createHash, randomUUID } from "node:crypto";
import { rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { MAX_PIXELS, VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat } from "./limits";
import { variantFile } from "./page-image";
import type { RefusalCode } from "./refusals";
import type { AcceptedFormat } from "./sniff.server";

/** Part of every file name: raise it when the encodings change, so new files never reuse old names. */
export const PIPELINE_VERSION = 1;

/**
 * One libvips thread per operation, and photos are processed one at a time
 * (see oneAtATime): on a 2-core machine the other core keeps serving the
 * page. The operation cache only helps repeated work on the same input,
 * which an upload never does, and it holds memory.
 */
sharp.concurrency(1);
sharp.cache(false);

/** Whether this build of libvips reads HEIC (HEVC): sharp's prebuilt binaries do not, for patent reasons. */
export const HEIC_SUPPORTED = (sharp.format.heif?.input.fileSuffix ?? []).includes(".heic");

/** Runs one task after another, in the order they were queued. */
export function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => {});
    return run;
  };
}

export class ImageRefused extends Error {
  constructor(
    readonly code: RefusalCode,
    readonly detail?: string,
  ) {
    super(code);
  }
}

const PREVIEW_MAX_BYTES = 1024;

const encoders: Record<VariantFormat, (image: Sharp, width: number, alpha: boolean) => Sharp> = {
  // Effort 3 where phones look (up to 960 px), 2 above: measured in docs/benchmarks.md.
  avif: (image, width) => image.avif({ quality: 50, effort: width <= 960 ? 3 : 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  // JPEG has no transparency: a transparent PNG goes on white.
  jpeg: (image, _width, alpha) =>
    (alpha ? image.flatten({ background: "#ffffff" }) : image).jpeg({ quality: 75, progressive: true }),
};

/** sharp's format name for what the bytes said the file is. */
const sharpFormat: Record<AcceptedFormat, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "heif",
  heic: "heif",
};

export interface ProcessedImage {
  fileBase: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: string | null;
  /** All files written. */
  bytes: number;
}

/** Refusal for an error libvips raised while reading the file. */
function refusalFor(error: unknown): ImageRefused {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new ImageRefused("too-many-pixels");
  if (/premature end|truncat|end of (file|stream|data|input)|not enough data|unexpected end|read error/i.test(message))
    return new ImageRefused("truncated");
  return new ImageRefused("corrupt");
}

/** The base of a photo's file names: derived from its bytes, so the same name never holds another picture. */
export function fileBaseFor(sourceHash: string): string {
  return createHash("sha256").update(`v${PIPELINE_VERSION}:${sourceHash}`).digest("hex").slice(0, 16);
}

/** Reads the header only: is it what the bytes said, and not too many pixels to decode? */
async function checkHeader(file: string, format: AcceptedFormat) {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw refusalFor(error);
  }
  if (meta.format !== sharpFormat[format]) throw new ImageRefused("corrupt");
  if (format === "avif" && meta.compression !== "av1") throw new ImageRefused("heic");
  const { width = 0, height = 0 } = meta;
  if (!width || !height) throw new ImageRefused("corrupt");
  if (width * height > MAX_PIXELS) {
    throw new ImageRefused("too-many-pixels", `${width} × ${height} pixels (${Math.round((width * height) / 1e6)} MP)`);
  }
  return meta;
}

/**
 * Makes every variant of one photo in `dir`. Refuses (ImageRefused) what
 * cannot be read; on any failure it leaves no file behind.
 */
export async function processImage(
  file: string,
  { format, sourceHash, dir }: { format: AcceptedFormat; sourceHash: string; dir: string },
): Promise<ProcessedImage> {
  await checkHeader(file, format);
  const fileBase = fileBaseFor(sourceHash);
  const written: string[] = [];
  try {
    // Decoded once, upright, in sRGB, at most 1600 px wide; every width is made from this.
    let base = await sharp(file, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: VARIANT_WIDTHS.at(-1), withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch((error: unknown) => {
        throw refusalFor(error);
      });
    let alpha = base.info.channels === 4;
    if (alpha && (await sharp(base.data, { raw: base.info }).stats()).isOpaque) {
      // An alpha channel with nothing transparent in it: drop it, it only costs bytes.
      base = await sharp(base.data, { raw: base.info }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      alpha = false;
    }
    const { width, height } = base.info;
    // Every standard width the photo reaches, and its own width when that is between two of them.
    const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
    widths.push(width);

    let bytes = 0;
    for (const w of [...widths].reverse()) {
      const pixels =
        w === width
          ? base
          : await sharp(base.data, { raw: base.info }).resize({ width: w }).raw().toBuffer({ resolveWithObject: true });
      for (const f of VARIANT_FORMATS) {
        const data = await encoders[f](sharp(pixels.data, { raw: pixels.info }), w, alpha).toBuffer();
        const target = path.join(dir, variantFile(fileBase, w, f));
        // Written aside and renamed: a half-written file is never served.
        const temp = path.join(dir, `.${randomUUID()}.part`);
        await writeFile(temp, data, { mode: 0o644 });
        await rename(temp, target);
        written.push(target);
        bytes += data.length;
      }
    }
    const placeholder = alpha ? null : await previewOf(base);
    return { fileBase, width, height, widths, placeholder, bytes };
  } catch (error) {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    throw error instanceof ImageRefused ? error : refusalFor(error);
  }
}

/** A tiny, softened WebP as a data: URL: a dozen pixels wide, blurred further by the browser's scaling. */
async function previewOf(base: { data: Buffer; info: OutputInfo }): Promise<string | null> {
  for (const [w, quality] of [
    [12, 40],
    [8, 30],
  ] as const) {
    const data = await sharp(base.data, { raw: base.info })
      .resize({ width: w })
      .blur(0.5)
      .webp({ quality, effort: 6 })
      .toBuffer();
    const url = `data:image/webp;base64,${data.toString("base64")}`;
    if (url.length <= PREVIEW_MAX_BYTES) return url;
  }
  return null;
}
