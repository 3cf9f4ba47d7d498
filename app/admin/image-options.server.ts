/** The pictures an image field can choose from: every picture the content uses now. */
import type { ContentStore } from "~/content/store.server";
import type { ImageOption } from "./image-field";

export function imageOptions(store: ContentStore): ImageOption[] {
  const options = new Map<string, string>();
  const add = (src: string, label: string) => options.has(src) || options.set(src, label);
  for (const b of store.list("bikes")) add(b.image, `${b.name} (bike)`);
  for (const t of store.list("taxis")) add(t.image, `${t.name} (taxi)`);
  for (const p of store.list("pickupPoints")) add(p.image, `${p.name} (pickup point)`);
  for (const t of store.list("testimonials")) add(t.avatar, `${t.author} (review photo)`);
  add(store.settings().heroImage, "Hero");
  return [...options].map(([value, label]) => ({ value, label }));
}
