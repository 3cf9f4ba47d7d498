/**
 * Reading content: what the public page shows (live, visible items in order)
 * and what the back office edits (every live item, hidden ones included).
 */
import { eq } from "drizzle-orm";
import { keptQuery } from "~/db/kept-query.server";
import * as t from "~/db/schema";
import { listKinds, type ListKind } from "../lists";
import { imageIdsOf, pageContent } from "../page-content";
import type { ContentData, HomeContent } from "../types";
import type { Lang } from "~/i18n/languages";
import { findLiveRow, liveRows, stored, type Row, type StoredItem } from "./lists.server";
import { readSettings } from "./settings.server";
import type { ImageCatalog } from "./images-port";
import type { Query } from "./transaction.server";

/** An item as the public page gets it: no place, visibility, version or deletion. */
function publicItem(row: Row) {
  const { position: _p, hidden: _h, version: _v, deletedAt: _d, ...rest } = row;
  return rest;
}

export function createReads(db: Query, images: ImageCatalog) {
  const visible = (kind: ListKind) =>
    liveRows(db, kind)
      .filter((r) => !r.hidden)
      .map(publicItem);

  return {
    /** What the public page shows: visible items only, in order, with every image resolved from the library; the owner's words in `lang`. */
    home(lang: Lang = "en"): HomeContent {
      const data = { settings: readSettings(db) } as ContentData;
      for (const kind of listKinds) (data as Record<string, unknown>)[kind] = visible(kind);
      const pictures = images.pictures(db, imageIdsOf(data));
      return pageContent(data, (id) => pictures.get(id) ?? null, lang);
    },

    settings: () => readSettings(db),

    /** Every live item of a list, hidden ones included, in page order. */
    list<K extends ListKind>(kind: K): StoredItem<K>[] {
      return liveRows(db, kind).map((r) => stored<K>(r));
    },

    /** One live item (not one in the Trash). */
    item<K extends ListKind>(kind: K, id: string): StoredItem<K> | undefined {
      const row = findLiveRow(db, kind, id);
      return row ? stored<K>(row) : undefined;
    },

    /** Goes up by one with every committed change, from any process. */
    version(): number {
      const read = keptQuery(db, "content version", () =>
        db.select({ version: t.contentMeta.version }).from(t.contentMeta).where(eq(t.contentMeta.id, 1)).prepare(),
      );
      return read.get()?.version ?? 0;
    },
  };
}
