import type { ContentStore } from "~/content/store.server";
import { createImageLibrary, type NewPhoto } from "~/images/library.server";

/** A photo row as an upload leaves it, without its files (the tests that use it do not look at them). */
export function addPhoto(store: ContentStore, id: string, alt = "", overrides: Partial<NewPhoto> = {}) {
  const added = createImageLibrary(store.writer).add(
    {
      id,
      alt,
      width: 1600,
      height: 1200,
      fileBase: id
        .replace(/[^0-9a-f]/g, "a")
        .padEnd(16, "0")
        .slice(0, 16),
      widths: [320, 480, 640, 960, 1280, 1600],
      placeholder: null,
      bytes: 500_000,
      originalName: `${id}.jpg`,
      originalBytes: 3_000_000,
      sourceHash: id.padEnd(64, "0"),
      ...overrides,
    },
    { actor: "admin", batch: "b" },
  );
  if (!added.ok) throw new Error(added.message);
  return added.value;
}
