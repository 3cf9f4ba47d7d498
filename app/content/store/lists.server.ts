/**
 * The eight lists: their tables, how rows are read, and every write to one
 * item (create, edit, hide or show, move, put in the Trash). Each write
 * checks the version the operator's screen was based on and records the item
 * as it was left, so History can show and restore every version.
 */
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import { keptQuery } from "~/db/kept-query.server";
import * as t from "~/db/schema";
import { idSchema } from "../checks";
import { listInfo, listSchemas, lists, type ItemOf, type ListKind } from "../lists";
import {
  refuse,
  sameValues,
  type Refusal,
  type Query,
  type Tx,
  type WriteOptions,
  type WriteResult,
  type Writer,
} from "./transaction.server";

const tables = {
  bikes: t.bikes,
  seasons: t.seasons,
  taxis: t.taxiServices,
  pickupPoints: t.pickupPoints,
  testimonials: t.testimonials,
  requirements: t.requirements,
  fines: t.fines,
  policies: t.policies,
  landmarks: t.landmarks,
  about: t.aboutSections,
  faq: t.faq,
} satisfies Record<ListKind, SQLiteTable>;

type ListTable = SQLiteTable & {
  id: typeof t.bikes.id;
  position: typeof t.bikes.position;
  hidden: typeof t.bikes.hidden;
  version: typeof t.bikes.version;
  deletedAt: typeof t.bikes.deletedAt;
};
export const tableOf = (kind: ListKind): ListTable => tables[kind];

export type Row = Record<string, unknown> & {
  id: string;
  position: number;
  hidden: boolean;
  version: number;
  deletedAt: string | null;
};

/** An item as the back office sees it: its fields, whether it is hidden, and the version an edit is based on. */
export type StoredItem<K extends ListKind> = ItemOf<K> & { id: string; hidden: boolean; version: number };
/** An item in the Trash, with when it was put there. */
export type TrashedItem<K extends ListKind = ListKind> = StoredItem<K> & { deletedAt: string };

/** Live rows of a list, in page order (the Trash excluded). */
export function liveRows(q: Query, kind: ListKind): Row[] {
  const read = keptQuery(q, `live ${kind}`, () => {
    const table = tableOf(kind);
    return q.select().from(table).where(isNull(table.deletedAt)).orderBy(asc(table.position)).prepare();
  });
  return read.all() as Row[];
}

export function trashedRows(q: Query, kind: ListKind): Row[] {
  const table = tableOf(kind);
  return q.select().from(table).where(isNotNull(table.deletedAt)).all() as Row[];
}

/** One row, live or trashed. */
export function findRow(q: Query, kind: ListKind, id: string): Row | undefined {
  const table = tableOf(kind);
  return q.select().from(table).where(eq(table.id, id)).get() as Row | undefined;
}

export function findLiveRow(q: Query, kind: ListKind, id: string): Row | undefined {
  const table = tableOf(kind);
  return q
    .select()
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .get() as Row | undefined;
}

/** The item as History keeps it: fields, id, hidden and version (not its place in the list). */
export function stored<K extends ListKind>(row: Row): StoredItem<K> {
  const { position: _position, deletedAt: _deletedAt, ...rest } = row;
  // Every row was written through its list's schema, so its fields are the item's (the columns' types are wider).
  return rest as StoredItem<K>;
}

/** Only the fields the item's schema knows, from a stored item or a snapshot. */
export function fieldsOf(kind: ListKind, item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(listSchemas[kind].shape).map((key) => [key, item[key]]));
}

/** Gives the live rows positions 0, 1, 2, … in the given order. */
export function renumber(tx: Tx, kind: ListKind, orderedIds: string[]) {
  const table = tableOf(kind);
  orderedIds.forEach((id, position) => tx.update(table).set({ position }).where(eq(table.id, id)).run());
}

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

