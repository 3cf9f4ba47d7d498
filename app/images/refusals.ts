/**
 * Why an upload, or one file of it, was refused: a code the screens can act
 * on and a message written for the owner, saying what to do instead.
 */
import { fill } from "~/i18n/english";
import type { Phrase } from "~/i18n/back-office/phrases";
import { MAX_FILE_BYTES, MAX_FILES, MAX_PIXELS } from "./limits";

const MB = 1024 * 1024;

/**
 * Each refusal is a whole sentence of the back office's phrase book, written in English here (it is stored in the
 * library's log and answered to scripts as it is) and said in the reader's language where it is shown: `text()`
 * finds the sentence by its phrase, with the file's name and the figures in it.
 */
const say = (phrase: Phrase, values: Record<string, string | number> = {}) => fill(phrase, values);

export const refusals = {
  // One file.
  "too-big": (name: string) =>
    say("{name} is larger than {size} MB. Send a smaller copy: a phone photo is usually 2 to 8 MB.", {
      name,
      size: MAX_FILE_BYTES / MB,
    }),
  empty: (name: string) => say("{name} is empty: choose the photo again.", { name }),
  svg: (name: string) =>
    say(
      "{name} is an SVG drawing. SVG files can carry scripts, so they are not accepted: send a JPEG, PNG, WebP or AVIF photo.",
      { name },
    ),
  html: (name: string) =>
    say("{name} is a web page (HTML), not a picture, whatever its name says. Send a JPEG, PNG, WebP or AVIF photo.", {
      name,
    }),
  pdf: (name: string) =>
    say("{name} is a PDF document, not a picture. Send a JPEG, PNG, WebP or AVIF photo.", { name }),
  heic: (name: string) =>
    say(
      '{name} is a HEIC photo (the iPhone\'s own format), which this server cannot read. On the iPhone, set Settings › Camera › Formats to "Most Compatible", or share the photo from Photos choosing Options › Format "Most Compatible" (JPEG), and upload that copy.',
      { name },
    ),
  "other-format": (name: string, format?: string) =>
    format
      ? say(
          "{name} is a {format} file; this site takes a JPEG, PNG, WebP or AVIF photo. Save it as JPEG and upload it again.",
          { name, format },
        )
      : say(
          "{name} is a picture file; this site takes a JPEG, PNG, WebP or AVIF photo. Save it as JPEG and upload it again.",
          { name },
        ),
  unknown: (name: string) =>
    say("{name} is not a picture this site can read: send a JPEG, PNG, WebP or AVIF photo.", { name }),
  polyglot: (name: string, found = "web page code") =>
    say(
      "{name} looks like a picture but also holds web page code ({found}), so it was refused for safety. Save the photo again from your phone's gallery and upload that copy.",
      { name, found },
    ),
  truncated: (name: string) =>
    say(
      "{name} is incomplete or damaged: the picture stops before its end (the upload may have been cut off). Try again.",
      { name },
    ),
  "too-many-pixels": (name: string, size?: string) =>
    size
      ? say(
          "{name} is {size}, more than the {max} megapixels this site takes. Send the photo as the phone's camera took it, or a smaller copy.",
          { name, size, max: MAX_PIXELS / 1_000_000 },
        )
      : say(
          "{name} is more than the {max} megapixels this site takes. Send the photo as the phone's camera took it, or a smaller copy.",
          { name, max: MAX_PIXELS / 1_000_000 },
        ),
  corrupt: (name: string) =>
    say("{name} could not be read as a picture: it may be damaged. Export it again and retry.", { name }),
  failed: (name: string) =>
    say("{name} could not be processed because of a problem on the server. Nothing was added.", { name }),
  // The whole request.
  "too-many-files": () =>
    say("At most {max} photos can be sent at a time. Nothing was added: send them in smaller groups.", {
      max: MAX_FILES,
    }),
  "request-too-large": () =>
    say("That upload is too large: at most {max} photos of up to {size} MB each. Nothing was added.", {
      max: MAX_FILES,
      size: MAX_FILE_BYTES / MB,
    }),
  "length-required": () => say("The upload did not say its size (Content-Length), so it was not read. Try again."),
  "not-multipart": () => say('Send the photos as a form upload (multipart/form-data, field "photos").'),
  "no-files": () => say("Choose at least one photo to upload."),
  malformed: () => say("The upload was cut off or garbled, so nothing was added. Try again."),
  "bad-name": () =>
    say(
      "A photo's file name holds a control character (an invisible character such as a line break), so nothing was added. Rename the photo and send it again.",
    ),
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
