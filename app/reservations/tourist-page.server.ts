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
import { fineLabel, rupees } from "~/content/format";
import type { HomeContent } from "~/content/types";
import { weekdayDateIn } from "~/i18n/dates";
import type { Lang } from "~/i18n/languages";
import { english as englishWords, wordsOf, type WordKey, type Words } from "~/i18n/words";
import type { Book, Booking } from "./book.server";
import { icalendar } from "./ical";
import { readPageAddress } from "./reference";
import { holdsVehicle, refusalOf, takesMoney } from "./lifecycle";
import { balanceOf, type Balance } from "~/money/ledger";
import { shopClock } from "~/booking/dates";
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

const STATUS_WORDS: Record<Booking["status"], WordKey> = {
  requested: "bookingRequested",
  confirmed: "bookingConfirmed",
  out: "bookingPickedUp",
  returned: "bookingReturned",
  declined: "bookingDeclined",
  cancelled: "bookingCancelled",
  expired: "bookingExpired",
  "no-show": "bookingNoShow",
};

/** "Confirmed: the bike is yours for these dates." (a taxi's says its taxi is booked). */
const statusLine = (w: Words, booking: Booking) =>
  w.t(
    booking.kind === "taxi" && booking.status === "confirmed" ? "bookingConfirmedTaxi" : STATUS_WORDS[booking.status],
  );

const mapSearch = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

/**
 * What the page shows, in `lang`: nothing of any other booking, nothing the
 * owner noted about the customer. `home` is the content in that language
 * (store.home(lang)); `english`, the content as written, names the place
 * for the map search.
 */
/** What the page says of the booking's money and agreement: read from its ledger and the agreement kept. */
export interface TouristMoney {
  balance: Balance;
  receipt: { number: number } | null;
  /** When the tourist agreed (ISO), if they did. */
  agreedAt: string | null;
  /** The terms as shown, and their version: what an agreement posted now agrees to. */
  terms: { version: string };
}

const NOTHING: TouristMoney = {
  balance: balanceOf([]),
  receipt: null,
  agreedAt: null,
  terms: { version: "" },
};

