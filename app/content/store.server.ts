/**
 * The content store: the one door to the site's content. Reads are typed;
 * every write is validated with the entity's schema, runs in one transaction,
 * refuses a stale version, records an audit row and bumps the content version
 * that tells every process the public page must be re-rendered.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import type { Db } from "~/db/database.server";
import * as t from "~/db/schema";
import {
  bikeSchema,
  fieldErrors,
  fineSchema,
  idSchema,
  landmarkSchema,
  pickupPointSchema,
  policySchema,
  requirementSchema,
  settingsSchema,
  taxiSchema,
  testimonialSchema,
  type FieldErrors,
} from "./schema";
import type { Fine, HomeContent, Landmark, Settings } from "./types";

/** The editable lists, each with its table, its schema and what the operator calls one item. */
export const lists = {
  bikes: { table: t.bikes, schema: bikeSchema, noun: "bike", label: (v: { name: string }) => v.name },
  taxis: { table: t.taxiServices, schema: taxiSchema, noun: "taxi service", label: (v: { name: string }) => v.name },
  pickupPoints: {
    table: t.pickupPoints,
    schema: pickupPointSchema,
    noun: "pickup point",
    label: (v: { name: string }) => v.name,
  },
  testimonials: {
    table: t.testimonials,
    schema: testimonialSchema,
    noun: "review",
    label: (v: { author: string }) => v.author,
  },
  requirements: {
    table: t.requirements,
    schema: requirementSchema,
    noun: "requirement",
    label: (v: { text: string }) => v.text,
  },
  fines: { table: t.fines, schema: fineSchema, noun: "fine", label: (v: { offence: string }) => v.offence },
  policies: { table: t.policies, schema: policySchema, noun: "policy", label: (v: { text: string }) => v.text },
  landmarks: { table: t.landmarks, schema: landmarkSchema, noun: "landmark", label: (v: { name: string }) => v.name },
} as const;

export type ListKind = keyof typeof lists;
export const listKinds = Object.keys(lists) as ListKind[];

type ItemOf<K extends ListKind> = z.output<(typeof lists)[K]["schema"]>;
/** An item as the back office sees it: its fields, whether it is hidden, and the version an edit is based on. */
export type StoredItem<K extends ListKind> = ItemOf<K> & { id: string; hidden: boolean; version: number };
export type StoredSettings = Settings & { version: number };

export type WriteResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: "invalid" | "stale" | "missing" | "conflict"; message: string; fieldErrors: FieldErrors };

export interface WriteOptions {
  /** Who is making the change, for the audit log. */
  actor: string;
}

export interface Change {
  at: string;
  entity: string;
  entityId: string;
  action: string;
  actor: string;
}

// ---------------------------------------------------------------------------
// The export document: all content and settings, in readable JSON.

export const CONTENT_FORMAT = "sagara-content";

const withIdentity = <S extends z.ZodObject>(schema: S) =>
  schema.extend({ id: idSchema, hidden: z.boolean({ error: "hidden must be true or false" }).default(false) });

const listSchema = <S extends z.ZodObject>(schema: S) =>
  z.array(withIdentity(schema)).superRefine((items, ctx) => {
    const seen = new Set<string>();
    (items as { id: string }[]).forEach((item, index) => {
      if (seen.has(item.id))
        ctx.addIssue({ code: "custom", path: [index, "id"], message: `The ID "${item.id}" is used twice` });
      seen.add(item.id);
    });
  });

export const contentDocumentSchema = z.object({
  format: z.literal(CONTENT_FORMAT, { error: `format must be "${CONTENT_FORMAT}"` }),
  formatVersion: z.literal(1, { error: "formatVersion must be 1" }),
  exportedAt: z.string().optional(),
  settings: settingsSchema,
  bikes: listSchema(bikeSchema),
  taxis: listSchema(taxiSchema),
  pickupPoints: listSchema(pickupPointSchema),
  testimonials: listSchema(testimonialSchema),
  requirements: listSchema(requirementSchema),
  fines: listSchema(fineSchema),
  policies: listSchema(policySchema),
  landmarks: listSchema(landmarkSchema),
});

