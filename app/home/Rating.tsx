import { StarIcon } from "./icons";
import { useWords } from "~/i18n/context";

/** "★ 4.9" on a card, read out as "Rated 4.9 out of 5". */
export function RatingBadge({ rating }: { rating: number }) {
  const w = useWords();
  return (
    <span className="rating-badge" role="img" aria-label={w.t("ratedOutOf5", { rating: rating.toFixed(1) })}>
      <StarIcon filled size={14} />
      {rating.toFixed(1)}
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
