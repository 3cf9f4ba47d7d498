/**
 * History's and Activity's words with the image library's: an image field's
 * change reads as the photos' descriptions ("Photo of the red scooter →
 * Front of the shop"), not their library ids.
 */
import { describe, type AuditRow } from "~/content/activity";
import type { ImageService } from "~/images/service.server";
import type { RouterContextProvider } from "react-router";
import { readerLanguage } from "./actions.server";
import type { BackOfficeWords } from "~/i18n/back-office/words";
import { requestWords } from "~/i18n/back-office/screens";

/**
 * `describe` for the entries of one page: the library is read once for all of them. The sentences are made
 * now, from the stored rows, in the reader's words: a step a counter took on a Kannada phone reads in English
 * on the owner's English one.
 */
export function describeWith(images: Pick<ImageService, "list">, words?: BackOfficeWords) {
  const descriptions = new Map(images.list().map((image) => [image.id, image.alt.trim() || undefined]));
  return (row: AuditRow) => describe(row, (id) => descriptions.get(id), words);
}

/** The words of the person a screen's loader answers, as the frame chooses them. */
export function readerWords(context: Readonly<RouterContextProvider>, request: Request): BackOfficeWords {
  return requestWords(readerLanguage(context, request), request);
}