export type ContentDocument = z.output<typeof contentDocumentSchema>;

/** "bikes[3].price: Price must be …" */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.reduce<string>(
      (acc, part) => (typeof part === "number" ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part)),
      "",
    );
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}

// ---------------------------------------------------------------------------

export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50)
    .replace(/-+$/g, "");
  return slug || "item";
}

/** The sample content (or any HomeContent) as an import document, with IDs made from the texts. */
export function documentFromContent(content: HomeContent): ContentDocument {
  const withIds = <T>(items: T[], label: (item: T) => string) => {
    const used = new Set<string>();
    return items.map((item) => {
      const base = (item as { id?: string }).id ?? slugify(label(item));
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      return { ...item, id, hidden: false };
    });
  };
  return contentDocumentSchema.parse({
    format: CONTENT_FORMAT,
    formatVersion: 1,
    settings: content.settings,
    bikes: content.bikes,
    taxis: content.taxis,
    pickupPoints: content.pickupPoints,
    testimonials: content.testimonials,
    requirements: withIds(
      content.terms.requirements.map((text) => ({ text })),
      (r) => r.text,
    ),
    fines: withIds(content.terms.fines, (f) => f.offence),
    policies: withIds(
      content.terms.policies.map((text) => ({ text })),
      (p) => p.text,
    ),
    landmarks: withIds(content.landmarks, (l) => l.name),
  });
}

// ---------------------------------------------------------------------------

export interface ContentStoreOptions {
  now?: () => Date;
}

export type ContentStore = ReturnType<typeof createContentStore>;

