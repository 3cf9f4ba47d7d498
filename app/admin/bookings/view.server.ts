/**
 * The book as the Bookings screen shows it: names instead of ids, stays in
 * words, whether a request fits, and what today holds (pickups, returns,
 * anything overdue). Read from the database on every load.
 */
import { addDays } from "~/booking/dates";
import { weekdayDate } from "~/content/format";
import { describe } from "~/content/activity";
import type { ContentStore, Entity } from "~/content/store.server";
import { translationLanguages } from "~/content/languages";
import type { Book, Booking } from "~/reservations/book.server";
import { touristPagePath } from "~/reservations/reference";
import { dateOf, timeOf, type Stay } from "~/reservations/stay";

/** "Wed 3 Dec 10:00 → Sat 6 Dec 10:00". */
const stayText = (stay: Stay) =>
  `${weekdayDate(dateOf(stay.startsAt))} ${timeOf(stay.startsAt)} → ${weekdayDate(dateOf(stay.endsAt))} ${timeOf(stay.endsAt)}`;

/** How far ahead the screen lists bookings. */
const AHEAD_DAYS = 90;

export function bookingsView(book: Book, store: ContentStore, day: string | null) {
  const today = book.today();
  const now = book.nowAtShop();
  const bikes = store.list("bikes").map((b) => ({ id: b.id, name: b.name, units: b.units }));
  const taxis = new Map(store.list("taxis").map((t) => [t.id, t.name]));
  const points = store.list("pickupPoints").map((p) => ({ id: p.id, name: p.name }));
  const bikeName = new Map(bikes.map((b) => [b.id, b.name]));
  const pointName = new Map(points.map((p) => [p.id, p.name]));

  // A booking's History: its rows of the audit log, in words (the store reads any entity's; bookings are not a list).
  const historyOf = (reference: string) =>
    store
      .history("booking" as Entity, reference, { limit: 20 })
      .map((row) => describe(row))
      .map((c) => ({ id: c.id, at: c.at, actor: c.actor, summary: c.summary }));

  const shown = (b: Booking) => ({
    history: historyOf(b.reference),
    reference: b.reference,
    version: b.version,
    status: b.status,
    kind: b.kind,
    item: (b.kind === "bike" ? bikeName.get(b.itemId) : taxis.get(b.itemId)) ?? b.itemId,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    when: b.kind === "bike" ? stayText(b) : `${weekdayDate(dateOf(b.startsAt))} at ${timeOf(b.startsAt)}`,
    where: b.kind === "bike" ? (pointName.get(b.pointId) ?? "") : b.destination,
    people: b.people,
    total: b.total,
    customerName: b.customerName,
    customerPhone: b.customerPhone,
    deposit: b.deposit,
    pickedUpAt: b.pickedUpAt,
    // The tourist's page in the language the request was sent in; the screen itself stays English.
    page: touristPagePath(b),
    askedIn: translationLanguages.find((l) => l.code === b.language)?.english ?? null,
    // Out past its return, or confirmed and never picked up once its stay is over (a no-show, to cancel).
    overdue: (b.status === "picked-up" || b.status === "confirmed") && b.endsAt < now,
  });

  const inbox = book.inbox().map((b) => {
    const clash = b.kind === "bike" ? book.clashOf(b.itemId, b) : null;
    return { ...shown(b), clash: clash?.message.replace(/ Nothing was saved\.$/, "") ?? null };
  });

  const ahead = { startsAt: `${today} 00:00`, endsAt: `${addDays(today, AHEAD_DAYS)} 00:00` };
  const out = book.during({ startsAt: "0000", endsAt: "9999" }, ["picked-up"]);
  // Confirmed bookings from the past too: one never picked up stays here, overdue, until it is cancelled.
  const booked = [...out, ...book.during({ startsAt: "0000", endsAt: ahead.endsAt }, ["confirmed"])]
    .toSorted((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map(shown);
  const onDay = day ? { startsAt: `${day} 00:00`, endsAt: `${addDays(day, 1)} 00:00` } : null;

  return {
    today,
    now,
    bikes,
    points,
    inbox,
    overdue: booked.filter((b) => b.overdue),
    pickups: booked.filter((b) => b.status === "confirmed" && dateOf(b.startsAt) === today),
    returns: booked.filter((b) => b.status === "picked-up" && dateOf(b.endsAt) === today && !b.overdue),
    booked: onDay ? booked.filter((b) => b.startsAt < onDay.endsAt && b.endsAt > onDay.startsAt) : booked,
    blocks: book.blocks(onDay ?? ahead).map((b) => ({
      id: b.id,
      bike: bikeName.get(b.bikeId) ?? b.bikeId,
      when: stayText(b),
      note: b.note,
    })),
  };
}

export type BookingsView = ReturnType<typeof bookingsView>;
export type ShownBooking = BookingsView["booked"][number];
