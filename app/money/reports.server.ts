/**
 * The money and the book in figures, read from the ledger with the one
 * balance function (./ledger.ts), so the Money screen, Reports, the CSV and a
 * booking's own screen always agree:
 * - the Money screen: today's takings by method, the deposits (and original
 *   documents) held now, the balances still owed, this month's late fees and
 *   damages; it reads only the open balances, not the whole book;
 * - Reports, for a month or a year: by bike model and by vehicle, the days
 *   rented (the days booked, split where a stay crosses the period's edge),
 *   utilisation (those days over the days each vehicle was in the shop and
 *   not out of service), revenue (the charges of the bookings picked up in
 *   the period), the average rental and the deposits kept; a year by month too.
 */
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { addDays, daysBetween, rentalDays } from "~/booking/dates";
import type { Query } from "~/content/store/transaction.server";
import * as t from "~/db/schema";
import { dateOf } from "~/reservations/stay";
import { balanceOf, type Balance, type EntryKind, type PayMethod } from "./ledger";

type EntryRow = { id: number; bookingId: number; kind: EntryKind; amount: number; reverses: number | null };

const entryColumns = {
  id: t.ledgerEntries.id,
  bookingId: t.ledgerEntries.bookingId,
  kind: t.ledgerEntries.kind,
  amount: t.ledgerEntries.amount,
  reverses: t.ledgerEntries.reverses,
};

/** The balance of each of these bookings, from their entries (read in one indexed query). */
export function balancesOf(q: Query, bookingIds: number[]): Map<number, Balance> {
  const byBooking = new Map<number, EntryRow[]>(bookingIds.map((id) => [id, []]));
  // In slices, under SQLite's limit on a statement's parameters.
  for (let i = 0; i < bookingIds.length; i += 500) {
    const rows = q
      .select(entryColumns)
      .from(t.ledgerEntries)
      .where(inArray(t.ledgerEntries.bookingId, bookingIds.slice(i, i + 500)))
      .all();
    for (const row of rows) byBooking.get(row.bookingId)!.push(row);
  }
  return new Map([...byBooking].map(([id, entries]) => [id, balanceOf(entries)]));
}

/**
 * What the entries of days [from, to) did, by kind, method and who wrote them;
 * a reversal counts against the kind it undoes, and against the person who
 * wrote that entry (two deep). With `actor`, only the entries that person wrote.
 */
function takingsOf(q: Query, from: string, to: string, actor?: string) {
  const rows = q.all<{ kind: EntryKind; method: PayMethod | ""; actor: string; amount: number }>(sql`
    select coalesce(tt.kind, t.kind, e.kind) as kind, coalesce(tt.method, t.method, e.method) as method,
      coalesce(tt.actor, t.actor, e.actor) as actor,
      sum(case when e.kind = 'reversal' and t.kind = 'reversal' then e.amount when e.kind = 'reversal' then -e.amount else e.amount end) as amount
    from ${t.ledgerEntries} e
    left join ${t.ledgerEntries} t on t.id = e.reverses
    left join ${t.ledgerEntries} tt on tt.id = t.reverses and t.kind = 'reversal'
    where e.day >= ${from} and e.day < ${to}
      ${actor === undefined ? sql`` : sql`and coalesce(tt.actor, t.actor, e.actor) = ${actor}`}
    group by 1, 2, 3`);
  return rows;
}

const TAKEN = new Set<EntryKind>(["rent-paid", "deposit-taken"]);
const GIVEN_BACK = new Set<EntryKind>(["deposit-returned"]);

/**
 * A day's takings by how they were paid: money in (payments, deposits) and out
 * (deposits given back); and by who took them. With `actor`, only what that
 * person took (a counter's own takings: the query itself is scoped to them).
 */
export function dayTakings(q: Query, day: string, actor?: string) {
  const methods = ["cash", "upi", "card", ""] as const;
  const byMethod = methods.map((method) => ({ method, in: 0, out: 0 }));
  const byPerson = new Map<string, { actor: string; in: number; out: number }>();
  for (const row of takingsOf(q, day, addDays(day, 1), actor)) {
    const line = byMethod.find((m) => m.method === row.method);
    if (!line) continue;
    const person = byPerson.get(row.actor) ?? { actor: row.actor, in: 0, out: 0 };
    byPerson.set(row.actor, person);
    for (const sum of [line, person]) {
      if (TAKEN.has(row.kind)) sum.in += row.amount;
      if (GIVEN_BACK.has(row.kind)) sum.out += row.amount;
    }
  }
  return {
    byMethod,
    byPerson: [...byPerson.values()].filter((p) => p.in || p.out).sort((a, b) => a.actor.localeCompare(b.actor)),
  };
}

