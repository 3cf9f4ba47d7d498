/**
 * What a screen of the book says after a step, written from the book as it
 * is now (the late fee the book kept, the vehicle it took), never from the
 * address: the flash only names the step and the booking.
 */
import { z } from "zod";
import { rupees } from "~/content/format";
import type { Book, Booking } from "~/reservations/book.server";
import { bookingIntents } from "~/reservations/forms";
import { lateFee } from "~/reservations/late-fee";
import { lateWords } from "~/reservations/book.server";
import { balanceSentence } from "~/money/ledger";
import { refusals, type RefusalCode } from "~/images/refusals";
import { vehicleName } from "~/reservations/vehicles";
import type { ChatMessage } from "./chat-messages.server";
import { shownBooking, type BookContext } from "./view.server";
import type { Phrase } from "~/i18n/back-office/words";

export const doneCodes = z.enum(["review-link", "photos", ...bookingIntents]);

/**
 * One sentence of the news: a phrase of the back office with its values (put
 * in as the reader's language has them), or a sentence written elsewhere in
 * English (the balance, an upload's refusal) that the screen translates whole.
 */
export type Said = { phrase: Phrase; values?: Record<string, string | number> } | { english: string };

export interface BookingNews {
  /** Its sentences, said one after the other. */
  says: Said[];
  /** The tourist's page, to copy into the chat. */
  page?: string;
  /** The message to send now, when there is one and a phone to send it to. */
  chat?: ChatMessage | null;
  /** After a return: the booking a review link can be made for. */
  reviewFor?: string;
}

const say = (phrase: Phrase, values?: Record<string, string | number>): Said => ({ phrase, values });

/** What a flash of an upload of photos names: how many were added, and the first refused with why. */
export interface PhotoNews {
  added: number;
  refusedName: string;
  refusedCode: string;
  refusedMore: number;
  /** Why the whole upload was refused (the booking's state), as the server wrote it. */
  refusedText: string;
}

