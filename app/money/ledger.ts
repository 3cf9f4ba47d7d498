/**
 * A booking's money as an append-only ledger (docs/decisions/034-handover-and-a-ledger-per-booking.md):
 * each entry is a whole number of rupees of one kind, never edited or
 * deleted; a mistake is undone by a reversal, an entry of its own that
 * cancels the one it names. Every figure a screen shows (what the tourist
 * owes, the deposit held, what the shop owes back) is a sum over the
 * entries, worked out here and nowhere else. Safe in the browser.
 */

/** What an entry records. The amount is always positive; the kind says which way it counts. */
export const entryKinds = [
  "rent-due",
  "rent-paid",
  "deposit-taken",
  "deposit-returned",
  "deposit-kept",
  "late-fee",
  "damage",
  "discount",
  "reversal",
] as const;
export type EntryKind = (typeof entryKinds)[number];

/** How money changed hands. */
export const payMethods = ["cash", "upi", "card"] as const;
export type PayMethod = (typeof payMethods)[number];

export const methodWords: Record<PayMethod, string> = { cash: "cash", upi: "UPI", card: "card" };

/** The back office's words for each kind. */
export const kindWords: Record<EntryKind, string> = {
  "rent-due": "Rent due",
  "rent-paid": "Rent paid",
  "deposit-taken": "Deposit taken",
  "deposit-returned": "Deposit returned",
  "deposit-kept": "Deposit kept",
  "late-fee": "Late fee",
  damage: "Damage",
  discount: "Discount",
  reversal: "Reversal",
};

/** The charges a kept deposit can pay: what it is kept for. */
export const keptFor = ["late-fee", "damage"] as const satisfies readonly EntryKind[];

export interface EntryLike {
  id: number;
  kind: EntryKind;
  amount: number;
  /** A reversal: the entry it cancels. */
  reverses: number | null;
}

/**
 * The running totals of a booking, each in rupees:
 * - charges: what the rental costs (rent, late fees, damages, less discounts);
 * - paid: what was paid toward them;
 * - kept: what was kept from the deposit toward them;
 * - depositIn / depositOut: the deposit taken, and given back.
 */
interface Totals {
  charges: number;
  paid: number;
  kept: number;
  depositIn: number;
  depositOut: number;
}

const ZERO: Totals = { charges: 0, paid: 0, kept: 0, depositIn: 0, depositOut: 0 };

/** How one entry of a kind moves the totals, per rupee. */
const EFFECTS: Record<Exclude<EntryKind, "reversal">, Partial<Totals>> = {
  "rent-due": { charges: 1 },
  "late-fee": { charges: 1 },
  damage: { charges: 1 },
  discount: { charges: -1 },
  "rent-paid": { paid: 1 },
  "deposit-taken": { depositIn: 1 },
  "deposit-returned": { depositOut: 1 },
  "deposit-kept": { kept: 1 },
};

const scaled = (effect: Partial<Totals>, by: number): Totals => ({
  charges: (effect.charges ?? 0) * by,
  paid: (effect.paid ?? 0) * by,
  kept: (effect.kept ?? 0) * by,
  depositIn: (effect.depositIn ?? 0) * by,
  depositOut: (effect.depositOut ?? 0) * by,
});

const plus = (a: Totals, b: Totals): Totals => ({
  charges: a.charges + b.charges,
  paid: a.paid + b.paid,
  kept: a.kept + b.kept,
  depositIn: a.depositIn + b.depositIn,
  depositOut: a.depositOut + b.depositOut,
});

export interface Balance extends Totals {
  /** What the tourist still owes toward the charges (negative: paid more than charged). */
  owed: number;
  /** The deposit the shop holds now. */
  held: number;
  /** Owed less the deposit held: positive, the tourist owes; negative, the shop owes back; zero, settled. */
  net: number;
}

/**
 * What an entry does, a reversal being the opposite of what it reverses
 * (so a reversal of a reversal does what the first entry did). An entry
 * whose target is not among the entries counts for nothing.
 */
