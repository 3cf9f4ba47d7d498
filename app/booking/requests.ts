/**
 * Booking requests with dates and a price: a bike for some days from a pickup
 * point, or a taxi to a destination at a time. One Zod schema each checks the
 * query string of the forms (/book/bike, /book/taxi); the forms take their
 * limits from `requestLimits`, and the messages here are what the chat opens with.
 */
import { z } from "zod";
import { rupees } from "~/content/format";
import type { Bike, PickupPoint, Settings, TaxiService } from "~/content/types";
import { daysBetween, isClockTime, isIsoDate, rentalDays } from "./dates";
import { requestLimits } from "./limits";
import { destinationOf, oneWayFare, type Destination } from "./fares";
import { closedReason, hoursOn, type ShopHours } from "./open-days";
import { breakdownText, quoteStay, type Quote, type Season } from "./prices";
import { stayOfRequest } from "~/reservations/stay";
import { english, type WordKey, type Words } from "~/i18n/english";
import { weekdayDateIn } from "~/i18n/dates";
import { statusWord } from "~/i18n/status";

/** The destination value of "Somewhere else". */
export const SOMEWHERE_ELSE = "other";

/** A query value: missing is empty; runs of white space (new lines included) become one space. */
const field = z
  .string()
  .default("")
  .transform((v) => v.replace(/\s+/g, " ").trim());

const optionalText = (max: number, what: string, w: Words) =>
  field.refine((v) => v.length <= max, w.t("errKeepUnder", { what, max }));

/** A time of day that may be left empty ("" or "14:30"). */
const optionalClock = (w: Words) => field.refine((v) => v === "" || isClockTime(v), w.t("errTimeFormat"));

/** The minutes of a day's time ("14:30" is 870). */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const dateField = (missing: string, w: Words) =>
  field.superRefine((v, ctx) => {
    if (!v) ctx.addIssue({ code: "custom", message: missing });
    else if (!isIsoDate(v)) ctx.addIssue({ code: "custom", message: w.t("errNotADate") });
  });

type Issues = z.core.$RefinementCtx;
const issue = (ctx: Issues, field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });

/** A date the shop can still take: not before today, not more than a year ahead. */
function checkAhead(ctx: Issues, field: string, date: string, today: string, w: Words) {
  if (!isIsoDate(date)) return;
  if (date < today) issue(ctx, field, w.t("errDayPassed"));
  else if (daysBetween(today, date) > requestLimits.maxDaysAhead) issue(ctx, field, w.t("errYearAhead"));
}

// Bikes ---------------------------------------------------------------------

/** Any image form will do: the requests never look at pictures. */
export interface BikeRequestContext {
  bikes: Omit<Bike, "image">[];
  pickupPoints: Omit<PickupPoint, "image">[];
  /** Today at the shop (shopToday). */
  today: string;
  /** The seasons the price function reads. */
  seasons: readonly Season[];
  /** The days a bike can be picked up and returned. */
  shop: ShopHours;
  /** The language of the page the form is on: its messages are in it. */
  words?: Words;
}

export function bikeRequestSchema({
  bikes,
  pickupPoints,
  today,
  seasons,
  shop,
  words: w = english,
}: BikeRequestContext) {
  return z
    .object({
      bike: field.refine((id) => bikes.some((b) => b.id === id), w.t("errUnknownBike")),
      pickup: dateField(w.t("errChoosePickupDate"), w),
      return: dateField(w.t("errChooseReturnDate"), w),
      // A rental of a few hours inside one day: both times, or neither (by the day).
      from: optionalClock(w),
      until: optionalClock(w),
      point: field.refine((id) => pickupPoints.some((p) => p.id === id), w.t("errChoosePoint")),
      name: optionalText(requestLimits.nameLength, w.t("errYourName"), w),
    })
    .superRefine((v, ctx) => {
      checkHours(ctx, v, bikes, shop, w);
      checkAhead(ctx, "pickup", v.pickup, today, w);
      if (!isIsoDate(v.pickup) || !isIsoDate(v.return)) return;
      for (const field of ["pickup", "return"] as const) {
        const closed = closedReason(v[field], shop, w);
        if (closed) issue(ctx, field, closed);
      }
      const bike = bikes.find((b) => b.id === v.bike);
      const days = rentalDays(v.pickup, v.return);
      // By the hour, the fewest hours rule stands in for the fewest days.
      if (v.from && v.until) return;
      const most = Math.min(bike?.maxDays ?? requestLimits.maxRentalDays, requestLimits.maxRentalDays);
      if (v.return < v.pickup) issue(ctx, "return", w.t("errReturnBeforePickup"));
      else if (days > most) {
        issue(ctx, "return", w.t("errTooManyDays", { most }));
      } else if (bike && days < bike.minDays) {
        issue(ctx, "return", w.t("errTooFewDays", { bike: bike.name, days: bike.minDays }));
      }
    })
    .transform((v) => {
      const bike = bikes.find((b) => b.id === v.bike)!;
      const days = rentalDays(v.pickup, v.return);
      const quote = quoteStay(bike, seasons, stayOfRequest(v.pickup, v.return, v.from, v.until));
      return {
        bike,
        pickup: v.pickup,
        return: v.return,
        /** The times of a rental by the hour ("" by the day). */
        from: v.from && v.until ? v.from : "",
        until: v.from && v.until ? v.until : "",
        days,
        quote,
        total: quote.total,
        point: pickupPoints.find((p) => p.id === v.point)!,
        name: v.name,
      };
    });
}

