/**
 * The content store: the one door to the site's content. Each concern has its
 * own file in ./store (reads, list writes, settings, history and trash, import
 * and export), all writing through one transaction helper that validates,
 * refuses stale versions, records the change and bumps the content version
 * every process watches to re-render the public page.
 */
import type { Db } from "~/db/database.server";
import type { SettingsSection } from "./settings";
import { createHistory } from "./store/history.server";
import { createListWrites } from "./store/lists.server";
import { createReads } from "./store/reads.server";
import { createSettingsWrites, readSection } from "./store/settings.server";
import { createWriter } from "./store/transaction.server";
import { createTransfer } from "./store/transfer.server";
import type { ImageCatalog } from "./store/images-port";

export type { Entity } from "./store/history.server";
export type { Refusal } from "./store/transaction.server";
export { contentDocumentSchema, describeIssues, seedIfEmpty } from "./store/transfer.server";

export interface ContentStoreOptions {
  /** The image library's door: what the store asks of images. */
  images: ImageCatalog;
  now?: () => Date;
}

export type ContentStore = ReturnType<typeof createContentStore>;

export function createContentStore(db: Db, { images, now = () => new Date() }: ContentStoreOptions) {
  const writer = createWriter(db, now, images);
  const listWrites = createListWrites(writer);
  const { changeItem: _internal, ...itemWrites } = listWrites;
  return {
    ...createReads(db, images),
    /** One settings section with the version an edit must be based on. */
    section: <S extends SettingsSection>(section: S) => readSection(db, section),
    ...itemWrites,
    ...createSettingsWrites(writer),
    ...createHistory(writer, db, listWrites),
    ...createTransfer(writer, db),
    /**
     * The one way to write, for what is built on the store (the image
     * library's rows): a change there is versioned, audited and re-renders the
     * page like any other.
     */
    writer,
    /** Called after every committed write made through this store. */
    onChange: writer.onChange,
  };
}
