/**
 * The ledger's balance is a sum over append-only entries: the same whatever
 * the order they are read in, and a reversal of a reversal puts back what
 * the first entry did. Property tests over random ledgers (fast-check), then
 * the balances a shop meets.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  balanceOf,
  balanceSentence,
  balanceWords,
  countingEntries,
  entryKinds,
  unpaidOf,
  type EntryKind,
  type EntryLike,
} from "~/money/ledger";
import { financialYear } from "~/money/ledger.server";
import { rupees } from "~/content/format";

type Entry = EntryLike & { forEntry: number | null };

const baseKinds = entryKinds.filter((k) => k !== "reversal") as Exclude<EntryKind, "reversal">[];

/**
 * A ledger as a shop could write it: entries of any kind, and reversals of
 * entries written before them (each reversed at most once), ids in order.
 */
const ledgers = fc
  .array(
    fc.record({
      kind: fc.constantFrom(...baseKinds),
      amount: fc.integer({ min: 1, max: 100_000 }),
      reverse: fc.option(fc.nat(), { nil: null }),
    }),
    { maxLength: 40 },
  )
  .map((steps) => {
    const entries: Entry[] = [];
    const reversed = new Set<number>();
    for (const step of steps) {
      const id = entries.length + 1;
      const open = entries.filter((e) => !reversed.has(e.id));
      if (step.reverse !== null && open.length) {
        const target = open[step.reverse % open.length]!;
        reversed.add(target.id);
        entries.push({ id, kind: "reversal", amount: target.amount, reverses: target.id, forEntry: null });
      } else entries.push({ id, kind: step.kind, amount: step.amount, reverses: null, forEntry: null });
    }
    return entries;
  });

const entry = (id: number, kind: EntryKind, amount: number, extra: Partial<Entry> = {}): Entry => ({
  id,
  kind,
  amount,
  reverses: null,
  forEntry: null,
  ...extra,
});

describe("the balance of a ledger", () => {
  it("is the same in any order of its entries and reversals", () => {
    fc.assert(
      fc.property(ledgers, fc.infiniteStream(fc.nat()), (entries, seeds) => {
        const shuffled = entries
          .map((e) => ({ e, key: seeds.next().value as number }))
          .sort((a, b) => a.key - b.key)
          .map(({ e }) => e);
        expect(balanceOf(shuffled)).toEqual(balanceOf(entries));
      }),
    );
  });

  it("is restored by a reversal of a reversal", () => {
    fc.assert(
      fc.property(ledgers, fc.nat(), (entries, pick) => {
        const open = entries.filter((e) => !entries.some((r) => r.reverses === e.id));
        fc.pre(open.length > 0);
        const target = open[pick % open.length]!;
        const next = entries.length + 1;
        const reversal = entry(next, "reversal", target.amount, { reverses: target.id });
        const again = entry(next + 1, "reversal", target.amount, { reverses: next });
        expect(balanceOf([...entries, reversal, again])).toEqual(balanceOf(entries));
        // One reversal alone takes the entry out: the same as a ledger without it.
        expect(balanceOf([...entries, reversal])).toEqual(balanceOf(entries.filter((e) => e.id !== target.id)));
      }),
    );
  });

  it("owes what the entries that still count say, and never counts a reversed one", () => {
    fc.assert(
      fc.property(ledgers, (entries) => {
        const counting = countingEntries(entries);
        const live = entries.filter((e) => e.kind !== "reversal" && counting.has(e.id));
        const sum = (...kinds: EntryKind[]) =>
          live.filter((e) => kinds.includes(e.kind)).reduce((n, e) => n + e.amount, 0);
        const b = balanceOf(entries);
        expect(b.charges).toBe(sum("rent-due", "late-fee", "damage") - sum("discount"));
        expect(b.owed).toBe(b.charges - sum("rent-paid") - sum("deposit-kept"));
        expect(b.held).toBe(sum("deposit-taken") - sum("deposit-returned") - sum("deposit-kept"));
        expect(b.net).toBe(b.owed - b.held);
        for (const value of Object.values(b)) expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });
});

describe("a rental's ledger, as the shop writes it", () => {
  // The walk of the issue: ₹3,600 rent paid by UPI, ₹2,000 deposit in cash, back two hours late with a
  // scratch: ₹300 late fee and ₹500 damage kept from the deposit, ₹1,200 given back.
  const walk: Entry[] = [
    entry(1, "rent-due", 3600),
    entry(2, "rent-paid", 3600),
    entry(3, "deposit-taken", 2000),
    entry(4, "late-fee", 300),
    entry(5, "damage", 500),
  ];

  it("owes the late fee and the damage and holds the deposit once the bike is back", () => {
    const b = balanceOf(walk);
    expect(b).toMatchObject({ owed: 800, held: 2000, net: -1200 });
    expect(balanceSentence(b, rupees)).toBe("The tourist owes ₹800; a deposit of ₹2,000 is held.");
    expect(unpaidOf(walk, "late-fee")).toBe(300);
    expect(unpaidOf(walk, "damage")).toBe(500);
  });

  it("is settled once ₹300 and ₹500 are kept from the deposit and ₹1,200 given back", () => {
    const settled = [
      ...walk,
      entry(6, "deposit-kept", 300, { forEntry: 4 }),
      entry(7, "deposit-kept", 500, { forEntry: 5 }),
      entry(8, "deposit-returned", 1200),
    ];
    const b = balanceOf(settled);
    expect(b).toMatchObject({ charges: 4400, paid: 3600, kept: 800, owed: 0, held: 0, net: 0 });
    expect(balanceWords(b, rupees)).toEqual(["Settled"]);
    expect(balanceSentence(b, rupees)).toBe("Nothing is owed either way.");
    expect(unpaidOf(settled, "damage")).toBe(0);
  });

  it("says who owes whom in the back office's words", () => {
    expect(balanceWords(balanceOf([entry(1, "rent-due", 1200)]), rupees)).toEqual(["Owes ₹1,200"]);
    expect(balanceWords(balanceOf([entry(1, "deposit-taken", 2000)]), rupees)).toEqual(["Deposit ₹2,000 held"]);
    expect(balanceWords(balanceOf([entry(1, "rent-paid", 500)]), rupees)).toEqual(["₹500 to give back"]);
    expect(balanceWords(balanceOf([]), rupees)).toEqual([]);
  });

  it("counts a damage reversed as a mistake no more, and a reversal reversed again once more", () => {
    const fixed = [...walk, entry(6, "reversal", 500, { reverses: 5 })];
    expect(balanceOf(fixed).owed).toBe(300);
    expect(countingEntries(fixed).has(5)).toBe(false);
    const again = [...fixed, entry(7, "reversal", 500, { reverses: 6 })];
    expect(balanceOf(again).owed).toBe(800);
    expect(countingEntries(again).has(5)).toBe(true);
    expect(countingEntries(again).has(6)).toBe(false);
  });
});

describe("receipt numbers", () => {
  it("run by the Indian financial year, April to March", () => {
    expect(financialYear("2026-03-31")).toBe("2025-26");
    expect(financialYear("2026-04-01")).toBe("2026-27");
    expect(financialYear("2099-12-31")).toBe("2099-00");
  });
});
