/**
 * The book: pending requests from the public forms and the bookings and
 * blocks that hold a bike's units. Every write runs in one immediate
 * transaction (the content store's `write`) that reads the book again before
 * it changes anything, so two confirmations racing for the last unit cannot
 * both win: the second one finds the first and is refused, naming it. Every
 * change is in the audit log (History and Activity), without the customer's
 * name or phone.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  auditRow,
  refuse,
  type Query,
  type Refusal,
  type Tx,
  type WriteResult,
} from "~/content/store/transaction.server";
import type { ContentStore } from "~/content/store.server";
import { weekdayDate } from "~/content/format";
import { addDays, shopClock } from "~/booking/dates";
import * as t from "~/db/schema";
import type { BookingStatus } from "~/db/schema";
import { newReference, pageToken } from "./reference";
import { dateOf, fitOf, sharedDays, type Hold, type Stay } from "./stay";

export type Booking = typeof t.bookings.$inferSelect;
export type Block = typeof t.bookingBlocks.$inferSelect;

/** What holds a unit of a bike: a booking in these states, or a block. */
const HOLDING: readonly BookingStatus[] = ["confirmed", "picked-up"];

/** A request from the public forms: nothing personal. */
export interface RequestInput extends Stay {
  kind: "bike" | "taxi";
  itemId: string;
  pointId?: string;
  /** Where a taxi picks the rider up, as typed. */
  pickupPlace?: string;
  destination?: string;
  people?: number | null;
  total: number | null;
  language: string;
  /** The name a visitor typed on the form: erased with the owner's notes after their days. */
  customerName?: string;
}

/** The columns a request and a booking the owner adds share: what, when, where, for how much. */
function whatAndWhen(input: Omit<RequestInput, "language">) {
  return {
    kind: input.kind,
    itemId: input.itemId,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    pointId: input.pointId ?? "",
    pickupPlace: input.pickupPlace ?? "",
    destination: input.destination ?? "",
    people: input.people ?? null,
    total: input.total,
  };
}

export interface Customer {
  name: string;
  phone: string;
}

export interface BookOptions {
  store: ContentStore;
  now?: () => Date;
}

const BOOKING = "booking";

/** How far ahead "free again from" looks. */
const AHEAD = 90;

/** The same time of day, `days` later. */
const shiftBy = (moment: string, days: number) => `${addDays(dateOf(moment), days)}${moment.slice(10)}`;
const BLOCK = "booking-block";

/** The booking as History keeps it: never the customer's details (they are erased later) or the page's secret. */
function snapshot(row: Booking): Record<string, unknown> {
  const { token: _t, customerName, customerPhone, ...rest } = row;
  // A visitor may have typed their hotel's or home's address for a taxi: History never keeps it.
  const typed = (place: string) => (row.source === "public" && place ? "given" : place);
  return {
    ...rest,
    pickupPlace: typed(row.pickupPlace),
    destination: typed(row.destination),
    customer: customerName || customerPhone ? "noted" : "",
  };
}

export type Book = ReturnType<typeof createBook>;