/** An ID made from the item's name, not used by any row of the list (the Trash included). */
function freeId(q: Query, kind: ListKind, label: string): string {
  const base = slugify(label);
  let id = base;
  for (let n = 2; findRow(q, kind, id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * An item's clashes with the list's other live items (a season overlapping
 * another), as messages by field; null when there are none. Read inside the
 * write's transaction, so two saves cannot both slip past.
 */
export function clashesOf(q: Query, kind: ListKind, item: Record<string, unknown>, id: string | null) {
  const { clashes } = listInfo(kind);
  if (!clashes) return null;
  const others = liveRows(q, kind).filter((row) => row.id !== id);
  const found = clashes(item, others);
  if (!found.length) return null;
  const errors: Record<string, string[]> = {};
  for (const { field, message } of found) (errors[field] ??= []).push(message);
  return refuse.fields(errors);
}

/**
 * The locked fields (a customer's words) a change would alter, as messages by
 * field; null when it alters none. An item added by hand (`was` null) must
 * leave them at their defaults.
 */
export function lockedChanges(kind: ListKind, was: Record<string, unknown> | null, item: Record<string, unknown>) {
  const { locked, fields } = listInfo(kind);
  const errors: Record<string, string[]> = {};
  for (const field of locked?.(was ?? item) ?? []) {
    const before = was ? was[field] : fields[field]!.schema.safeParse(undefined).data;
    if (!sameValues(before, item[field])) {
      errors[field] = [`${fields[field]!.label} cannot be changed: it stays as it was written`];
    }
  }
  return Object.keys(errors).length ? refuse.fields(errors) : null;
}

/** What one change sets on the row, and anything the audit log should know besides. */
export interface ItemChange {
  set: Record<string, unknown>;
  detail?: Record<string, unknown>;
}

export function createListWrites(w: Writer) {
  /**
   * One change of one live item: refuse a missing row or a stale version
   * (saying who changed it), apply the change, bump the version and record
   * the item as it now is.
   */
  function changeItem<K extends ListKind>(
    kind: K,
    id: string,
    baseVersion: number,
    actor: string,
    action: string,
    change: (tx: Tx, row: Row) => ItemChange | WriteResult<never> | "unchanged",
  ): WriteResult<StoredItem<K>> {
    const noun = lists[kind].noun;
    return w.write((tx): WriteResult<StoredItem<K>> => {
      const row = findLiveRow(tx, kind, id);
      if (!row) return refuse.missing(noun);
      if (row.version !== baseVersion) {
        return refuse.stale(noun, w.conflictWith(tx, kind, id, stored(row), baseVersion));
      }
      const outcome = change(tx, row);
      // Nothing to change: no new version, nothing in History or Activity.
      if (outcome === "unchanged") return { ok: true, value: stored<K>(row), unchanged: true };
      if ("ok" in outcome) return outcome;
      const table = tableOf(kind);
      tx.update(table)
        .set({ ...outcome.set, version: row.version + 1 })
        .where(eq(table.id, id))
        .run();
      const after = stored<K>(findRow(tx, kind, id)!);
      w.record(
        tx,
        {
          entity: kind,
          entityId: id,
          action,
          before: stored(row),
          after,
          version: after.version,
          detail: outcome.detail,
        },
        actor,
      );
      return { ok: true, value: after };
    });
  }

  return {
    changeItem,

    /**
     * Adds an item at the end of its list. `fromVisitor`: written by a visitor
     * through a checked door (a review link), so it may set the locked fields;
     * `hidden`: it waits off the page until the owner shows it; `alongside`:
     * what must be written in the same transaction (the link marked used), or
     * a refusal that adds nothing.
     */
    create<K extends ListKind>(
      kind: K,
      input: unknown,
      {
        actor,
        hidden = false,
        fromVisitor = false,
        alongside,
      }: WriteOptions & { hidden?: boolean; fromVisitor?: boolean; alongside?: (tx: Tx, id: string) => Refusal | null },
    ): WriteResult<StoredItem<K>> {
      if (listInfo(kind).addedByVisitorsOnly && !fromVisitor) return refuse.notByHand(listInfo(kind).title);
      const parsed = listSchemas[kind].safeParse(input);
      if (!parsed.success) return refuse.invalid(parsed.error);
      const locked = fromVisitor ? null : lockedChanges(kind, null, parsed.data as Record<string, unknown>);
      if (locked) return locked;
      const requestedId = (input as { id?: unknown } | null)?.id;
      const { noun, label } = listInfo(kind);
      return w.write((tx) => {
        let id: string;
        if (typeof requestedId === "string" && requestedId.trim()) {
          const idCheck = idSchema.safeParse(requestedId);
          if (!idCheck.success)
            return refuse.invalid(new z.ZodError(idCheck.error.issues.map((i) => ({ ...i, path: ["id"] }))));
          id = idCheck.data;
          if (findRow(tx, kind, id)) {
            return {
              ok: false,
              reason: "conflict",
              message: `Another ${noun} already has the ID "${id}".`,
              fieldErrors: { id: [`Another ${noun} already has this ID`] },
            };
          }
        } else {
          id = freeId(tx, kind, label(parsed.data as Record<string, unknown>));
        }
        const clash = clashesOf(tx, kind, parsed.data as Record<string, unknown>, null);
        if (clash) return clash;
        const position = liveRows(tx, kind).length;
        tx.insert(tableOf(kind))
          .values({ ...parsed.data, id, position, hidden, version: 1 })
          .run();
        const after = stored<K>(findRow(tx, kind, id)!);
        w.record(tx, { entity: kind, entityId: id, action: "create", before: null, after, version: 1 }, actor);
        return alongside?.(tx, id) ?? { ok: true, value: after };
      });
    },

    update<K extends ListKind>(
      kind: K,
      id: string,
      input: unknown,
      baseVersion: number,
      { actor }: WriteOptions,
    ): WriteResult<StoredItem<K>> {
      const parsed = listSchemas[kind].safeParse(input);
      if (!parsed.success) return refuse.invalid(parsed.error);
      return changeItem(kind, id, baseVersion, actor, "update", (tx, row) => {
        if (sameValues(fieldsOf(kind, row), fieldsOf(kind, parsed.data))) return "unchanged";
        return (
          lockedChanges(kind, row, parsed.data as Record<string, unknown>) ??
          clashesOf(tx, kind, parsed.data as Record<string, unknown>, id) ?? { set: parsed.data }
        );
      });
    },

    setHidden<K extends ListKind>(
      kind: K,
      id: string,
      hidden: boolean,
      baseVersion: number,
      { actor }: WriteOptions,
    ): WriteResult<StoredItem<K>> {
      return changeItem(
        kind,
        id,
        baseVersion,
        actor,
        hidden ? "hide" : "show",
        (tx) => (hidden && w.mayLeave(tx, kind, id, "hide")) || { set: { hidden } },
      );
    },

    /** Moves an item to a new place among the live items (0 is first). */
    move<K extends ListKind>(
      kind: K,
      id: string,
      toIndex: number,
      baseVersion: number,
      { actor }: WriteOptions,
    ): WriteResult<StoredItem<K>> {
      return changeItem(kind, id, baseVersion, actor, "move", (tx, row) => {
        const ids = liveRows(tx, kind)
          .map((r) => r.id)
          .filter((x) => x !== id);
        const to = Number.isFinite(toIndex) ? Math.max(0, Math.min(ids.length, Math.trunc(toIndex))) : ids.length;
        ids.splice(to, 0, id);
        renumber(tx, kind, ids);
        return { set: {}, detail: { from: row.position + 1, to: to + 1 } };
      });
    },

    /** Delete: the item leaves the page and waits in the Trash, with its history, for 30 days. */
    remove<K extends ListKind>(
      kind: K,
      id: string,
      baseVersion: number,
      { actor }: WriteOptions,
    ): WriteResult<StoredItem<K>> {
      return changeItem(kind, id, baseVersion, actor, "trash", (tx) => {
        const refusal = w.mayLeave(tx, kind, id, "trash");
        if (refusal) return refusal;
        renumber(
          tx,
          kind,
          liveRows(tx, kind)
            .map((r) => r.id)
            .filter((x) => x !== id),
        );
        return { set: { deletedAt: w.now().toISOString() } };
      });
    },
  };
}
