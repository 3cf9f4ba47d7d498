/**
 * The dashboard's figures of the book, read from the database on each load:
 * what today holds (pickups, returns, anything overdue) and, week by week
 * (Monday to Sunday, by pickup day), the bookings confirmed, the days booked
 * and what they are worth.
 */
import { addDays, daysBetween, rentalDays } from "~/booking/dates";
import type { Book } from "~/reservations/book.server";
import { HOLDING_STATES, isDueBack, isDueOut, isMissed, isOverdue } from "~/reservations/lifecycle";
import { dateOf } from "~/reservations/stay";

/** Weeks before this one and after it. */
const WEEKS_BACK = 4;
const WEEKS_AHEAD = 4;

/** The Monday of a date's week. */
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

export function bookFigures(book: Book) {
  const today = book.today();
  const now = book.nowAtShop();
  const first = addDays(mondayOf(today), -7 * WEEKS_BACK);
  const end = addDays(mondayOf(today), 7 * (WEEKS_AHEAD + 1));
  const weeks = Array.from({ length: WEEKS_BACK + WEEKS_AHEAD + 1 }, (_, i) => ({
    monday: addDays(first, 7 * i),
    bookings: 0,
    days: 0,
    value: 0,
  }));
  const booked = book.during({ startsAt: `${first} 00:00`, endsAt: `${end} 00:00` }, [...HOLDING_STATES, "returned"]);
  for (const b of booked) {
    const pickup = dateOf(b.startsAt);
    const week = weeks[Math.floor(daysBetween(first, pickup) / 7)];
    if (!week || pickup < first) continue;
    week.bookings++;
    week.days += b.kind === "bike" ? rentalDays(pickup, dateOf(b.endsAt)) : 0;
    week.value += b.quote?.total ?? b.total ?? 0;
  }
  const holding = book.current();
  return {
    thisWeek: mondayOf(today),
    weeks,
    requests: book.inbox().length,
    pickups: holding.filter((b) => isDueOut(b, today)).length,
    returns: holding.filter((b) => isDueBack(b, today, now)).length,
    overdue: holding.filter((b) => isOverdue(b, now)).length,
    missed: holding.filter((b) => isMissed(b, today)).length,
  };
}

export type BookFigures = ReturnType<typeof bookFigures>;
