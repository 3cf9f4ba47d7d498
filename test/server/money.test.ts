/**
 * A booking's money and handover in the book, on a real database: the rent
 * owed from the confirmation, what a check-out and a check-in write, the
 * deposit settled against the charges, what is refused and why, the receipt
 * numbers, what the housekeeping erases and what it keeps, and the reports'
 * figures.
 */
import { existsSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { createHandoverPhotos } from "~/handover/photos.server";
import { daysWithin, periodOf } from "~/money/reports.server";
import { createBook, type Book } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { checkIn, checkOut } from "../support/handover";
import { seededStore } from "../support/temp-db";

const today = shopToday("Asia/Kolkata");
const day = (n: number) => addDays(today, n);
const nobody = { name: "", phone: "" };

function openBook(now?: () => Date) {
  const { db, store, dataDir } = seededStore(undefined, now);
  return { db, store, dataDir, book: createBook(db, { store, now }) };
}

/** A booking the owner adds for the Royal Enfield, `from` to `to` days from today: its reference. */
function added(book: Book, from: number, to: number, customer = nobody) {
  const made = book.add(
    { kind: "bike", itemId: "royal-enfield-classic", ...stayOfDates(day(from), day(to)), customer },
    "admin",
  );
  if (!made.ok) throw new Error(made.message);
  return made.value.reference;
}

const current = (book: Book, ref: string) => book.find(ref)!;
const ledger = (book: Book, ref: string) => book.ledger(current(book, ref));

function ok<T>(result: { ok: true; value: T } | { ok: false; message: string; fieldErrors?: unknown }): T {
  if (!result.ok) throw new Error(`${result.message} ${JSON.stringify(result.fieldErrors)}`);
  return result.value;
}

/** Out two days ago at 10:00 with a ₹2,000 deposit in cash; back yesterday at `back`. */
function outAndBack(book: Book, ref: string, back: string, handover = checkIn()) {
  ok(
    book.pickUp(
      ref,
      current(book, ref).version,
      {
        moment: `${day(-2)} 10:00`,
        early: false,
        handover: checkOut(book, { documentType: "licence", documentLast4: "1234", original: true }),
        deposit: { amount: 2000, method: "cash" },
      },
      "admin",
    ),
  );
  return ok(
    book.markReturned(
      ref,
      current(book, ref).version,
      { moment: `${day(-1)} ${back}`, handover, damageCharge: null },
      "admin",
    ),
  );
}

describe("what a booking owes", () => {
  it("owes its agreed price from the confirmation, a reversal and a new price when its dates change, nothing once cancelled unpaid", () => {
    const { book } = openBook();
    const ref = added(book, 10, 12);
    const price = current(book, ref).quote!.total;
    expect(ledger(book, ref).balance).toMatchObject({ charges: price, owed: price, held: 0 });
    ok(book.changeDates(ref, current(book, ref).version, stayOfDates(day(10), day(13)), "admin"));
    const longer = current(book, ref).quote!.total;
    expect(longer).toBeGreaterThan(price);
    const after = ledger(book, ref);
    expect(after.entries.map((e) => [e.kind, e.amount])).toEqual([
      ["rent-due", price],
      ["reversal", price],
      ["rent-due", longer],
    ]);
    expect(after.balance.owed).toBe(longer);
    ok(book.cancel(ref, current(book, ref).version, "admin"));
    expect(ledger(book, ref).balance).toMatchObject({ charges: 0, owed: 0 });
  });

  it("keeps what was paid for a booking cancelled later: payments are non-refundable", () => {
    const { book } = openBook();
    const ref = added(book, 10, 12);
    const price = current(book, ref).quote!.total;
    ok(book.pay(ref, ledger(book, ref).version, { amount: price, method: "upi" }, "admin"));
    ok(book.cancel(ref, current(book, ref).version, "admin"));
    expect(ledger(book, ref).balance).toMatchObject({ charges: price, paid: price, owed: 0 });
  });
});

describe("the handover", () => {
  it("writes the check-out and check-in, moves the odometer on, and charges the late fee and the damage", () => {
    const { book } = openBook();
    const ref = added(book, -2, -1);
    const price = current(book, ref).quote!.total;
    const km = book.fleet.find(current(book, ref).vehicleId!)!.odometer + 40;
    ok(
      book.pickUp(
        ref,
        1,
        {
          moment: `${day(-2)} 10:00`,
          early: false,
          handover: checkOut(book, {
            odometer: km,
            fuel: 2,
            documentType: "licence",
            documentLast4: "1234",
            original: true,
          }),
          deposit: { amount: 2000, method: "cash" },
        },
        "admin",
      ),
    );
    const vehicle = book.fleet.find(current(book, ref).vehicleId!)!;
    expect(vehicle.odometer).toBe(km);
    ok(
      book.markReturned(
        ref,
        2,
        {
          moment: `${day(-1)} 12:00`,
          handover: checkIn({ odometer: km + 145, damage: "A new scratch" }),
          damageCharge: 500,
        },
        "admin",
      ),
    );
    const { out, in: back } = book.handovers(current(book, ref));
    expect(out).toMatchObject({
      odometer: km,
      fuel: 2,
      documentType: "licence",
      documentLast4: "1234",
      original: true,
    });
    expect(back).toMatchObject({ odometer: km + 145, damage: "A new scratch", original: false });
    expect(book.fleet.find(vehicle.id)!.odometer).toBe(km + 145);
    const { balance, entries } = ledger(book, ref);
    expect(entries.map((e) => e.kind)).toEqual(["rent-due", "deposit-taken", "late-fee", "damage"]);
    expect(balance).toMatchObject({ charges: price + 800, owed: price + 800, held: 2000 });
    // The money changed hands on the handover's days, whenever it was written.
    expect(entries.map((e) => e.day)).toEqual([today, day(-2), day(-1), day(-1)]);
  });

  it("refuses a check-out without every requirement of the terms ticked, and a return reading less than the pickup", () => {
    const { book } = openBook();
    const ref = added(book, -2, -1);
    const partly = book.pickUp(
      ref,
      1,
      { moment: `${day(-2)} 10:00`, early: false, handover: checkOut(book, { checklist: [] }), deposit: null },
      "admin",
    );
    expect(partly.ok).toBe(false);
    if (partly.ok) return;
    expect(partly.fieldErrors.checklist![0]).toContain("Helmet is compulsory");
    expect(current(book, ref).status).toBe("confirmed");
    expect(book.handovers(current(book, ref)).out).toBeNull();
    ok(
      book.pickUp(
        ref,
        1,
        { moment: `${day(-2)} 10:00`, early: false, handover: checkOut(book, { odometer: 4210 }), deposit: null },
        "admin",
      ),
    );
    const less = book.markReturned(
      ref,
      2,
      { moment: `${day(-1)} 10:00`, handover: checkIn({ odometer: 4000 }), damageCharge: null },
      "admin",
    );
    expect(less.ok).toBe(false);
    if (less.ok) return;
    expect(less.fieldErrors.odometer).toEqual(["It left with 4,210 km: write the reading now"]);
    expect(current(book, ref).status).toBe("out");
    expect(ledger(book, ref).entries.map((e) => e.kind)).toEqual(["rent-due"]);
  });
});

describe("the deposit", () => {
  it("keeps ₹300 for the late fee and ₹500 for the damage, gives back ₹1,200, and is settled", () => {
    const { book } = openBook();
    const ref = added(book, -2, -1);
    const price = current(book, ref).quote!.total;
    outAndBack(book, ref, "12:00");
    ok(book.charge(ref, ledger(book, ref).version, { kind: "damage", amount: 500, reason: "A scratch" }, "admin"));
    ok(book.pay(ref, ledger(book, ref).version, { amount: price, method: "upi" }, "admin"));
    ok(book.settleDeposit(ref, ledger(book, ref).version, { keepLate: 300, keepDamage: 500, method: "cash" }, "admin"));
    const { balance, entries } = ledger(book, ref);
    expect(balance).toMatchObject({ owed: 0, held: 0, kept: 800, depositOut: 1200, net: 0 });
    const kept = entries.filter((e) => e.kind === "deposit-kept");
    // Each kept amount names the charge it pays.
    expect(kept.map((e) => [e.amount, entries.find((c) => c.id === e.forEntry)!.kind])).toEqual([
      [300, "late-fee"],
      [500, "damage"],
    ]);
    expect(entries.at(-1)).toMatchObject({ kind: "deposit-returned", amount: 1200, method: "cash" });
  });

  it("a list's balances, read at once, are each booking's own ledger's", () => {
    const { book } = openBook();
    const settled = added(book, -2, -1);
    outAndBack(book, settled, "12:00");
    const owing = added(book, 3, 5);
    const untouched = { id: -1 };
    const balances = book.balances([current(book, settled), current(book, owing), untouched]);
    expect(balances.get(current(book, settled).id)).toEqual(ledger(book, settled).balance);
    expect(balances.get(current(book, owing).id)).toEqual(ledger(book, owing).balance);
    expect(balances.get(current(book, owing).id)!.owed).toBe(current(book, owing).quote!.total);
    expect(balances.has(-1)).toBe(false);
    expect(book.balances([]).size).toBe(0);
  });

  it("refuses keeping more than a charge still unpaid, or than is held, and asks how the rest goes back", () => {
    const { book } = openBook();
    const ref = added(book, -2, -1);
    outAndBack(book, ref, "12:00");
    const v = ledger(book, ref).version;
    const refusals = (input: { keepLate: number; keepDamage: number; method: "cash" | null }) => {
      const r = book.settleDeposit(ref, v, input, "admin");
      return r.ok ? null : r.fieldErrors;
    };
    expect(refusals({ keepLate: 400, keepDamage: 0, method: "cash" })).toEqual({
      keepLate: ["The late fee still unpaid is ₹300"],
    });
    expect(refusals({ keepLate: 0, keepDamage: 100, method: "cash" })).toEqual({ keepDamage: ["No damage is unpaid"] });
    expect(refusals({ keepLate: 300, keepDamage: 0, method: null })).toEqual({
      method: ["Choose how ₹1,700 is given back"],
    });
    expect(ledger(book, ref).version).toBe(v);
  });

  it("two presses of Deposit returned on the same ledger write one entry: the second is stale", () => {
    const { book } = openBook();
    const ref = added(book, -2, -1);
    outAndBack(book, ref, "10:00");
    const v = ledger(book, ref).version;
    const first = book.settleDeposit(ref, v, { keepLate: 0, keepDamage: 0, method: "cash" }, "admin");
    const second = book.settleDeposit(ref, v, { keepLate: 0, keepDamage: 0, method: "cash" }, "admin");
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, reason: "stale" });
    expect(ledger(book, ref).entries.filter((e) => e.kind === "deposit-returned")).toHaveLength(1);
  });

  it("a payment is never more than is owed, a discount never more than the charges, and a reversal reverses once", () => {
    const { book } = openBook();
    const ref = added(book, 5, 7);
    const price = current(book, ref).quote!.total;
    const v = ledger(book, ref).version;
    expect(book.pay(ref, v, { amount: price + 1, method: "cash" }, "admin")).toMatchObject({
      ok: false,
      fieldErrors: { amount: [`Only ₹${price.toLocaleString("en-IN")} is owed`] },
    });
    expect(book.discount(ref, v, { amount: price + 1, reason: "x" }, "admin")).toMatchObject({ ok: false });
    const rent = ledger(book, ref).entries[0]!;
    ok(book.reverse(ref, v, { entry: rent.id, reason: "Typed twice" }, "admin"));
    expect(book.reverse(ref, v + 1, { entry: rent.id, reason: "Again" }, "admin")).toMatchObject({
      ok: false,
      fieldErrors: { entry: ["That entry is reversed already"] },
    });
    expect(ledger(book, ref).balance.owed).toBe(0);
  });
});

