/**
 * The tourist's own page of a booking, at /b/SR-7K4Q-<token>: only that
 * booking, found by its reference and its secret compared in constant time.
 * Anything else (no such booking, a wrong secret) is the same 404, so the
 * address tells a stranger nothing.
 */
import { timingSafeEqual } from "node:crypto";
import { businessChatLink, telLink } from "~/booking/chat-link";
import { rentalDays } from "~/booking/dates";
import { breakdownText, quoteRental } from "~/booking/prices";
import { depositText } from "~/booking/requests";
import { fineLabel, rupees, weekdayDate } from "~/content/format";
import type { HomeContent } from "~/content/types";
import type { Book, Booking } from "./book.server";
import { icalendar } from "./ical";
import { readPageAddress } from "./reference";
import { dateOf, timeOf } from "./stay";
import { qrSvg, upiLink } from "./upi";

export function bookingAt(book: Book, address: string): Booking | null {
  const parts = readPageAddress(address);
  if (!parts) return null;
  const booking = book.find(parts.reference);
  if (!booking) return null;
  const a = Buffer.from(booking.token);
  const b = Buffer.from(parts.token);
  return a.length === b.length && timingSafeEqual(a, b) ? booking : null;
}

const statusLines: Record<Booking["status"], string> = {
  requested: "Requested: we confirm it in the chat.",
  confirmed: "Confirmed: the bike is yours for these dates.",
  "picked-up": "Picked up: enjoy the ride.",
  returned: "Returned: thank you for riding with us.",
  declined: "Not available: we could not take this request.",
  cancelled: "Cancelled.",
  expired: "Expired: this request was not confirmed in time.",
};

const mapSearch = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

/** What the page shows: nothing of any other booking, nothing the owner noted about the customer. */
export function touristPage(booking: Booking, home: HomeContent) {
  const { settings } = home;
  const bike = booking.kind === "bike" ? home.bikes.find((b) => b.id === booking.itemId) : undefined;
  const taxi = booking.kind === "taxi" ? home.taxis.find((t) => t.id === booking.itemId) : undefined;
  const point = home.pickupPoints.find((p) => p.id === booking.pointId);
  const place = booking.kind === "bike" ? (point?.name ?? "Our shop") : booking.destination;
  const deposit = bike?.deposit ?? 0;
  const payable = deposit > 0 && settings.upiId && (booking.status === "confirmed" || booking.status === "picked-up");
  const upi = payable
    ? upiLink({ upiId: settings.upiId, payee: settings.brand, amount: deposit, reference: booking.reference })
    : null;
  return {
    brand: settings.brand,
    reference: booking.reference,
    status: booking.status,
    statusLine: statusLines[booking.status],
    item: bike?.name ?? taxi?.name ?? "Your booking",
    from: `${weekdayDate(dateOf(booking.startsAt))}, ${timeOf(booking.startsAt)}`,
    to: booking.kind === "bike" ? `${weekdayDate(dateOf(booking.endsAt))}, ${timeOf(booking.endsAt)}` : null,
    place,
    map: booking.kind === "bike" ? mapSearch(`${place}, ${settings.town}`) : null,
    total: totalText(booking, bike, home),
    deposit:
      deposit > 0 && bike ? { amount: deposit, text: depositText(bike), received: booking.deposit !== "none" } : null,
    upi: upi ? { link: upi, qr: qrSvg(upi) } : null,
    terms: {
      requirements: home.terms.requirements,
      fines: home.terms.fines.map((f) => ({ offence: f.offence, label: fineLabel(f) })),
      policies: home.terms.policies,
    },
    privacy: `This page shows only this booking. Our request form keeps no name, phone number or address of yours; a name and phone number you give us in the chat are kept only until ${settings.keepCustomerDays} days after the bike is back, then erased.`,
    phone: settings.phone,
    call: telLink(settings.phone),
    chat: businessChatLink(settings, `Hi ${settings.brand}, about my booking ${booking.reference}.`),
  };
}

/** The booking as a calendar file the tourist adds to their phone. */
export function touristCalendar(booking: Booking, home: HomeContent, url: string, now: Date): string {
  const page = touristPage(booking, home);
  return icalendar(
    `${home.settings.brand} ${booking.reference}`,
    [
      {
        uid: `${booking.reference}@sagara-rides`,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt > booking.startsAt ? booking.endsAt : booking.startsAt,
        summary: `${page.item} (${booking.reference})`,
        description: `${page.statusLine} ${home.settings.brand}: ${home.settings.phone}`,
        location: page.place,
        url,
        cancelled: ["cancelled", "declined", "expired"].includes(booking.status),
      },
    ],
    home.settings.timeZone,
    now,
  );
}

/**
 * "₹1,500 × 2 + ₹1,200 × 1 = ₹4,200": the booking's total with the price
 * function's breakdown, while the rules still give the total it was made with;
 * once the owner has changed a price since, the total alone, as agreed.
 */
function totalText(booking: Booking, bike: HomeContent["bikes"][number] | undefined, home: HomeContent): string | null {
  if (booking.total === null) return null;
  if (!bike) return rupees(booking.total);
  const pickup = dateOf(booking.startsAt);
  const quote = quoteRental(bike, home.seasons, pickup, rentalDays(pickup, dateOf(booking.endsAt)));
  return quote.total === booking.total ? breakdownText(quote) : rupees(booking.total);
}