export type BikeRequest = z.output<ReturnType<typeof bikeRequestSchema>>;

/**
 * The times of a rental by the hour: both or neither, on one day the shop is
 * open, inside its hours, for a bike with an hourly price and at least its
 * fewest hours. Each refusal is said beside the time it is about.
 */
function checkHours(
  ctx: Issues,
  v: { bike: string; pickup: string; return: string; from: string; until: string },
  bikes: readonly Pick<Bike, "id" | "name" | "hourlyPrice" | "minHours">[],
  shop: ShopHours,
  w: Words,
) {
  if (!v.from && !v.until) return;
  if (!isClockTime(v.from) || !isClockTime(v.until)) {
    if (!v.from) issue(ctx, "from", w.t("errBothTimes"));
    if (!v.until) issue(ctx, "until", w.t("errBothTimes"));
    return;
  }
  const bike = bikes.find((b) => b.id === v.bike);
  if (bike && !bike.hourlyPrice) return issue(ctx, "from", w.t("errNoHourly", { bike: bike.name }));
  if (!isIsoDate(v.pickup) || !isIsoDate(v.return)) return;
  if (v.return !== v.pickup) return issue(ctx, "until", w.t("errHoursOneDay"));
  const open = hoursOn(v.pickup, shop);
  if (!open) return;
  if (v.from < open.opens || v.until > open.closes) {
    return issue(ctx, v.from < open.opens ? "from" : "until", w.t("errOutsideHours", open));
  }
  if (v.until <= v.from) return issue(ctx, "until", w.t("errUntilAfterFrom"));
  const hours = Math.ceil((minutesOf(v.until) - minutesOf(v.from)) / 60);
  if (bike && hours < bike.minHours)
    issue(ctx, "until", w.t("errTooFewHours", { bike: bike.name, hours: bike.minHours }));
}

// Taxis ---------------------------------------------------------------------

export interface TaxiRequestContext {
  taxis: Omit<TaxiService, "image">[];
  /** The shop's clock now (shopClock). */
  now: { date: string; time: string };
  /** The language of the page the form is on: its messages are in it. */
  words?: Words;
}

