/**
 * What the Bookings screen's buttons do: each post is read, checked and
 * handed to the book, which re-counts the units inside its transaction. An
 * answer is the outcome to show (after a redirect) or a refusal (the clash
 * named, nothing written).
 */
import { z } from "zod";
import { baseVersion, formText } from "~/admin/actions.server";
import { isClockTime, isIsoDate } from "~/booking/dates";
import type { ContentStore } from "~/content/store.server";
import type { Book, Customer } from "~/reservations/book.server";
import type { Feed } from "~/reservations/feed.server";
import { lateFee, perHourFine } from "~/reservations/late-fee";
import { at, type Stay } from "~/reservations/stay";
import { estimateOf } from "~/reservations/estimate.server";

export const bookingIntents = z.enum([
  "confirm",
  "decline",
  "add",
  "cancel",
  "dates",
  "pick-up",
  "return",
  "deposit",
  "block",
  "unblock",
  "feed",
]);
type Intent = z.output<typeof bookingIntents>;

/** What the screen says after a post, carried in the address (?done=confirm&ref=SR-7K4Q&fee=300). */
export const doneCodes = z.enum(bookingIntents.options);

export type Answer =
  | { ok: true; done: Intent; ref: string; fee?: number; late?: number }
  | { ok: false; message: string; status: 400 | 404 | 409 };

const refused = (message: string, status: 400 | 404 | 409 = 400): Answer => ({ ok: false, message, status });

/** The customer's details the owner may note: kept until a set number of days after the return. */
function customerOf(form: FormData): Customer | string {
  const name = formText(form, "name").replace(/\s+/g, " ").trim();
  const phone = formText(form, "phone").replace(/\s+/g, " ").trim();
  if (name.length > 80) return "Keep the name under 80 characters.";
  if (phone && !/^\+?[\d ()-]{6,20}$/.test(phone)) return "Write the phone number with digits, like +91 90000 12345.";
  return { name, phone };
}

/** A stay from the form's dates and times (times default to the usual pickup and return). */
function stayOf(form: FormData): Stay | string {
  const from = formText(form, "from");
  const to = formText(form, "to");
  const fromTime = formText(form, "fromTime") || "10:00";
  const toTime = formText(form, "toTime") || "10:00";
  if (!isIsoDate(from) || !isIsoDate(to)) return "Choose the first and the last day.";
  if (!isClockTime(fromTime) || !isClockTime(toTime)) return "Write the times as HH:MM, for example 10:00.";
  const stay = { startsAt: at(from, fromTime), endsAt: at(to, toTime) };
  if (stay.endsAt <= stay.startsAt) return "The return is before the pickup.";
  return stay;
}

/** A moment the owner gives (picked up, returned): the form's date and time, or now at the shop. */
function momentOf(form: FormData, book: Book): string | null {
  const date = formText(form, "date");
  const time = formText(form, "time");
  if (!date && !time) return book.nowAtShop();
  return isIsoDate(date) && isClockTime(time) ? at(date, time) : null;
}

export function runBookingPost(
  intent: Intent,
  form: FormData,
  { book, store, feed, actor }: { book: Book; store: ContentStore; feed: Feed; actor: string },
): Answer {
  const ref = formText(form, "ref");
  const version = baseVersion(form);
  const answer = (result: { ok: true } | { ok: false; reason: string; message: string }, extra = {}): Answer =>
    result.ok
      ? { ok: true, done: intent, ref, ...extra }
      : refused(result.message, result.reason === "missing" ? 404 : result.reason === "invalid" ? 400 : 409);

  switch (intent) {
    case "confirm": {
      const customer = customerOf(form);
      if (typeof customer === "string") return refused(customer);
      return answer(book.confirm(ref, version, customer, actor));
    }
    case "decline":
      return answer(book.decline(ref, version, actor));
    case "cancel":
      return answer(book.cancel(ref, version, actor));
    case "dates": {
      const stay = stayOf(form);
      if (typeof stay === "string") return refused(stay);
      const booking = book.find(ref);
      const bike = booking?.kind === "bike" ? store.item("bikes", booking.itemId) : undefined;
      return answer(book.changeDates(ref, version, stay, bike ? estimateOf(store, bike, stay) : null, actor));
    }
    case "pick-up": {
      const moment = momentOf(form, book);
      if (!moment) return refused("Write the date and the time, or leave both empty for now.");
      return answer(book.pickUp(ref, version, moment, actor));
    }
    case "return": {
      const moment = momentOf(form, book);
      if (!moment) return refused("Write the date and the time, or leave both empty for now.");
      const damagesText = formText(form, "damages").trim();
      const damages = damagesText === "" ? null : Number(damagesText);
      if (damages !== null && (!Number.isInteger(damages) || damages < 0 || damages > 1_000_000))
        return refused("Write the damages in whole rupees, or leave it empty.");
      const booking = book.find(ref);
      if (!booking) return refused("This booking no longer exists.", 404);
      const fine = perHourFine(store.home().terms.fines)?.amount ?? 0;
      const late = lateFee(booking.endsAt, moment, store.settings().graceMinutes, fine);
      const note = formText(form, "note").replace(/\s+/g, " ").trim().slice(0, 200);
      return answer(book.giveBack(ref, version, { moment, lateFee: late.fee, damages, damagesNote: note }, actor), {
        fee: late.fee,
        late: late.minutesLate,
      });
    }
    case "deposit": {
      const state = z.enum(["none", "received", "returned"]).safeParse(formText(form, "deposit"));
      if (!state.success) return refused("Choose received or returned.");
      return answer(book.setDeposit(ref, version, state.data, actor));
    }
    case "add": {
      const stay = stayOf(form);
      if (typeof stay === "string") return refused(stay);
      const customer = customerOf(form);
      if (typeof customer === "string") return refused(customer);
      const bike = store.item("bikes", formText(form, "bike"));
      if (!bike) return refused("Choose one of the bikes.");
      const point = formText(form, "point");
      if (point && !store.item("pickupPoints", point)) return refused("Choose one of the pickup points.");
      const added = book.add(
        { kind: "bike", itemId: bike.id, ...stay, pointId: point, total: estimateOf(store, bike, stay), customer },
        actor,
      );
      return added.ok ? { ok: true, done: "add", ref: added.value.reference } : answer(added);
    }
    case "block": {
      const stay = stayOf(form);
      if (typeof stay === "string") return refused(stay);
      const bike = store.item("bikes", formText(form, "bike"));
      if (!bike) return refused("Choose one of the bikes.");
      const note = formText(form, "note").replace(/\s+/g, " ").trim().slice(0, 120);
      return answer(book.addBlock({ bikeId: bike.id, ...stay, note }, actor));
    }
    case "feed":
      feed.renew(actor);
      return { ok: true, done: "feed", ref: "" };
    case "unblock": {
      const id = Number(formText(form, "block"));
      return answer(book.removeBlock(Number.isInteger(id) ? id : -1, actor));
    }
  }
}
