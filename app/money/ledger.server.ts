/**
 * The ledger's writes and reads, inside the book's transactions: entries are
 * only ever added. Every write re-reads the booking's entries, checks the
 * balance it would leave (a deposit is never given back or kept beyond what
 * is held), keeps the booking's place among the open balances and gives it a
 * receipt number with its first payment, all in the caller's immediate
 * transaction, so two presses at once cannot both pass.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Query, Refusal, Tx } from "~/content/store/transaction.server";
import * as t from "~/db/schema";
import { balanceOf, type Balance, type EntryKind, type PayMethod } from "./ledger";

export type Entry = typeof t.ledgerEntries.$inferSelect;
export type Receipt = typeof t.receipts.$inferSelect;

export interface NewEntry {
  kind: EntryKind;
  amount: number;
  method?: PayMethod | "";
  reason?: string;
  reverses?: number | null;
  forEntry?: number | null;
}

/** The largest amount one entry may carry: well beyond any rental, short of a typing slip. */
const MAX_ENTRY_RUPEES = 10_000_000;

export const entriesOf = (q: Query, bookingId: number): Entry[] =>
  q
    .select()
    .from(t.ledgerEntries)
    .where(eq(t.ledgerEntries.bookingId, bookingId))
    .orderBy(asc(t.ledgerEntries.id))
    .all();

/** The balances of many bookings (a list's page) in one read; a booking without entries has none. */
export function balancesOf(q: Query, bookingIds: readonly number[]): Map<number, Balance> {
  const byBooking = new Map<number, Entry[]>();
  if (!bookingIds.length) return new Map();
  const rows = q
    .select()
    .from(t.ledgerEntries)
    .where(inArray(t.ledgerEntries.bookingId, [...bookingIds]))
    .orderBy(asc(t.ledgerEntries.id))
    .all();
  for (const row of rows) {
    const entries = byBooking.get(row.bookingId);
    if (entries) entries.push(row);
    else byBooking.set(row.bookingId, [row]);
  }
  return new Map([...byBooking].map(([id, entries]) => [id, balanceOf(entries)]));
}

export const receiptOf = (q: Query, bookingId: number): Receipt | undefined =>
  q.select().from(t.receipts).where(eq(t.receipts.bookingId, bookingId)).get();

/**
 * The version of a booking's ledger a screen showed: how many entries it had.
 * Entries are never deleted, so a newer ledger always has more.
 */
export const ledgerVersion = (entries: readonly unknown[]) => entries.length;

/** "2026-27": the Indian financial year (April to March) a shop day falls in. */
export function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const first = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, "0")}`;
}

/** The kinds that pay toward the charges: the first of them gives the booking its receipt. */
const PAYMENTS: readonly EntryKind[] = ["rent-paid", "deposit-kept"];

const refusal = (message: string, field?: string): Refusal => ({
  ok: false,
  reason: "invalid",
  message: field ? "Some fields need attention. Nothing was saved." : message,
  fieldErrors: field ? { [field]: [message] } : {},
});

/**
 * Adds `entries` to a booking's ledger in the caller's transaction. Refused
 * (nothing written) when an amount is not whole rupees, when a reversal
 * names an entry of another booking or one already reversed, or when the
 * balance would hold a negative deposit. `field` says where a refusal of the
 * balance is shown.
 */
export function writeEntries(
  tx: Tx,
  bookingId: number,
  entries: readonly NewEntry[],
  { actor, at, day, field = "amount" }: { actor: string; at: string; day: string; field?: string },
): { ok: true; written: Entry[]; balance: Balance; receipt: Receipt | null } | Refusal {
  const before = entriesOf(tx, bookingId);
  const ids = new Set(before.map((e) => e.id));
  const reversed = new Set(before.map((e) => e.reverses).filter((id) => id !== null));
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amount) || e.amount <= 0 || e.amount > MAX_ENTRY_RUPEES)
      return refusal("Write a whole number of rupees, more than 0", field);
    if (e.kind === "reversal") {
      if (e.reverses == null || !ids.has(e.reverses)) return refusal("Choose an entry of this booking", "entry");
      if (reversed.has(e.reverses)) return refusal("That entry is reversed already", "entry");
      reversed.add(e.reverses);
    }
    if (e.forEntry != null && !ids.has(e.forEntry)) return refusal("Choose a charge of this booking", field);
  }
  const written = entries.map((e) =>
    tx
      .insert(t.ledgerEntries)
      .values({
        bookingId,
        kind: e.kind,
        amount: e.amount,
        method: e.method ?? "",
        reason: e.reason ?? "",
        reverses: e.reverses ?? null,
        forEntry: e.forEntry ?? null,
        at,
        day,
        actor,
      })
      .returning()
      .get(),
  );
  const balance = balanceOf([...before, ...written]);
  if (balance.held < 0) return refusal("That is more than the deposit held", field);

  // Open while anything is owed either way or a deposit is held; rewritten from the sum every time.
  if (balance.owed !== 0 || balance.held !== 0)
    tx.insert(t.openBalances).values({ bookingId, since: at }).onConflictDoNothing().run();
  else tx.delete(t.openBalances).where(eq(t.openBalances.bookingId, bookingId)).run();

  let receipt = receiptOf(tx, bookingId) ?? null;
  if (!receipt && written.some((e) => PAYMENTS.includes(e.kind))) {
    const year = financialYear(day);
    // The next number of the year, read and written in one immediate transaction: no gap, no twice.
    const { last } = tx.get<{ last: number }>(
      sql`select coalesce(max(${t.receipts.number}), 0) as last from ${t.receipts} where ${t.receipts.financialYear} = ${year}`,
    );
    receipt = tx
      .insert(t.receipts)
      .values({ bookingId, financialYear: year, number: last + 1, issuedAt: at })
      .returning()
      .get();
  }
  return { ok: true, written, balance, receipt };
}
