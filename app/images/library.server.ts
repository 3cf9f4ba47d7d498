/**
 * The image library's rows: listing with where each image is used, alt text,
 * the library's own Trash, and the records of uploads. Part of the content
 * store (an alt text is shown on the page, so it is written, versioned and
 * audited like any content); the files are the image service's concern.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import * as t from "~/db/schema";
import { listInfo, listKinds, TRASH_DAYS } from "~/content/lists";
import { isSettingsSection, sectionInfo } from "~/content/settings";
import { purgeAt } from "~/content/store/history.server";
import { tableOf, type Row } from "~/content/store/lists.server";
import {
  auditRow,
  refuse,
  type Refusal,
  type Query,
  type Tx,
  type WriteOptions,
  type WriteResult,
  type Writer,
} from "~/content/store/transaction.server";
import type { PageImage } from "~/content/types";
import { drawings } from "./drawings";
import { VARIANT_FORMATS } from "./limits";
import { pageImage, thumbOf, variantFile } from "./page-image";
import { altTextSchema } from "./schema";
import type { ImageUse, LibraryImage, LibraryItem, PickerOption, UploadResult } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;

type ImageRow = typeof t.images.$inferSelect;

function entryOf(row: ImageRow): LibraryImage {
  const { sourceHash: _hash, ...entry } = row;
  return entry;
}

function findImage(q: Query, id: string): ImageRow | undefined {
  return q.select().from(t.images).where(eq(t.images.id, id)).get();
}

/** Every place each image is used: live items (hidden ones too), items in the content Trash, and the hero. */
function imageUses(q: Query): Map<string, ImageUse[]> {
  const uses = new Map<string, ImageUse[]>();
  const add = (imageId: unknown, use: ImageUse) => {
    if (typeof imageId === "string") uses.set(imageId, [...(uses.get(imageId) ?? []), use]);
  };
  for (const kind of listKinds) {
    const { imageFields, label, noun } = listInfo(kind);
    if (imageFields.length === 0) continue;
    for (const row of q.select().from(tableOf(kind)).all() as Row[]) {
      const trashed = row.deletedAt !== null;
      for (const field of imageFields) {
        add(row[field], {
          entity: kind,
          entityId: row.id,
          field,
          text: `${label(row)} · ${noun}${trashed ? " (in the Trash)" : ""}`,
          trashed,
        });
      }
    }
  }
  for (const row of q.select().from(t.settingsSections).all()) {
    if (!isSettingsSection(row.section)) continue;
    const { fields, imageFields } = sectionInfo(row.section);
    for (const field of imageFields) {
      add(row.data[field], {
        entity: "settings",
        entityId: row.section,
        field,
        text: `${fields[field]!.label} · settings`,
        trashed: false,
      });
    }
  }
  return uses;
}

/** "A, B and C", at most `max` names then "and N more". */
function namesOf(uses: ImageUse[], max = 4): string {
  const names = uses.slice(0, max).map((u) => u.text);
  if (uses.length > max) names.push(`${uses.length - max} more`);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

/** The pictures the page shows for these ids, one query; an id not in the library is left out. */
export function pageImagesFor(q: Query, ids: string[]): Map<string, PageImage> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = q.select().from(t.images).where(inArray(t.images.id, unique)).all();
  return new Map(rows.map((row) => [row.id, pageImage(row)]));
}

/** First start: the sample drawings become library entries, each with its first version recorded. */
export function seedDrawings(tx: Tx, { at, batch }: { at: string; batch: string }) {
  for (const drawing of drawings) {
    tx.insert(t.images)
      .values({ ...drawing, createdAt: at, createdBy: "system", version: 1 })
      .run();
    const after = entryOf(findImage(tx, drawing.id)!);
    auditRow(
      tx,
      { entity: "images", entityId: drawing.id, action: "seed", before: null, after, version: 1, batch },
      "system",
      at,
    );
  }
}

