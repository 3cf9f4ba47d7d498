/**
 * Where the content store and the image library meet: the store with the
 * library behind its one door for images (~/content/store/images-port.ts).
 * What the server, the scripts and the tests open.
 */
import type { Db } from "~/db/database.server";
import { sampleContent } from "~/content/sample";
import { createContentStore, seedIfEmpty } from "~/content/store.server";
import { imageCatalog } from "~/images/catalog.server";
import { shopToday } from "~/booking/dates";
import { seedSampleFleet } from "~/reservations/sample-fleet";

export function openContentStore(db: Db, { now }: { now?: () => Date } = {}) {
  return createContentStore(db, { images: imageCatalog, now });
}

/** First start: the sample content, with the library's drawings it names, and the sample vehicles. Never overwrites anything. */
export function seedSampleContent(db: Db, { now }: { now?: () => Date } = {}): boolean {
  return seedIfEmpty(db, sampleContent, {
    images: imageCatalog,
    now,
    alongside: (tx, at) =>
      seedSampleFleet(tx, { today: shopToday(sampleContent.settings.timeZone, at), at: at.toISOString() }),
  });
}