export function bookingNews(
  done: string,
  ref: string,
  book: Book,
  ctx: BookContext,
  photos?: PhotoNews,
): BookingNews | null {
  const booking = ref ? book.find(ref) : undefined;
  const found = booking?.vehicleId ? book.fleet.find(booking.vehicleId) : undefined;
  const vehicle = found ? vehicleName(found) : "";
  const has = Boolean(found);
  switch (done) {
    case "block":
      return { says: [say("The vehicle is out of service for those days.")] };
    case "unblock":
      return { says: [say("The vehicle is back in service.")] };
    case "feed":
      return {
        says: [
          say(
            "The calendar feed has a new address: the old one no longer works. Paste the new one into your calendar app.",
          ),
        ],
      };
  }
  if (!booking) return null;
  const shown = shownBooking(booking, ctx);
  const chat = (name: ChatMessage["name"]) => shown.chat.find((m) => m.name === name && m.href) ?? null;
  const ledger = book.ledger(booking);
  const { balance } = ledger;
  // What the ledger says now, in a sentence: the same words as the booking's Money card.
  const standing: Said = { english: balanceSentence(balance, rupees) };
  switch (done) {
    case "confirm":
    case "add":
      return {
        says: [has ? say("{ref} is booked on {vehicle}.", { ref, vehicle }) : say("{ref} is booked.", { ref })],
        page: shown.page,
        chat: chat("msgConfirmed"),
      };
    case "decline":
      return { says: [say("{ref} is declined.", { ref })] };
    case "cancel":
      return { says: [say("{ref} is cancelled: its vehicle is free again for its dates.", { ref })] };
    case "no-show":
      return { says: [say("{ref} is marked a no-show: its vehicle is free again.", { ref })] };
    case "dates":
      return {
        says: [
          has
            ? say("The dates of {ref} are changed; it goes out on {vehicle}.", { ref, vehicle })
            : say("The dates of {ref} are changed.", { ref }),
        ],
      };
    case "vehicle":
      return { says: [has ? say("{ref} goes out on {vehicle}.", { ref, vehicle }) : say("{ref} goes out.", { ref })] };
    case "pick-up":
      return {
        says: [has ? say("{ref} is out on {vehicle}.", { ref, vehicle }) : say("{ref} is out.", { ref }), standing],
        chat: chat("msgReturnReminder"),
      };
    case "customer":
      return { says: [say("The customer of {ref} is noted.", { ref })] };
    case "return":
      return { says: [returnNews(booking, ledger, ctx), standing], reviewFor: ref };
    case "pay":
      return {
        says: [
          say("The payment for {ref} is written.", { ref }),
          standing,
          ...(ledger.receipt ? [say("Its receipt is No. {number}.", { number: ledger.receipt.number })] : []),
        ],
      };
    case "deposit":
      return { says: [say("The deposit for {ref} is written.", { ref }), standing] };
    case "settle": {
      const kept = rupees(balance.kept);
      const back = rupees(balance.depositOut);
      return {
        says: [
          balance.kept && balance.depositOut
            ? say("The deposit of {ref} is settled: {kept} kept, {back} given back.", { ref, kept, back })
            : balance.kept
              ? say("The deposit of {ref} is settled: {kept} kept.", { ref, kept })
              : balance.depositOut
                ? say("The deposit of {ref} is settled: {back} given back.", { ref, back })
                : say("The deposit of {ref} is settled.", { ref }),
          standing,
        ],
        chat: chat("msgDepositReturned"),
      };
    }
    case "charge":
      return { says: [say("The charge is written on {ref}.", { ref }), standing], chat: chat("msgPaymentRequest") };
    case "discount":
      return { says: [say("The discount is written on {ref}.", { ref }), standing] };
    case "reverse":
      return { says: [say("The entry of {ref} is reversed.", { ref }), standing] };
    case "photos": {
      if (!photos) return null;
      const says: Said[] = [];
      if (photos.added)
        says.push(
          photos.added === 1
            ? say("A photo is added to {ref}.", { ref })
            : say("{count} photos are added to {ref}.", { count: photos.added, ref }),
        );
      const code = photos.refusedCode as RefusalCode;
      if (photos.refusedName && code in refusals) {
        says.push({ english: refusals[code](photos.refusedName) });
        if (photos.refusedMore)
          says.push(
            photos.refusedMore === 1
              ? say("{count} more was refused too.", { count: photos.refusedMore })
              : say("{count} more were refused too.", { count: photos.refusedMore }),
          );
      }
      if (photos.refusedText) says.push({ english: photos.refusedText });
      return { says: says.length ? says : [say("No photo was added.")] };
    }
    case "review-link":
      return {
        says: [
          say("A review link for {ref} is made: it is below, with its QR code, until the customer uses it.", { ref }),
        ],
      };
  }
  return null;
}

/** How late a rental came back, and what that and the damage charged, in one sentence. */
function returnNews(booking: Booking, ledger: ReturnType<Book["ledger"]>, ctx: BookContext): Said {
  const ref = booking.reference;
  const late = booking.returnedAt
    ? lateFee(booking.endsAt, booking.returnedAt, ctx.settings.graceMinutes, ctx.fine)
    : null;
  const fee = booking.lateFee ?? 0;
  const damage = ledger.entries
    .filter((e) => e.kind === "damage" && ledger.counting.has(e.id))
    .reduce((n, e) => n + e.amount, 0);
  const values = { ref, fee: rupees(fee), damage: rupees(damage) };
  if (fee > 0) {
    const lateBy = { ...values, late: lateWords(late?.minutesLate ?? 0) };
    return damage
      ? say("{ref} is back {late} late; a late fee of {fee} and {damage} for the damage are charged.", lateBy)
      : say("{ref} is back {late} late; a late fee of {fee} is charged.", lateBy);
  }
  if (late && late.minutesLate > 0) {
    const minutes = { ...values, minutes: late.minutesLate };
    return damage
      ? say(
          "{ref} is back, {minutes} minutes late, within the grace period: no late fee; {damage} for the damage is charged.",
          minutes,
        )
      : say("{ref} is back, {minutes} minutes late, within the grace period: no late fee.", minutes);
  }
  return damage
    ? say("{ref} is back on time: no late fee; {damage} for the damage is charged.", values)
    : say("{ref} is back on time: no late fee.", values);
}
