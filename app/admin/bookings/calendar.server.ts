/**
 * The fleet calendar: each vehicle of each bike, day by day, with what holds
 * it that day (a booking, which a tap opens, or a time out of service). One
 * indexed read per bike for the whole range. A phone shows a week at a time,
 * a wide screen two.
 */
import { addDays } from "~/booking/dates";
import { MONTHS_LONG } from "~/content/format";
import type { ContentStore } from "~/content/store.server";
import type { Book } from "~/reservations/book.server";
import { overlaps, wholeDay, type Hold } from "~/reservations/stay";
import { vehicleName } from "~/reservations/vehicles";

/** Two weeks: a wide screen shows them all, a phone the first. */
const CALENDAR_DAYS = 14;

export interface CalendarCell {
  /** What holds it that day: a booking's reference, a block, or nothing. */
  kind: "booking" | "block" | "free";
  key: string | null;
  label: string;
}

/** The months the days run through, with how many of the days each has: the row above the days. */
function monthsOf(days: string[]) {
  const months: { label: string; day: string; span: number }[] = [];
  for (const day of days) {
    const label = `${MONTHS_LONG[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
    const last = months.at(-1);
    if (last?.label === label) last.span++;
    else months.push({ label, day, span: 1 });
  }
  return months;
}

export function fleetCalendar(book: Book, store: ContentStore, from: string) {
  const days = Array.from({ length: CALENDAR_DAYS }, (_, i) => addDays(from, i));
  const range = { startsAt: wholeDay(from).startsAt, endsAt: wholeDay(days.at(-1)!).endsAt };
  const cellOf = (holds: Hold[], day: string): CalendarCell => {
    const hold = holds.find((h) => overlaps(h, wholeDay(day)));
    if (!hold) return { kind: "free", key: null, label: "free" };
    return hold.kind === "booking"
      ? { kind: "booking", key: hold.key, label: hold.key }
      : { kind: "block", key: hold.key, label: hold.label };
  };
  const bikes = store.list("bikes").map((bike) => {
    const holds = book.holdsOf(bike.id, range);
    const vehicles = book.vehiclesOf(bike.id);
    const unplaced = holds.filter((h) => h.vehicleId === null);
    return {
      id: bike.id,
      name: bike.name,
      vehicles: vehicles.map((v) => ({
        id: v.id,
        name: vehicleName(v),
        cells: days.map((day) =>
          cellOf(
            holds.filter((h) => h.vehicleId === v.id),
            day,
          ),
        ),
      })),
      // Kept from before vehicles, with no vehicle free to take: a row of their own, so nothing is hidden.
      unplaced: unplaced.length ? days.map((day) => cellOf(unplaced, day)) : null,
    };
  });
  // A phone shows the first week only: its months are said apart.
  return { from, days, months: monthsOf(days), firstWeekMonths: monthsOf(days.slice(0, 7)), bikes };
}
