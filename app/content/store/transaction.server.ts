/**
 * The one way content is written: inside `write`, a BEGIN IMMEDIATE
 * transaction that either commits every statement of a change (the row, its
 * audit entry, the content version) or none of them.
 */
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "~/db/database.server";
import * as t from "~/db/schema";
import { fieldErrors, type FieldErrors } from "../checks";
import { listInfo, listKinds, type ListKind } from "../lists";
import { isSettingsSection, sectionInfo } from "../settings";
import type { ImageCatalog } from "./images-port";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Query = Db | Tx;

/** Who made a newer version, and when: shown to an operator whose save was refused as stale. */
export interface Conflict {
  /** The item or section as it is now. */
  current: Record<string, unknown> & { version: number };
  /** As it was when the operator opened it, when known: what they changed is measured from here. */
  base: Record<string, unknown> | null;
  changedBy: string;
  changedAt: string;
}

export type Refusal = {
  ok: false;
  reason: "invalid" | "stale" | "missing" | "conflict" | "in-use";
  message: string;
  fieldErrors: FieldErrors;
  conflict?: Conflict;
};

/** `unchanged`: the change asked for is what is already there, so nothing was written. */
export type WriteResult<T> = { ok: true; value: T; unchanged?: true } | Refusal;

/** Two values the same, as stored (JSON): what a save that changes nothing compares. */
export const sameValues = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface WriteOptions {
  /** Who is making the change, for the audit log: a username, "cli:…" or "system". */
  actor: string;
}

export interface ChangeRecord {
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
  /** The entity's version after this change, when it has one. */
  version?: number | null;
  batch?: string | null;
  detail?: Record<string, unknown> | null;
}

export const refuse = {
  invalid: (error: z.ZodError): Refusal => ({
    ok: false,
    reason: "invalid",
    message: "Some fields need attention. Nothing was saved.",
    fieldErrors: fieldErrors(error),
  }),
  /** Messages by field, from a check beyond the schema (a season that overlaps another). */
  fields: (fieldErrors: FieldErrors): Refusal => ({
    ok: false,
    reason: "invalid",
    message: "Some fields need attention. Nothing was saved.",
    fieldErrors,
  }),
  /** A list whose items only visitors add (reviews, through their links). */
  notByHand: (title: string): Refusal => ({
    ok: false,
    reason: "invalid",
    message: `${title} come only from customers, through a review link. Nothing was added.`,
    fieldErrors: {},
  }),
  stale: (noun: string, conflict?: Conflict): Refusal => ({
    ok: false,
    reason: "stale",
    message: `Someone else saved a change to this ${noun} after you opened it. Nothing was saved.`,
    fieldErrors: {},
    conflict,
  }),
  missing: (noun: string): Refusal => ({
    ok: false,
    reason: "missing",
    message: `This ${noun} no longer exists. It may have been deleted; go back to the list.`,
    fieldErrors: {},
  }),
};

/** Thrown inside `write` to roll its transaction back and answer with the refusal. */
class Refused extends Error {
  constructor(readonly result: Refusal) {
    super("refused");
  }
}

/** Only the audit row: for the seed, which sets the content version itself. */
export function auditRow(tx: Tx, change: ChangeRecord, actor: string, at: string) {
  tx.insert(t.auditLog)
    .values({
      entity: change.entity,
      entityId: change.entityId,
      action: change.action,
      before: change.before ?? null,
      after: change.after ?? null,
      version: change.version ?? null,
      batch: change.batch ?? null,
      detail: change.detail ?? null,
      at,
      actor,
    })
    .run();
}

/** Which fields of an entity of the audit log name an image: a list's, or a settings section's. */
function imageFieldsOf(entity: string, entityId: string): readonly string[] {
  if (entity === "settings") return isSettingsSection(entityId) ? sectionInfo(entityId).imageFields : [];
  return (listKinds as readonly string[]).includes(entity) ? listInfo(entity as ListKind).imageFields : [];
}

/**
 * The image references a change brings in that cannot be used: a field whose
 * value is new (created, or changed from `before`). An unchanged reference is
 * left alone, so hiding or moving an item never fails on its picture.
 */
function newReferenceProblems(q: Query, images: ImageCatalog, change: ChangeRecord): FieldErrors {
  const { after, before } = change;
  if (!after || typeof after !== "object") return {};
  const was = (before && typeof before === "object" ? before : {}) as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const problems: FieldErrors = {};
  for (const field of imageFieldsOf(change.entity, change.entityId)) {
    if (!(field in now) || now[field] === was[field]) continue;
    const message = images.problem(q, now[field]);
    if (message) problems[field] = [message];
  }
  return problems;
}

/**
 * Asked before an item leaves the page (put in the Trash or hidden): what is
 * built on the store (the book) may refuse, naming what still needs it.
 */
export type LeaveGuard = (tx: Tx, kind: ListKind, id: string, action: "trash" | "hide") => Refusal | null;

