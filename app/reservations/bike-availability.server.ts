/** The availability of a bike for a stay, with the other bikes of the page free then. */
import type { Book } from "./book.server";
import { availabilityText, type Availability } from "./availability";
import type { Stay } from "./stay";
import { english, type Words } from "~/i18n/english";

export function bikeAvailability(
  book: Book,
  bikes: readonly { id: string; name: string }[],
  bikeId: string,
  stay: Stay,
  w: Words = english,
): Availability & { text: string } {
  const { free, freeFrom } = book.availability(bikeId, stay);
  const others = free ? [] : bikes.filter((b) => b.id !== bikeId && book.fits(b.id, stay)).map((b) => b.name);
  const availability = { free, freeFrom, others };
  return { ...availability, text: availabilityText(availability, w) };
}
