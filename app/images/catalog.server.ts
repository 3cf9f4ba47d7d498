/**
 * The image library as the content store sees it, through its one door
 * (~/content/store/images-port.ts). Content refers to images by library id;
 * a reference a write introduces must name an image that is in the library
 * (not in its Trash) and has alt text: the store asks, in its write path, for
 * every writer (forms, History restores, settings, the import).
 */
import { eq } from "drizzle-orm";
import * as t from "~/db/schema";
import type { ImageCatalog } from "~/content/store/images-port";
import type { Query } from "~/content/store/transaction.server";
import { legacyImageId } from "./drawings";
import { pageImagesFor, seedDrawings } from "./library.server";

/** Why `id` cannot be used on the page, or null when it can. */
function imageProblem(q: Query, id: unknown): string | null {
  // No picture: the field's own check says whether it may be left without one.
  if (id === "") return null;
  if (typeof id !== "string") return "Choose an image from the library";
  const row = q
    .select({ alt: t.images.alt, deletedAt: t.images.deletedAt })
    .from(t.images)
    .where(eq(t.images.id, id))
    .get();
  if (!row) return `No image "${id}" is in the library: choose one there, or upload it first`;
  if (row.deletedAt) return `The image "${id}" is in the Trash: restore it in Images, or choose another`;
  if (!row.alt.trim()) return `The image "${id}" has no description (alt text) yet: write one in Images first`;
  return null;
}

export const imageCatalog: ImageCatalog = {
  problem: imageProblem,
  pictures: pageImagesFor,
  seed: seedDrawings,
  legacyId: legacyImageId,
};
