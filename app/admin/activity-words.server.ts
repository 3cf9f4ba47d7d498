/**
 * History's and Activity's words with the image library's: an image field's
 * change reads as the photos' descriptions ("Photo of the red scooter →
 * Front of the shop"), not their library ids.
 */
import { describe, type AuditRow } from "~/content/activity";
import type { ImageService } from "~/images/service.server";

/** `describe` for the entries of one page: the library is read once for all of them. */
export function describeWith(images: Pick<ImageService, "list">) {
  const descriptions = new Map(images.list().map((image) => [image.id, image.alt.trim() || undefined]));
  return (row: AuditRow) => describe(row, (id) => descriptions.get(id));
}
