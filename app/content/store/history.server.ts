/**
 * Nothing is lost: every version of an item or settings section can be seen
 * and restored, a deleted item waits in the Trash for 30 days, and every
 * change is in the Activity log.
 */
import { and, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import * as t from "~/db/schema";
import type { AuditRow } from "../activity";
import { listInfo, listKinds, listSchemas, lists, TRASH_DAYS, type ListKind } from "../lists";
import { isSettingsSection, settingsSectionSchemas, type SettingsSection } from "../settings";
import {
  clashesOf,
  fieldsOf,
  findRow,
  liveRows,
  lockedChanges,
  renumber,
  stored,
  tableOf,
  trashedRows,
  type createListWrites,
  type TrashedItem,
} from "./lists.server";
import { readSection } from "./settings.server";
import { refuse, type Query, type WriteOptions, type WriteResult, type Writer } from "./transaction.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One row of the audit log, as History and Activity read it. */
export type AuditEntry = AuditRow;

/** The entities History and Activity know: the eight lists and the settings (by section). */
export type Entity = ListKind | "settings";

const auditColumns = {
  id: t.auditLog.id,
  at: t.auditLog.at,
  actor: t.auditLog.actor,
  entity: t.auditLog.entity,
  entityId: t.auditLog.entityId,
  action: t.auditLog.action,
  before: t.auditLog.before,
  after: t.auditLog.after,
  version: t.auditLog.version,
  detail: t.auditLog.detail,
};

/** Rows every list of the audit log leaves out: each seeded item (the seed's own row says it all). */
const notSeedItems = sql`not (${t.auditLog.action} = 'seed' and ${t.auditLog.entity} <> 'content')`;

export function purgeAt(deletedAt: string): string {
  return new Date(Date.parse(deletedAt) + TRASH_DAYS * DAY_MS).toISOString();
}

export function createHistory(w: Writer, db: Query, listWrites: ReturnType<typeof createListWrites>) {
  const readAudit = (where: SQL | undefined, limit: number, offset = 0) =>
    db
      .select(auditColumns)
      .from(t.auditLog)
      .where(where)
      .orderBy(desc(t.auditLog.id))
      .limit(limit)
      .offset(offset)
      .all() as AuditEntry[];

  /** Deletes for good what has been in the Trash longer than TRASH_DAYS. */
  function purgeExpired(): number {
    const cutoff = new Date(w.now().getTime() - TRASH_DAYS * DAY_MS).toISOString();
    let purged = 0;
    const result = w.write((tx) => {
      const batch = randomUUID();
      for (const kind of listKinds) {
        const table = tableOf(kind);
        for (const row of trashedRows(tx, kind).filter((r) => r.deletedAt! < cutoff)) {
          tx.delete(table).where(eq(table.id, row.id)).run();
          w.record(
            tx,
            { entity: kind, entityId: row.id, action: "expire", before: stored(row), after: null, batch },
            "system",
          );
          purged++;
        }
      }
      // Nothing to do is not a change: refuse, so nothing commits and no listener re-renders.
      return purged ? { ok: true, value: purged } : { ok: false, reason: "missing", message: "", fieldErrors: {} };
    });
    return result.ok ? result.value : 0;
  }

  return {
    purgeExpired,

    /** Every recorded version of an item or settings section, newest first. */
    history(entity: Entity, entityId: string, { limit = 200 } = {}): AuditEntry[] {
      return readAudit(and(eq(t.auditLog.entity, entity), eq(t.auditLog.entityId, entityId)), limit);
    },

    /** The audit log, newest first, a page at a time, optionally for one entity kind. */
    activity({ page = 1, perPage = 25, entity }: { page?: number; perPage?: number; entity?: string } = {}) {
      const where = and(notSeedItems, entity ? eq(t.auditLog.entity, entity) : undefined);
      const total =
        db
          .select({ n: sql<number>`count(*)` })
          .from(t.auditLog)
          .where(where)
          .get()?.n ?? 0;
      const pages = Math.max(1, Math.ceil(total / perPage));
      const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
      return { entries: readAudit(where, perPage, (current - 1) * perPage), total, page: current, pages };
    },

    /**
     * Puts an item or section back exactly as it was at one recorded version.
     * The restore is itself a new version, so it can be undone the same way.
     */
    restoreVersion(
      entity: Entity,
      entityId: string,
      auditId: number,
      baseVersion: number,
      { actor }: WriteOptions,
    ): WriteResult<{ version: number }> {
      const row = db
        .select(auditColumns)
        .from(t.auditLog)
        .where(
          and(
            eq(t.auditLog.id, auditId),
            eq(t.auditLog.entity, entity),
            eq(t.auditLog.entityId, entityId),
            isNotNull(t.auditLog.after),
            isNotNull(t.auditLog.version),
          ),
        )
        .get() as AuditEntry | undefined;
      const noun = entity === "settings" ? "version" : `version of this ${lists[entity].noun}`;
      if (!row?.after) {
        return { ok: false, reason: "missing", message: `That ${noun} is not in the history.`, fieldErrors: {} };
      }
      const snapshot = row.after;
      const detail = { fromVersion: row.version, fromAt: row.at };

      if (entity === "settings") {
        if (!isSettingsSection(entityId)) return refuse.missing("section");
        const parsed = settingsSectionSchemas[entityId].safeParse(snapshot);
        if (!parsed.success) return refuse.invalid(parsed.error);
        const section = entityId as SettingsSection;
        return w.write((tx) => {
          const before = readSection(tx, section);
          if (before.version !== baseVersion) {
            return refuse.stale("section", w.conflictWith(tx, "settings", section, before, baseVersion));
          }
          const version = before.version + 1;
          tx.update(t.settingsSections)
            .set({ data: parsed.data as Record<string, unknown>, version })
            .where(eq(t.settingsSections.section, section))
            .run();
          const after = readSection(tx, section);
          w.record(
            tx,
            { entity: "settings", entityId: section, action: "revert", before, after, version, detail },
            actor,
          );
          return { ok: true, value: { version } };
        });
      }

      const parsed = listSchemas[entity].safeParse(snapshot);
      if (!parsed.success) return refuse.invalid(parsed.error);
      const result = listWrites.changeItem(
        entity,
        entityId,
        baseVersion,
        actor,
        "revert",
        (tx, current) =>
          // A customer's words stay as written, whatever an older version held (decision 026).
          lockedChanges(entity, fieldsOf(entity, current), parsed.data as Record<string, unknown>) ??
          clashesOf(tx, entity, parsed.data as Record<string, unknown>, entityId) ?? {
            set: { ...(parsed.data as Record<string, unknown>), hidden: Boolean(snapshot.hidden) },
            detail,
          },
      );
      return result.ok ? { ok: true, value: { version: result.value.version } } : result;
    },

    /**
     * What is in the Trash, newest first, with when each item goes for good.
     * A read: what has stayed past its time is left out here and deleted by
     * purgeExpired, which the server runs on a timer.
     */
    trash(): (TrashedItem & { kind: ListKind; label: string; purgeAt: string })[] {
      const now = w.now().toISOString();
      return listKinds
        .flatMap((kind) =>
          trashedRows(db, kind)
            .filter((row) => purgeAt(row.deletedAt!) >= now)
            .map((row) => ({
              ...(stored(row) as TrashedItem),
              deletedAt: row.deletedAt!,
              kind,
              label: listInfo(kind).label(row),
              purgeAt: purgeAt(row.deletedAt!),
            })),
        )
        .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
    },

    /** Brings an item back from the Trash to where it was in its list, with its history. */
    restoreFromTrash(kind: ListKind, id: string, baseVersion: number, { actor }: WriteOptions) {
      const noun = lists[kind].noun;
      return w.write((tx) => {
        const row = findRow(tx, kind, id);
        if (!row || !row.deletedAt) return refuse.missing(`${noun} in the Trash`);
        if (row.version !== baseVersion) return refuse.stale(noun);
        const clash = clashesOf(tx, kind, row, id);
        if (clash) return clash;
        const ids = liveRows(tx, kind).map((r) => r.id);
        ids.splice(Math.min(row.position, ids.length), 0, id);
        const table = tableOf(kind);
        tx.update(table)
          .set({ deletedAt: null, version: row.version + 1 })
          .where(eq(table.id, id))
          .run();
        renumber(tx, kind, ids);
        const after = stored(findRow(tx, kind, id)!);
        w.record(
          tx,
          { entity: kind, entityId: id, action: "untrash", before: stored(row), after, version: after.version },
          actor,
        );
        return { ok: true, value: after };
      });
    },

    /** Deletes one item in the Trash for good. Its history stays in the Activity log. */
    deleteForever(kind: ListKind, id: string, baseVersion: number, { actor }: WriteOptions) {
      const noun = lists[kind].noun;
      return w.write((tx) => {
        const row = findRow(tx, kind, id);
        if (!row || !row.deletedAt) return refuse.missing(`${noun} in the Trash`);
        if (row.version !== baseVersion) return refuse.stale(noun);
        const table = tableOf(kind);
        tx.delete(table).where(eq(table.id, id)).run();
        w.record(tx, { entity: kind, entityId: id, action: "purge", before: stored(row), after: null }, actor);
        return { ok: true, value: { id } };
      });
    },

    /** Deletes everything in the Trash for good. */
    emptyTrash({ actor }: WriteOptions): WriteResult<{ count: number }> {
      return w.write((tx) => {
        const batch = randomUUID();
        let count = 0;
        for (const kind of listKinds) {
          const table = tableOf(kind);
          for (const row of trashedRows(tx, kind)) {
            tx.delete(table).where(eq(table.id, row.id)).run();
            w.record(
              tx,
              { entity: kind, entityId: row.id, action: "purge", before: stored(row), after: null, batch },
              actor,
            );
            count++;
          }
        }
        if (count === 0)
          return { ok: false, reason: "missing", message: "The Trash is already empty.", fieldErrors: {} };
        return { ok: true, value: { count } };
      });
    },
  };
}
