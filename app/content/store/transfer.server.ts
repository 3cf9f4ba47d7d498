/**
 * All content and settings as one readable JSON document: export, import
 * (checked whole, applied whole or not at all) and the first start's seed.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/database.server";
import * as t from "~/db/schema";
import { idSchema } from "../checks";
import { listInfo, listKinds, listSchemas, type ListKind } from "../lists";
import { missingSectionValues, sectionInfo, settingsSchema, settingsSectionNames } from "../settings";
import type { ContentData, Settings } from "../types";
import type { ImageCatalog } from "./images-port";
import { fieldsOf, findRow, liveRows, lockedChanges, renumber, stored, tableOf } from "./lists.server";
import { readSettings, writeAllSections } from "./settings.server";
import { auditRow, createWriter, type Query, type Tx, type Writer } from "./transaction.server";

const CONTENT_FORMAT = "sagara-content";
/**
 * 2: images are named by their library id. Version 1 named them by path
 * ("/art/bikes/honda-dio.svg"); such documents are still read, their paths
 * mapped to the ids the library gave those files.
 */
const CONTENT_FORMAT_VERSION = 2;

/** Settings added since the first export format: an older document gets these. */
const newerSettings: Partial<Settings> = {
  heroImage: "art-hero",
  openingHours: [],
  timeZone: "Asia/Kolkata",
  latitude: null,
  longitude: null,
  siteUrl: "",
  metaDescription: "",
  ...missingSectionValues,
};

const withIdentity = <S extends z.ZodObject>(schema: S) =>
  schema.extend({ id: idSchema, hidden: z.boolean({ error: "hidden must be true or false" }).default(false) });

/**
 * The most items a list of the document may hold: far more than any page of a
 * shop shows, and few enough that a doctored file cannot make a public page
 * of megabytes (each text has its own cap in its field's check).
 */
const MAX_LIST_ITEMS = 100;

