/**
 * The two booking forms as the page's content makes them at a moment: the
 * schema a request is checked with (which bikes, taxis and pickup points
 * exist; what day and time it is at the shop), what it counts, and the
 * message the chat opens with. The routes and the server's front door
 * (server/booking-door.ts) both judge requests with these.
 */
import type { z } from "zod";
import type { HomeContent } from "~/content/types";
import type { PendingRequest } from "~/reservations/public-requests.server";
import { at, stayOfRequest } from "~/reservations/stay";
import type { CountKindName } from "./count-kinds";
import { shopClock } from "./dates";
import type { Lang } from "~/i18n/languages";
import { wordsOf, type Words } from "~/i18n/words";
import {
  bikeRequestMessage,
  bikeRequestSchema,
  taxiRequestMessage,
  taxiRequestSchema,
  type BikeRequest,
  type TaxiRequest,
} from "./requests";

type Content = Pick<HomeContent, "settings" | "bikes" | "taxis" | "pickupPoints" | "seasons">;

export interface RequestForm<R> {
  /** Today at the shop. */
  today: string;
  schema: z.ZodType<R>;
  /** What a request sent from the form counts as. */
  kind: CountKindName;
  itemOf: (request: R) => string;
  messageOf: (request: R) => string;
  /** What the book keeps of a request: the item, the dates or the time, where, and the estimate. */
  pendingOf: (request: R) => PendingRequest;
  settings: Content["settings"];
  /** The language of the page the form is on: its messages, and the chat message, are in it. */
  words: Words;
}

export const requestForms = {
  /** `content` in the form's language (store.home(lang)), so the places it names are too. */
  bike(
    { settings, bikes, pickupPoints, seasons }: Content,
    now = new Date(),
    lang: Lang = "en",
  ): RequestForm<BikeRequest> {
    const today = shopClock(settings.timeZone, now).date;
    const words = wordsOf(lang);
    return {
      today,
      schema: bikeRequestSchema({ bikes, pickupPoints, today, seasons, shop: settings, words }),
      kind: "bike-form",
      itemOf: (r) => r.bike.id,
      messageOf: (r) => bikeRequestMessage(settings, r, words),
      pendingOf: (r) => ({
        kind: "bike",
        itemId: r.bike.id,
        ...stayOfRequest(r.pickup, r.return, r.from, r.until),
        pointId: r.point.id,
        total: r.total,
        customerName: r.name,
      }),
      settings,
      words,
    };
  },
  taxi({ settings, taxis }: Content, now = new Date(), lang: Lang = "en"): RequestForm<TaxiRequest> {
    const clock = shopClock(settings.timeZone, now);
    const words = wordsOf(lang);
    return {
      today: clock.date,
      schema: taxiRequestSchema({ taxis, now: clock, words }),
      kind: "taxi-form",
      itemOf: (r) => r.taxi.id,
      messageOf: (r) => taxiRequestMessage(settings, r, words),
      pendingOf: (r) => ({
        kind: "taxi",
        itemId: r.taxi.id,
        startsAt: at(r.date, r.time),
        endsAt: at(r.date, r.time),
        pickupPlace: r.from,
        destination: r.destination.place || r.destination.listed,
        people: r.people,
        total: r.fare,
        customerName: r.name,
      }),
      settings,
      words,
    };
  },
};
