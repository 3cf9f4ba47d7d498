import { StarIcon } from "./icons";

/** "★ 4.9" on a card, read out as "Rated 4.9 out of 5". */
export function RatingBadge({ rating }: { rating: number }) {
  return (
    <span className="rating-badge" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      <StarIcon filled size={14} />
      {rating.toFixed(1)}
    </span>
  );
}

/** Five stars with the first `rating` filled, read out as "N out of 5". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= rating ? "star star-filled" : "star"}>
          <StarIcon filled={n <= rating} />
        </span>
      ))}
    </span>
  );
}