describe("receipts", () => {
  it("numbers a booking's receipt with its first payment, once, gap-free in the financial year", () => {
    const { book } = openBook();
    const refs = [added(book, 10, 11), added(book, 20, 21), added(book, 30, 31)];
    for (const ref of refs.toReversed()) {
      const price = current(book, ref).quote!.total;
      ok(book.pay(ref, ledger(book, ref).version, { amount: price - 100, method: "cash" }, "admin"));
      ok(book.pay(ref, ledger(book, ref).version, { amount: 100, method: "upi" }, "admin"));
    }
    expect(refs.map((ref) => ledger(book, ref).receipt?.number)).toEqual([3, 2, 1]);
    // No receipt for a booking nothing was paid for.
    expect(ledger(book, added(book, 40, 41)).receipt).toBeNull();
  });
});

describe("the housekeeping", () => {
  it("erases the agreement's name and licence, the document's last characters and the photos after their days; the money stays", () => {
    let clock = new Date();
    const { book, store, dataDir } = openBook(() => clock);
    const ref = added(book, -2, -1, { name: "Anita Rao", phone: "+91 98450 11111" });
    const agreed = book.agree(
      current(book, ref),
      { name: "Anita Rao", licence: "KA01 20230001234", agree: "yes", version: book.agreementText("kn").version },
      "kn",
    );
    expect(agreed.ok).toBe(true);
    outAndBack(book, ref, "10:00");
    // A photo's file and row, as an upload leaves them.
    const dir = path.join(dataDir, "handover");
    writeFileSync(path.join(dir, "0123456789abcdef-480.jpg"), "x");
    book.db.$client
      .prepare(
        "insert into handover_photos (booking_id, stage, file_base, width, height, widths, bytes, created_at, created_by) values (?, 'out', '0123456789abcdef', 480, 360, '[480]', 1, ?, 'admin')",
      )
      .run(current(book, ref).id, clock.toISOString());
    const before = ledger(book, ref).balance;
    expect(book.eraseCustomers()).toBe(0);
    clock = new Date(clock.getTime() + (store.settings().keepCustomerDays + 2) * 86_400_000);
    expect(book.eraseCustomers()).toBe(1);
    const b = current(book, ref);
    expect(b.customerName + b.customerPhone).toBe("");
    expect(book.agreementOf(b)).toMatchObject({ name: "", licence: "", language: "kn" });
    expect(book.agreementOf(b)!.text!.requirements.length).toBeGreaterThan(0);
    expect(book.handovers(b).out).toMatchObject({ documentType: "licence", documentLast4: "", odometer: 4210 });
    expect(book.photos.of(b.id)).toEqual([]);
    expect(existsSync(path.join(dir, "0123456789abcdef-480.jpg"))).toBe(false);
    expect(book.ledger(b).balance).toEqual(before);
  });

  it("removes at start a photo file no row names once it is old, and leaves a fresh one (an upload under way)", () => {
    const { db, store, dataDir } = openBook();
    const dir = path.join(dataDir, "handover");
    const old = path.join(dir, "aaaaaaaaaaaaaaaa-480.jpg");
    const fresh = path.join(dir, "bbbbbbbbbbbbbbbb-480.jpg");
    writeFileSync(old, "x");
    writeFileSync(fresh, "x");
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(old, hourAgo, hourAgo);
    createHandoverPhotos(db, { store, now: () => new Date() });
    expect(readdirSync(dir).toSorted()).toEqual(["bbbbbbbbbbbbbbbb-480.jpg"]);
  });
});

