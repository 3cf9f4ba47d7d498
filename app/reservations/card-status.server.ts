/**
 * A bike card's "All rented out" / "In maintenance" from today's bookings and
 * blocks at the shop: when they hold every unit at some moment of today, the
 * card says so, "In maintenance" if blocks alone do. The owner's own choice of
 * the Availability field still wins when it is not "Available": a repair with
 * no end date yet, or bikes lent outside the book, are not in the book
 * (docs/decisions/023-the-book.md).
 */
import type { Bike } from "~/content/types";
import type { Book } from "./book.server";
import { peakWithin, wholeDay } from "./stay";

export function withTodaysStatus<B extends Pick<Bike, "id" | "status" | "units">>(book: Book, bikes: B[]): B[] {
  const today = wholeDay(book.today());
  return bikes.map((bike) => {
    if (bike.status !== "available") return bike;
    const holds = book.holdsOf(bike.id, today);
    if (peakWithin(holds, today) < bike.units) return bike;
    const blocked = holds.filter((h) => h.kind === "block");
    const status = peakWithin(blocked, today) >= bike.units ? "maintenance" : "rented-out";
    return { ...bike, status };
  });
}
