/** What tests hand over and take back: a bike's readings, the requirements all checked, nothing kept as security. */
import type { Book } from "~/reservations/book.server";

/** A check-out as the book takes it: every requirement of the terms ticked. */
export function checkOut(book: Book, overrides: Partial<Parameters<Book["pickUp"]>[2]["handover"]> = {}) {
  return {
    odometer: 4210,
    fuel: 2,
    helmets: 1,
    damage: "",
    documentType: null,
    documentLast4: "",
    original: false,
    checklist: book.requirementsToCheck().map((r) => r.id),
    ...overrides,
  };
}

/** A check-in as the book takes it. */
export const checkIn = (overrides: Partial<Parameters<Book["markReturned"]>[2]["handover"]> = {}) => ({
  odometer: 4350,
  fuel: 1,
  damage: "",
  originalBack: false,
  ...overrides,
});

/** The same check-out as a form posts it (the checklist's boxes named once each). */
export function checkOutForm(
  book: Book,
  overrides: Record<string, string | string[]> = {},
): Record<string, string | string[]> {
  return {
    odometer: "4210",
    fuel: "2",
    helmets: "1",
    checklist: book.requirementsToCheck().map((r) => r.id),
    ...overrides,
  };
}

export const checkInForm = (overrides: Record<string, string> = {}) => ({ odometer: "4350", fuel: "1", ...overrides });

/**
 * A bike rental asked for `stay`, confirmed, picked up at its start and returned at its end, each step based on
 * the version the one before left: the booking as it stands after the return.
 */
export function returnedRental(
  book: Book,
  request: Omit<Parameters<Book["request"]>[0], "kind">,
): ReturnType<Book["request"]> {
  const asked = book.request({ kind: "bike", ...request });
  let booking = asked;
  for (const step of [
    () => book.confirm(asked.reference, booking.version, { name: "", phone: "" }, "admin"),
    () =>
      book.pickUp(
        asked.reference,
        booking.version,
        { moment: request.startsAt, early: false, handover: checkOut(book), deposit: null },
        "admin",
      ),
    () =>
      book.markReturned(
        asked.reference,
        booking.version,
        { moment: request.endsAt, handover: checkIn(), damageCharge: null },
        "admin",
      ),
  ]) {
    const done = step();
    if (!done.ok) throw new Error(done.message);
    booking = done.value;
  }
  return booking;
}
