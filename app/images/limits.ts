/**
 * What an upload may be and what is made from it. Safe for the browser, so a
 * screen can check a choice before sending it; the server enforces them all.
 */

/** Where photos are posted (multipart/form-data, field "photos"). */
export const UPLOAD_PATH = "/admin/images/upload";
/** Where the stored variants are served from. */
export const IMAGES_URL = "/images/";

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILES = 10;
/** Width × height of the decoded picture: above this a file is refused before it is decoded. */
export const MAX_PIXELS = 50_000_000;
/** Whole request: ten full-size files plus the multipart framing and the few text fields. */
export const MAX_UPLOAD_BYTES = MAX_FILES * MAX_FILE_BYTES + 1024 * 1024;
/** Time the whole upload may take to arrive: a phone's photos over a weak mobile connection. */
export const UPLOAD_BODY_TIMEOUT_MS = 10 * 60 * 1000;

/** The widths a photo is stored at, those it reaches (plus its own width below 1600 px; never enlarged). */
export const VARIANT_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;
export const VARIANT_FORMATS = ["avif", "webp", "jpeg"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
export const FILE_EXTENSION: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** What the file picker should offer; the server decides by the bytes, never by this. */
export const ACCEPT = "image/*";