export function createBook(db: Query, { store, now = () => new Date() }: BookOptions) {
  const clock = () => shopClock(store.settings().timeZone, now());
  const nowAtShop = () => {
    const c = clock();
    return `${c.date} ${c.time}`;
  };
  const itemName = (kind: "bike" | "taxi", id: string) =>
    (kind === "bike" ? store.item("bikes", id)?.name : store.item("taxis", id)?.name) ?? id;
  const unitsOf = (bikeId: string) => store.item("bikes", bikeId)?.units ?? 0;

  /** Every booking and block holding a unit of the bike during the stay (one indexed range each). */
  function holdsOf(q: Query, bikeId: string, stay: Stay, exceptBooking?: number): Hold[] {
    const columns = {
      id: t.bookings.id,
      key: t.bookings.reference,
      startsAt: t.bookings.startsAt,
      endsAt: t.bookings.endsAt,
      status: t.bookings.status,
    };
    const booked = q
      .select(columns)
      .from(t.bookings)
      .where(
        sql`${t.bookings.itemId} = ${bikeId} and status in ('confirmed', 'picked-up') and ${t.bookings.endsAt} > ${stay.startsAt} and ${t.bookings.startsAt} < ${stay.endsAt}`,
      )
      .all();
    // A bike out past its return is not back: it holds its unit until now, until it is marked returned.
    const moment = nowAtShop();
    const overdue =
      moment > stay.startsAt
        ? q
            .select(columns)
            .from(t.bookings)
            .where(
              sql`${t.bookings.itemId} = ${bikeId} and status = 'picked-up' and ${t.bookings.endsAt} <= ${stay.startsAt} and ${t.bookings.startsAt} < ${stay.endsAt}`,
            )
            .all()
            .map((b) => ({ ...b, endsAt: moment }))
        : [];
    for (const b of booked) {
      if (b.status === "picked-up" && b.endsAt < moment) b.endsAt = moment;
    }
    booked.push(...overdue);
    const blocked = q
      .select({
        id: t.bookingBlocks.id,
        startsAt: t.bookingBlocks.startsAt,
        endsAt: t.bookingBlocks.endsAt,
        note: t.bookingBlocks.note,
      })
      .from(t.bookingBlocks)
      .where(
        sql`${t.bookingBlocks.bikeId} = ${bikeId} and removed_at is null and ${t.bookingBlocks.endsAt} > ${stay.startsAt} and ${t.bookingBlocks.startsAt} < ${stay.endsAt}`,
      )
      .all();
    return [
      ...booked
        .filter((b) => b.id !== exceptBooking)
        .map((b) => ({ kind: "booking" as const, key: b.key, label: b.key, startsAt: b.startsAt, endsAt: b.endsAt })),
      ...blocked.map((b) => ({
        kind: "block" as const,
        key: String(b.id),
        label: b.note ? `out of service (${b.note})` : "out of service",
        startsAt: b.startsAt,
        endsAt: b.endsAt,
      })),
    ];
  }

  /** The refusal that names what is in the way, or null when one more fits. */
  function clashOf(q: Query, bikeId: string, stay: Stay, exceptBooking?: number): Refusal | null {
    const units = unitsOf(bikeId);
    const fit = fitOf(holdsOf(q, bikeId, stay, exceptBooking), stay, units);
    if (fit.fits) return null;
    const named = fit.inTheWay.map((h) => {
      const days = sharedDays(h, stay);
      const when =
        days.from === days.to ? weekdayDate(days.from) : `${weekdayDate(days.from)} to ${weekdayDate(days.to)}`;
      return `${h.label} (${when})`;
    });
    const all = units === 1 ? "The" : `All ${units}`;
    return {
      ok: false,
      reason: "conflict",
      message: `${all} ${itemName("bike", bikeId)} ${units === 1 ? "is" : "are"} taken then: ${named.join(", ")}. Nothing was saved.`,
      fieldErrors: {},
    };
  }

  const byReference = (q: Query, reference: string) =>
    q.select().from(t.bookings).where(eq(t.bookings.reference, reference)).get();

  /** A reference not yet in the book (a clash is drawn again: a million to choose from). */
  function freshReference(tx: Tx): string {
    for (;;) {
      const reference = newReference();
      if (!byReference(tx, reference)) return reference;
    }
  }

  /**
   * The audit row. A change to what holds a bike also goes through the
   * store's `record`, which bumps the content version: the cards' "All rented
   * out" follows the book (card-status.server.ts), so the page is made again.
   */
  function audit(tx: Tx, action: string, before: Booking | null, after: Booking, sentence: string, actor: string) {
    const holds = (b: Booking | null) => b !== null && b.kind === "bike" && HOLDING.includes(b.status);
    const write = holds(before) || holds(after) ? store.writer.record : auditRow;
    write(
      tx,
      {
        entity: BOOKING,
        entityId: after.reference,
        action,
        before: before ? snapshot(before) : null,
        after: snapshot(after),
        version: after.version,
        detail: { sentence },
      },
      actor,
      now().toISOString(),
    );
  }

  function insert(tx: Tx, values: Omit<typeof t.bookings.$inferInsert, "reference" | "token" | "createdAt">) {
    return tx
      .insert(t.bookings)
      .values({ ...values, reference: freshReference(tx), token: pageToken(), createdAt: now().toISOString() })
      .returning()
      .get();
  }

  /**
   * A change to one booking, based on the version the owner's screen showed:
   * refused when it is gone, changed since, or not in a state `from` allows;
   * when its stay holds a unit afterwards, the units are counted again first.
   */
  function change(
    reference: string,
    version: number,
    actor: string,
    action: { name: string; from: readonly BookingStatus[]; sentence: (b: Booking) => string },
    patch: (b: Booking) => Partial<Booking> | Refusal,
  ): WriteResult<Booking> {
    return store.writer.write((tx) => {
      const row = byReference(tx, reference);
      if (!row) return refuse.missing("booking");
      if (row.version !== version) return refuse.stale("booking");
      if (!action.from.includes(row.status)) {
        return {
          ok: false,
          reason: "stale",
          message: `${reference} is ${row.status} now. Nothing was changed.`,
          fieldErrors: {},
        };
      }
      const changes = patch(row);
      if ("ok" in changes) return changes;
      const next = { ...row, ...changes, version: row.version + 1 };
      if (next.kind === "bike" && HOLDING.includes(next.status)) {
        const clash = clashOf(tx, next.itemId, next, row.id);
        if (clash) return clash;
      }
      const { id: _id, ...values } = next;
      tx.update(t.bookings).set(values).where(eq(t.bookings.id, row.id)).run();
      audit(tx, action.name, row, next, action.sentence(next), actor);
      return { ok: true, value: next };
    });
  }

  const describeStay = (b: Pick<Booking, "startsAt" | "endsAt">) =>
    `${weekdayDate(b.startsAt.slice(0, 10))} ${b.startsAt.slice(11)} to ${weekdayDate(b.endsAt.slice(0, 10))} ${b.endsAt.slice(11)}`;

  return {
    holdsOf: (bikeId: string, stay: Stay) => holdsOf(db, bikeId, stay),
    unitsOf,
    nowAtShop,
    today: () => clock().date,

    /** A dated request from a public form, pending: its reference goes into the chat message. */
    request(input: RequestInput): Booking {
      const result = store.writer.write((tx) => {
        const row = insert(tx, {
          ...whatAndWhen(input),
          status: "requested",
          language: input.language,
          source: "public",
          customerName: input.customerName ?? "",
        });
        audit(tx, "request", null, row, `sent the request %s for ${itemName(input.kind, input.itemId)}`, "visitor");
        return { ok: true, value: row };
      });
      if (!result.ok) throw new Error(result.message);
      return result.value;
    },

    /** A booking the owner adds (a walk-in, a phone call): confirmed at once, if a unit is free. */
    add(input: Omit<RequestInput, "language"> & { customer: Customer }, actor: string): WriteResult<Booking> {
      return store.writer.write((tx) => {
        if (input.kind === "bike") {
          const clash = clashOf(tx, input.itemId, input);
          if (clash) return clash;
        }
        const row = insert(tx, {
          ...whatAndWhen(input),
          status: "confirmed",
          language: "en",
          source: "owner",
          customerName: input.customer.name,
          customerPhone: input.customer.phone,
        });
        audit(tx, "add", null, row, `added %s: ${itemName(input.kind, input.itemId)}, ${describeStay(row)}`, actor);
        return { ok: true, value: row };
      });
    },

    confirm: (reference: string, version: number, customer: Customer, actor: string) =>
      change(
        reference,
        version,
        actor,
        { name: "confirm", from: ["requested"], sentence: () => "confirmed %s" },
        () => ({
          status: "confirmed",
          customerName: customer.name,
          customerPhone: customer.phone,
        }),
      ),

    decline: (reference: string, version: number, actor: string) =>
      change(
        reference,
        version,
        actor,
        { name: "decline", from: ["requested"], sentence: () => "declined %s" },
        () => ({
          status: "declined",
        }),
      ),

    cancel: (reference: string, version: number, actor: string) =>
      change(
        reference,
        version,
        actor,
        { name: "cancel", from: ["confirmed"], sentence: () => "cancelled %s" },
        () => ({
          status: "cancelled",
        }),
      ),

    /** New dates, with the estimate for them (null: keep the one it has). */
    changeDates: (reference: string, version: number, stay: Stay, total: number | null, actor: string) =>
      change(
        reference,
        version,
        actor,
        {
          name: "dates",
          from: ["requested", "confirmed", "picked-up"],
          sentence: (b) => `moved %s to ${describeStay(b)}`,
        },
        (b) => ({ startsAt: stay.startsAt, endsAt: stay.endsAt, total: total ?? b.total }),
      ),

    pickUp: (reference: string, version: number, moment: string, actor: string) =>
      change(
        reference,
        version,
        actor,
        { name: "pick-up", from: ["confirmed"], sentence: () => "marked %s picked up" },
        () => ({
          status: "picked-up",
          pickedUpAt: moment,
        }),
      ),

    /** Back: the late fee is worked out by the caller from the terms (late-fee.ts) and kept with it. */
    giveBack: (
      reference: string,
      version: number,
      back: { moment: string; lateFee: number; damages: number | null; damagesNote: string },
      actor: string,
    ) =>
      change(
        reference,
        version,
        actor,
        { name: "return", from: ["picked-up"], sentence: () => "marked %s returned" },
        () => ({
          status: "returned",
          returnedAt: back.moment,
          lateFee: back.lateFee,
          damages: back.damages,
          damagesNote: back.damagesNote,
        }),
      ),

    setDeposit: (reference: string, version: number, deposit: Booking["deposit"], actor: string) =>
      change(
        reference,
        version,
        actor,
        {
          name: "deposit",
          from: ["confirmed", "picked-up", "returned"],
          sentence: () => `marked the deposit of %s ${deposit}`,
        },
        () => ({ deposit }),
      ),

    /** A unit out of service for a stay: refused, naming what is in the way, when no unit is free then. */
    addBlock(input: Stay & { bikeId: string; note: string }, actor: string): WriteResult<Block> {
      return store.writer.write((tx) => {
        const clash = clashOf(tx, input.bikeId, input);
        if (clash) return clash;
        const row = tx
          .insert(t.bookingBlocks)
          .values({ ...input, createdAt: now().toISOString() })
          .returning()
          .get();
        store.writer.record(
          tx,
          {
            entity: BLOCK,
            entityId: String(row.id),
            action: "create",
            before: null,
            after: row,
            detail: { sentence: `took ${itemName("bike", row.bikeId)} out of service, ${describeStay(row)}` },
          },
          actor,
          now().toISOString(),
        );
        return { ok: true, value: row };
      });
    },

    removeBlock(id: number, actor: string): WriteResult<Block> {
      return store.writer.write((tx) => {
        const row = tx.select().from(t.bookingBlocks).where(eq(t.bookingBlocks.id, id)).get();
        if (!row || row.removedAt) return refuse.missing("block");
        const after = { ...row, removedAt: now().toISOString() };
        tx.update(t.bookingBlocks).set({ removedAt: after.removedAt }).where(eq(t.bookingBlocks.id, id)).run();
        store.writer.record(
          tx,
          {
            entity: BLOCK,
            entityId: String(id),
            action: "remove",
            before: row,
            after,
            detail: { sentence: `put ${itemName("bike", row.bikeId)} back in service` },
          },
          actor,
          now().toISOString(),
        );
        return { ok: true, value: after };
      });
    },

    // Reads --------------------------------------------------------------

    find: (reference: string) => byReference(db, reference),

    /** The requests waiting for the owner, newest first. */
    inbox: () =>
      db.select().from(t.bookings).where(eq(t.bookings.status, "requested")).orderBy(desc(t.bookings.createdAt)).all(),

    /** Bookings whose stay touches [from, to): the calendar's and the lists'. */
    during: (stay: Stay, statuses: readonly BookingStatus[] = HOLDING) =>
      db
        .select()
        .from(t.bookings)
        .where(
          and(
            inArray(t.bookings.status, [...statuses]),
            sql`${t.bookings.endsAt} > ${stay.startsAt} and ${t.bookings.startsAt} < ${stay.endsAt}`,
          ),
        )
        .orderBy(t.bookings.startsAt)
        .all(),

    blocks: (stay: Stay) =>
      db
        .select()
        .from(t.bookingBlocks)
        .where(
          sql`removed_at is null and ${t.bookingBlocks.endsAt} > ${stay.startsAt} and ${t.bookingBlocks.startsAt} < ${stay.endsAt}`,
        )
        .orderBy(t.bookingBlocks.startsAt)
        .all(),

    /** Whether one more booking of the bike fits the stay (for the inbox's "fits"). */
    fits: (bikeId: string, stay: Stay) => clashOf(db, bikeId, stay) === null,

    clashOf: (bikeId: string, stay: Stay) => clashOf(db, bikeId, stay),

    /**
     * Whether the bike is free for the stay, and if not, the first later day
     * the same stay would fit (within `AHEAD` days): one indexed read for all of it.
     */
    availability(bikeId: string, stay: Stay): { free: boolean; freeFrom: string | null } {
      const units = unitsOf(bikeId);
      const reach = { startsAt: stay.startsAt, endsAt: shiftBy(stay.endsAt, AHEAD) };
      const holds = holdsOf(db, bikeId, reach);
      if (fitOf(holds, stay, units).fits) return { free: true, freeFrom: null };
      for (let days = 1; days <= AHEAD; days++) {
        const later = { startsAt: shiftBy(stay.startsAt, days), endsAt: shiftBy(stay.endsAt, days) };
        if (fitOf(holds, later, units).fits) return { free: false, freeFrom: dateOf(later.startsAt) };
      }
      return { free: false, freeFrom: null };
    },

    // Housekeeping ---------------------------------------------------------

    /**
     * Requests nobody confirmed go: once their pickup has passed, or after the
     * hours the settings give. Returns how many.
     */
    expireRequests(): number {
      const { requestExpiryHours } = store.settings();
      const before = new Date(now().getTime() - requestExpiryHours * 3_600_000).toISOString();
      const moment = nowAtShop();
      const result = store.writer.write((tx) => {
        const stale = tx
          .select()
          .from(t.bookings)
          .where(
            // A bike's pickup is a day (its time is the shop's usual one): it passes with that day. A taxi's is a time.
            sql`status = 'requested' and (${t.bookings.createdAt} < ${before} or (kind = 'bike' and substr(${t.bookings.startsAt}, 1, 10) < substr(${moment}, 1, 10)) or (kind = 'taxi' and ${t.bookings.startsAt} < ${moment}))`,
          )
          .all();
        for (const row of stale) {
          const next = { ...row, status: "expired" as const, version: row.version + 1 };
          tx.update(t.bookings)
            .set({ status: next.status, version: next.version })
            .where(eq(t.bookings.id, row.id))
            .run();
          audit(tx, "expire", row, next, "expired %s unanswered", "system");
        }
        return stale.length ? { ok: true, value: stale.length } : { ok: true, value: 0, unchanged: true };
      });
      return result.ok ? result.value : 0;
    },

    /** The customer's name and phone go a set number of days after the stay ended. Returns how many. */
    eraseCustomers(): number {
      const { keepCustomerDays } = store.settings();
      const c = clock();
      const until = new Date(Date.parse(`${c.date}T00:00:00Z`) - keepCustomerDays * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const result = store.writer.write((tx) => {
        const rows = tx
          .select({ id: t.bookings.id })
          .from(t.bookings)
          .where(
            sql`(${t.bookings.customerName} <> '' or ${t.bookings.customerPhone} <> '' or (source = 'public' and (${t.bookings.destination} <> '' or ${t.bookings.pickupPlace} <> ''))) and status <> 'picked-up' and substr(coalesce(${t.bookings.returnedAt}, ${t.bookings.endsAt}), 1, 10) < ${until}`,
          )
          .all();
        if (!rows.length) return { ok: true, value: 0, unchanged: true };
        // With them goes a place a visitor typed for a taxi; which bike or service, the days and the total stay for the books.
        tx.update(t.bookings)
          .set({
            customerName: "",
            customerPhone: "",
            destination: sql`case when source = 'public' then '' else destination end`,
            pickupPlace: sql`case when source = 'public' then '' else pickup_place end`,
          })
          .where(
            inArray(
              t.bookings.id,
              rows.map((r) => r.id),
            ),
          )
          .run();
        return { ok: true, value: rows.length };
      });
      return result.ok ? result.value : 0;
    },
  };
}
