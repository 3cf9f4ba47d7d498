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
import { createImageLibrary } from "~/images/library.server";

export { listKinds, lists, TRASH_DAYS, type ListKind } from "./lists";
export type { StoredItem, TrashedItem } from "./store/lists.server";
export type { StoredSection } from "./store/settings.server";
export type { AuditEntry, Entity } from "./store/history.server";
export type { Conflict, Refusal, WriteOptions, WriteResult } from "./store/transaction.server";
export {
  CONTENT_FORMAT,
  contentDocumentSchema,
  describeIssues,
  documentFromContent,
  seedIfEmpty,
  type ContentDocument,
} from "./store/transfer.server";
export { slugify } from "./store/lists.server";

export interface ContentStoreOptions {
  now?: () => Date;
}

export type ContentStore = ReturnType<typeof createContentStore>;

export function createContentStore(db: Db, { now = () => new Date() }: ContentStoreOptions = {}) {
  const writer = createWriter(db, now);
  const listWrites = createListWrites(writer);
  const { changeItem: _internal, ...itemWrites } = listWrites;
  return {
    ...createReads(db),
    /** One settings section with the version an edit must be based on. */
    section: <S extends SettingsSection>(section: S) => readSection(db, section),
    ...itemWrites,
    ...createSettingsWrites(writer),
    ...createHistory(writer, db, listWrites),
    ...createTransfer(writer, db),
    /** The image library's rows (~/images/library.server.ts); the files are the image service's. */
    images: createImageLibrary(writer, db),
    /** Called after every committed write made through this store. */
    onChange: writer.onChange,
  };
}