/** A list of the document: at most MAX_LIST_ITEMS, each item checked by the list's schema, the ids once each, no two items clashing. */
const listSchema = <K extends ListKind>(kind: K) =>
  z
    .array(withIdentity(listSchemas[kind] as (typeof listSchemas)[K]))
    .max(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} items in a list`)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      const { clashes } = listInfo(kind);
      (items as (Record<string, unknown> & { id: string })[]).forEach((item, index, all) => {
        if (seen.has(item.id))
          ctx.addIssue({ code: "custom", path: [index, "id"], message: `The ID "${item.id}" is used twice` });
        seen.add(item.id);
        for (const clash of clashes?.(item, all.slice(0, index)) ?? []) {
          ctx.addIssue({ code: "custom", path: [index, clash.field], message: clash.message });
        }
      });
    });

/** Lists added since the first documents of this format: a document without one leaves that list as it is. */
const newerLists: readonly ListKind[] = ["seasons", "about", "faq"];

const listsShape = Object.fromEntries(
  listKinds.map((kind) => [kind, newerLists.includes(kind) ? listSchema(kind).optional() : listSchema(kind)]),
) as { [K in ListKind]: ReturnType<typeof listSchema<K>> };

export const contentDocumentSchema = z.object({
  format: z.literal(CONTENT_FORMAT, { error: `format must be "${CONTENT_FORMAT}"` }),
  formatVersion: z.literal(CONTENT_FORMAT_VERSION, { error: "formatVersion must be 1 or 2" }),
  exportedAt: z.string().optional(),
  settings: z.preprocess(
    (v) => (v && typeof v === "object" && !Array.isArray(v) ? { ...newerSettings, ...v } : v),
    settingsSchema,
  ),
  ...listsShape,
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

/** Where a document holds image ids: each list's image fields, and the settings'. */
const listImageFields = listKinds.flatMap((kind) => listInfo(kind).imageFields.map((field) => ({ kind, field })));
const settingsImageFields = settingsSectionNames.flatMap((s) => sectionInfo(s).imageFields);

/**
 * A version-1 document made current: each image path becomes the id the
 * library gave that file. Answers which id came from which path, for messages.
 */
function upgradeDocument(
  input: unknown,
  legacyId: (path: string) => string,
): { doc: unknown; paths: Map<string, string> } {
  const paths = new Map<string, string>();
  const doc = input as Record<string, unknown> | null;
  if (!doc || typeof doc !== "object" || doc.formatVersion !== 1) return { doc: input, paths };
  const mapped = (value: unknown) => {
    if (typeof value !== "string" || !value.startsWith("/")) return value;
    const id = legacyId(value);
    paths.set(id, value);
    return id;
  };
  const upgraded: Record<string, unknown> = { ...doc, formatVersion: CONTENT_FORMAT_VERSION };
  for (const { kind, field } of listImageFields) {
    const items = upgraded[kind];
    if (Array.isArray(items)) {
      upgraded[kind] = items.map((item) =>
        item && typeof item === "object"
          ? { ...item, [field]: mapped((item as Record<string, unknown>)[field]) }
          : item,
      );
    }
  }
  const settings = doc.settings as Record<string, unknown> | undefined;
  if (settings && typeof settings === "object") {
    upgraded.settings = Object.fromEntries(
      Object.entries(settings).map(([k, v]) => [k, settingsImageFields.includes(k) ? mapped(v) : v]),
    );
  }
  return { doc: upgraded, paths };
}

/** Every image a document names that cannot be used, with its path: "bikes[2].image: No image …". */
function imageReferenceProblems(w: Writer, doc: ContentDocument, paths: Map<string, string>): string[] {
  const problems: string[] = [];
  const check = (where: string, id: string) => {
    const problem = w.images.problem(w.db, id);
    const from = paths.get(id);
    if (problem) problems.push(`${where}: ${problem}${from ? ` (the file names it ${from})` : ""}`);
  };
  for (const field of settingsImageFields) {
    check(`settings.${field}`, (doc.settings as Record<string, unknown>)[field] as string);
  }
  for (const { kind, field } of listImageFields) {
    ((doc[kind] ?? []) as Record<string, unknown>[]).forEach((item, index) =>
      check(`${kind}[${index}].${field}`, item[field] as string),
    );
  }
  return problems;
}

/**
 * What an import may not do to words a customer wrote: add a review (they
 * come only through review links), or change a review's locked fields (its
 * reply, place and visibility it may change). Each with its path.
 */
function customerWordsProblems(q: Query, doc: ContentDocument): string[] {
  const problems: string[] = [];
  for (const kind of listKinds) {
    const { locked, addedByVisitorsOnly, title, label } = listInfo(kind);
    if (!locked && !addedByVisitorsOnly) continue;
    ((doc[kind] ?? []) as (Record<string, unknown> & { id: string })[]).forEach((item, index) => {
      const row = findRow(q, kind, item.id);
      if (!row) {
        if (addedByVisitorsOnly) {
          problems.push(
            `${kind}[${index}]: ${title} come only from customers, through a review link: “${label(item)}” cannot be added by an import`,
          );
        }
        return;
      }
      const refusal = lockedChanges(kind, fieldsOf(kind, row), item);
      for (const [field, [message]] of Object.entries(refusal?.fieldErrors ?? {})) {
        problems.push(`${kind}[${index}].${field}: ${message}`);
      }
    });
  }
  return problems;
}

/** The sample content (or any ContentData) as an import document. */
function documentFromContent(content: ContentData): ContentDocument {
  return contentDocumentSchema.parse({ format: CONTENT_FORMAT, formatVersion: CONTENT_FORMAT_VERSION, ...content });
}

export type ImportResult =
  | { ok: true; counts: Record<string, number>; changes: { added: number; changed: number; trashed: number } }
  | { ok: false; problems: string[] };

export function createTransfer(w: Writer, db: Db) {
  /**
   * Makes the lists and settings what the document says. Items it names are
   * added or changed (a trashed one comes back); live items it leaves out go
   * to the Trash, but for reviews, which only customers add. Unchanged items keep their version, so nobody editing them
   * is refused for nothing.
   */
  function apply(tx: Tx, doc: ContentDocument, actor: string, batch: string) {
    const changes = { added: 0, changed: 0, trashed: 0 };
    writeAllSections(tx, doc.settings, w, { actor, action: "import", batch });
    for (const kind of listKinds) {
      const table = tableOf(kind);
      const items = doc[kind] as (Record<string, unknown> & { id: string; hidden: boolean })[] | undefined;
      if (!items) continue;
      const named = new Set(items.map((i) => i.id));
      // A review that arrived after the document was exported is the customer's, not the document's to remove: it stays, after the named ones.
      const left = liveRows(tx, kind).filter((r) => !named.has(r.id));
      const kept = listInfo(kind).addedByVisitorsOnly ? left : [];
      for (const row of kept.length ? [] : left) {
        tx.update(table)
          .set({ deletedAt: w.now().toISOString(), version: row.version + 1 })
          .where(eq(table.id, row.id))
          .run();
        const after = stored(findRow(tx, kind, row.id)!);
        w.record(
          tx,
          {
            entity: kind,
            entityId: row.id,
            action: "trash",
            before: stored(row),
            after,
            version: after.version,
            batch,
          },
          actor,
        );
        changes.trashed++;
      }
      items.forEach((item, position) => {
        const row = findRow(tx, kind, item.id);
        const values = { ...fieldsOf(kind, item), hidden: item.hidden };
        if (!row) {
          tx.insert(table)
            .values({ ...values, id: item.id, position, version: 1 })
            .run();
          const after = stored(findRow(tx, kind, item.id)!);
          w.record(
            tx,
            { entity: kind, entityId: item.id, action: "import", before: null, after, version: 1, batch },
            actor,
          );
          changes.added++;
          return;
        }
        const same =
          !row.deletedAt && JSON.stringify({ ...fieldsOf(kind, row), hidden: row.hidden }) === JSON.stringify(values);
        if (same) return;
        tx.update(table)
          .set({ ...values, deletedAt: null, position, version: row.version + 1 })
          .where(eq(table.id, item.id))
          .run();
        const after = stored(findRow(tx, kind, item.id)!);
        w.record(
          tx,
          {
            entity: kind,
            entityId: item.id,
            action: "import",
            before: stored(row),
            after,
            version: after.version,
            batch,
          },
          actor,
        );
        changes.changed++;
      });
      renumber(tx, kind, [...items.map((i) => i.id), ...kept.map((r) => r.id)]);
    }
    return changes;
  }

  return {
    exportAll(): ContentDocument {
      const doc = {
        format: CONTENT_FORMAT,
        formatVersion: CONTENT_FORMAT_VERSION,
        exportedAt: w.now().toISOString(),
        settings: readSettings(db),
      } as Record<string, unknown>;
      for (const kind of listKinds) {
        doc[kind] = liveRows(db, kind).map((row) => ({ id: row.id, ...fieldsOf(kind, row), hidden: row.hidden }));
      }
      return doc as ContentDocument;
    },

    /** Checks the whole document first; then applies all of it in one transaction, or nothing. */
    importAll(input: unknown, { actor }: { actor: string }): ImportResult {
      const { doc: current, paths } = upgradeDocument(input, w.images.legacyId);
      const parsed = contentDocumentSchema.safeParse(current);
      if (!parsed.success) return { ok: false, problems: describeIssues(parsed.error) };
      const doc = parsed.data;
      // Read again inside the write (the store refuses there too); checked here to name every problem with its path.
      const missing = imageReferenceProblems(w, doc, paths);
      if (missing.length) return { ok: false, problems: missing };
      const words = customerWordsProblems(db, doc);
      if (words.length) return { ok: false, problems: words };
      const counts = Object.fromEntries(listKinds.map((k) => [k, doc[k]?.length ?? 0]));
      const result = w.write((tx) => {
        // Again inside the write: a review may have arrived since.
        const arrived = customerWordsProblems(tx, doc);
        if (arrived.length) return { ok: false, reason: "invalid", message: arrived.join("\n"), fieldErrors: {} };
        const batch = randomUUID();
        const changes = apply(tx, doc, actor, batch);
        w.record(
          tx,
          { entity: "content", entityId: "all", action: "import", before: null, after: null, batch, detail: changes },
          actor,
        );
        return { ok: true, value: changes };
      });
      if (!result.ok) return { ok: false, problems: [result.message] };
      return { ok: true, counts, changes: result.value };
    },
  };
}

/**
 * First start: seed the sample content in one transaction, each item with its
 * first version recorded so History can return to it. Runs only when the
 * database holds no content yet, so a restart never overwrites anything.
 */
export function seedIfEmpty(
  db: Db,
  content: ContentData,
  {
    images,
    now = () => new Date(),
    alongside,
  }: { images: ImageCatalog; now?: () => Date; alongside?: (tx: Tx, at: Date) => void },
): boolean {
  return db.transaction(
    (tx) => {
      if (tx.select().from(t.contentMeta).get()) return false;
      const doc = documentFromContent(content);
      const at = now().toISOString();
      const batch = randomUUID();
      const w = createWriter(db, now, images);
      // The sections are written through the same code as an import, then the version is set to 1 below.
      tx.insert(t.contentMeta).values({ id: 1, version: 0, changedAt: at }).run();
      // The drawings first: the content below refers to them, and the store checks every reference.
      images.seed(tx, { at, batch });
      writeAllSections(tx, doc.settings, w, { actor: "system", action: "seed", batch });
      for (const kind of listKinds) {
        ((doc[kind] ?? []) as { id: string }[]).forEach((item, position) => {
          tx.insert(tableOf(kind))
            .values({ ...item, position, version: 1 })
            .run();
          const after = stored(findRow(tx, kind, item.id)!);
          auditRow(
            tx,
            { entity: kind, entityId: item.id, action: "seed", before: null, after, version: 1, batch },
            "system",
            at,
          );
        });
      }
      // What is built on the content and starts with it (the sample vehicles), in the same transaction.
      alongside?.(tx, new Date(at));
      tx.update(t.contentMeta).set({ version: 1, changedAt: at }).where(eq(t.contentMeta.id, 1)).run();
      auditRow(
        tx,
        { entity: "content", entityId: "all", action: "seed", before: null, after: null, batch },
        "system",
        at,
      );
      return true;
    },
    { behavior: "immediate" },
  );
}