export type Writer = ReturnType<typeof createWriter>;

/**
 * What a committed write changed of what the public pages show: the
 * entities whose changes moved the content version (`record`), and the
 * version before and after. `from` is null when the write moved no version.
 */
export interface CommittedChange {
  entities: ReadonlySet<string>;
  from: number | null;
  to: number | null;
}

export function createWriter(db: Db, now: () => Date, images: ImageCatalog) {
  const listeners = new Set<(change: CommittedChange) => void>();
  /** What the write under way has recorded so far. */
  let recording: { entities: Set<string>; from: number | null; to: number | null } | null = null;
  const guards = new Set<LeaveGuard>();

  /**
   * The audit row and the content version bump, inside the caller's
   * transaction. Every change passes here with the entity as it leaves it, so
   * this is where a reference to an image that cannot be used is refused.
   */
  function record(tx: Tx, change: ChangeRecord, actor: string, at = now().toISOString()) {
    const problems = newReferenceProblems(tx, images, change);
    if (Object.keys(problems).length) {
      throw new Refused({
        ok: false,
        reason: "invalid",
        message: "Some fields need attention. Nothing was saved.",
        fieldErrors: problems,
      });
    }
    auditRow(tx, change, actor, at);
    const bumped = tx
      .update(t.contentMeta)
      .set({ version: sql`${t.contentMeta.version} + 1`, changedAt: at })
      .where(eq(t.contentMeta.id, 1))
      .returning({ version: t.contentMeta.version })
      .get();
    if (recording && bumped) {
      recording.entities.add(change.entity);
      recording.from ??= bumped.version - 1;
      recording.to = bumped.version;
    }
  }

  /**
   * Runs `fn` in one immediate transaction. A refusal it returns rolls back
   * whatever it had done; a committed change tells this process's listeners.
   */
  function write<T>(fn: (tx: Tx) => WriteResult<T>): WriteResult<T> {
    let result: WriteResult<T>;
    const outer = recording;
    const mine = outer ?? { entities: new Set<string>(), from: null, to: null };
    recording = mine;
    try {
      result = db.transaction(
        (tx) => {
          const r = fn(tx);
          if (!r.ok) throw new Refused(r);
          return r;
        },
        { behavior: "immediate" },
      );
    } catch (error) {
      if (error instanceof Refused) return error.result;
      throw error;
    } finally {
      recording = outer;
    }
    // A write inside another tells the listeners with the outer one, once it commits.
    if (!result.unchanged && !outer) for (const listener of listeners) listener(mine);
    return result;
  }

  /** The last change recorded for one entity: who made the version an operator is refused against. */
  function lastChangeOf(q: Query, entity: string, entityId: string) {
    return q
      .select({ actor: t.auditLog.actor, at: t.auditLog.at })
      .from(t.auditLog)
      .where(sql`${t.auditLog.entity} = ${entity} and ${t.auditLog.entityId} = ${entityId}`)
      .orderBy(sql`${t.auditLog.id} desc`)
      .limit(1)
      .get();
  }

  /** The entity exactly as it was at `version`, from the audit log; null when not recorded. */
  function snapshotAt(q: Query, entity: string, entityId: string, version: number) {
    const row = q
      .select({ after: t.auditLog.after })
      .from(t.auditLog)
      .where(
        sql`${t.auditLog.entity} = ${entity} and ${t.auditLog.entityId} = ${entityId} and ${t.auditLog.version} = ${version} and ${t.auditLog.after} is not null`,
      )
      .orderBy(sql`${t.auditLog.id} desc`)
      .limit(1)
      .get();
    return (row?.after as Record<string, unknown> | undefined) ?? null;
  }

  function conflictWith(
    q: Query,
    entity: string,
    entityId: string,
    current: Record<string, unknown> & { version: number },
    baseVersion: number,
  ): Conflict {
    const last = lastChangeOf(q, entity, entityId);
    return {
      current,
      base: snapshotAt(q, entity, entityId, baseVersion),
      changedBy: last?.actor ?? "someone",
      changedAt: last?.at ?? "",
    };
  }

  return {
    db,
    /** The image library's door: the store's reads and checks ask it. */
    images,
    write,
    record,
    snapshotAt,
    conflictWith,
    now,
    /** Adds a guard asked before an item leaves the page; returns its removal. */
    guard(guard: LeaveGuard) {
      guards.add(guard);
      return () => guards.delete(guard);
    },
    /** The first refusal of the guards, inside the write's transaction, or null. */
    mayLeave(tx: Tx, kind: ListKind, id: string, action: "trash" | "hide"): Refusal | null {
      for (const guard of guards) {
        const refusal = guard(tx, kind, id, action);
        if (refusal) return refusal;
      }
      return null;
    },
    /** Called after every committed write, with what it changed. */
    onChange(listener: (change: CommittedChange) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
