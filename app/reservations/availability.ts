/**
 * What the bike dates form tells a tourist before the chat opens: free on
 * those dates, or booked with the first day it is free again and the other
 * bikes free then. The tourist can still send the request.
 */
import { weekdayDate } from "~/content/format";

export interface Availability {
  free: boolean;
  /** The first later pickup day the same stay fits, when it is not free. */
  freeFrom: string | null;
  /** The names of the other bikes free on those dates. */
  others: string[];
}

export function availabilityText({ free, freeFrom, others }: Availability): string {
  if (free) return "Free on those dates.";
  const again = freeFrom ? ` It is free again from ${weekdayDate(freeFrom)}.` : "";
  const instead = others.length ? ` Free on those dates: ${others.join(", ")}.` : "";
  return `Booked on those dates.${again}${instead} You can still send your request.`;
}