function effectOf(entry: EntryLike, byId: Map<number, EntryLike>, depth = 0): Totals {
  if (entry.kind !== "reversal") return scaled(EFFECTS[entry.kind], entry.amount);
  const target = entry.reverses === null ? undefined : byId.get(entry.reverses);
  // A chain longer than the book could hold is a loop: it counts for nothing.
  if (!target || depth > byId.size) return ZERO;
  return scaled(effectOf(target, byId, depth + 1), -1);
}

/** The balance of a booking's entries, in any order. */
export function balanceOf(entries: readonly EntryLike[]): Balance {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const totals = entries.reduce((sum, e) => plus(sum, effectOf(e, byId)), ZERO);
  const owed = totals.charges - totals.paid - totals.kept;
  const held = totals.depositIn - totals.depositOut - totals.kept;
  return { ...totals, owed, held, net: owed - held };
}

/**
 * The entries that still count: those no counting reversal cancels (the
 * ledger's list shows the others struck through). A reversal reversed in
 * its turn no longer counts, and the entry it had cancelled counts again.
 */
export function countingEntries(entries: readonly EntryLike[]): Set<number> {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const reversedBy = new Map<number, number>();
  for (const e of entries) if (e.kind === "reversal" && e.reverses !== null) reversedBy.set(e.reverses, e.id);
  const counts = (e: EntryLike, depth = 0): boolean => {
    const reversal = reversedBy.get(e.id);
    if (reversal === undefined || depth > entries.length) return true;
    return !counts(byId.get(reversal)!, depth + 1);
  };
  return new Set(entries.filter((e) => counts(e)).map((e) => e.id));
}

/**
 * What a charge of a kind still asks after what was kept from the deposit
 * for it: a late fee kept in part asks for the rest. Reversals are counted.
 */
export function unpaidOf(
  entries: readonly (EntryLike & { forEntry: number | null })[],
  kind: (typeof keptFor)[number],
) {
  const live = countingEntries(entries);
  const charged = entries.filter((e) => e.kind === kind && live.has(e.id)).reduce((n, e) => n + e.amount, 0);
  const ids = new Set(entries.filter((e) => e.kind === kind).map((e) => e.id));
  const kept = entries
    .filter((e) => e.kind === "deposit-kept" && live.has(e.id) && e.forEntry !== null && ids.has(e.forEntry))
    .reduce((n, e) => n + e.amount, 0);
  return Math.max(0, charged - kept);
}

/** Who owes whom, and how much: the balance as every screen says it. */
export type WhoOwes = { who: "tourist" | "shop" | "none"; amount: number };
export const whoOwes = (b: Pick<Balance, "net">): WhoOwes =>
  b.net > 0
    ? { who: "tourist", amount: b.net }
    : b.net < 0
      ? { who: "shop", amount: -b.net }
      : { who: "none", amount: 0 };

/**
 * The balance in the back office's short words, as every list of bookings
 * says it: "Owes ₹300", "Deposit ₹2,000 held", "₹1,200 to give back",
 * "Settled"; nothing for a ledger with no entries.
 */
export function balanceWords(b: Balance, say: (amount: number) => string): string[] {
  const words: string[] = [];
  if (b.owed > 0) words.push(`Owes ${say(b.owed)}`);
  if (b.held > 0) words.push(`Deposit ${say(b.held)} held`);
  if (b.owed < 0) words.push(`${say(-b.owed)} to give back`);
  if (!words.length && (b.charges || b.paid || b.depositIn)) words.push("Settled");
  return words;
}

/** The balance in a sentence: "The tourist owes ₹3,600; a deposit of ₹2,000 is held." */
export function balanceSentence(b: Balance, say: (amount: number) => string): string {
  const parts: string[] = [];
  if (b.owed > 0) parts.push(`The tourist owes ${say(b.owed)}`);
  if (b.owed < 0) parts.push(`The shop owes back ${say(-b.owed)}`);
  if (b.held > 0) parts.push(`${parts.length ? "a" : "A"} deposit of ${say(b.held)} is held`);
  return parts.length ? `${parts.join("; ")}.` : "Nothing is owed either way.";
}
