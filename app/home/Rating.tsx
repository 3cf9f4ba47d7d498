import { StarIcon } from "./icons";
import { useWords } from "~/i18n/context";
import type { ItemRating } from "~/reviews/ratings";

/**
 * "★ 4.7 · 12 reviews" on a card from its customers' reviews, read out as
 * "Rated 4.7 out of 5 from 12 reviews"; "2 reviews" below the fewest that
 * give an average; nothing without one.
 */
export function RatingBadge({ rating }: { rating: ItemRating }) {
  const w = useWords();
  if (rating.count === 0) return null;
  const reviews = w.t(rating.count === 1 ? "reviewOne" : "reviewMany", { count: rating.count });
  if (rating.average === null) return <span className="rating-badge">{reviews}</span>;
  const average = rating.average.toFixed(1);
  return (
    <span className="rating-badge" role="img" aria-label={w.t("ratedFromReviews", { rating: average, reviews })}>
      <StarIcon filled size={14} />
      {`${average} · ${reviews}`}
    </span>
  );
}

/** Five stars with the first `rating` filled, read out as "N out of 5". */
export function Stars({ rating }: { rating: number }) {
  const w = useWords();
  return (
    <span className="stars" role="img" aria-label={w.t("outOf5", { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= rating ? "star star-filled" : "star"}>
          <StarIcon filled={n <= rating} />
        </span>
      ))}
    </span>
  );
}
