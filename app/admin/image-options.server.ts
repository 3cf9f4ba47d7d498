/**
 * The pictures an image field can choose from: the library's usable images
 * (with alt text, not in its Trash), and any image the content already uses,
 * so an item's current picture is always among the choices.
 */
import type { ContentStore } from "~/content/store.server";
import type { ImageOption } from "./image-field";

export function imageOptions(store: ContentStore): ImageOption[] {
  const usable = store.images.pickerOptions().map((o) => ({ value: o.id, label: o.alt, thumb: o.thumb }));
  const offered = new Set(usable.map((o) => o.value));
  const inUse = store.images
    .list()
    .filter((i) => i.usedBy.length > 0 && !offered.has(i.id))
    .map((i) => ({ value: i.id, label: i.alt || `${i.id} (no description yet)`, thumb: i.thumb }));
  return [...usable, ...inUse];
}