/** A photo as the pipeline made it, ready to be recorded. */
export interface NewPhoto {
  /** The id to use, if free (made from the file's name); a suffix is added otherwise. */
  id: string;
  alt: string;
  width: number;
  height: number;
  fileBase: string;
  widths: number[];
  placeholder: string | null;
  bytes: number;
  originalName: string;
  originalBytes: number;
  sourceHash: string;
}

export function createImageLibrary(w: Writer) {
  const db = w.db;
  /**
   * The audit row of a change the page cannot show (an image nothing uses
   * was added, deleted or restored): the content version stays, so the page
   * is not rendered again for nothing. An alt text change goes through
   * w.record, which bumps it.
   */
  const logOnly = (tx: Tx, change: Parameters<Writer["record"]>[1], actor: string) =>
    auditRow(tx, change, actor, w.now().toISOString());

  const item = (q: Query, row: ImageRow, uses = imageUses(q)): LibraryItem => ({
    ...entryOf(row),
    thumb: thumbOf(row),
    usedBy: uses.get(row.id) ?? [],
  });

  const notFound = (): Refusal => ({
    ok: false,
    reason: "missing",
    message: "This image is no longer in the library. It may have been deleted; go back to Images.",
    fieldErrors: {},
  });

  /** Deletes rows for good; the caller removes their files once this has committed. */
  function purge(tx: Tx, rows: ImageRow[], action: string, actor: string, batch?: string) {
    for (const row of rows) {
      tx.delete(t.images).where(eq(t.images.id, row.id)).run();
      logOnly(tx, { entity: "images", entityId: row.id, action, before: entryOf(row), after: null, batch }, actor);
    }
    return rows.map((r) => r.fileBase).filter((b): b is string => b !== null);
  }

  return {
    /**
     * The library, newest first, each with where it is used. `search` matches
     * the alt text or the uploaded file's name, ignoring case.
     */
    list({ search }: { search?: string } = {}): LibraryItem[] {
      const words = search?.trim();
      const pattern = words ? `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const rows = db
        .select()
        .from(t.images)
        .where(
          and(
            isNull(t.images.deletedAt),
            pattern
              ? or(
                  sql`${t.images.alt} like ${pattern} escape '\\'`,
                  sql`${t.images.originalName} like ${pattern} escape '\\'`,
                )
              : undefined,
          ),
        )
        .orderBy(desc(t.images.createdAt), desc(t.images.id))
        .all();
      const uses = imageUses(db);
      return rows.map((row) => item(db, row, uses));
    },

    /** One entry, in the library or in its Trash. */
    get(id: string): LibraryItem | undefined {
      const row = findImage(db, id);
      return row ? item(db, row) : undefined;
    },

    /** What an image picker offers: usable images only (in the library, with alt text), newest first. */
    pickerOptions(): PickerOption[] {
      return db
        .select()
        .from(t.images)
        .where(and(isNull(t.images.deletedAt), sql`trim(${t.images.alt}) <> ''`))
        .orderBy(desc(t.images.createdAt), desc(t.images.id))
        .all()
        .map((row) => ({
          id: row.id,
          kind: row.kind,
          thumb: thumbOf(row),
          alt: row.alt,
          width: row.width,
          height: row.height,
        }));
    },

    /** The entry already made from these exact bytes, if any (in the Trash too). */
    findBySource(sourceHash: string): LibraryImage | undefined {
      const row = db.select().from(t.images).where(eq(t.images.sourceHash, sourceHash)).get();
      return row ? entryOf(row) : undefined;
    },

    /** Records a processed upload as a new entry. */
    add(photo: NewPhoto, { actor, batch }: WriteOptions & { batch: string }): WriteResult<LibraryItem> {
      return w.write((tx) => {
        let id = photo.id;
        for (let n = 2; findImage(tx, id); n++) id = `${photo.id}-${n}`;
        tx.insert(t.images)
          .values({ ...photo, id, kind: "photo", createdAt: w.now().toISOString(), createdBy: actor, version: 1 })
          .run();
        const row = findImage(tx, id)!;
        logOnly(
          tx,
          { entity: "images", entityId: id, action: "upload", before: null, after: entryOf(row), version: 1, batch },
          actor,
        );
        return { ok: true, value: item(tx, row) };
      });
    },

    /**
     * An upload that added nothing (refused, or a photo already in the library),
     * in the audit log without changing content: uploads are audited, and the
     * Images screen reads an upload's results back from its batch.
     */
    noteUpload(
      { name, code, message, imageId = "" }: { name: string; code: string; message: string; imageId?: string },
      { actor, batch }: WriteOptions & { batch: string },
    ) {
      const action = code === "duplicate" ? "upload-duplicate" : "upload-refused";
      db.transaction((tx) =>
        auditRow(
          tx,
          {
            entity: "images",
            entityId: imageId,
            action,
            before: null,
            after: null,
            batch,
            detail: { name, code, message },
          },
          actor,
          w.now().toISOString(),
        ),
      );
    },

    /** Each file of one upload, in the order it was sent. */
    uploadResults(batch: string): UploadResult[] {
      const rows = db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.entity, "images"), eq(t.auditLog.batch, batch)))
        .orderBy(t.auditLog.id)
        .all();
      const uses = imageUses(db);
      return rows.flatMap((row): UploadResult[] => {
        const detail = (row.detail ?? {}) as { name?: string; code?: string; message?: string };
        const image = row.entityId ? findImage(db, row.entityId) : undefined;
        const name = detail.name ?? (row.after as { originalName?: string } | null)?.originalName ?? "";
        if (row.action === "upload-refused") {
          return [{ name, ok: false, code: detail.code ?? "refused", message: detail.message ?? "" }];
        }
        if (!image) return [];
        if (row.action === "upload") return [{ name, ok: true, image: item(db, image, uses), duplicate: false }];
        if (row.action === "upload-duplicate")
          return [{ name, ok: true, image: item(db, image, uses), duplicate: true }];
        return [];
      });
    },

    /** Writes an image's alt text. Refuses an empty one, and a version someone else moved on from. */
    setAlt(id: string, input: unknown, baseVersion: number, { actor }: WriteOptions): WriteResult<LibraryItem> {
      const parsed = altTextSchema.safeParse(input);
      if (!parsed.success) return refuse.invalid(parsed.error);
      return w.write((tx): WriteResult<LibraryItem> => {
        const row = findImage(tx, id);
        if (!row || row.deletedAt) return notFound();
        if (row.version !== baseVersion) {
          return refuse.stale("image", w.conflictWith(tx, "images", id, { ...entryOf(row) }, baseVersion));
        }
        // The same description again: no new version, nothing in History or Activity.
        if (row.alt === parsed.data.alt) return { ok: true, value: item(tx, row), unchanged: true };
        const version = row.version + 1;
        tx.update(t.images).set({ alt: parsed.data.alt, version }).where(eq(t.images.id, id)).run();
        const after = findImage(tx, id)!;
        w.record(
          tx,
          { entity: "images", entityId: id, action: "update", before: entryOf(row), after: entryOf(after), version },
          actor,
        );
        return { ok: true, value: item(tx, after) };
      });
    },

    /**
     * Delete: the image goes to the library's Trash for TRASH_DAYS. Refused
     * while anything uses it (items in the content Trash included), naming them.
     */
    remove(id: string, baseVersion: number, { actor }: WriteOptions): WriteResult<LibraryItem> {
      return w.write((tx) => {
        const row = findImage(tx, id);
        if (!row || row.deletedAt) return notFound();
        if (row.version !== baseVersion) return refuse.stale("image");
        const usedBy = imageUses(tx).get(id) ?? [];
        if (usedBy.length) {
          return {
            ok: false,
            reason: "in-use",
            message: `This image is used by ${namesOf(usedBy)}. Choose another image there first; then it can be deleted.`,
            fieldErrors: {},
          };
        }
        const version = row.version + 1;
        tx.update(t.images).set({ deletedAt: w.now().toISOString(), version }).where(eq(t.images.id, id)).run();
        const after = findImage(tx, id)!;
        logOnly(
          tx,
          { entity: "images", entityId: id, action: "trash", before: entryOf(row), after: entryOf(after), version },
          actor,
        );
        return { ok: true, value: item(tx, after) };
      });
    },

    /**
     * The library's Trash, newest first, with when each image goes for good.
     * A read: what has stayed past its time is left out, and deleted by
     * purgeExpired on the server's timer.
     */
    trash(): (LibraryItem & { purgeAt: string })[] {
      const uses = imageUses(db);
      const now = w.now().toISOString();
      return db
        .select()
        .from(t.images)
        .where(isNotNull(t.images.deletedAt))
        .orderBy(desc(t.images.deletedAt))
        .all()
        .map((row) => ({ ...item(db, row, uses), purgeAt: purgeAt(row.deletedAt!) }))
        .filter((entry) => entry.purgeAt >= now);
    },

    /** Brings an image back from the Trash. */
    restore(id: string, baseVersion: number, { actor, batch }: WriteOptions & { batch?: string }) {
      return w.write((tx): WriteResult<LibraryItem> => {
        const row = findImage(tx, id);
        if (!row?.deletedAt) return notFound();
        if (row.version !== baseVersion) return refuse.stale("image");
        const version = row.version + 1;
        tx.update(t.images).set({ deletedAt: null, version }).where(eq(t.images.id, id)).run();
        const after = findImage(tx, id)!;
        logOnly(
          tx,
          {
            entity: "images",
            entityId: id,
            action: "untrash",
            before: entryOf(row),
            after: entryOf(after),
            version,
            batch,
          },
          actor,
        );
        return { ok: true, value: item(tx, after) };
      });
    },

    /** Deletes one image in the Trash for good; answers its file base so its files can go too. */
    deleteForever(
      id: string,
      baseVersion: number,
      { actor }: WriteOptions,
    ): WriteResult<{ id: string; fileBases: string[] }> {
      return w.write((tx) => {
        const row = findImage(tx, id);
        if (!row?.deletedAt) return notFound();
        if (row.version !== baseVersion) return refuse.stale("image");
        return { ok: true, value: { id, fileBases: purge(tx, [row], "purge", actor) } };
      });
    },

    /** Deletes for good what has been in the library's Trash longer than TRASH_DAYS. */
    purgeExpired(): string[] {
      const cutoff = new Date(w.now().getTime() - TRASH_DAYS * DAY_MS).toISOString();
      const result = w.write((tx) => {
        const expired = tx
          .select()
          .from(t.images)
          .where(and(isNotNull(t.images.deletedAt), sql`${t.images.deletedAt} < ${cutoff}`))
          .all();
        // Nothing to do is not a change: refuse, so nothing commits and the page is not re-rendered.
        if (expired.length === 0) return notFound();
        return { ok: true, value: purge(tx, expired, "expire", "system", randomUUID()) };
      });
      return result.ok ? result.value : [];
    },

    /** Whether this variant belongs to a photo in the library: one in its Trash, or no entry at all, is not served. */
    servesVariant(fileBase: string, width: number): boolean {
      const row = db
        .select({ widths: t.images.widths })
        .from(t.images)
        .where(and(eq(t.images.fileBase, fileBase), eq(t.images.kind, "photo"), isNull(t.images.deletedAt)))
        .get();
      return row?.widths.includes(width) ?? false;
    },

    /** The name of every variant file an entry lists, in the library or in its Trash. */
    variantFiles(): Set<string> {
      const rows = db
        .select({ fileBase: t.images.fileBase, widths: t.images.widths })
        .from(t.images)
        .where(and(eq(t.images.kind, "photo"), isNotNull(t.images.fileBase)))
        .all();
      return new Set(
        rows.flatMap((r) => r.widths.flatMap((w) => VARIANT_FORMATS.map((f) => variantFile(r.fileBase!, w, f)))),
      );
    },

    /** Whether any entry still names these files (a restore from backup may have brought one back). */
    fileBasesInUse(fileBases: string[]): Set<string> {
      if (fileBases.length === 0) return new Set();
      return new Set(
        db
          .select({ fileBase: t.images.fileBase })
          .from(t.images)
          .where(inArray(t.images.fileBase, fileBases))
          .all()
          .map((r) => r.fileBase!),
      );
    },
  };
}
