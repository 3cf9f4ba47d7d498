/**
 * The handover's records: written by the book's pick-up and return steps in
 * their transaction (./../reservations/book.server.ts), one per stage, and
 * read by the booking's screen to show the return beside the pickup.
 */
import { and, eq } from "drizzle-orm";
import type { Query, Tx } from "~/content/store/transaction.server";
import * as t from "~/db/schema";

export type Handover = typeof t.handovers.$inferSelect;

export interface CheckOutRecord {
  odometer: number;
  fuel: number;
  helmets: number;
  damage: string;
  documentType: string | null;
  documentLast4: string;
  original: boolean;
  checklist: string[];
}

export interface CheckInRecord {
  odometer: number;
  fuel: number;
  damage: string;
  /** The original document held at pickup was given back. */
  originalBack: boolean;
}

export function handoversOf(q: Query, bookingId: number): { out: Handover | null; in: Handover | null } {
  const rows = q.select().from(t.handovers).where(eq(t.handovers.bookingId, bookingId)).all();
  return { out: rows.find((r) => r.stage === "out") ?? null, in: rows.find((r) => r.stage === "in") ?? null };
}

const stageOf = (q: Query, bookingId: number, stage: "out" | "in") =>
  q
    .select()
    .from(t.handovers)
    .where(and(eq(t.handovers.bookingId, bookingId), eq(t.handovers.stage, stage)))
    .get();

type Stamp = { actor: string; at: string; createdAt: string };

export function recordCheckOut(tx: Tx, bookingId: number, r: CheckOutRecord, { actor, at, createdAt }: Stamp) {
  return tx
    .insert(t.handovers)
    .values({
      bookingId,
      stage: "out",
      at,
      odometer: r.odometer,
      fuel: r.fuel,
      helmets: r.helmets,
      damage: r.damage,
      documentType: r.documentType ?? "",
      documentLast4: r.documentType ? r.documentLast4 : "",
      original: Boolean(r.documentType) && r.original,
      checklist: r.checklist,
      actor,
      createdAt,
    })
    .returning()
    .get();
}

export function recordCheckIn(tx: Tx, bookingId: number, r: CheckInRecord, { actor, at, createdAt }: Stamp) {
  const out = stageOf(tx, bookingId, "out");
  return tx
    .insert(t.handovers)
    .values({
      bookingId,
      stage: "in",
      at,
      odometer: r.odometer,
      fuel: r.fuel,
      helmets: out?.helmets ?? 0,
      damage: r.damage,
      documentType: out?.documentType ?? "",
      documentLast4: out?.documentLast4 ?? "",
      // The original kept at pickup: given back now, or still at the shop.
      original: Boolean(out?.original) && r.originalBack,
      actor,
      createdAt,
    })
    .returning()
    .get();
}

/** The check-out of a booking, for what a check-in is measured against. */
export const checkOutOf = (q: Query, bookingId: number) => stageOf(q, bookingId, "out") ?? null;
