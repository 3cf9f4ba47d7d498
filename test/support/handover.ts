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