describe("reports", () => {
  it("count a stay's days inside a period, a same-day rental as one", () => {
    expect(daysWithin("2026-11-28", "2026-12-03", "2026-11-01", "2026-12-01")).toBe(3);
    expect(daysWithin("2026-11-28", "2026-12-03", "2026-12-01", "2027-01-01")).toBe(2);
    expect(daysWithin("2026-11-05", "2026-11-05", "2026-11-01", "2026-12-01")).toBe(1);
    expect(daysWithin("2026-10-05", "2026-10-06", "2026-11-01", "2026-12-01")).toBe(0);
    expect(periodOf("2026", today)).toMatchObject({ from: "2026-01-01", to: "2027-01-01", year: true });
    expect(periodOf("nonsense", "2026-11-27")).toMatchObject({ key: "2026-11", from: "2026-11-01", to: "2026-12-01" });
  });

  it("give the Royal Enfield its days rented, revenue, utilisation and deposits kept for the month", () => {
    const { book } = openBook();
    const ref = added(book, -2, -1);
    const price = current(book, ref).quote!.total;
    outAndBack(book, ref, "12:00");
    ok(book.settleDeposit(ref, ledger(book, ref).version, { keepLate: 300, keepDamage: 0, method: "cash" }, "admin"));
    const month = day(-2).slice(0, 7);
    const report = book.report(month);
    const classic = report.models.find((m) => m.itemId === "royal-enfield-classic")!;
    expect(classic).toMatchObject({ daysRented: 1, revenue: price + 300, rentals: 1, averageDays: 1, kept: 300 });
    expect(classic.utilisation).toBeGreaterThan(0);
    expect(classic.utilisation).toBeLessThanOrEqual(100);
    expect(report.total.revenue).toBe(price + 300);
    // Kept until something is written: a damage charged later is in the next one.
    ok(book.charge(ref, ledger(book, ref).version, { kind: "damage", amount: 500, reason: "Found later" }, "admin"));
    expect(book.report(month).total.revenue).toBe(price + 800);
    // The Money screen agrees: nothing held, nothing owed but the rent.
    const money = book.moneyScreen();
    expect(money.held).toEqual([]);
    expect(money.owed.map((b) => [b.reference, b.amount])).toEqual([[ref, price + 500]]);
  });
});
