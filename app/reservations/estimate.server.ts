/**
 * The estimated total of a booking the owner adds or moves: the one price
 * function (~/booking/prices.ts) over the seasons shown on the page, for the
 * whole days from the pickup date, as the public form's estimate is made.
 */
import { rentalDays } from "~/booking/dates";
import { quoteRental, type PricedBike } from "~/booking/prices";
import { seasonRule } from "~/content/lists/seasons";
import type { ContentStore } from "~/content/store.server";
import { dateOf, type Stay } from "./stay";

export function estimateOf(store: ContentStore, bike: PricedBike, stay: Stay): number {
  const seasons = store
    .list("seasons")
    .filter((s) => !s.hidden)
    .map(seasonRule);
  const pickup = dateOf(stay.startsAt);
  return quoteRental(bike, seasons, pickup, rentalDays(pickup, dateOf(stay.endsAt))).total;
}
