/**
 * The fleet calendar's figures: for each bike and day, how many of its units
 * bookings and blocks hold at their busiest moment that day (from the shop's
 * midnight to the next). One indexed read per bike for the whole range.
 */
import { addDays } from "~/booking/dates";
import type { ContentStore } from "~/content/store.server";
import type { Book } from "~/reservations/book.server";
import { peakWithin, wholeDay } from "~/reservations/stay";

/** Four weeks: a month on a wide screen, two weeks at a time on a phone. */
const CALENDAR_DAYS = 28;

export function fleetCalendar(book: Book, store: ContentStore, from: string) {
  const days = Array.from({ length: CALENDAR_DAYS }, (_, i) => addDays(from, i));
  const range = { startsAt: wholeDay(from).startsAt, endsAt: wholeDay(days.at(-1)!).endsAt };
  const bikes = store.list("bikes").map((bike) => {
    const holds = book.holdsOf(bike.id, range);
    return {
      id: bike.id,
      name: bike.name,
      units: bike.units,
      booked: days.map((day) => peakWithin(holds, wholeDay(day))),
    };
  });
  return { from, days, bikes };
}
