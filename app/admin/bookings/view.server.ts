/**
 * The book as the back office shows it: names instead of ids, stays in
 * words, the vehicle, the price as agreed, what each booking needs today and
 * the steps the lifecycle lets the owner take. Read from the database on
 * every load. The Bookings screen, a booking's own screen and the past
 * bookings all show bookings through `shownBooking`; a list's line (past
 * bookings) through `bookingLine`, its part that needs no more reads.
 */
import { addDays } from "~/booking/dates";
import { describe } from "~/content/activity";
import { rupees } from "~/content/format";
import { translationLanguages } from "~/content/languages";
import { normalisePhone } from "~/content/phone";
import type { ContentStore, Entity } from "~/content/store.server";
import { telLink } from "~/booking/chat-link";
import { siteAddress } from "~/seo/structured-data";
import type { Book, Booking } from "~/reservations/book.server";
import { lateFee, perHourFine } from "~/reservations/late-fee";
import {
  actionsFor,
  canBeNoShow,
  stateWords,
  todaysNeed,
  type BookingAction,
  type BookingState,
} from "~/reservations/lifecycle";
import { touristPagePath } from "~/reservations/reference";
import { dateOf } from "~/reservations/stay";
import { vehicleName } from "~/reservations/vehicles";
import { balanceWords } from "~/money/ledger";
import { chatMessages } from "./chat-messages.server";
import { needWords } from "./need-words";

/** How far ahead the Bookings screen lists bookings. */
const AHEAD_DAYS = 90;

/** A pickup point's name and its translations (the walk-in form and a booking's facts say it in the reader's). */
const pointNames = (p: { id: string; name: string; nameHi: string; nameKn: string }) => ({
  id: p.id,
  name: p.name,
  nameHi: p.nameHi,
  nameKn: p.nameKn,
});

/** What every screen of the book needs besides the booking: names, the clock, where the site is. */
export function bookContext(book: Book, store: ContentStore, requestUrl: string) {
  const settings = store.settings();
  const names = new Map<string, string>([
    ...store.list("bikes").map((b) => [`bike:${b.id}`, b.name] as const),
    ...store.list("taxis").map((t) => [`taxi:${t.id}`, t.name] as const),
  ]);
  const points = new Map(store.list("pickupPoints").map((p) => [p.id, pointNames(p)]));
  const vehicles = new Map(book.fleet.all().map((v) => [v.id, v]));
  const fine = perHourFine(store.home().terms.fines)?.amount ?? 0;
  return {
    settings,
    today: book.today(),
    now: book.nowAtShop(),
    itemName: (b: Pick<Booking, "kind" | "itemId">) => names.get(`${b.kind}:${b.itemId}`) ?? b.itemId,
    /** A pickup point's name in each language the owner wrote it in. */
    point: (id: string) => points.get(id),
    vehicle: (id: number | null) => (id === null ? undefined : vehicles.get(id)),
    fine,
    /** A page of the site as a whole address: the site's own when set, else the one this request came to. */
    address: (path: string) => siteAddress(settings.siteUrl, path) ?? new URL(path, requestUrl).href,
    /** A booking's money: its ledger's entries, balance, version and receipt. */
    ledger: (b: Pick<Booking, "id">) => book.ledger(b),
    history: (reference: string, limit?: number) =>
      store
        .history("booking" as Entity, reference, limit ? { limit } : undefined)
        .map((row) => describe(row))
        .map((c) => ({ id: c.id, at: c.at, actor: c.actor, summary: c.summary })),
  };
}
export type BookContext = ReturnType<typeof bookContext>;

/** A booking in one line of a list: its bike, its stay, its state today and its vehicle. */
export function bookingLine(b: Booking, ctx: BookContext) {
  const vehicle = ctx.vehicle(b.vehicleId);
  const need = todaysNeed(b, ctx.today, ctx.now);
  return {
    reference: b.reference,
    status: b.status as BookingState,
    stateWord: need === "overdue" ? "Overdue" : stateWords[b.status],
    need,
    item: ctx.itemName(b),
    vehicle: vehicle
      ? { id: vehicle.id, name: vehicleName(vehicle), note: vehicle.registration ? vehicle.note : "" }
      : null,
    // Its stay, said by the screen in the reader's language (./words.ts).
    kind: b.kind,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
  };
}

