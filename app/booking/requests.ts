/**
 * Booking requests with dates and a price: a bike for some days from a pickup
 * point, or a taxi to a destination at a time. One Zod schema each checks the
 * query string of the forms (/book/bike, /book/taxi); the forms take their
 * limits from `requestLimits`, and the messages here are what the chat opens with.
 */
import { z } from "zod";
import { statusLabels } from "~/content/lists";
import { rupees, weekdayDate } from "~/content/format";
import type { Bike, PickupPoint, Settings, TaxiService } from "~/content/types";
import { daysBetween, isClockTime, isIsoDate, rentalDays } from "./dates";
import { requestLimits } from "./limits";
import { destinationOf, oneWayFare, type Destination } from "./fares";
import { closedReason, type ShopDays } from "./open-days";
import { breakdownText, quoteRental, type Quote, type Season } from "./prices";

/** The destination value of "Somewhere else". */
export const SOMEWHERE_ELSE = "other";

/** A query value: missing is empty; runs of white space (new lines included) become one space. */
const field = z
  .string()
  .default("")
  .transform((v) => v.replace(/\s+/g, " ").trim());

const optionalText = (max: number, what: string) =>
  field.refine((v) => v.length <= max, `Keep ${what} under ${max} characters.`);

const dateField = (missing: string) =>
  field.superRefine((v, ctx) => {
    if (!v) ctx.addIssue({ code: "custom", message: missing });
    else if (!isIsoDate(v)) ctx.addIssue({ code: "custom", message: "That isn't a date. Pick one from the calendar." });
  });

type Issues = z.core.$RefinementCtx;
const issue = (ctx: Issues, field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });

/** A date the shop can still take: not before today, not more than a year ahead. */
function checkAhead(ctx: Issues, field: string, date: string, today: string) {
  if (!isIsoDate(date)) return;
  if (date < today) issue(ctx, field, "That day has passed. Choose today or a later day.");
  else if (daysBetween(today, date) > requestLimits.maxDaysAhead)
    issue(ctx, field, "We take bookings up to a year ahead.");
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
  shop: ShopDays;
}

export function bikeRequestSchema({ bikes, pickupPoints, today, seasons, shop }: BikeRequestContext) {
  return z
    .object({
      bike: field.refine(
        (id) => bikes.some((b) => b.id === id),
        "Choose one of our bikes: that one isn't on our list.",
      ),
      pickup: dateField("Choose a pickup date."),
      return: dateField("Choose a return date."),
      point: field.refine((id) => pickupPoints.some((p) => p.id === id), "Choose one of our pickup points."),
      name: optionalText(requestLimits.nameLength, "your name"),
    })
    .superRefine((v, ctx) => {
      checkAhead(ctx, "pickup", v.pickup, today);
      if (!isIsoDate(v.pickup) || !isIsoDate(v.return)) return;
      for (const field of ["pickup", "return"] as const) {
        const closed = closedReason(v[field], shop);
        if (closed) issue(ctx, field, closed);
      }
      const bike = bikes.find((b) => b.id === v.bike);
      const days = rentalDays(v.pickup, v.return);
      const most = Math.min(bike?.maxDays ?? requestLimits.maxRentalDays, requestLimits.maxRentalDays);
      if (v.return < v.pickup) issue(ctx, "return", "The return date is before the pickup date.");
      else if (days > most) {
        issue(ctx, "return", `One request can be for up to ${most} days. For longer, ask us in the chat.`);
      } else if (bike && days < bike.minDays) {
        issue(ctx, "return", `The ${bike.name} is rented for at least ${bike.minDays} days.`);
      }
    })
    .transform((v) => {
      const bike = bikes.find((b) => b.id === v.bike)!;
      const days = rentalDays(v.pickup, v.return);
      const quote = quoteRental(bike, seasons, v.pickup, days);
      return {
        bike,
        pickup: v.pickup,
        return: v.return,
        days,
        quote,
        total: quote.total,
        point: pickupPoints.find((p) => p.id === v.point)!,
        name: v.name,
      };
    });
}

export type BikeRequest = z.output<ReturnType<typeof bikeRequestSchema>>;

// Taxis ---------------------------------------------------------------------

export interface TaxiRequestContext {
  taxis: Omit<TaxiService, "image">[];
  /** The shop's clock now (shopClock). */
  now: { date: string; time: string };
}