export interface MoneyScreenOptions {
  today: string;
  /** Now on the shop's clock, "YYYY-MM-DD HH:MM". */
  now: string;
}

export function moneyScreen(q: Query, { today, now }: MoneyScreenOptions) {
  // Today's takings, by method and by who took them.
  const { byMethod: takings, byPerson: takers } = dayTakings(q, today);

  // The open balances: what is held or owed either way, a handful of bookings whatever the book's size.
  const open = q
    .select({
      id: t.bookings.id,
      reference: t.bookings.reference,
      itemId: t.bookings.itemId,
      kind: t.bookings.kind,
      status: t.bookings.status,
      startsAt: t.bookings.startsAt,
      endsAt: t.bookings.endsAt,
      customerName: t.bookings.customerName,
      since: t.openBalances.since,
    })
    .from(t.openBalances)
    .innerJoin(t.bookings, eq(t.bookings.id, t.openBalances.bookingId))
    .orderBy(asc(t.bookings.startsAt))
    .all();
  const balances = balancesOf(
    q,
    open.map((b) => b.id),
  );
  const firstDeposit = new Map(
    open.length
      ? q
          .select({ bookingId: t.ledgerEntries.bookingId, at: sql<string>`min(${t.ledgerEntries.at})` })
          .from(t.ledgerEntries)
          .where(
            and(
              inArray(
                t.ledgerEntries.bookingId,
                open.map((b) => b.id),
              ),
              eq(t.ledgerEntries.kind, "deposit-taken"),
            ),
          )
          .groupBy(t.ledgerEntries.bookingId)
          .all()
          .map((r) => [r.bookingId, r.at])
      : [],
  );
  const held = open
    .map((b) => ({ ...b, balance: balances.get(b.id)! }))
    .filter((b) => b.balance.held > 0)
    .map((b) => ({ ...b, amount: b.balance.held, heldSince: firstDeposit.get(b.id) ?? b.since }));
  // Owed once the rental has begun: a booking ahead is not late in paying.
  const owed = open
    .map((b) => ({ ...b, balance: balances.get(b.id)! }))
    .filter((b) => b.balance.owed > 0 && b.startsAt <= now)
    .map((b) => ({ ...b, amount: b.balance.owed }));
  const toGiveBack = open
    .map((b) => ({ ...b, balance: balances.get(b.id)! }))
    .filter((b) => b.balance.owed < 0)
    .map((b) => ({ ...b, amount: -b.balance.owed }));

  // Original documents kept at pickup and not yet given back.
  const originals = q.all<{
    reference: string;
    customerName: string;
    documentType: string;
    documentLast4: string;
    at: string;
    endsAt: string;
    status: string;
  }>(sql`
    select b.reference as reference, b.customer_name as customerName, h.document_type as documentType,
      h.document_last4 as documentLast4, h.at as at, b.ends_at as endsAt, b.status as status
    from ${t.handovers} h join ${t.bookings} b on b.id = h.booking_id
    where h.stage = 'out' and h.original = 1
      and not exists (select 1 from ${t.handovers} i where i.booking_id = h.booking_id and i.stage = 'in' and i.original = 1)
    order by h.at`);

  // This month's late fees and damages, as charged (reversals count against them).
  const month = today.slice(0, 7);
  const charged = takingsOf(q, `${month}-01`, nextMonthStart(month));
  const sumOf = (kind: EntryKind) => charged.filter((r) => r.kind === kind).reduce((n, r) => n + r.amount, 0);
  return {
    takings,
    takers,
    held,
    originals,
    owed,
    toGiveBack,
    month: { month, lateFees: sumOf("late-fee"), damages: sumOf("damage"), kept: sumOf("deposit-kept") },
  };
}

