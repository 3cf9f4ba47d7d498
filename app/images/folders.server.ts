/** Where image files live under DATA_DIR, and what they are called. */
import { createHash } from "node:crypto";
import path from "node:path";

/** Part of every file name: raise it when the encodings change, so new files never reuse old names. */
const PIPELINE_VERSION = 1;

/** The base of a photo's file names: derived from its bytes, so the same name never holds another picture. */
export function fileBaseFor(sourceHash: string): string {
  return createHash("sha256").update(`v${PIPELINE_VERSION}:${sourceHash}`).digest("hex").slice(0, 16);
}

/** A variant being written, renamed to its name once complete. */
export const PARTIAL_FILE = /^\..*\.part$/;

/** A photo's stored variant: "<fileBase>-<width>.<avif|webp|jpg>" (see variantFile in ./page-image.ts). */
export const VARIANT_FILE = /^([0-9a-f]{16})-(\d{1,4})\.(avif|webp|jpg)$/;

/** The photo and width a variant's file name stands for, or null for any other name. */
export function parseVariantFile(name: string): { fileBase: string; width: number } | null {
  const match = VARIANT_FILE.exec(name);
  return match ? { fileBase: match[1]!, width: Number(match[2]) } : null;
}

/**
 * How long a variant file no library entry lists is left alone: an upload
 * writes its files before it records the photo, and a process ended part way
 * (kill -9, a power cut) may still be writing them for a moment after.
 */
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;

export const IMAGES_FOLDER = "images";

/** A photo's variants: served at /images/, backed up with the database. */
export function imagesDir(dataDir: string) {
  return path.join(dataDir, IMAGES_FOLDER);
}

/** Files of an upload being received; emptied at start (a restart abandons half-received uploads). */
export function incomingDir(dataDir: string) {
  return path.join(dataDir, "uploads-incoming");
}