/** One booking as every screen of the book shows it. */
export function shownBooking(b: Booking, ctx: BookContext) {
  const line = bookingLine(b, ctx);
  const { item } = line;
  const lateSoFar = b.status === "out" ? lateFee(b.endsAt, ctx.now, ctx.settings.graceMinutes, ctx.fine).fee : 0;
  const phone = b.customerPhone ? normalisePhone(b.customerPhone) : null;
  const point = b.kind === "bike" ? ctx.point(b.pointId) : undefined;
  const place =
    b.kind === "bike" ? point?.name || "At the shop" : [b.pickupPlace, b.destination].filter(Boolean).join(" → ");
  const page = ctx.address(touristPagePath(b));
  const actions = actionsFor(b.status).filter((a: BookingAction) => a !== "no-show" || canBeNoShow(b, ctx.now));
  const ledger = ctx.ledger(b);
  const { balance } = ledger;
  return {
    ...line,
    version: b.version,
    kind: b.kind,
    itemId: b.itemId,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    where: place,
    /** The pickup point's own name in each language, said by the screen in the reader's (./words.ts). */
    wherePoint: point?.name ? point : null,
    people: b.people,
    total: b.total,
    /** The price agreed, said by `priceIn` in the reader's words. */
    quote: b.quote,
    frozen: b.quote !== null,
    depositAmount: b.quote?.deposit ?? null,
    customerName: b.customerName,
    customerPhone: b.customerPhone,
    tel: phone ? telLink(phone.e164) : null,
    /** The ledger as every screen says it: the balance, and the version a money form is based on. */
    money: { ...balance, version: ledger.version, words: balanceWords(balance, rupees), receipt: ledger.receipt },
    pickedUpAt: b.pickedUpAt,
    returnedAt: b.returnedAt,
    lateFee: b.lateFee,
    lateSoFar,
    page,
    source: b.source,
    createdAt: b.createdAt,
    askedIn: translationLanguages.find((l) => l.code === b.language)?.english ?? null,
    actions,
    chat: chatMessages(
      b,
      ctx.settings,
      {
        bike: item,
        place,
        page,
        deposit: b.quote?.deposit ?? 0,
        lateFeeSoFar: lateSoFar,
        owed: Math.max(0, balance.owed),
        depositBack: balance.held === 0 ? balance.depositOut : 0,
      },
      ctx,
    ),
  };
}
export type ShownBooking = ReturnType<typeof shownBooking>;

/** The vehicles a booking may take (for Confirm and for a swap): those free for its whole stay. */
export function vehicleChoices(book: Book, b: Pick<Booking, "kind" | "itemId" | "startsAt" | "endsAt" | "reference">) {
  if (b.kind !== "bike") return [];
  return book.freeVehicles(b.itemId, b, b.reference).map((v) => ({ id: v.id, name: vehicleName(v) }));
}

/**
 * The Bookings screen: the requests, what today needs (each booking once:
 * overdue, not picked up, pickups, returns), what comes after, and the
 * vehicles out of service. `day`: the bookings of one day only.
 */
export function bookingsView(book: Book, store: ContentStore, requestUrl: string, day: string | null) {
  const ctx = bookContext(book, store, requestUrl);
  const { today } = ctx;

  const inbox = book.inbox().map((b) => {
    const clash = b.kind === "bike" ? book.clashOf(b.itemId, b) : null;
    return {
      ...shownBooking(b, ctx),
      clash: clash?.message.replace(/ Nothing was saved\.$/, "") ?? null,
      vehicles: clash ? [] : vehicleChoices(book, b),
    };
  });

  const ahead = addDays(today, AHEAD_DAYS);
  const current = book
    .current()
    .filter((b) => b.status === "out" || dateOf(b.startsAt) < ahead)
    .map((b) => shownBooking(b, ctx));
  const onDay = day ? { startsAt: `${day} 00:00`, endsAt: `${addDays(day, 1)} 00:00` } : null;
  const needsToday = current.filter((b) => b.need !== null);
  const order = Object.keys(needWords);
  const bikes = store.list("bikes").map((b) => ({ id: b.id, name: b.name }));
  const fleet = book.fleet.all().filter((v) => !v.retiredAt && v.kind === "bike");

  return {
    today,
    now: ctx.now,
    inbox,
    needs: needsToday.toSorted((a, b) => order.indexOf(a.need!) - order.indexOf(b.need!)),
    // Each booking once: what today needs is listed above, not again here.
    later: onDay
      ? current.filter((b) => b.startsAt < onDay.endsAt && b.endsAt > onDay.startsAt)
      : current.filter((b) => b.need === null),
    bikes,
    vehicles: fleet.map((v) => ({
      id: v.id,
      name: vehicleName(v),
      bike: ctx.itemName({ kind: "bike", itemId: v.itemId }),
    })),
    points: store.list("pickupPoints").map(pointNames),
    blocks: book.blocks(onDay ?? { startsAt: `${today} 00:00`, endsAt: `${ahead} 00:00` }).map((b) => ({
      id: b.id,
      bike: ctx.itemName({ kind: "bike", itemId: b.bikeId }),
      vehicle:
        b.vehicleId === null
          ? null
          : vehicleName(ctx.vehicle(b.vehicleId) ?? { id: b.vehicleId, registration: "", note: "" }),
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      note: b.note,
    })),
  };
}

export type BookingsView = ReturnType<typeof bookingsView>;
