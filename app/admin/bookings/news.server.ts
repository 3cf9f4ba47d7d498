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
import { vehicleName } from "~/reservations/vehicles";
import type { ChatMessage } from "./chat-messages.server";
import { shownBooking, type BookContext } from "./view.server";

export const doneCodes = z.enum(["review-link", ...bookingIntents]);

export interface BookingNews {
  text: string;
  /** The tourist's page, to copy into the chat. */
  page?: string;
  /** The message to send now, when there is one and a phone to send it to. */
  chat?: ChatMessage | null;
  /** After a return: the booking a review link can be made for. */
  reviewFor?: string;
}

/** "2 h 5 min". */
function howLong(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : "", rest ? `${rest} min` : ""].filter(Boolean).join(" ");
}

export function bookingNews(done: string, ref: string, book: Book, ctx: BookContext): BookingNews | null {
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
      return { text: `${ref} is out${on}.`, chat: chat("msgReturnReminder") };
    case "customer":
      return { text: `The customer of ${ref} is noted.` };
    case "deposit":
      return booking.deposit === "returned"
        ? { text: `The deposit of ${ref} is given back.`, chat: chat("msgDepositReturned") }
        : { text: `The deposit of ${ref} is marked received.` };
    case "return": {
      const late = booking.returnedAt
        ? lateFee(booking.endsAt, booking.returnedAt, ctx.settings.graceMinutes, ctx.fine)
        : null;
      const fee = booking.lateFee ?? 0;
      const damages = booking.damages ? ` and ${rupees(booking.damages)} for damages` : "";
      const text =
        fee > 0
          ? `${ref} is back ${howLong(late?.minutesLate ?? 0)} late: charge a late fee of ${rupees(fee)}${damages}.`
          : late && late.minutesLate > 0
            ? `${ref} is back, ${late.minutesLate} minutes late, within the grace period: no late fee${damages ? `; charge${damages.slice(4)}` : ""}.`
            : `${ref} is back on time: no late fee${damages ? `; charge${damages.slice(4)}` : ""}.`;
      return { text, reviewFor: ref };
    }
    case "review-link":
      return { text: `A review link for ${ref} is made: it is below, with its QR code, until the customer uses it.` };
  }
  return null;
}
