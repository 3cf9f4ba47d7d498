/**
 * What a form's widgets offer to choose from. The pictures an image field can choose from: the library's usable images
 * (with alt text, not in its Trash), and any image the content already uses,
 * so an item's current picture is always among the choices.
 */
import type { ImageService } from "~/images/service.server";
import type { ContentStore } from "~/content/store.server";
import type { FormChoices } from "./form-fields";
import type { ImageOption } from "./image-field";

function imageOptions(images: ImageService): ImageOption[] {
  const usable = images.pickerOptions().map((o) => ({ value: o.id, label: o.alt, thumb: o.thumb }));
  const offered = new Set(usable.map((o) => o.value));
  const inUse = images
    .list()
    .filter((i) => i.usedBy.length > 0 && !offered.has(i.id))
    .map((i) => ({ value: i.id, label: i.alt || `${i.id} (no description yet)`, thumb: i.thumb }));
  return [...usable, ...inUse];
}

/** Everything a registry form may offer: the library's pictures, and the bikes a season can price. */
export function formChoices(store: ContentStore, images: ImageService): FormChoices {
  return {
    images: imageOptions(images),
    bikes: store.list("bikes").map((bike) => ({ value: bike.id, label: bike.name })),
  };
}
