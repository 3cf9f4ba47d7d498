/**
 * The book: requests from the public forms, the bookings the owner confirmed
 * or added, and the times a vehicle is out of service. A booking holds one
 * vehicle of its model for its stay. Every write runs in one immediate
 * transaction (the content store's `write`) that reads the book again before
 * it changes anything, so two confirmations racing for the last free vehicle
 * cannot both win: the second finds the first and is refused, naming it.
 * Which action may move a booking where is the lifecycle's
 * (./lifecycle.ts); every step is in the audit log (History and Activity),
 * without the customer's name or phone. Bookings are never deleted: once
 * they end they stay, under Past, with their figures.
 */
import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import { addDays, shopClock } from "~/booking/dates";
import { quoteStay } from "~/booking/prices";
import { seasonRule } from "~/content/lists/seasons";
import { rupees, weekdayDate } from "~/content/format";
import type { ContentStore } from "~/content/store.server";
import {
  auditRow,
  refuse,
  type Query,
  type Refusal,
  type Tx,
  type WriteResult,
} from "~/content/store/transaction.server";
import type { Db } from "~/db/database.server";
import { keptQuery } from "~/db/kept-query.server";
import { derivedSecret, linkKeyBeside } from "~/db/keys.server";
import * as t from "~/db/schema";
import type { FrozenQuote } from "~/db/schema";
import { createMoney, ledgerOf } from "~/money/money.server";
import { balancesOf } from "~/money/ledger.server";
import { createReports, dayTakings, moneyScreen, periodOf } from "~/money/reports.server";
import {
  checkOutOf,
  handoversOf,
  recordCheckIn,
  recordCheckOut,
  type CheckInRecord,
  type CheckOutRecord,
} from "~/handover/handover.server";
import { agree, agreementOf, agreementText, type AgreementInput } from "~/handover/agreement.server";
import { createHandoverPhotos } from "~/handover/photos.server";
import type { Lang } from "~/i18n/languages";
import { wordsOf } from "~/i18n/words";
import { createFleet, type Vehicle } from "./fleet.server";
import { lateFee, perHourFine } from "./late-fee";
import type { PayMethod } from "~/money/ledger";
import {
  ENDED_STATES,
  holdsVehicle,
  HOLDING_STATES,
  transitions,
  pickupRefusal,
  refusalOf,
  returnRefusal,
  sqlStates,
  type BookingAction,
  type BookingState,
} from "./lifecycle";
import { isReference, newReference } from "./reference";
import { dateOf, overlaps, placementOf, sharedDays, timeOf, type Hold, type Stay } from "./stay";
import { unusableOn, vehicleName } from "./vehicles";

export type Booking = typeof t.bookings.$inferSelect;
export type Block = typeof t.bookingBlocks.$inferSelect;

/** A request from the public forms: nothing personal but a name the visitor typed. */
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
  /** Derives the secrets of the tourists' page addresses (~/db/keys.server.ts): by default the data directory's. */
  linkKey?: Buffer;
}

const BOOKING = "booking";
const BLOCK = "booking-block";

/** How far ahead "free again from" looks. */
const AHEAD = 90;

/** Past bookings shown on one page of the search. */
const PAST_PAGE = 30;

/** The same time of day, `days` later. */
const shiftBy = (moment: string, days: number) => `${addDays(dateOf(moment), days)}${moment.slice(10)}`;

const HOLDING_SQL = sql.raw(sqlStates(HOLDING_STATES));

/**
 * The reads of `holdsOf`, which runs for every bike shown: kept prepared (app/db/kept-query.server.ts), with the
 * bike and the stay as placeholders filled per call (the benchmark keeps its copy with the same ones).
 */
export const HOLDS_PARAMS = {
  bikeId: sql.placeholder("bikeId"),
  startsAt: sql.placeholder("startsAt"),
  endsAt: sql.placeholder("endsAt"),
};
/**
 * A bike's bookings in a stay that hold a vehicle: "booked", those in a holding state that end after its start;
 * "overdue", those still out past their return. The bike and the stay are given as values, or as placeholders for
 * the kept read (the benchmark builds it both ways, scripts/bench-reads.ts).
 */
export function selectBookingsHolding(
  q: Query,
  which: "booked" | "overdue",
  { bikeId, startsAt, endsAt }: { bikeId: unknown; startsAt: unknown; endsAt: unknown },
) {
  const holding =
    which === "booked"
      ? sql`${HOLDING_SQL} and ${t.bookings.endsAt} > ${startsAt}`
      : sql`status = 'out' and ${t.bookings.endsAt} <= ${startsAt}`;
  return q
    .select({
      id: t.bookings.id,
      key: t.bookings.reference,
      vehicleId: t.bookings.vehicleId,
      startsAt: t.bookings.startsAt,
      endsAt: t.bookings.endsAt,
      status: t.bookings.status,
    })
    .from(t.bookings)
    .where(sql`${t.bookings.itemId} = ${bikeId} and ${holding} and ${t.bookings.startsAt} < ${endsAt}`);
}
const bookingsHolding = (q: Query, which: "booked" | "overdue") =>
  keptQuery(q, `holds: ${which}`, () => selectBookingsHolding(q, which, HOLDS_PARAMS).prepare());
