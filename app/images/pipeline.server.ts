/**
 * From an uploaded file to the files the page serves. sharp (libvips) turns
 * the picture upright by its EXIF orientation, converts it to sRGB and
 * re-encodes it; nothing of the original's metadata (EXIF, GPS, XMP, ICC,
 * the camera and the place) is written to any output. Each width of 320, 480,
 * 640, 960, 1280 and 1600 px that the photo reaches (and its own width, when
 * narrower than 1600 px) is stored as AVIF, WebP and JPEG, never enlarged,
 * plus a blurred preview of under 1 KB. Timings: docs/benchmarks.md.
 */
import { randomUUID } from "node:crypto";
import { rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { MAX_PIXELS, VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat } from "./limits";
import { fileBaseFor } from "./folders.server";
import { variantFile } from "./page-image";
import { ImageRefused } from "./refusals";
import type { AcceptedFormat } from "./sniff.server";

/**
 * One libvips thread per operation, and photos are processed one at a time
 * (./processor.server.ts): on a 2-core machine the other core keeps serving the
 * page. The operation cache only helps repeated work on the same input,
 * which an upload never does, and it holds memory.
 */
sharp.concurrency(1);
sharp.cache(false);

/** Whether this build of libvips reads HEIC (HEVC): sharp's prebuilt binaries do not, for patent reasons. */
const HEIC_SUPPORTED = (sharp.format.heif?.input.fileSuffix ?? []).includes(".heic");

const PREVIEW_MAX_BYTES = 1024;

/**
 * The wider files are only chosen by screens of two or three device pixels
 * per CSS pixel, where an artefact is smaller than anyone can see: they are
 * compressed harder (a 1280 px hero for a 390 px phone: 47 KB instead of 81).
 * Effort 3 up to 960 px (what phones load), 2 above, to keep a 12 MP photo
 * within its time. Measured in docs/benchmarks.md.
 */
function avifQuality(width: number) {
  return width <= 640 ? 50 : width <= 960 ? 45 : 40;
}

const encoders: Record<VariantFormat, (image: Sharp, width: number, alpha: boolean) => Sharp> = {
  avif: (image, width) => image.avif({ quality: avifQuality(width), effort: width <= 960 ? 3 : 2 }),
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

/** Reads the header only: is it what the bytes said, and not too many pixels to decode? */
async function checkHeader(file: string, format: AcceptedFormat) {
  if (format === "heic" && !HEIC_SUPPORTED) throw new ImageRefused("heic");
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
  {
    format,
    sourceHash,
    dir,
    widths: wanted = VARIANT_WIDTHS,
    formats = VARIANT_FORMATS,
    fileBase = fileBaseFor(sourceHash),
  }: {
    format: AcceptedFormat;
    sourceHash: string;
    dir: string;
    /** The widths to store (a private photo needs fewer than the page's); the largest bounds the rest. */
    widths?: readonly number[];
    formats?: readonly VariantFormat[];
    /** The files' name (a private photo's is random: the same photo sent twice is two records). */
    fileBase?: string;
  },
): Promise<ProcessedImage> {
  await checkHeader(file, format);
  const written: string[] = [];
  try {
    // Decoded once, upright, in sRGB, at most 1600 px wide; every width is made from this.
    let base = await sharp(file, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: wanted.at(-1), withoutEnlargement: true })
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
    const widths: number[] = wanted.filter((w) => w < width);
    widths.push(width);

    let bytes = 0;
    for (const w of [...widths].reverse()) {
      const pixels =
        w === width
          ? base
          : await sharp(base.data, { raw: base.info }).resize({ width: w }).raw().toBuffer({ resolveWithObject: true });
      for (const f of formats) {
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