export function touristPage(
  booking: Booking,
  home: HomeContent,
  lang: Lang = "en",
  english: HomeContent = home,
  money: TouristMoney = NOTHING,
) {
  const w = wordsOf(lang);
  const { settings } = home;
  const bike = booking.kind === "bike" ? home.bikes.find((b) => b.id === booking.itemId) : undefined;
  const taxi = booking.kind === "taxi" ? home.taxis.find((t) => t.id === booking.itemId) : undefined;
  const pointName = (content: HomeContent) => content.pickupPoints.find((p) => p.id === booking.pointId)?.name;
  const place = booking.kind === "bike" ? (pointName(home) ?? w.t("ourShop")) : booking.destination;
  // The deposit agreed when it was confirmed, not what the bike asks today.
  const deposit = booking.quote?.deposit ?? bike?.deposit ?? 0;
  const { balance } = money;
  const owed = Math.max(0, balance.owed);
  const depositTaken = balance.depositIn > 0;
  // One request at a time: what is owed first, then the deposit while nothing of it is taken.
  const ask = !settings.upiId
    ? null
    : owed > 0 && takesMoney(booking.status)
      ? { amount: owed, title: w.t("payTitle") }
      : deposit > 0 && !depositTaken && holdsVehicle(booking.status)
        ? { amount: deposit, title: w.t("payDepositTitle") }
        : null;
  const upi = ask
    ? upiLink({ upiId: settings.upiId, payee: settings.brand, amount: ask.amount, reference: booking.reference })
    : null;
  const when = (at: string) => `${weekdayDateIn(lang, dateOf(at))}, ${timeOf(at)}`;
  const moment = (iso: string) => {
    const c = shopClock(settings.timeZone, new Date(iso));
    return `${weekdayDateIn(lang, c.date)}, ${c.time}`;
  };
  return {
    lang,
    brand: settings.brand,
    reference: booking.reference,
    status: booking.status,
    statusLine: statusLine(w, booking),
    item: bike?.name ?? taxi?.name ?? w.t("yourBooking"),
    from: when(booking.startsAt),
    to: booking.kind === "bike" ? when(booking.endsAt) : null,
    place,
    map:
      booking.kind === "bike"
        ? mapSearch(`${pointName(english) ?? englishWords.t("ourShop")}, ${english.settings.town}`)
        : null,
    total: totalText(booking, bike, home, w),
    deposit:
      deposit > 0 && bike
        ? {
            text: depositText({ ...bike, deposit }, w),
            words: depositWords(balance, depositText({ ...bike, deposit }, w), w),
          }
        : null,
    toPay: owed > 0 ? rupees(owed) : null,
    toGetBack: balance.owed < 0 ? rupees(-balance.owed) : null,
    upi: upi && ask ? { link: upi, qr: qrSvg(upi), title: ask.title, amount: rupees(ask.amount) } : null,
    agreement: money.agreedAt
      ? { agreed: w.t("agreedAt", { when: moment(money.agreedAt) }), version: money.terms.version }
      : refusalOf("agree", booking, "tourist") === null && booking.kind === "bike"
        ? { agreed: null, version: money.terms.version }
        : null,
    receipt: money.receipt ? w.t("receiptNumber", { number: money.receipt.number }) : null,
    terms: {
      requirements: home.terms.requirements,
      fines: home.terms.fines.map((f) => ({ offence: f.offence, label: fineLabel(f, w) })),
      policies: home.terms.policies,
    },
    privacy: w.t("bookingPrivacy", { days: settings.keepCustomerDays }),
    keepDays: settings.keepCustomerDays,
    phone: settings.phone,
    call: telLink(settings.phone),
    chat: businessChatLink(settings, w.t("msgAboutBooking", { brand: settings.brand, reference: booking.reference })),
  };
}

export type TouristPage = ReturnType<typeof touristPage>;

/** The deposit's line in the tourist's words, from the ledger: received, given back, or kept in part. */
function depositWords(balance: Balance, text: string, w: Words): string {
  if (balance.depositIn <= 0) return text;
  if (balance.held > 0) return w.t("depositReceived", { deposit: text });
  if (balance.kept > 0)
    return w.t("depositSettled", { deposit: text, kept: rupees(balance.kept), back: rupees(balance.depositOut) });
  return w.t("depositReturned", { deposit: text });
}

/** The booking as a calendar file the tourist adds to their phone, in `lang` like the page it is on. */
export function touristCalendar(
  booking: Booking,
  home: HomeContent,
  url: string,
  now: Date,
  lang: Lang = "en",
): string {
  const page = touristPage(booking, home, lang);
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
 * "₹1,500 × 2 + ₹1,200 × 1 = ₹4,200": the booking's price as it was agreed
 * (frozen at confirmation with its breakdown); a request's estimate while
 * today's prices still give it; else the total alone.
 */
function totalText(
  booking: Booking,
  bike: HomeContent["bikes"][number] | undefined,
  home: HomeContent,
  w: Words,
): string | null {
  if (booking.quote) return breakdownText(booking.quote, w);
  if (booking.total === null) return null;
  if (!bike) return rupees(booking.total);
  const pickup = dateOf(booking.startsAt);
  const quote = quoteRental(bike, home.seasons, pickup, rentalDays(pickup, dateOf(booking.endsAt)));
  return quote.total === booking.total ? breakdownText(quote, w) : rupees(booking.total);
}

/** The booking's ledger, receipt and agreement as its page reads them. */
export function touristMoney(book: Book, booking: Booking, lang: Lang): TouristMoney {
  const ledger = book.ledger(booking);
  return {
    balance: ledger.balance,
    receipt: ledger.receipt,
    agreedAt: book.agreementOf(booking)?.agreedAt ?? null,
    terms: { version: book.agreementText(lang).version },
  };
}
