/**
 * The book's money: what a press on a booking's Money card writes (a payment,
 * the deposit taken, kept or given back, a charge, a discount, a reversal),
 * and what the book's own steps write with them (the rent due at
 * confirmation, re-agreed on new dates and let go on a cancellation; the late
 * fee and damages at the return). Each press is based on the ledger the
 * screen showed (its number of entries) and runs in the book's immediate
 * transaction: a second press on the same ledger is refused as stale, so two
 * people pressing "Deposit returned" at once write one entry.
 */
import { eq } from "drizzle-orm";
import { rupees } from "~/content/format";
import type { ContentStore } from "~/content/store.server";
import {
  auditRow,
  refuse,
  type Query,
  type Refusal,
  type Tx,
  type WriteResult,
} from "~/content/store/transaction.server";
import * as t from "~/db/schema";
import { refusalOf, type BookingAction } from "~/reservations/lifecycle";
import { balanceOf, countingEntries, kindWords, methodWords, unpaidOf, type Balance, type PayMethod } from "./ledger";
import { entriesOf, ledgerVersion, receiptOf, writeEntries, type Entry, type NewEntry } from "./ledger.server";

type Booking = typeof t.bookings.$inferSelect;

export interface MoneyOptions {
  store: ContentStore;
  now: () => Date;
  /** The shop's day now, "YYYY-MM-DD". */
  today: () => string;
}

/** A booking's ledger as every screen reads it: its entries, their balance, its version and its receipt. */
export function ledgerOf(q: Query, booking: Pick<Booking, "id">) {
  const entries = entriesOf(q, booking.id);
  return {
    entries,
    balance: balanceOf(entries),
    counting: countingEntries(entries),
    version: ledgerVersion(entries),
    receipt: receiptOf(q, booking.id) ?? null,
  };
}
export type Ledger = ReturnType<typeof ledgerOf>;

/** The agreed price a booking owes: its frozen quote's total, or a taxi's fare when known. */
const priceOf = (b: Pick<Booking, "quote" | "total">) => b.quote?.total ?? b.total ?? 0;