/** "2026-11" → "2026-12-01". */
function nextMonthStart(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

/** A report's period: a month ("2026-11") or a year ("2026"), as days [from, to). */
export function periodOf(
  value: string | null,
  today: string,
): { key: string; from: string; to: string; year: boolean } {
  if (value && /^\d{4}$/.test(value))
    return { key: value, from: `${value}-01-01`, to: `${Number(value) + 1}-01-01`, year: true };
  const month = value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : today.slice(0, 7);
  return { key: month, from: `${month}-01`, to: nextMonthStart(month), year: false };
}

/** The days of a stay [from, to) inside [start, end), a stay begun and ended the same day counting one. */
export function daysWithin(stayFrom: string, stayTo: string, start: string, end: string): number {
  if (stayFrom === stayTo) return stayFrom >= start && stayFrom < end ? 1 : 0;
  const from = stayFrom > start ? stayFrom : start;
  const to = stayTo < end ? stayTo : end;
  return Math.max(0, daysBetween(from, to));
}

interface Figures {
  daysRented: number;
  daysInService: number;
  revenue: number;
  rentals: number;
  rentalDays: number;
  kept: number;
}
const noFigures = (): Figures => ({ daysRented: 0, daysInService: 0, revenue: 0, rentals: 0, rentalDays: 0, kept: 0 });

/** The figures as a report shows them: utilisation in whole percent, the average rental in days with one decimal. */
const shown = (f: Figures) => ({
  daysRented: f.daysRented,
  daysInService: f.daysInService,
  utilisation: f.daysInService ? Math.round((100 * f.daysRented) / f.daysInService) : 0,
  revenue: f.revenue,
  rentals: f.rentals,
  averageDays: f.rentals ? Math.round((10 * f.rentalDays) / f.rentals) / 10 : 0,
  kept: f.kept,
});
export type ShownFigures = ReturnType<typeof shown>;

function report(q: Query, { period, today }: { period: ReturnType<typeof periodOf>; today: string }) {
  const { from, to } = period;
  // Days in service are counted up to today: the rest of the period has not happened yet.
  const serviceEnd = to < addDays(today, 1) ? to : addDays(today, 1);
  const vehicles = q.all<{
    id: number;
    itemId: string;
    registration: string;
    note: string;
    createdAt: string;
    retiredAt: string | null;
    firstBooking: string | null;
  }>(sql`
    select v.id as id, v.item_id as itemId, v.registration as registration, v.note as note,
      v.created_at as createdAt, v.retired_at as retiredAt,
      (select min(b.starts_at) from ${t.bookings} b where b.vehicle_id = v.id) as firstBooking
    from ${t.vehicles} v where v.kind = 'bike' order by v.id`);
  const blocks = q
    .select({
      vehicleId: t.bookingBlocks.vehicleId,
      startsAt: t.bookingBlocks.startsAt,
      endsAt: t.bookingBlocks.endsAt,
    })
    .from(t.bookingBlocks)
    .where(sql`removed_at is null and ${t.bookingBlocks.startsAt} < ${to} and ${t.bookingBlocks.endsAt} > ${from}`)
    .all();

  const byVehicle = new Map<number, Figures>(vehicles.map((v) => [v.id, noFigures()]));
  const byModel = new Map<string, Figures>();
  const byMonth = new Map<string, Figures>();
  const model = (id: string) => byModel.get(id) ?? byModel.set(id, noFigures()).get(id)!;
  const monthOf = (day: string) =>
    byMonth.get(day.slice(0, 7)) ?? byMonth.set(day.slice(0, 7), noFigures()).get(day.slice(0, 7))!;
  const total = noFigures();
  const months = period.year
    ? Array.from({ length: 12 }, (_, i) => `${period.key}-${String(i + 1).padStart(2, "0")}`)
    : [period.key];
  for (const m of months) monthOf(`${m}-01`);

  // Days each vehicle was in the shop: from its first booking or its adding, whichever is earlier, to its retiring.
  for (const v of vehicles) {
    const added = v.createdAt.slice(0, 10);
    const since = v.firstBooking && dateOf(v.firstBooking) < added ? dateOf(v.firstBooking) : added;
    const until = v.retiredAt ? v.retiredAt.slice(0, 10) : serviceEnd;
    for (const m of months) {
      const start = `${m}-01`;
      const end = nextMonthStart(m) < serviceEnd ? nextMonthStart(m) : serviceEnd;
      let days = daysWithin(since, until < end ? until : end, start, end);
      for (const b of blocks.filter((x) => x.vehicleId === v.id))
        days -= daysWithin(dateOf(b.startsAt), dateOf(b.endsAt), start, end);
      days = Math.max(0, days);
      for (const f of [byVehicle.get(v.id)!, model(v.itemId), monthOf(start), total]) f.daysInService += days;
    }
  }

  // Days rented: every bike booking that went out, over the days of the period it was booked for.
  const rented = q
    .select({
      id: t.bookings.id,
      itemId: t.bookings.itemId,
      vehicleId: t.bookings.vehicleId,
      startsAt: t.bookings.startsAt,
      endsAt: t.bookings.endsAt,
    })
    .from(t.bookings)
    .where(
      // Read by the end's index within a year past the period (no rental is longer), the start a filter:
      // the cost follows the period, not the years of history before it.
      sql`${t.bookings.kind} = 'bike' and ${t.bookings.status} in ('out', 'returned') and +${t.bookings.startsAt} < ${to}
        and ${t.bookings.endsAt} > ${from} and ${t.bookings.endsAt} < ${addDays(to, 366)}`,
    )
    .all();
  for (const b of rented) {
    const first = dateOf(b.startsAt);
    const last = dateOf(b.endsAt);
    for (const m of months) {
      const days = daysWithin(first, last, `${m}-01`, nextMonthStart(m));
      if (!days) continue;
      const targets = [model(b.itemId), monthOf(`${m}-01`), total];
      if (b.vehicleId !== null && byVehicle.has(b.vehicleId)) targets.push(byVehicle.get(b.vehicleId)!);
      for (const f of targets) f.daysRented += days;
    }
  }

  // Revenue, rentals and deposits kept: the bookings picked up in the period, from their ledgers.
  const picked = q
    .select({
      id: t.bookings.id,
      kind: t.bookings.kind,
      itemId: t.bookings.itemId,
      vehicleId: t.bookings.vehicleId,
      status: t.bookings.status,
      startsAt: t.bookings.startsAt,
      endsAt: t.bookings.endsAt,
    })
    .from(t.bookings)
    .where(
      and(
        gte(t.bookings.startsAt, from),
        lt(t.bookings.startsAt, to),
        // What happened: a booking not picked up yet has earned nothing (one cancelled may have kept a payment).
        inArray(t.bookings.status, ["out", "returned", "cancelled", "no-show"]),
      ),
    )
    .all();
  const balances = balancesOf(
    q,
    picked.map((b) => b.id),
  );
  for (const b of picked) {
    const balance = balances.get(b.id)!;
    const wentOut = b.status === "out" || b.status === "returned";
    if (!balance.charges && !balance.kept && !wentOut) continue;
    const targets = [monthOf(dateOf(b.startsAt)), total];
    if (b.kind === "bike") {
      targets.push(model(b.itemId));
      if (b.vehicleId !== null && byVehicle.has(b.vehicleId)) targets.push(byVehicle.get(b.vehicleId)!);
    }
    for (const f of targets) {
      f.revenue += balance.charges;
      f.kept += balance.kept;
      if (wentOut && b.kind === "bike") {
        f.rentals++;
        f.rentalDays += rentalDays(dateOf(b.startsAt), dateOf(b.endsAt));
      }
    }
  }

  return {
    period,
    total: shown(total),
    models: [...byModel].map(([itemId, f]) => ({ itemId, ...shown(f) })),
    vehicles: vehicles.map((v) => ({ ...v, ...shown(byVehicle.get(v.id)!) })),
    months: months.map((m) => ({ month: m, ...shown(byMonth.get(m)!) })),
  };
}
export type Report = ReturnType<typeof report>;

/** Reports kept at once: a few periods the owner flips between. */
const KEPT_REPORTS = 12;

/**
 * Reports made once and kept until anything is written: a year of five
 * years' book takes a tenth of a second to add up, and a past period's
 * figures change only when the book or a ledger does. Every write of this
 * process goes through the store's writer (it says when one is committed);
 * SQLite's data_version says when another process (a script) committed one.
 */
export function createReports(
  db: Query & { $client: { pragma(source: string, options?: { simple: boolean }): unknown } },
  store: { onChange(listener: () => void): unknown },
) {
  const kept = new Map<string, Report>();
  let writes = 0;
  store.onChange(() => {
    writes++;
    kept.clear();
  });
  return {
    report(period: ReturnType<typeof periodOf>, today: string): Report {
      const key = `${period.key}|${today}|${writes}|${String(db.$client.pragma("data_version", { simple: true }))}`;
      let made = kept.get(key);
      if (!made) {
        made = report(db, { period, today });
        if (kept.size >= KEPT_REPORTS) kept.delete(kept.keys().next().value!);
        kept.set(key, made);
      }
      return made;
    },
  };
}
