/**
 * Calendar days for bookings and counts. A day is "YYYY-MM-DD" as the shop's
 * clock reads it (the `timeZone` setting), so "today" turns over at the shop's
 * midnight whatever the server's or the visitor's time zone.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The shop's date and time now: { date: "2025-12-03", time: "06:30" }. */
export function shopClock(timeZone: string, now: Date = new Date()): { date: string; time: string } {
  const parts = Object.fromEntries(
    clockIn(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Today at the shop. */
export function shopToday(timeZone: string, now: Date = new Date()): string {
  return shopClock(timeZone, now).date;
}

function utcMidnight(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}

/** A real calendar date written YYYY-MM-DD ("2025-02-30" is not one). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = utcMidnight(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A time of day written HH:MM on a 24-hour clock. */
export function isClockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(utcMidnight(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Rental days between a pickup and a return date: each started 24 hours is a
 * day, so a same-day return is one day and 3 Dec to 6 Dec is three.
 */
export function rentalDays(pickup: string, returnDate: string): number {
  return Math.max(1, daysBetween(pickup, returnDate));
}
