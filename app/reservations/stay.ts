/**
 * When a booking or a block holds a vehicle: the half-open interval
 * [startsAt, endsAt) on the shop's clock, written "YYYY-MM-DD HH:MM" so that
 * times compare as text. A return at 10:00 and a pickup at 10:00 the same day
 * do not overlap. A bike is free on a stay when one of its vehicles that can
 * go out then is held by nothing during the whole stay.
 */
import { addDays } from "~/booking/dates";

export interface Stay {
  startsAt: string;
  endsAt: string;
}

/** Something that holds a vehicle: a booking (its reference) or a block (its note). */
export interface Hold extends Stay {
  kind: "booking" | "block";
  /** The booking's reference, or the block's id. */
  key: string;
  label: string;
  /** The vehicle it holds; null for one kept from before vehicles that no vehicle could take. */
  vehicleId: number | null;
}

/** Where a public request's dates start and end: bikes go out and come back at these times. */
const PICKUP_TIME = "10:00";
const RETURN_TIME = "10:00";
/** A bike taken and brought back the same day is out until this time. */
const SAME_DAY_RETURN_TIME = "20:00";

export const at = (date: string, time: string) => `${date} ${time}`;
export const dateOf = (moment: string) => moment.slice(0, 10);
export const timeOf = (moment: string) => moment.slice(11, 16);

/** The stay of a request by dates: pickup in the morning, back in the morning of the return day. */
export function stayOfDates(pickup: string, returnDate: string): Stay {
  const sameDay = returnDate <= pickup;
  return {
    startsAt: at(pickup, PICKUP_TIME),
    endsAt: at(sameDay ? pickup : returnDate, sameDay ? SAME_DAY_RETURN_TIME : RETURN_TIME),
  };
}

/**
 * The stay of a bike request: by the hour when the tourist chose the times of
 * a rental inside one day, else by dates (stayOfDates).
 */
export function stayOfRequest(pickup: string, returnDate: string, from = "", until = ""): Stay {
  if (from && until && returnDate === pickup) return { startsAt: at(pickup, from), endsAt: at(pickup, until) };
  return stayOfDates(pickup, returnDate);
}

/** A whole day at the shop, midnight to midnight. */
export const wholeDay = (date: string): Stay => ({
  startsAt: at(date, "00:00"),
  endsAt: at(addDays(date, 1), "00:00"),
});

export const overlaps = (a: Stay, b: Stay) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** The most holds at the same moment within the stay. */
export function peakWithin(holds: readonly Stay[], stay: Stay): number {
  const events: [string, number][] = [];
  for (const h of holds) {
    if (!overlaps(h, stay)) continue;
    events.push([h.startsAt > stay.startsAt ? h.startsAt : stay.startsAt, 1]);
    events.push([h.endsAt < stay.endsAt ? h.endsAt : stay.endsAt, -1]);
  }
  // At the same moment an end comes before a start: half-open intervals.
  events.sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1));
  let now = 0;
  let peak = 0;
  for (const [, change] of events) peak = Math.max(peak, (now += change));
  return peak;
}

export type Placement<V> = { fits: true; free: V[] } | { fits: false; free: V[]; inTheWay: Hold[] };

/**
 * Which of these vehicles (those that can go out on the stay) nothing holds
 * during it, and whether one more booking fits: a free vehicle for each hold
 * that has none, at its busiest moment, and one more.
 */
export function placementOf<V extends { id: number }>(
  vehicles: readonly V[],
  holds: readonly Hold[],
  stay: Stay,
): Placement<V> {
  const during = holds.filter((h) => overlaps(h, stay));
  const busy = new Set(during.map((h) => h.vehicleId));
  const free = vehicles.filter((v) => !busy.has(v.id));
  const unplaced = during.filter((h) => h.vehicleId === null);
  if (free.length > peakWithin(unplaced, stay)) return { fits: true, free };
  return { fits: false, free, inTheWay: during };
}

/** The days two stays share, first and last ("2026-12-03", "2026-12-05"). */
export function sharedDays(a: Stay, b: Stay): { from: string; to: string } {
  const start = a.startsAt > b.startsAt ? a.startsAt : b.startsAt;
  const end = a.endsAt < b.endsAt ? a.endsAt : b.endsAt;
  // An end at midnight belongs to the day before.
  const last = timeOf(end) === "00:00" ? addDays(dateOf(end), -1) : dateOf(end);
  return { from: dateOf(start), to: last < dateOf(start) ? dateOf(start) : last };
}