export function createContentStore(db: Db, { now = () => new Date() }: ContentStoreOptions = {}) {
  const listeners = new Set<() => void>();
  const tableOf = (kind: ListKind) => lists[kind].table as unknown as SQLiteTable & ListColumns;

  type ListColumns = {
    id: typeof t.bikes.id;
    position: typeof t.bikes.position;
    hidden: typeof t.bikes.hidden;
    version: typeof t.bikes.version;
  };
  type Row = Record<string, unknown> & { id: string; position: number; hidden: boolean; version: number };
  type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

  function rows(kind: ListKind, q: Db | Tx = db): Row[] {
    const table = tableOf(kind);
    return q.select().from(table).orderBy(asc(table.position)).all() as Row[];
  }

  function findRow(q: Db | Tx, kind: ListKind, id: string): Row | undefined {
    const table = tableOf(kind);
    return q.select().from(table).where(eq(table.id, id)).get() as Row | undefined;
  }

  const stored = <K extends ListKind>(row: Row): StoredItem<K> => {
    const { position: _position, ...rest } = row;
    return rest as unknown as StoredItem<K>;
  };
  const publicItem = (row: Row) => {
    const { position: _p, hidden: _h, version: _v, ...rest } = row;
    return rest;
  };

  function settingsRow(q: Db | Tx = db): StoredSettings {
    const row = q.select().from(t.settings).where(eq(t.settings.id, 1)).get();
    if (!row) throw new Error("The settings row is missing: the database was not seeded");
    const { id: _id, ...rest } = row;
    return rest;
  }

  /** Bumps the content version and writes the audit row: inside the caller's transaction. */
  function recordChange(
    tx: Tx,
    change: { entity: string; entityId: string; action: string; before: unknown; after: unknown },
    actor: string,
  ) {
    const at = now().toISOString();
    tx.insert(t.auditLog)
      .values({ ...change, before: change.before ?? null, after: change.after ?? null, at, actor })
      .run();
    tx.update(t.contentMeta)
      .set({ version: sql`${t.contentMeta.version} + 1`, changedAt: at })
      .where(eq(t.contentMeta.id, 1))
      .run();
  }

  function write<T>(fn: (tx: Tx) => WriteResult<T>): WriteResult<T> {
    // A refusal inside the transaction rolls back whatever it had done.
    class Refusal extends Error {
      constructor(readonly result: WriteResult<T>) {
        super("refused");
      }
    }
    let result: WriteResult<T>;
    try {
      result = db.transaction(
        (tx) => {
          const r = fn(tx);
          if (!r.ok) throw new Refusal(r);
          return r;
        },
        { behavior: "immediate" },
      );
    } catch (error) {
      if (error instanceof Refusal) return error.result;
      throw error;
    }
    for (const listener of listeners) listener();
    return result;
  }

  const invalid = (error: z.ZodError): WriteResult<never> => ({
    ok: false,
    reason: "invalid",
    message: "Some fields need attention.",
    fieldErrors: fieldErrors(error),
  });
  const stale = (noun: string): WriteResult<never> => ({
    ok: false,
    reason: "stale",
    message: `Someone else saved a change to this ${noun} after you opened it. Reload to see their version, then make your change again.`,
    fieldErrors: {},
  });
  const missing = (noun: string): WriteResult<never> => ({
    ok: false,
    reason: "missing",
    message: `This ${noun} no longer exists. It may have been deleted; reload the list.`,
    fieldErrors: {},
  });

  /** Loads the row an edit is based on, refusing a missing row or a stale version. */
  function current(tx: Tx, kind: ListKind, id: string, baseVersion: number): Row | WriteResult<never> {
    const row = findRow(tx, kind, id);
    if (!row) return missing(lists[kind].noun);
    if (row.version !== baseVersion) return stale(lists[kind].noun);
    return row;
  }
  const isResult = (v: Row | WriteResult<never>): v is WriteResult<never> => "ok" in v && v.ok === false;

  /**
   * One edit of one item: refuse a missing or stale row, apply the change,
   * bump the item's version and audit the whole row before and after.
   */
  function changeItem<K extends ListKind>(
    kind: K,
    id: string,
    baseVersion: number,
    actor: string,
    action: string,
    change: (tx: Tx, row: Row) => Record<string, unknown>,
  ): WriteResult<StoredItem<K>> {
    return write((tx) => {
      const row = current(tx, kind, id, baseVersion);
      if (isResult(row)) return row;
      const table = tableOf(kind);
      const values = change(tx, row);
      tx.update(table)
        .set({ ...values, version: baseVersion + 1 } as never)
        .where(eq(table.id, id))
        .run();
      const after = findRow(tx, kind, id)!;
      recordChange(tx, { entity: kind, entityId: id, action, before: row, after }, actor);
      return { ok: true, value: stored<K>(after) };
    });
  }

  function renumber(tx: Tx, kind: ListKind, orderedIds: string[]) {
    const table = tableOf(kind);
    orderedIds.forEach((id, position) => tx.update(table).set({ position }).where(eq(table.id, id)).run());
  }

  function replaceAll(tx: Tx, doc: ContentDocument) {
    const { version: oldSettingsVersion } = tx.select({ version: t.settings.version }).from(t.settings).get() ?? {
      version: 0,
    };
    tx.delete(t.settings).run();
    tx.insert(t.settings)
      .values({ id: 1, ...doc.settings, version: oldSettingsVersion + 1 })
      .run();
    for (const kind of listKinds) {
      const table = tableOf(kind);
      // Versions keep counting up, so an editor holding an old copy is refused after an import.
      const oldVersions = new Map(rows(kind, tx).map((r) => [r.id, r.version]));
      tx.delete(table).run();
      (doc[kind] as { id: string }[]).forEach((item, position) => {
        tx.insert(table)
          .values({ ...item, position, version: (oldVersions.get(item.id) ?? 0) + 1 } as never)
          .run();
      });
    }
  }

  const store = {
    // ----------------------------------------------------------------- reads

    /** What the public page shows: visible items only, in order. */
    home(): HomeContent {
      const visible = <T>(kind: ListKind) =>
        rows(kind)
          .filter((r) => !r.hidden)
          .map(publicItem) as unknown as T[];
      const { version: _v, ...settings } = settingsRow();
      return {
        settings,
        bikes: visible("bikes"),
        taxis: visible("taxis"),
        pickupPoints: visible("pickupPoints"),
        testimonials: visible("testimonials"),
        terms: {
          requirements: visible<{ text: string }>("requirements").map((r) => r.text),
          fines: visible<Fine & { id: string }>("fines").map(({ id: _id, ...fine }) => fine),
          policies: visible<{ text: string }>("policies").map((r) => r.text),
        },
        landmarks: visible<Landmark & { id: string }>("landmarks").map(({ id: _id, ...l }) => l),
      };
    },

    settings(): Settings {
      const { version: _v, ...settings } = settingsRow();
      return settings;
    },

    /** Settings with the version an edit must be based on. */
    editableSettings(): StoredSettings {
      return settingsRow();
    },

    /** Every item of a list, hidden ones included, in order. */
    list<K extends ListKind>(kind: K): StoredItem<K>[] {
      return rows(kind).map((r) => stored<K>(r));
    },

    item<K extends ListKind>(kind: K, id: string): StoredItem<K> | undefined {
      const row = findRow(db, kind, id);
      return row ? stored<K>(row) : undefined;
    },

    /** Goes up by one with every committed change, from any process. */
    version(): number {
      return db.select({ version: t.contentMeta.version }).from(t.contentMeta).get()?.version ?? 0;
    },

    lastChange(): Change | undefined {
      return db
        .select({
          at: t.auditLog.at,
          entity: t.auditLog.entity,
          entityId: t.auditLog.entityId,
          action: t.auditLog.action,
          actor: t.auditLog.actor,
        })
        .from(t.auditLog)
        .orderBy(sql`${t.auditLog.id} desc`)
        .limit(1)
        .get();
    },

    exportAll(): ContentDocument {
      const { version: _v, ...settings } = settingsRow();
      const doc = {
        format: CONTENT_FORMAT,
        formatVersion: 1,
        exportedAt: now().toISOString(),
        settings,
      } as Record<string, unknown>;
      for (const kind of listKinds) doc[kind] = rows(kind).map(({ position: _p, version: _ver, ...item }) => item);
      return doc as ContentDocument;
    },

    // ---------------------------------------------------------------- writes

    saveSettings(input: unknown, baseVersion: number, { actor }: WriteOptions): WriteResult<StoredSettings> {
      const parsed = settingsSchema.safeParse(input);
      if (!parsed.success) return invalid(parsed.error);
      return write((tx) => {
        const before = settingsRow(tx);
        if (before.version !== baseVersion) return stale("settings page");
        tx.update(t.settings)
          .set({ ...parsed.data, version: baseVersion + 1 })
          .where(eq(t.settings.id, 1))
          .run();
        const after = settingsRow(tx);
        recordChange(tx, { entity: "settings", entityId: "settings", action: "update", before, after }, actor);
        return { ok: true, value: after };
      });
    },

    create<K extends ListKind>(kind: K, input: unknown, { actor }: WriteOptions): WriteResult<StoredItem<K>> {
      const { schema, noun, label } = lists[kind];
      const parsed = schema.safeParse(input);
      if (!parsed.success) return invalid(parsed.error);
      const requestedId = (input as { id?: unknown } | null)?.id;
      return write((tx) => {
        const existing = rows(kind, tx);
        let id: string;
        if (typeof requestedId === "string" && requestedId.trim()) {
          const idCheck = idSchema.safeParse(requestedId);
          if (!idCheck.success)
            return invalid(new z.ZodError(idCheck.error.issues.map((i) => ({ ...i, path: ["id"] }))));
          id = idCheck.data;
          if (existing.some((r) => r.id === id)) {
            return {
              ok: false,
              reason: "conflict",
              message: `Another ${noun} already has the ID "${id}".`,
              fieldErrors: { id: [`Another ${noun} already has this ID`] },
            };
          }
        } else {
          const base = slugify((label as (v: unknown) => string)(parsed.data));
          id = base;
          for (let n = 2; existing.some((r) => r.id === id); n++) id = `${base}-${n}`;
        }
        const values = { ...parsed.data, id, position: existing.length, hidden: false, version: 1 };
        tx.insert(tableOf(kind))
          .values(values as never)
          .run();
        const after = stored<K>(findRow(tx, kind, id)!);
        recordChange(tx, { entity: kind, entityId: id, action: "create", before: null, after }, actor);
        return { ok: true, value: after };
      });
    },

    update<K extends ListKind>(
      kind: K,
      id: string,
      input: unknown,
      baseVersion: number,
      { actor }: WriteOptions,
    ): WriteResult<StoredItem<K>> {
      const parsed = lists[kind].schema.safeParse(input);
      if (!parsed.success) return invalid(parsed.error);
      return changeItem(kind, id, baseVersion, actor, "update", () => parsed.data);
    },

    setHidden<K extends ListKind>(
      kind: K,
      id: string,
      hidden: boolean,
      baseVersion: number,
      { actor }: WriteOptions,
    ): WriteResult<StoredItem<K>> {
      return changeItem(kind, id, baseVersion, actor, hidden ? "hide" : "show", () => ({ hidden }));
    },

    /** Moves an item to a new place in its list (0 is first). */
    move<K extends ListKind>(
      kind: K,
      id: string,
      toIndex: number,
      baseVersion: number,
      { actor }: WriteOptions,
    ): WriteResult<StoredItem<K>> {
      return changeItem(kind, id, baseVersion, actor, "move", (tx) => {
        const ids = rows(kind, tx)
          .map((r) => r.id)
          .filter((x) => x !== id);
        ids.splice(Math.max(0, Math.min(ids.length, Math.trunc(toIndex))), 0, id);
        renumber(tx, kind, ids);
        return {};
      });
    },

    remove(kind: ListKind, id: string, baseVersion: number, { actor }: WriteOptions): WriteResult<{ id: string }> {
      return write((tx) => {
        const row = current(tx, kind, id, baseVersion);
        if (isResult(row)) return row;
        const table = tableOf(kind);
        tx.delete(table).where(eq(table.id, id)).run();
        renumber(
          tx,
          kind,
          rows(kind, tx).map((r) => r.id),
        );
        recordChange(tx, { entity: kind, entityId: id, action: "delete", before: stored(row), after: null }, actor);
        return { ok: true, value: { id } };
      });
    },

    /** Validates the whole document first; then replaces everything in one transaction, or changes nothing. */
    importAll(
      input: unknown,
      { actor }: WriteOptions,
    ): { ok: true; counts: Record<string, number> } | { ok: false; problems: string[] } {
      const parsed = contentDocumentSchema.safeParse(input);
      if (!parsed.success) return { ok: false, problems: describeIssues(parsed.error) };
      const doc = parsed.data;
      const counts = Object.fromEntries(listKinds.map((k) => [k, doc[k].length]));
      write((tx) => {
        replaceAll(tx, doc);
        recordChange(tx, { entity: "content", entityId: "all", action: "import", before: null, after: counts }, actor);
        return { ok: true, value: null };
      });
      return { ok: true, counts };
    },

    /** Called after every committed write made through this store. */
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/**
 * First start: seed the sample content in one transaction. Runs only when the
 * database has never been seeded, so a restart never overwrites anything.
 */
export function seedIfEmpty(
  db: Db,
  content: HomeContent,
  { now = () => new Date() }: ContentStoreOptions = {},
): boolean {
  return db.transaction(
    (tx) => {
      if (tx.select().from(t.contentMeta).get()) return false;
      const doc = documentFromContent(content);
      const at = now().toISOString();
      tx.insert(t.settings)
        .values({ id: 1, ...doc.settings, version: 1 })
        .run();
      for (const kind of listKinds) {
        const table = lists[kind].table as SQLiteTable;
        doc[kind].forEach((item, position) =>
          tx
            .insert(table)
            .values({ ...item, position, version: 1 } as never)
            .run(),
        );
      }
      tx.insert(t.contentMeta).values({ id: 1, version: 1, changedAt: at }).run();
      tx.insert(t.auditLog)
        .values({ entity: "content", entityId: "all", action: "seed", before: null, after: null, at, actor: "system" })
        .run();
      return true;
    },
    { behavior: "immediate" },
  );
}