export function createMoney({ store, now, today }: MoneyOptions) {
  const stamp = () => ({ at: now().toISOString(), day: today() });

  /**
   * Writes entries for a booking inside a step of the book (same transaction,
   * same actor). `day`: the shop's day the money changed hands, when the step
   * says (a pickup noted afterwards took its deposit on the pickup's day).
   */
  function post(
    tx: Tx,
    booking: Pick<Booking, "id">,
    entries: NewEntry[],
    actor: string,
    field?: string,
    day?: string,
  ) {
    if (!entries.length) return null;
    const result = writeEntries(tx, booking.id, entries, { actor, ...stamp(), ...(day ? { day } : {}), field });
    return result.ok ? null : result;
  }

  /** Reversals of the rent due still counting, with a reason: a new agreement, or a booking that ended unpaid. */
  function letGoOfRent(q: Query, booking: Pick<Booking, "id">, why: string): NewEntry[] {
    const entries = entriesOf(q, booking.id);
    const counting = countingEntries(entries);
    return entries
      .filter((e) => e.kind === "rent-due" && counting.has(e.id))
      .map((e) => ({ kind: "reversal" as const, amount: e.amount, reverses: e.id, reason: why }));
  }

  const book = {
    /** At confirmation (or a booking the owner adds): the price agreed is owed. */
    rentDue(tx: Tx, booking: Booking, actor: string) {
      const price = priceOf(booking);
      return post(
        tx,
        booking,
        price > 0 ? [{ kind: "rent-due", amount: price, reason: "The price agreed" }] : [],
        actor,
      );
    },

    /** New dates are a new agreement: the rent due follows the new price. */
    reagree(tx: Tx, booking: Booking, actor: string, why: string) {
      const price = priceOf(booking);
      if (rentCharged(tx, booking) === price) return null;
      return post(
        tx,
        booking,
        [
          ...letGoOfRent(tx, booking, why),
          ...(price > 0 ? [{ kind: "rent-due" as const, amount: price, reason: why }] : []),
        ],
        actor,
      );
    },

    /**
     * A booking cancelled or never picked up owes nothing more, unless something
     * was paid: the terms say payments are non-refundable, so a paid rent stays.
     */
    lapse(tx: Tx, booking: Booking, actor: string, why: string) {
      const { balance } = ledgerOf(tx, booking);
      if (balance.paid > 0 || balance.kept > 0) return null;
      return post(tx, booking, letGoOfRent(tx, booking, why), actor);
    },

    post,
  };

  /** The rent due still counting on a booking. */
  function rentCharged(q: Query, booking: Pick<Booking, "id">) {
    const entries = entriesOf(q, booking.id);
    const counting = countingEntries(entries);
    return entries.filter((e) => e.kind === "rent-due" && counting.has(e.id)).reduce((n, e) => n + e.amount, 0);
  }

  /**
   * One press of the Money card: refused when the booking is gone, when the
   * lifecycle does not let money move in its state, or when its ledger has
   * moved on since the screen showed it; else `make` says what to write,
   * seeing the ledger as it is now.
   */
  function press(
    reference: string,
    version: number,
    actor: string,
    action: BookingAction,
    make: (b: Booking, ledger: Ledger) => { entries: NewEntry[]; sentence: string; field?: string } | Refusal,
  ): WriteResult<{ booking: Booking; written: Entry[]; balance: Balance }> {
    return store.writer.write((tx) => {
      const booking = tx.select().from(t.bookings).where(eq(t.bookings.reference, reference)).get();
      if (!booking) return refuse.missing("booking");
      const refusal = refusalOf(action, booking);
      if (refusal) return { ok: false, reason: "stale", message: refusal, fieldErrors: {} };
      const ledger = ledgerOf(tx, booking);
      if (ledger.version !== version)
        return {
          ok: false,
          reason: "stale",
          message: `Someone else wrote to the money of ${reference} after you opened it: it is shown as it is now. Nothing was saved.`,
          fieldErrors: {},
        };
      const made = make(booking, ledger);
      if ("ok" in made) return made;
      const result = writeEntries(tx, booking.id, made.entries, { actor, ...stamp(), field: made.field });
      if (!result.ok) return result;
      auditRow(
        tx,
        {
          entity: "booking",
          entityId: reference,
          action,
          before: null,
          after: { entries: result.written.map((e) => e.id) },
          version: booking.version,
          detail: { sentence: made.sentence },
        },
        actor,
        now().toISOString(),
      );
      return { ok: true, value: { booking, written: result.written, balance: result.balance } };
    });
  }

  /** "in cash", "by UPI", "by card". */
  const by = (method: PayMethod) => (method === "cash" ? "in cash" : `by ${methodWords[method]}`);

  return {
    ...book,

    /** Rent (or any charge) paid: never more than is owed. */
    pay: (reference: string, version: number, input: { amount: number; method: PayMethod }, actor: string) =>
      press(reference, version, actor, "pay", (_b, { balance }) => {
        if (balance.owed <= 0) return refuse.fields({ amount: ["Nothing is owed now"] });
        if (input.amount > balance.owed) return refuse.fields({ amount: [`Only ${rupees(balance.owed)} is owed`] });
        return {
          entries: [{ kind: "rent-paid", amount: input.amount, method: input.method }],
          sentence: `credited %s with ${rupees(input.amount)} paid ${by(input.method)}`,
        };
      }),

    /** A deposit taken (more may be taken later). */
    takeDeposit: (reference: string, version: number, input: { amount: number; method: PayMethod }, actor: string) =>
      press(reference, version, actor, "deposit", () => ({
        entries: [{ kind: "deposit-taken", amount: input.amount, method: input.method }],
        sentence: `credited %s with a deposit of ${rupees(input.amount)} paid ${by(input.method)}`,
      })),

    /**
     * The deposit settled: what is kept pays the late fee and the damage
     * still unpaid (each kept amount tied to the charge it pays), the rest is
     * given back. Afterwards nothing is held.
     */
    settle: (
      reference: string,
      version: number,
      input: { keepLate: number; keepDamage: number; method: PayMethod | null },
      actor: string,
    ) =>
      press(reference, version, actor, "deposit", (_b, { entries, balance, counting }) => {
        if (balance.held <= 0)
          return {
            ok: false,
            reason: "conflict",
            message: `No deposit of ${reference} is held now. Nothing was saved.`,
            fieldErrors: {},
          };
        const problems: Record<string, string[]> = {};
        const late = unpaidOf(entries, "late-fee");
        const damage = unpaidOf(entries, "damage");
        if (input.keepLate > late)
          problems.keepLate = [late ? `The late fee still unpaid is ${rupees(late)}` : "No late fee is unpaid"];
        if (input.keepDamage > damage)
          problems.keepDamage = [damage ? `The damage still unpaid is ${rupees(damage)}` : "No damage is unpaid"];
        const kept = input.keepLate + input.keepDamage;
        if (!problems.keepLate && !problems.keepDamage && kept > balance.held)
          problems.keepDamage = [`That is more than the deposit held, ${rupees(balance.held)}`];
        const back = balance.held - kept;
        if (back > 0 && !input.method) problems.method = [`Choose how ${rupees(back)} is given back`];
        if (Object.keys(problems).length) return refuse.fields(problems);
        // Each kept amount pays its charges, oldest first.
        const keep = (kind: "late-fee" | "damage", amount: number, reason: string): NewEntry[] => {
          const out: NewEntry[] = [];
          let left = amount;
          for (const charge of entries.filter((e) => e.kind === kind && counting.has(e.id))) {
            const paid = entries
              .filter((e) => e.kind === "deposit-kept" && e.forEntry === charge.id && counting.has(e.id))
              .reduce((n, e) => n + e.amount, 0);
            const part = Math.min(left, charge.amount - paid);
            if (part <= 0) continue;
            out.push({ kind: "deposit-kept", amount: part, forEntry: charge.id, reason });
            left -= part;
          }
          return out;
        };
        const written: NewEntry[] = [
          ...keep("late-fee", input.keepLate, "For the late fee"),
          ...keep("damage", input.keepDamage, "For the damage"),
          ...(back > 0 ? [{ kind: "deposit-returned" as const, amount: back, method: input.method! }] : []),
        ];
        const words = [
          kept ? `${rupees(kept)} of the deposit kept` : "",
          back ? `${rupees(back)} given back ${by(input.method!)}` : "",
        ].filter(Boolean);
        return { entries: written, sentence: `settled %s: ${words.join(", ")}`, field: "method" };
      }),

    /** A charge added by hand: the rent or a taxi's fare, a late fee, a damage found later. */
    charge: (
      reference: string,
      version: number,
      input: { kind: "rent-due" | "late-fee" | "damage"; amount: number; reason: string },
      actor: string,
    ) =>
      press(reference, version, actor, "charge", () => ({
        entries: [{ kind: input.kind, amount: input.amount, reason: input.reason }],
        sentence: `charged %s ${rupees(input.amount)}: ${input.reason}`,
      })),

    discount: (reference: string, version: number, input: { amount: number; reason: string }, actor: string) =>
      press(reference, version, actor, "charge", (_b, { balance }) =>
        input.amount > balance.charges
          ? refuse.fields({
              amount: [`The charges are ${rupees(Math.max(0, balance.charges))}: a discount cannot be more`],
            })
          : {
              entries: [{ kind: "discount", amount: input.amount, reason: input.reason }],
              sentence: `gave %s a discount of ${rupees(input.amount)}: ${input.reason}`,
            },
      ),

    /** A mistake undone: an entry that cancels the one named, with why. */
    reverse: (reference: string, version: number, input: { entry: number; reason: string }, actor: string) =>
      press(reference, version, actor, "reverse", (_b, { entries }) => {
        const at = entries.findIndex((e) => e.id === input.entry);
        const target = entries[at];
        if (!target) return refuse.fields({ entry: ["Choose an entry of this booking"] });
        return {
          entries: [{ kind: "reversal", amount: target.amount, reverses: target.id, reason: input.reason }],
          sentence: `corrected %s: No. ${at + 1} (${kindWords[target.kind].toLowerCase()}, ${rupees(target.amount)}) reversed, ${input.reason}`,
          field: "entry",
        };
      }),
  };
}