const blocksHolding = (q: Query) =>
  keptQuery(q, "holds: blocked", () =>
    q
      .select({
        id: t.bookingBlocks.id,
        vehicleId: t.bookingBlocks.vehicleId,
        startsAt: t.bookingBlocks.startsAt,
        endsAt: t.bookingBlocks.endsAt,
        note: t.bookingBlocks.note,
      })
      .from(t.bookingBlocks)
      .where(
        sql`${t.bookingBlocks.bikeId} = ${HOLDS_PARAMS.bikeId} and removed_at is null and ${t.bookingBlocks.endsAt} > ${HOLDS_PARAMS.startsAt} and ${t.bookingBlocks.startsAt} < ${HOLDS_PARAMS.endsAt}`,
      )
      .prepare(),
  );

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

/** "2 h 5 min": how long a return was late. */
export function lateWords(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : "", rest ? `${rest} min` : ""].filter(Boolean).join(" ");
}

/** "Wed 3 Dec 10:00": how a refusal names a moment. */
const says = (moment: string) => `${weekdayDate(dateOf(moment))} ${timeOf(moment)}`;

const describeStay = (b: Pick<Booking, "startsAt" | "endsAt">) => `${says(b.startsAt)} to ${says(b.endsAt)}`;

/** What the past bookings' search asks: words (a reference, a name, a phone), a state, a bike, a month. */
export interface PastQuery {
  q?: string;
  status?: BookingState | "";
  itemId?: string;
  /** "2026-11" */
  month?: string;
  page?: number;
}

export type Book = ReturnType<typeof createBook>;

