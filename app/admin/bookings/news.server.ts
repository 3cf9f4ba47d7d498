/**
 * What a screen of the book says after a step, written from the book as it
 * is now (the late fee the book kept, the vehicle it took), never from the
 * address: the flash only names the step and the booking.
 */
import { z } from "zod";
import { rupees } from "~/content/format";
import type { Book } from "~/reservations/book.server";
import { bookingIntents } from "~/reservations/forms";
import { lateFee } from "~/reservations/late-fee";
import { lateWords } from "~/reservations/book.server";
import { balanceSentence } from "~/money/ledger";
import { refusals, type RefusalCode } from "~/images/refusals";
import { vehicleName } from "~/reservations/vehicles";
import type { ChatMessage } from "./chat-messages.server";
import { shownBooking, type BookContext } from "./view.server";

export const doneCodes = z.enum(["review-link", "photos", ...bookingIntents]);

export interface BookingNews {
  text: string;
  /** The tourist's page, to copy into the chat. */
  page?: string;
  /** The message to send now, when there is one and a phone to send it to. */
  chat?: ChatMessage | null;
  /** After a return: the booking a review link can be made for. */
  reviewFor?: string;
}

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
  const vehicle = booking?.vehicleId ? book.fleet.find(booking.vehicleId) : undefined;
  const on = vehicle ? ` on ${vehicleName(vehicle)}` : "";
  switch (done) {
    case "block":
      return { text: "The vehicle is out of service for those days." };
    case "unblock":
      return { text: "The vehicle is back in service." };
    case "feed":
      return {
        text: "The calendar feed has a new address: the old one no longer works. Paste the new one into your calendar app.",
      };
  }
  if (!booking) return null;
  const shown = shownBooking(booking, ctx);
  const chat = (name: ChatMessage["name"]) => shown.chat.find((m) => m.name === name && m.href) ?? null;
  const ledger = book.ledger(booking);
  const { balance } = ledger;
  // What the ledger says now, in a sentence: the same words as the booking's Money card.
  const standing = balanceSentence(balance, rupees);
  switch (done) {
    case "confirm":
    case "add":
      return { text: `${ref} is booked${on}.`, page: shown.page, chat: chat("msgConfirmed") };
    case "decline":
      return { text: `${ref} is declined.` };
    case "cancel":
      return { text: `${ref} is cancelled: its vehicle is free again for its dates.` };
    case "no-show":
      return { text: `${ref} is marked a no-show: its vehicle is free again.` };
    case "dates":
      return { text: `The dates of ${ref} are changed${on ? `; it goes out${on}` : ""}.` };
    case "vehicle":
      return { text: `${ref} goes out${on}.` };
    case "pick-up":
      return { text: `${ref} is out${on}. ${standing}`, chat: chat("msgReturnReminder") };
    case "customer":
      return { text: `The customer of ${ref} is noted.` };
    case "return": {
      const late = booking.returnedAt
        ? lateFee(booking.endsAt, booking.returnedAt, ctx.settings.graceMinutes, ctx.fine)
        : null;
      const fee = booking.lateFee ?? 0;
      const damage = ledger.entries
        .filter((e) => e.kind === "damage" && ledger.counting.has(e.id))
        .reduce((n, e) => n + e.amount, 0);
      const charged = [fee ? `a late fee of ${rupees(fee)}` : "", damage ? `${rupees(damage)} for the damage` : ""]
        .filter(Boolean)
        .join(" and ");
      const when =
        fee > 0
          ? `${ref} is back ${lateWords(late?.minutesLate ?? 0)} late`
          : late && late.minutesLate > 0
            ? `${ref} is back, ${late.minutesLate} minutes late, within the grace period: no late fee`
            : `${ref} is back on time: no late fee`;
      return {
        text: `${when}${charged ? `; ${charged} ${fee && damage ? "are" : "is"} charged` : ""}. ${standing}`,
        reviewFor: ref,
      };
    }
    case "pay":
      return {
        text: `The payment for ${ref} is written. ${standing}${ledger.receipt ? ` Its receipt is No. ${ledger.receipt.number}.` : ""}`,
      };
    case "deposit":
      return { text: `The deposit for ${ref} is written. ${standing}` };
    case "settle":
      return {
        text: `The deposit of ${ref} is settled: ${[
          balance.kept ? `${rupees(balance.kept)} kept` : "",
          balance.depositOut ? `${rupees(balance.depositOut)} given back` : "",
        ]
          .filter(Boolean)
          .join(", ")}. ${standing}`,
        chat: chat("msgDepositReturned"),
      };
    case "charge":
      return { text: `The charge is written on ${ref}. ${standing}`, chat: chat("msgPaymentRequest") };
    case "discount":
      return { text: `The discount is written on ${ref}. ${standing}` };
    case "reverse":
      return { text: `The entry of ${ref} is reversed. ${standing}` };
    case "photos": {
      if (!photos) return null;
      const added = photos.added
        ? `${photos.added === 1 ? "A photo is" : `${photos.added} photos are`} added to ${ref}.`
        : "";
      const more = photos.refusedMore
        ? ` ${photos.refusedMore} more ${photos.refusedMore === 1 ? "was" : "were"} refused too.`
        : "";
      const code = photos.refusedCode as RefusalCode;
      const refused = photos.refusedName && code in refusals ? `${refusals[code](photos.refusedName)}${more}` : "";
      return { text: [added, refused, photos.refusedText].filter(Boolean).join(" ") || "No photo was added." };
    }
    case "review-link":
      return { text: `A review link for ${ref} is made: it is below, with its QR code, until the customer uses it.` };
  }
  return null;
}
