/**
 * A booking's reference, like SR-7K4Q: short enough to read out on the phone,
 * with no 0/O or 1/I to mix up. 32 letters and digits, four of them: about a
 * million references, drawn at random and checked against the book for a
 * clash. The tourist's page adds a long secret to it, made from the server's
 * link key and the reference (the book's `withToken`), never stored.
 */
import { asLang, pathIn } from "~/i18n/languages";

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

const REFERENCE = /^SR-[2-9A-HJ-NP-Z]{4}$/;

/** A new reference, from the platform's secure random numbers (32 letters divide 256 evenly: no bias). */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return `SR-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

export const isReference = (value: string): boolean => REFERENCE.test(value);

/**
 * The tourist's page of a booking, in the language its request was sent in
 * ("/kn/b/SR-7K4Q-<token>"): the one place its address is written.
 */
export function touristPagePath(booking: { reference: string; token: string; language: string }): string {
  return pathIn(asLang(booking.language), `/b/${booking.reference}-${booking.token}`);
}

/** The receipt of a booking, beside its page and in its language ("/kn/b/SR-7K4Q-<token>/receipt"). */
export const receiptPath = (booking: { reference: string; token: string; language: string }) =>
  `${touristPagePath(booking)}/receipt`;

/** "/b/SR-7K4Q-<token>" split into its reference and token, or null when it is not one. */
export function readPageAddress(value: string): { reference: string; token: string } | null {
  const match = /^(SR-[2-9A-HJ-NP-Z]{4})-([A-Za-z0-9_-]{22})$/.exec(value);
  return match ? { reference: match[1]!, token: match[2]! } : null;
}
