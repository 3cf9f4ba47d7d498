/**
 * A bike card's "All rented out" / "In maintenance" from today's bookings,
 * blocks and vehicles at the shop: when at some moment of today every
 * vehicle that can go out is held, the card says so ("In maintenance" when
 * blocks alone hold them, or when none can go out today: out of service, or
 * a paper expired). The owner's own choice of the Availability field still
 * wins when it is not "Available": a repair with no end date yet, or bikes
 * lent outside the book, are not in the book (docs/decisions/023-the-book.md).
 */
import type { Bike } from "~/content/types";
import type { Book } from "./book.server";
import { peakWithin, wholeDay } from "./stay";

export function withTodaysStatus<B extends Pick<Bike, "id" | "status">>(book: Book, bikes: B[]): B[] {
  const today = wholeDay(book.today());
  return bikes.map((bike) => {
    if (bike.status !== "available") return bike;
    const { all, usable } = book.vehiclesFor(bike.id, today);
    // A model with no vehicles yet says nothing of them: the owner has not listed them.
    if (!all.length) return bike;
    const ids = new Set(usable.map((v) => v.id));
    const holds = book.holdsOf(bike.id, today).filter((h) => h.vehicleId === null || ids.has(h.vehicleId));
    if (peakWithin(holds, today) < usable.length) return bike;
    const blocked = holds.filter((h) => h.kind === "block");
    const status = usable.length === 0 || peakWithin(blocked, today) >= usable.length ? "maintenance" : "rented-out";
    return { ...bike, status };
  });
}
