/**
 * What the bike dates form tells a tourist before the chat opens: free on
 * those dates, or booked with the first day it is free again and the other
 * bikes free then. The tourist can still send the request.
 */
import { weekdayDateIn } from "~/i18n/dates";
import { english, type Words } from "~/i18n/english";

export interface Availability {
  free: boolean;
  /** The first later pickup day the same stay fits, when it is not free. */
  freeFrom: string | null;
  /** The names of the other bikes free on those dates. */
  others: string[];
}

export function availabilityText({ free, freeFrom, others }: Availability, w: Words = english): string {
  if (free) return w.t("freeThen");
  return [
    w.t("bookedThen"),
    freeFrom ? w.t("freeAgainFrom", { date: weekdayDateIn(w.lang, freeFrom) }) : "",
    others.length ? w.t("othersFree", { bikes: others.join(", ") }) : "",
    w.t("sendAnyway"),
  ]
    .filter(Boolean)
    .join(" ");
}
