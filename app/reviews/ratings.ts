/**
 * A card's stars: the average and count of the shown reviews that customers
 * sent from the links of that bike's or taxi service's bookings. Fewer than
 * MIN_REVIEWS_FOR_STARS give the count alone; none give nothing. No number
 * the owner typed is ever shown as customers' stars (decision record 038).
 */
import { reviewItemOf } from "~/content/lists/reviews";

/** The fewest reviews whose average a card shows. */
const MIN_REVIEWS_FOR_STARS = 3;

export interface ItemRating {
  count: number;
  /** The average of the stars to one decimal, or null below MIN_REVIEWS_FOR_STARS. */
  average: number | null;
}

/** The rating of one bike or taxi service from the shown reviews (the hidden ones are never passed in). */
export function itemRating(
  reviews: readonly { item: string; rating: number }[],
  kind: "bike" | "taxi",
  id: string,
): ItemRating {
  const item = reviewItemOf(kind, id);
  const stars = reviews.filter((r) => r.item === item).map((r) => r.rating);
  const count = stars.length;
  if (count < MIN_REVIEWS_FOR_STARS) return { count, average: null };
  return { count, average: Math.round((stars.reduce((a, b) => a + b, 0) / count) * 10) / 10 };
}
