/**
 * What the content store needs of the image library, and all it may ask:
 * content names images by library id, and the library (~/images) answers
 * through this one narrow door. The server hands the store an implementation
 * (~/images/catalog.server.ts); the store never imports the library itself.
 */
import type { Query, Tx } from "./transaction.server";
import type { PageImage } from "../types";

export interface ImageCatalog {
  /** Why the image with this id cannot be used on the page (not in the library, in its Trash, no alt text), or null. */
  problem(q: Query, id: unknown): string | null;
  /** The pictures the page shows for these ids, in one read; an id not in the library is left out. */
  pictures(q: Query, ids: string[]): Map<string, PageImage>;
  /** First start: the library's own entries (the sample drawings), before the content that names them. */
  seed(tx: Tx, batch: { at: string; batch: string }): void;
  /** The id an image named by path in an old export ("/art/bikes/honda-dio.svg") has in the library. */
  legacyId(path: string): string;
}