export function taxiRequestSchema({ taxis, now }: TaxiRequestContext) {
  return z
    .object({
      taxi: field.refine(
        (id) => taxis.some((t) => t.id === id),
        "Choose one of our taxi services: that one isn't on our list.",
      ),
      to: field.refine((v) => v !== "", "Choose where you're going."),
      place: optionalText(requestLimits.placeLength, "the place"),
      date: dateField("Choose a date."),
      time: field.superRefine((v, ctx) => {
        if (!v) ctx.addIssue({ code: "custom", message: "Choose a pickup time." });
        else if (!isClockTime(v))
          ctx.addIssue({ code: "custom", message: "Write the time as HH:MM, for example 06:30." });
      }),
      people: field.refine(
        (v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= requestLimits.maxPassengers,
        `From 1 to ${requestLimits.maxPassengers} people. For a bigger group, ask us in the chat.`,
      ),
      name: optionalText(requestLimits.nameLength, "your name"),
    })
    .superRefine((v, ctx) => {
      const taxi = taxis.find((t) => t.id === v.taxi);
      if (taxi && v.to && v.to !== SOMEWHERE_ELSE && !taxi.destinations.includes(v.to)) {
        issue(ctx, "to", "Choose one of the listed destinations, or Somewhere else.");
      }
      checkAhead(ctx, "date", v.date, now.date);
      if (v.date === now.date && isClockTime(v.time) && v.time <= now.time) {
        issue(ctx, "time", "That time has passed. Choose a later time.");
      }
    })
    .transform((v) => {
      const taxi = taxis.find((t) => t.id === v.taxi)!;
      const destination: Destination =
        v.to === SOMEWHERE_ELSE ? { listed: SOMEWHERE_ELSE, place: v.place, km: null } : destinationOf(v.to);
      return {
        taxi,
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

function hello(settings: Greeting, name: string) {
  // "Anna K." must not end its sentence twice.
  const who = name.replace(/[\s.,;:!?]+$/, "");
  return who ? `Hi ${settings.brand}, this is ${who}.` : `Hi ${settings.brand},`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Deposit = Pick<Bike, "deposit" | "depositInstead">;

/** "₹2,000 deposit, returned at drop-off, or keep one original ID with us", or "" without a deposit. */
export function depositText({ deposit, depositInstead }: Deposit): string {
  if (!deposit) return "";
  return `${rupees(deposit)} deposit, returned at drop-off${depositInstead ? `, ${depositInstead}` : ""}`;
}

/**
 * "3 days: ₹1,500 × 2 + ₹1,200 × 1 = ₹4,200 rent + ₹2,000 deposit, returned
 * at drop-off": a rental's length, its total with the breakdown, and the
 * deposit apart from the rent. Beside the form, in its answer and in the message.
 */
export function rentalEstimate(quote: Quote, bike: Deposit): string {
  const deposit = depositText(bike);
  return `${plural(quote.days, "day", "days")}: ${breakdownText(quote)}${deposit ? ` rent + ${deposit}` : ""}`;
}

/** "… rent the Royal Enfield Classic from Sun 4 Jan to Wed 7 Jan (3 days: ₹1,500 × 2 + ₹1,200 × 1 = ₹4,200 rent + …), picking up at Railway Station. Is it available?" */
export function bikeRequestMessage(settings: Greeting, r: BikeRequest): string {
  const when =
    r.pickup === r.return ? `on ${weekdayDate(r.pickup)}` : `from ${weekdayDate(r.pickup)} to ${weekdayDate(r.return)}`;
  const ask =
    r.bike.status === "available"
      ? "Is it available?"
      : `Your site says it's ${statusLabels[r.bike.status].toLowerCase()}: when is it next free?`;
  return `${hello(settings, r.name)} I'd like to rent the ${r.bike.name} ${when} (${rentalEstimate(r.quote, r.bike)}), picking up at ${r.point.name}. ${ask}`;
}

/** "… book Airport Transfer to Goa Airport (150 km), about ₹2,250 one-way, on Fri 5 Dec at 06:30 for 2 people. Is a car available?" */
export function taxiRequestMessage(settings: Greeting, r: TaxiRequest): string {
  const { place, km } = r.destination;
  const where = place || "a place that isn't on your list";
  const to =
    km === null
      ? where
      : r.fare === null
        ? `${where} (${km} km)`
        : `${where} (${km} km), about ${rupees(r.fare)} one-way,`;
  const ask = r.fare === null ? "What would the fare be?" : "Is a car available?";
  return `${hello(settings, r.name)} I'd like to book ${r.taxi.name} to ${to} on ${weekdayDate(r.date)} at ${r.time} for ${plural(r.people, "person", "people")}. ${ask}`;
}

/** Where the forms are sent (GET): each answers 303 to the chat, or shows the form again. */
export const requestPaths = { bike: "/book/bike", taxi: "/book/taxi" } as const;
