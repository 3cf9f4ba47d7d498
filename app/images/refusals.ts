/**
 * Why an upload, or one file of it, was refused: a code the screens can act
 * on and a message written for the owner, saying what to do instead.
 */
import { MAX_FILE_BYTES, MAX_FILES, MAX_PIXELS } from "./limits";

const MB = 1024 * 1024;
const ACCEPTED = "a JPEG, PNG, WebP or AVIF photo";

export const refusals = {
  // One file.
  "too-big": (name: string) =>
    `${name} is larger than ${MAX_FILE_BYTES / MB} MB. Send a smaller copy: a phone photo is usually 2 to 8 MB.`,
  empty: (name: string) => `${name} is empty: choose the photo again.`,
  svg: (name: string) =>
    `${name} is an SVG drawing. SVG files can carry scripts, so they are not accepted: send ${ACCEPTED}.`,
  html: (name: string) => `${name} is a web page (HTML), not a picture, whatever its name says. Send ${ACCEPTED}.`,
  pdf: (name: string) => `${name} is a PDF document, not a picture. Send ${ACCEPTED}.`,
  heic: (name: string) =>
    `${name} is a HEIC photo (the iPhone's own format), which this server cannot read. ` +
    `On the iPhone, set Settings › Camera › Formats to "Most Compatible", or share the photo from Photos ` +
    `choosing Options › Format "Most Compatible" (JPEG), and upload that copy.`,
  "other-format": (name: string, format = "picture") =>
    `${name} is a ${format} file; this site takes ${ACCEPTED}. Save it as JPEG and upload it again.`,
  unknown: (name: string) => `${name} is not a picture this site can read: send ${ACCEPTED}.`,
  polyglot: (name: string, found = "web page code") =>
    `${name} looks like a picture but also holds web page code (${found}), so it was refused for safety. ` +
    `Save the photo again from your phone's gallery and upload that copy.`,
  truncated: (name: string) =>
    `${name} is incomplete or damaged: the picture stops before its end (the upload may have been cut off). Try again.`,
  "too-many-pixels": (name: string, size = "") =>
    `${name} is ${size ? `${size}, ` : ""}more than the ${MAX_PIXELS / 1_000_000} megapixels this site takes. ` +
    `Send the photo as the phone's camera took it, or a smaller copy.`,
  corrupt: (name: string) => `${name} could not be read as a picture: it may be damaged. Export it again and retry.`,
  failed: (name: string) => `${name} could not be processed because of a problem on the server. Nothing was added.`,
  // The whole request.
  "too-many-files": () =>
    `At most ${MAX_FILES} photos can be sent at a time. Nothing was added: send them in smaller groups.`,
  "request-too-large": () =>
    `That upload is too large: at most ${MAX_FILES} photos of up to ${MAX_FILE_BYTES / MB} MB each. Nothing was added.`,
  "length-required": () => "The upload did not say its size (Content-Length), so it was not read. Try again.",
  "not-multipart": () => 'Send the photos as a form upload (multipart/form-data, field "photos").',
  "no-files": () => "Choose at least one photo to upload.",
  malformed: () => "The upload was cut off or garbled, so nothing was added. Try again.",
  "bad-name": () =>
    "A photo's file name holds a control character (an invisible character such as a line break), so nothing was added. Rename the photo and send it again.",
  "bad-alt": (message: string) => message,
} satisfies Record<string, (name: string, detail?: string) => string>;

export type RefusalCode = keyof typeof refusals;

/** Thrown by the pipeline for a file it will not take. */
export class ImageRefused extends Error {
  constructor(
    readonly code: RefusalCode,
    readonly detail?: string,
  ) {
    super(code);
  }
}