export function createBook(db: Db, { store, now = () => new Date(), linkKey = linkKeyBeside(db) }: BookOptions) {
  const fleet = createFleet(db, { store, now });
  const money = createMoney({ store, now, today: () => clock().date });
  const photos = createHandoverPhotos(db, { store, now });
  const reports = createReports(db, store);
  /**
   * A booking as the book answers it: with the secret of its page's address,
   * made again from the link key and its reference (the database keeps none;
   * a booking from before keeps the one it was given until its details are erased).
   */
  const withToken = <B extends Booking | undefined>(row: B): B =>
    row && !row.token ? { ...row, token: derivedSecret(linkKey, "booking-page", row.reference) } : row;
  const answered = (result: WriteResult<Booking>): WriteResult<Booking> =>
    result.ok ? { ...result, value: withToken(result.value) } : result;
  const clock = () => shopClock(store.settings().timeZone, now());
  const nowAtShop = () => {
    const c = clock();
    return `${c.date} ${c.time}`;
  };
  const itemName = (kind: "bike" | "taxi", id: string) => fleet.modelName(kind, id);

  /** Every booking and block holding a vehicle of the bike during the stay (one indexed range each). */
  function holdsOf(q: Query, bikeId: string, stay: Stay, exceptBooking?: number): Hold[] {
    const range = { bikeId, startsAt: stay.startsAt, endsAt: stay.endsAt };
    const booked = bookingsHolding(q, "booked").all(range);
    // A bike out past its return is not back: it holds its vehicle until now, until it is marked returned.
    const moment = nowAtShop();
    const overdue =
      moment > stay.startsAt
        ? bookingsHolding(q, "overdue")
            .all(range)
            .map((b) => ({ ...b, endsAt: moment }))
        : [];
    for (const b of booked) {
      if (b.status === "out" && b.endsAt < moment) b.endsAt = moment;
    }
    booked.push(...overdue);
    const blocked = blocksHolding(q).all(range);
    return [
      ...booked
        .filter((b) => b.id !== exceptBooking)
        .map((b) => ({
          kind: "booking" as const,
          key: b.key,
          label: b.key,
          vehicleId: b.vehicleId,
          startsAt: b.startsAt,
          endsAt: b.endsAt,
        })),
      ...blocked.map((b) => ({
        kind: "block" as const,
        key: String(b.id),
        label: b.note ? `out of service (${b.note})` : "out of service",
        vehicleId: b.vehicleId,
        startsAt: b.startsAt,
        endsAt: b.endsAt,
      })),
    ];
  }

  /** The bike's vehicles that can go out on the stay, and those that cannot with why. */
  function vehiclesFor(q: Query, bikeId: string, stay: Stay) {
    const all = fleet.vehiclesOf(q, "bike", bikeId);
    const usable: Vehicle[] = [];
    const unusable: string[] = [];
    for (const v of all) {
      const why = unusableOn(v, stay);
      if (why) unusable.push(why);
      else usable.push(v);
    }
    return { all, usable, unusable };
  }

  function placement(q: Query, bikeId: string, stay: Stay, exceptBooking?: number) {
    const vehicles = vehiclesFor(q, bikeId, stay);
    return { ...vehicles, ...placementOf(vehicles.usable, holdsOf(q, bikeId, stay, exceptBooking), stay) };
  }

  /** The refusal that names what is in the way, or null when one more fits. */
  function clashOf(q: Query, bikeId: string, stay: Stay, exceptBooking?: number): Refusal | null {
    const place = placement(q, bikeId, stay, exceptBooking);
    if (place.fits) return null;
    const name = itemName("bike", bikeId);
    if (!place.all.length)
      return {
        ok: false,
        reason: "conflict",
        message: `The ${name} has no vehicles: add one under Vehicles first. Nothing was saved.`,
        fieldErrors: {},
      };
    const named = place.inTheWay.map((h) => {
      const days = sharedDays(h, stay);
      const when =
        days.from === days.to ? weekdayDate(days.from) : `${weekdayDate(days.from)} to ${weekdayDate(days.to)}`;
      return `${h.label} (${when})`;
    });
    const count = place.all.length;
    const all = count === 1 ? "The" : `All ${count}`;
    const taken = named.length
      ? ` ${count === 1 ? "is" : "are"} taken then: ${named.join(", ")}`
      : " cannot go out then";
    const papers = place.unusable.length ? ` (${place.unusable.join("; ")})` : "";
    return {
      ok: false,
      reason: "conflict",
      message: `${all} ${name}${taken}${papers}. Nothing was saved.`,
      fieldErrors: {},
    };
  }

  /**
   * The vehicle a booking of the bike takes for the stay: the one asked for,
   * when it can go out and nothing holds it then, or else the first free one.
   */
  function vehicleFor(
    q: Query,
    bikeId: string,
    stay: Stay,
    asked: number | null,
    exceptBooking?: number,
  ): { ok: true; vehicle: Vehicle } | Refusal {
    const place = placement(q, bikeId, stay, exceptBooking);
    if (asked !== null) {
      const vehicle = place.all.find((v) => v.id === asked);
      if (!vehicle) return refuse.fields({ vehicle: [`Choose one of the ${itemName("bike", bikeId)}'s vehicles`] });
      const why = unusableOn(vehicle, stay);
      if (why) return refuse.fields({ vehicle: [`Not then: ${why}`] });
      if (!place.free.some((v) => v.id === asked)) {
        const busy = holdsOf(q, bikeId, stay, exceptBooking).filter(
          (h) => h.vehicleId === asked && h.endsAt > stay.startsAt && h.startsAt < stay.endsAt,
        );
        return refuse.fields({
          vehicle: [`${vehicleName(vehicle)} is taken then: ${busy.map((h) => h.label).join(", ")}`],
        });
      }
      return { ok: true, vehicle };
    }
    if (!place.fits) return clashOf(q, bikeId, stay, exceptBooking)!;
    return { ok: true, vehicle: place.free[0]! };
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

  /** The price function's quote of a bike for a stay, over the seasons shown on the page. */
  function quoteFor(bikeId: string, stay: Stay) {
    const bike = store.item("bikes", bikeId);
    if (!bike) return null;
    const seasons = store
      .list("seasons")
      .filter((s) => !s.hidden)
      .map(seasonRule);
    // By the hour inside one day when the bike has an hourly price and that is cheaper, else by the day.
    return { bike, quote: quoteStay(bike, seasons, stay) };
  }

  /** The price as agreed now: frozen on the booking, never worked out again from later prices. */
  function frozenQuote(b: Pick<Booking, "kind" | "itemId" | "startsAt" | "endsAt" | "total">): FrozenQuote | null {
    if (b.kind !== "bike") return null;
    const priced = quoteFor(b.itemId, b);
    if (!priced) return null;
    const { quote, bike } = priced;
    return {
      at: now().toISOString(),
      total: quote.total,
      deposit: bike.deposit,
      lines: quote.lines,
      days: quote.days,
      ...(quote.hours ? { hours: quote.hours } : {}),
      pickup: quote.pickup,
    };
  }

  /**
   * The audit row. A change to what holds a vehicle also goes through the
   * store's `record`, which bumps the content version: the cards' "All rented
   * out" follows the book (card-status.server.ts), so the page is made again.
   */
  function audit(tx: Tx, action: string, before: Booking | null, after: Booking, sentence: string, actor: string) {
    const holds = (b: Booking | null) => b !== null && b.kind === "bike" && holdsVehicle(b.status);
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
      .values({ ...values, reference: freshReference(tx), token: "", createdAt: now().toISOString() })
      .returning()
      .get();
  }

  /**
   * One step of one booking, based on the version the owner's screen showed:
   * refused when it is gone, changed since, or when the lifecycle does not
   * let `action` start from its state; when the booking holds a vehicle
   * afterwards, that vehicle must be free for its stay (read again here).
   */
  function step(
    reference: string,
    version: number,
    actor: string,
    action: BookingAction,
    sentence: (b: Booking) => string,
    patch: (b: Booking, tx: Tx) => Partial<Booking> | Refusal,
    /** What the step writes beside the booking (the handover, the ledger), once the booking is written. */
    alongside?: (tx: Tx, next: Booking, row: Booking) => Refusal | null,
  ): WriteResult<Booking> {
    return answered(
      store.writer.write((tx) => {
        const row = byReference(tx, reference);
        if (!row) return refuse.missing("booking");
        if (row.version !== version) return refuse.stale("booking");
        const refusal = refusalOf(action, row);
        if (refusal) return { ok: false, reason: "stale", message: refusal, fieldErrors: {} };
        const changes = patch(row, tx);
        if ("ok" in changes) return changes;
        const next = { ...row, ...changes, version: row.version + 1 };
        const to: BookingState | null = transitions[action].to;
        if (to) next.status = to;
        if (next.kind === "bike" && holdsVehicle(next.status)) {
          const moved = next.startsAt !== row.startsAt || next.endsAt !== row.endsAt;
          // What held its vehicle and still holds it, for the same stay, is not counted again.
          const unchanged = !moved && next.vehicleId === row.vehicleId && holdsVehicle(row.status);
          // A booking kept from before vehicles takes one at the latest when it is handed over.
          if (!unchanged || (action === "pick-up" && next.vehicleId === null)) {
            const got = vehicleFor(tx, next.itemId, next, next.vehicleId, row.id);
            if (!got.ok) {
              // Its own vehicle is taken on the new dates: another free one will do.
              if (moved && next.vehicleId !== null && changes.vehicleId === undefined) {
                const other = vehicleFor(tx, next.itemId, next, null, row.id);
                if (!other.ok) return other;
                next.vehicleId = other.vehicle.id;
              } else return got;
            } else next.vehicleId = got.vehicle.id;
          }
        }
        const { id: _id, ...values } = next;
        tx.update(t.bookings).set(values).where(eq(t.bookings.id, row.id)).run();
        const beside = alongside?.(tx, next, row);
        if (beside) return beside;
        audit(tx, action, row, next, sentence(next), actor);
        return { ok: true, value: next };
      }),
    );
  }

  /** The terms' requirements as the owner checks them at pickup: the Requirements list, as shown, in each language. */
  const requirementsToCheck = () =>
    store
      .list("requirements")
      .filter((r) => !r.hidden)
      .map((r) => ({ id: r.id, text: r.text, textHi: r.textHi, textKn: r.textKn }));

  const vehicleWords = (b: Booking) => {
    if (b.vehicleId === null) return "";
    const v = fleet.find(b.vehicleId);
    return v ? ` on ${vehicleName(v)}` : "";
  };

  /** The bookings (and requests) from now on of a bike or taxi service: what trashing or hiding it would strand. */
  function upcomingOf(q: Query, kind: "bike" | "taxi", itemId: string) {
    return q
      .select({ reference: t.bookings.reference, status: t.bookings.status, startsAt: t.bookings.startsAt })
      .from(t.bookings)
      .where(
        sql`${t.bookings.kind} = ${kind} and ${t.bookings.itemId} = ${itemId} and (status = 'out' or (status in ('requested', 'confirmed') and ${t.bookings.endsAt} > ${nowAtShop()}))`,
      )
      .orderBy(asc(t.bookings.startsAt))
      .all();
  }

  // The content store asks the book before a bike or taxi service leaves the page.
  store.writer.guard((tx, kind, id, action) => {
    if (kind !== "bikes" && kind !== "taxis") return null;
    const ahead = upcomingOf(tx, kind === "bikes" ? "bike" : "taxi", id);
    if (!ahead.length) return null;
    const names = ahead.slice(0, 5).map((b) => `${b.reference} (${weekdayDate(dateOf(b.startsAt))})`);
    const more = ahead.length > 5 ? ` and ${ahead.length - 5} more` : "";
    const what = action === "trash" ? "be deleted" : "be hidden";
    return {
      ok: false,
      reason: "in-use",
      message: `${itemName(kind === "bikes" ? "bike" : "taxi", id)} cannot ${what} while bookings ahead have it: ${names.join(", ")}${more}. Decline, cancel or move them first. Nothing was changed.`,
      fieldErrors: {},
    };
  });

  const PAST_STATES: readonly BookingState[] = ENDED_STATES;

  return {
    fleet,
    holdsOf: (bikeId: string, stay: Stay) => holdsOf(db, bikeId, stay),
    /** The bike's vehicles that can go out on every moment of `stay`, and how many it has. */
    vehiclesFor: (bikeId: string, stay: Stay) => vehiclesFor(db, bikeId, stay),
    /** A bike's vehicles, oldest first (retired ones left out). */
    vehiclesOf: (bikeId: string) => fleet.vehiclesOf(db, "bike", bikeId),
    /** How many vehicles a bike has (its "bikes of this model"). */
    unitsOf: (bikeId: string) => fleet.vehiclesOf(db, "bike", bikeId).length,
    nowAtShop,
    today: () => clock().date,
    quoteFor,

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
      return withToken(result.value);
    },

    /** A booking the owner adds (a walk-in, a phone call): confirmed at once on a free vehicle, its price frozen. */
    add(
      input: Omit<RequestInput, "language" | "total"> & { customer: Customer; vehicleId?: number | null },
      actor: string,
    ): WriteResult<Booking> {
      return answered(
        store.writer.write((tx) => {
          let vehicleId: number | null = null;
          if (input.kind === "bike") {
            const got = vehicleFor(tx, input.itemId, input, input.vehicleId ?? null);
            if (!got.ok) return got;
            vehicleId = got.vehicle.id;
          }
          const quote = frozenQuote({ ...input, total: null });
          const row = insert(tx, {
            ...whatAndWhen({ ...input, total: quote?.total ?? null }),
            vehicleId,
            quote,
            status: "confirmed",
            language: "en",
            source: "owner",
            customerName: input.customer.name,
            customerPhone: input.customer.phone,
          });
          const owed = money.rentDue(tx, row, actor);
          if (owed) return owed;
          audit(
            tx,
            "add",
            null,
            row,
            `added %s: ${itemName(input.kind, input.itemId)}${vehicleWords(row)}, ${describeStay(row)}`,
            actor,
          );
          return { ok: true, value: row };
        }),
      );
    },

    /** Confirmed on a vehicle (the one asked for, or the first free one), its price frozen from today's prices. */
    confirm: (reference: string, version: number, customer: Customer & { vehicleId?: number | null }, actor: string) =>
      step(
        reference,
        version,
        actor,
        "confirm",
        (b) => `confirmed %s${vehicleWords(b)}`,
        (b) => {
          const quote = frozenQuote(b);
          return {
            customerName: customer.name || b.customerName,
            customerPhone: customer.phone,
            vehicleId: customer.vehicleId ?? null,
            quote,
            total: quote?.total ?? b.total,
          };
        },
        // The price agreed is owed from now on (the ledger's first entry).
        (tx, next) => money.rentDue(tx, next, actor),
      ),

    /** The customer's name and phone, noted or corrected by the owner. */
    setCustomer: (reference: string, version: number, customer: Customer, actor: string) =>
      answered(
        store.writer.write((tx) => {
          const row = byReference(tx, reference);
          if (!row) return refuse.missing("booking");
          if (row.version !== version) return refuse.stale("booking");
          const next = { ...row, customerName: customer.name, customerPhone: customer.phone, version: row.version + 1 };
          tx.update(t.bookings)
            .set({ customerName: next.customerName, customerPhone: next.customerPhone, version: next.version })
            .where(eq(t.bookings.id, row.id))
            .run();
          auditRow(
            tx,
            {
              entity: BOOKING,
              entityId: reference,
              action: "customer",
              before: snapshot(row),
              after: snapshot(next),
              version: next.version,
              detail: { sentence: "noted the customer of %s" },
            },
            actor,
            now().toISOString(),
          );
          return { ok: true, value: next };
        }),
      ),

    decline: (reference: string, version: number, actor: string) =>
      step(
        reference,
        version,
        actor,
        "decline",
        () => "declined %s",
        () => ({}),
      ),

    cancel: (reference: string, version: number, actor: string) =>
      step(
        reference,
        version,
        actor,
        "cancel",
        () => "cancelled %s",
        () => ({}),
        (tx, next) => money.lapse(tx, next, actor, "Cancelled"),
      ),

    /** Never came for it: the vehicle is free again; only once its pickup time has come. */
    noShow: (reference: string, version: number, actor: string) =>
      step(
        reference,
        version,
        actor,
        "no-show",
        () => "marked %s a no-show",
        (b): Partial<Booking> | Refusal =>
          b.startsAt > nowAtShop()
            ? {
                ok: false,
                reason: "invalid",
                message: `Not yet: ${b.reference} is to be picked up ${says(b.startsAt)}. Nothing was changed.`,
                fieldErrors: {},
              }
            : {},
        (tx, next) => money.lapse(tx, next, actor, "Never picked up"),
      ),

    /** New dates: its estimate (and a confirmed booking's frozen price) worked out for them. */
    changeDates: (reference: string, version: number, stay: Stay, actor: string) =>
      step(
        reference,
        version,
        actor,
        "dates",
        (b) => `moved %s to ${describeStay(b)}`,
        (b) => {
          if (b.status === "out" && stay.startsAt !== b.startsAt)
            return refuse.fields({ from: ["The bike is out already: only its return can move"] });
          const moved = { ...b, ...stay };
          const quote = b.kind === "bike" ? frozenQuote(moved) : null;
          return {
            startsAt: stay.startsAt,
            endsAt: stay.endsAt,
            total: quote?.total ?? b.total,
            quote: b.status === "requested" ? b.quote : (quote ?? b.quote),
          };
        },
        // New dates are a new agreement: what is owed follows the new price.
        (tx, next) =>
          next.status === "requested" ? null : money.reagree(tx, next, actor, `New dates: ${describeStay(next)}`),
      ),

    /** Another vehicle of the same bike, while it is not out. */
    assignVehicle: (reference: string, version: number, vehicleId: number, actor: string) =>
      step(
        reference,
        version,
        actor,
        "vehicle",
        (b) => `gave %s${vehicleWords(b)}`,
        (b) => (b.kind === "bike" ? { vehicleId } : refuse.fields({ vehicle: ["A taxi ride takes no vehicle here"] })),
      ),

    /**
     * Picked up at `moment` (now when null). Never in the future, never
     * after the stay ended, and before the booked day only as an early
     * pickup, which moves the start there (the vehicle must be free then).
     */
    pickUp: (
      reference: string,
      version: number,
      {
        moment,
        early,
        handover,
        deposit,
      }: {
        moment: string | null;
        early: boolean;
        handover: CheckOutRecord;
        /** The deposit taken at the counter, when it is. */
        deposit: { amount: number; method: PayMethod } | null;
      },
      actor: string,
    ) =>
      step(
        reference,
        version,
        actor,
        "pick-up",
        (b) => `handed over %s${vehicleWords(b)}, ${says(b.pickedUpAt!)}`,
        (b) => {
          const at = moment ?? nowAtShop();
          const refusal = pickupRefusal(b, { moment: at, now: nowAtShop(), early }, says);
          if (refusal) return refuse.fields({ date: [refusal] });
          // The terms' requirements are a checklist: every one is ticked before the keys go.
          const required = requirementsToCheck();
          const missing = required.filter((r) => !handover.checklist.includes(r.id));
          if (missing.length)
            return refuse.fields({
              checklist: [`Check each requirement of the terms first: ${missing.map((r) => r.text).join("; ")}`],
            });
          const earlier = dateOf(at) < dateOf(b.startsAt);
          return { pickedUpAt: at, ...(earlier ? { startsAt: at } : {}) };
        },
        (tx, next) => {
          recordCheckOut(tx, next.id, handover, {
            actor,
            at: next.pickedUpAt!,
            createdAt: now().toISOString(),
          });
          if (next.vehicleId !== null) fleet.readOdometer(tx, next.vehicleId, handover.odometer);
          // The deposit changed hands at the pickup, whenever it is written.
          const day = dateOf(next.pickedUpAt!);
          return deposit ? money.post(tx, next, [{ kind: "deposit-taken", ...deposit }], actor, "deposit", day) : null;
        },
      ),

    /**
     * Back at `moment` (now when null), never in the future nor before the
     * pickup: the late fee from the terms (the per-hour fine after the grace
     * period) is worked out here, kept with the booking and charged on its
     * ledger with the damage found, and the check-in is written beside the
     * check-out.
     */
    markReturned: (
      reference: string,
      version: number,
      back: { moment: string | null; handover: CheckInRecord; damageCharge: number | null },
      actor: string,
    ) =>
      step(
        reference,
        version,
        actor,
        "return",
        (b) => `marked %s returned, ${says(b.returnedAt!)}${b.lateFee ? `, late fee ${rupees(b.lateFee)}` : ""}`,
        (b, tx) => {
          const at = back.moment ?? nowAtShop();
          const refusal = returnRefusal(b, { moment: at, now: nowAtShop() }, says);
          if (refusal) return refuse.fields({ date: [refusal] });
          const out = checkOutOf(tx, b.id);
          if (out && back.handover.odometer < out.odometer)
            return refuse.fields({
              odometer: [`It left with ${out.odometer.toLocaleString("en-IN")} km: write the reading now`],
            });
          const fine = perHourFine(store.home().terms.fines)?.amount ?? 0;
          const late = lateFee(b.endsAt, at, store.settings().graceMinutes, fine);
          return { returnedAt: at, lateFee: late.fee };
        },
        (tx, next) => {
          recordCheckIn(tx, next.id, back.handover, { actor, at: next.returnedAt!, createdAt: now().toISOString() });
          if (next.vehicleId !== null) fleet.readOdometer(tx, next.vehicleId, back.handover.odometer);
          const late = lateFee(next.endsAt, next.returnedAt!, store.settings().graceMinutes, 1);
          return money.post(
            tx,
            next,
            [
              ...(next.lateFee
                ? [
                    {
                      kind: "late-fee" as const,
                      amount: next.lateFee,
                      reason: `Back ${lateWords(late.minutesLate)} late`,
                    },
                  ]
                : []),
              ...(back.damageCharge
                ? [{ kind: "damage" as const, amount: back.damageCharge, reason: back.handover.damage }]
                : []),
            ],
            actor,
            "damageCharge",
            dateOf(next.returnedAt!),
          );
        },
      ),

    requirementsToCheck,

    // Handover --------------------------------------------------------------

    /** Photos of the vehicle at pickup and return (files in DATA_DIR/handover). */
    photos,
    /** The tourist's agreement, with the text it agreed to. */
    agreementOf: (booking: Pick<Booking, "id">) => agreementOf(db, booking.id),
    /** The terms as a tourist reads them in `lang`, and the version that text is. */
    agreementText: (lang: Lang) => agreementText(store.home(lang).terms, wordsOf(lang)),
    /** The tourist agrees to the terms shown in `lang` (their booking's page, or the owner's phone at the counter). */
    agree(booking: Booking, input: AgreementInput, lang: Lang) {
      const current = agreementText(store.home(lang).terms, wordsOf(lang));
      return agree(store, booking, input, { ...current, lang }, wordsOf(lang), now());
    },

    // Money --------------------------------------------------------------

    /** A booking's ledger: its entries, balance, version and receipt. */
    ledger: (booking: Pick<Booking, "id">) => ledgerOf(db, booking),
    /** The balances of a list's bookings in one read (past bookings' page). */
    balances: (bookings: readonly Pick<Booking, "id">[]) =>
      balancesOf(
        db,
        bookings.map((b) => b.id),
      ),
    /** The handover at pickup and at the return. */
    handovers: (booking: Pick<Booking, "id">) => handoversOf(db, booking.id),
    /** The Money screen's figures: today's takings, what is held and owed now, this month's charges. */
    moneyScreen: () => moneyScreen(db, { today: clock().date, now: nowAtShop() }),
    /** What this person (by username) took and gave back on the shop's today, by how it was paid. */
    takingsBy: (actor: string) => ({ today: clock().date, ...dayTakings(db, clock().date, actor) }),
    /** Reports of a month ("2026-11") or a year ("2026"). */
    report: (period: string | null) => {
      const today = clock().date;
      return reports.report(periodOf(period, today), today);
    },
    /** The database, for the exports that stream the book a page at a time (~/money/export.server.ts). */
    db,
    pay: money.pay,
    takeDeposit: money.takeDeposit,
    settleDeposit: money.settle,
    charge: money.charge,
    discount: money.discount,
    reverse: money.reverse,

    /** A vehicle out of service for a stay: refused, naming what holds it then. Its papers do not matter here. */
    addBlock(input: Stay & { vehicleId: number; note: string }, actor: string): WriteResult<Block> {
      return store.writer.write((tx) => {
        const vehicle = fleet.byId(tx, input.vehicleId);
        if (!vehicle || vehicle.retiredAt || vehicle.kind !== "bike")
          return refuse.fields({ vehicle: ["Choose one of the vehicles"] });
        const busy = holdsOf(tx, vehicle.itemId, input).filter((h) => h.vehicleId === vehicle.id && overlaps(h, input));
        if (busy.length) {
          const named = busy.map((h) => h.label).join(", ");
          return {
            ok: false,
            reason: "conflict",
            message: `${vehicleName(vehicle)} is taken then: ${named}. Nothing was saved.`,
            fieldErrors: { vehicle: [`${vehicleName(vehicle)} is taken then: ${named}`] },
          };
        }
        const row = tx
          .insert(t.bookingBlocks)
          .values({ ...input, bikeId: vehicle.itemId, createdAt: now().toISOString() })
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
            detail: {
              sentence: `took ${vehicleName(vehicle)} (${itemName("bike", row.bikeId)}) out of service, ${describeStay(row)}`,
            },
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

    find: (reference: string) => withToken(byReference(db, reference)),

    /** The requests waiting for the owner, newest first. */
    inbox: () =>
      db
        .select()
        .from(t.bookings)
        .where(eq(t.bookings.status, "requested"))
        .orderBy(desc(t.bookings.createdAt))
        .all()
        .map(withToken),

    /** Bookings in these states whose stay touches the range: the calendar's and the lists'. */
    during: (stay: Stay, statuses: readonly BookingState[] = HOLDING_STATES) =>
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
        .all()
        .map(withToken),

    /** Everything that holds a vehicle now or later (and what is out past its return): the Bookings screen's. */
    current: () => db.select().from(t.bookings).where(HOLDING_SQL).orderBy(t.bookings.startsAt).all().map(withToken),

    /**
     * Past bookings, newest first, a page at a time: by reference, name or
     * phone, by state, by bike, by month of the pickup.
     */
    past(query: PastQuery) {
      // Written as the partial indexes' WHERE is, so SQLite reads a page from them instead of sorting the whole book.
      const conditions: SQL[] = [sql.raw(sqlStates(ENDED_STATES))];
      const status = query.status && PAST_STATES.includes(query.status) ? query.status : null;
      if (status) conditions.push(eq(t.bookings.status, status));
      if (query.itemId) conditions.push(eq(t.bookings.itemId, query.itemId));
      if (query.month && /^\d{4}-\d{2}$/.test(query.month))
        conditions.push(
          sql`${t.bookings.startsAt} >= ${`${query.month}-01`} and ${t.bookings.startsAt} < ${nextMonth(query.month)}`,
        );
      const words = (query.q ?? "").trim().slice(0, 60);
      if (words) {
        const asRef = words.toUpperCase().replace(/^(SR)?-?/, "SR-");
        const digits = words.replace(/\D/g, "");
        const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const byName = [
          sql`${t.bookings.customerName} like ${pattern} escape '\\'`,
          ...(digits.length >= 4
            ? [like(sql`replace(replace(${t.bookings.customerPhone}, ' ', ''), '-', '')`, `%${digits}%`)]
            : []),
        ];
        // "SR-7K4Q" is only a reference; "7k4q" may be one, or four letters of a name.
        if (/^sr-?/i.test(words) && isReference(asRef)) conditions.push(eq(t.bookings.reference, asRef));
        else if (isReference(asRef)) conditions.push(or(eq(t.bookings.reference, asRef), ...byName)!);
        else conditions.push(or(...byName)!);
      }
      const where = and(...conditions);
      const page = Math.max(1, Math.trunc(query.page ?? 1));
      const rows = db
        .select()
        .from(t.bookings)
        .where(where)
        .orderBy(desc(t.bookings.startsAt), desc(t.bookings.id))
        .limit(PAST_PAGE + 1)
        .offset((page - 1) * PAST_PAGE)
        .all();
      return { rows: rows.slice(0, PAST_PAGE).map(withToken), page, more: rows.length > PAST_PAGE };
    },

    /** Times out of service touching the range. */
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

    /** The vehicles of the bike free for the whole stay (the choice offered when confirming). */
    freeVehicles: (bikeId: string, stay: Stay, exceptReference?: string) => {
      const except = exceptReference ? byReference(db, exceptReference)?.id : undefined;
      return placement(db, bikeId, stay, except).free;
    },

    /**
     * Whether the bike is free for the stay, and if not, the first later day
     * the same stay would fit (within `AHEAD` days): one indexed read for all of it.
     */
    availability(bikeId: string, stay: Stay): { free: boolean; freeFrom: string | null } {
      const reach = { startsAt: stay.startsAt, endsAt: shiftBy(stay.endsAt, AHEAD) };
      const holds = holdsOf(db, bikeId, reach);
      const fitsOn = (s: Stay) => placementOf(vehiclesFor(db, bikeId, s).usable, holds, s).fits;
      if (fitsOn(stay)) return { free: true, freeFrom: null };
      for (let days = 1; days <= AHEAD; days++) {
        const later = { startsAt: shiftBy(stay.startsAt, days), endsAt: shiftBy(stay.endsAt, days) };
        if (fitsOn(later)) return { free: false, freeFrom: dateOf(later.startsAt) };
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

    /** The customer's name, phone and typed places go a set number of days after the stay ended. Returns how many. */
    eraseCustomers(): number {
      const { keepCustomerDays } = store.settings();
      const c = clock();
      const until = new Date(Date.parse(`${c.date}T00:00:00Z`) - keepCustomerDays * 86_400_000)
        .toISOString()
        .slice(0, 10);
      let photoFiles: string[] = [];
      const result = store.writer.write((tx) => {
        const rows = tx
          .select({ id: t.bookings.id })
          .from(t.bookings)
          .where(
            sql`(${t.bookings.customerName} <> '' or ${t.bookings.customerPhone} <> '' or (source = 'public' and (${t.bookings.destination} <> '' or ${t.bookings.pickupPlace} <> ''))
              or exists (select 1 from ${t.agreements} a where a.booking_id = ${t.bookings.id} and (a.name <> '' or a.licence <> ''))
              or exists (select 1 from ${t.handovers} h where h.booking_id = ${t.bookings.id} and h.document_last4 <> '')
              or exists (select 1 from ${t.handoverPhotos} p where p.booking_id = ${t.bookings.id}))
              and status <> 'out' and substr(coalesce(${t.bookings.returnedAt}, ${t.bookings.endsAt}), 1, 10) < ${until}`,
          )
          .all();
        if (!rows.length) return { ok: true, value: 0, unchanged: true };
        const ids = rows.map((r) => r.id);
        // With them go places a visitor typed for a taxi; which bike or service, the days and the figures stay for the books.
        tx.update(t.bookings)
          .set({
            customerName: "",
            customerPhone: "",
            // A page secret kept from before goes too: from now on its address is made from the key.
            token: "",
            destination: sql`case when source = 'public' then '' else destination end`,
            pickupPlace: sql`case when source = 'public' then '' else pickup_place end`,
          })
          .where(inArray(t.bookings.id, ids))
          .run();
        // The name and licence number typed to agree, the document's last characters and the photos go too;
        // that an agreement was made (and to which text), the handover's readings and the money stay.
        tx.update(t.agreements).set({ name: "", licence: "" }).where(inArray(t.agreements.bookingId, ids)).run();
        tx.update(t.handovers).set({ documentLast4: "" }).where(inArray(t.handovers.bookingId, ids)).run();
        photoFiles = photos.eraseRows(tx, ids);
        return { ok: true, value: rows.length };
      });
      // Once the rows are gone for good; a crash before this leaves files the next start removes.
      photos.removeFiles(photoFiles);
      return result.ok ? result.value : 0;
    },

    /**
     * Bookings and blocks kept from before vehicles hold no vehicle: each is
     * given the first vehicle of its bike free for its stay, oldest first.
     * One that none can take keeps holding "a vehicle of its bike" and is
     * said on the dashboard. Returns how many were placed.
     */
    placeUnplaced(): number {
      const result = store.writer.write((tx) => {
        let placed = 0;
        const bookingsToPlace = tx
          .select()
          .from(t.bookings)
          .where(sql`kind = 'bike' and vehicle_id is null and ${HOLDING_SQL}`)
          .orderBy(asc(t.bookings.startsAt))
          .all();
        for (const b of bookingsToPlace) {
          const vehicle = placement(tx, b.itemId, b, b.id).free[0];
          if (!vehicle) continue;
          tx.update(t.bookings).set({ vehicleId: vehicle.id }).where(eq(t.bookings.id, b.id)).run();
          placed++;
        }
        const blocksToPlace = tx
          .select()
          .from(t.bookingBlocks)
          .where(sql`vehicle_id is null and removed_at is null`)
          .orderBy(asc(t.bookingBlocks.startsAt))
          .all();
        for (const b of blocksToPlace) {
          const vehicle = placement(tx, b.bikeId, b).free[0];
          if (!vehicle) continue;
          tx.update(t.bookingBlocks).set({ vehicleId: vehicle.id }).where(eq(t.bookingBlocks.id, b.id)).run();
          placed++;
        }
        return placed ? { ok: true, value: placed } : { ok: true, value: 0, unchanged: true };
      });
      return result.ok ? result.value : 0;
    },
  };
}

/** "2026-12" → "2026-12-32" would not do: the first day of the next month. */
function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}
