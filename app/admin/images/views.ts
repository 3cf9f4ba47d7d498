/** What the Images screen shows of the library: no file names on disk, nothing it does not use. */
import { lists, type ListKind } from "~/content/lists";
import type { ImageUse, LibraryItem, UploadResult } from "~/images/types";

/** What the screen shows of an image: no file names on disk, no previews, nothing it does not use. */
export function imageView(image: LibraryItem) {
  return {
    id: image.id,
    kind: image.kind,
    alt: image.alt,
    thumb: image.thumb,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    createdAt: image.createdAt,
    version: image.version,
    usedBy: image.usedBy.map((use) => ({ text: use.text, href: whereToChange(use) })),
  };
}
export type ImageView = ReturnType<typeof imageView>;

export function resultView(result: UploadResult): ShownResult {
  return result.ok ? { ...result, image: { id: result.image.id, alt: result.image.alt } } : result;
}
export type ShownResult =
  | { name: string; ok: true; duplicate: boolean; image: { id: string; alt: string } }
  | { name: string; ok: false; message: string };

/** The screen where the owner can choose another picture for a place that uses this one. */
function whereToChange(use: ImageUse): string | null {
  if (use.trashed) return "/admin/trash";
  if (use.entity === "settings") return null;
  const list = lists[use.entity as ListKind];
  return list ? `/admin/content/${list.slug}/${use.entityId}` : null;
}

/** How the operator knows an image: by its description, or by its id while it has none. */
export const labelOf = (image: { alt: string; id: string }) => image.alt.trim() || image.id;