export function taxiRequestSchema({ taxis, now, words: w = english }: TaxiRequestContext) {
  return z
    .object({
      taxi: field.refine((id) => taxis.some((t) => t.id === id), w.t("errUnknownTaxi")),
      from: field
        .refine((v) => v !== "", w.t("errChooseFrom"))
        .refine(
          (v) => v.length <= requestLimits.placeLength,
          w.t("errKeepUnder", { what: w.t("errTheFrom"), max: requestLimits.placeLength }),
        ),
      to: field.refine((v) => v !== "", w.t("errChooseWhere")),
      place: optionalText(requestLimits.placeLength, w.t("errThePlace"), w),
      date: dateField(w.t("errChooseDate"), w),
      time: field.superRefine((v, ctx) => {
        if (!v) ctx.addIssue({ code: "custom", message: w.t("errChooseTime") });
        else if (!isClockTime(v)) ctx.addIssue({ code: "custom", message: w.t("errTimeFormat") });
      }),
      people: field.refine(
        (v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= requestLimits.maxPassengers,
        w.t("errPeople", { max: requestLimits.maxPassengers }),
      ),
      name: optionalText(requestLimits.nameLength, w.t("errYourName"), w),
    })
    .superRefine((v, ctx) => {
      const taxi = taxis.find((t) => t.id === v.taxi);
      if (taxi && v.to && v.to !== SOMEWHERE_ELSE && !taxi.destinations.includes(v.to)) {
        issue(ctx, "to", w.t("errUnlistedDestination"));
      }
      checkAhead(ctx, "date", v.date, now.date, w);
      if (v.date === now.date && isClockTime(v.time) && v.time <= now.time) {
        issue(ctx, "time", w.t("errTimePassed"));
      }
    })
    .transform((v) => {
      const taxi = taxis.find((t) => t.id === v.taxi)!;
      const destination: Destination =
        v.to === SOMEWHERE_ELSE ? { listed: SOMEWHERE_ELSE, place: v.place, km: null } : destinationOf(v.to);
      return {
        taxi,
        from: v.from,
        destination,
        fare: oneWayFare(taxi, destination),
        date: v.date,
        time: v.time,
        people: Number(v.people),
        name: v.name,
      };
    });
}

export type TaxiRequest = z.output<ReturnType<typeof taxiRequestSchema>>;

// Messages ------------------------------------------------------------------

type Greeting = Pick<Settings, "brand">;

function hello(settings: Greeting, name: string, w: Words) {
  // "Anna K." must not end its sentence twice.
  const who = name.replace(/[\s.,;:!?]+$/, "");
  return who ? w.t("msgHelloNamed", { brand: settings.brand, name: who }) : w.t("msgHello", { brand: settings.brand });
}

/** "1 day", "3 days": each language's words for one and for more. */
const counted = (w: Words, count: number, one: WordKey, many: WordKey) => w.t(count === 1 ? one : many, { count });

type Deposit = Pick<Bike, "deposit" | "depositInstead">;

/** "₹2,000 deposit, returned at drop-off, or keep one original ID with us", or "" without a deposit. */
export function depositText({ deposit, depositInstead }: Deposit, w: Words = english): string {
  if (!deposit) return "";
  const text = w.t("deposit", { amount: rupees(deposit) });
  return depositInstead ? `${text}, ${depositInstead}` : text;
}

/**
 * "3 days: ₹1,500 × 2 + ₹1,200 × 1 = ₹4,200 rent + ₹2,000 deposit, returned
 * at drop-off": a rental's length, its total with the breakdown, and the
 * deposit apart from the rent. Beside the form, in its answer and in the message.
 */
export function rentalEstimate(quote: Quote, bike: Deposit, w: Words = english): string {
  const deposit = depositText(bike, w);
  const length = quote.hours
    ? counted(w, quote.hours, "oneHour", "manyHours")
    : counted(w, quote.days, "oneDay", "manyDays");
  const parts = { days: length, breakdown: breakdownText(quote, w) };
  return deposit ? w.t("estimateWithDeposit", { ...parts, deposit }) : w.t("estimateLine", parts);
}

/** "… rent the Royal Enfield Classic from Sun 4 Jan to Wed 7 Jan (3 days: ₹1,500 × 2 + ₹1,200 × 1 = ₹4,200 rent + …), picking up at Railway Station. Is it available?" */
export function bikeRequestMessage(settings: Greeting, r: BikeRequest, w: Words = english): string {
  const day = (date: string) => weekdayDateIn(w.lang, date);
  const when = r.from
    ? w.t("msgOnDayHours", { date: day(r.pickup), from: r.from, until: r.until })
    : r.pickup === r.return
      ? w.t("msgOnDay", { date: day(r.pickup) })
      : w.t("msgFromTo", { from: day(r.pickup), to: day(r.return) });
  const ask =
    r.bike.status === "available"
      ? w.t("msgIsItAvailable")
      : w.t("msgWhenNextFree", { status: statusWord(w, r.bike.status).toLocaleLowerCase(w.lang) });
  return w.t("msgBikeRequest", {
    hello: hello(settings, r.name, w),
    bike: r.bike.name,
    when,
    estimate: rentalEstimate(r.quote, r.bike, w),
    point: r.point.name,
    ask,
  });
}

/** "… book Airport Transfer from Hotel Sea View to Goa Airport (150 km), about ₹2,250 one-way, on Fri 5 Dec at 06:30 for 2 people. Is a car available?" */
export function taxiRequestMessage(settings: Greeting, r: TaxiRequest, w: Words = english): string {
  const { place, km } = r.destination;
  const where = place || w.t("msgUnlistedPlace");
  const to =
    km === null
      ? where
      : r.fare === null
        ? w.t("msgPlaceKm", { place: where, km })
        : w.t("msgPlaceKmFare", { place: where, km, fare: rupees(r.fare) });
  return w.t("msgTaxiRequest", {
    hello: hello(settings, r.name, w),
    taxi: r.taxi.name,
    from: r.from,
    to,
    date: weekdayDateIn(w.lang, r.date),
    time: r.time,
    people: counted(w, r.people, "onePerson", "manyPeople"),
    ask: w.t(r.fare === null ? "msgWhatFare" : "msgCarAvailable"),
  });
}

/** Where the forms are sent (POST; a GET is a link to the form): each answers 303 to the chat, or shows the form again. */
export const requestPaths = { bike: "/book/bike", taxi: "/book/taxi" } as const;
