import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { imagesDir } from "~/images/folders.server";
import { processImage } from "~/images/pipeline.server";
import { photoJpeg } from "./image-fixtures";
import { seededStore } from "./temp-db";

const actor = { actor: "test" };

/** A processed photo in the library, its files in DATA_DIR/images, on the Honda Dio's card. */
export async function siteWithPhoto() {
  const seeded = seededStore();
  const dir = imagesDir(seeded.dataDir);
  const input = path.join(seeded.dataDir, "photo.upload");
  writeFileSync(input, await photoJpeg(1000, 700));
  mkdirSync(dir, { recursive: true });
  const made = await processImage(input, { format: "jpeg", sourceHash: "d".repeat(64), dir });
  const added = seeded.library.add(
    {
      ...made,
      id: "dio-photo",
      alt: "The Honda Dio",
      originalName: "dio.jpg",
      originalBytes: 1,
      sourceHash: "d".repeat(64),
    },
    { actor: "admin", batch: "b" },
  );
  if (!added.ok) throw new Error(added.message);
  const bike = seeded.store.item("bikes", "honda-dio")!;
  const put = seeded.store.update("bikes", bike.id, { ...bike, image: "dio-photo" }, bike.version, actor);
  if (!put.ok) throw new Error(put.message);
  return { ...seeded, dir, photo: added.value };
}
