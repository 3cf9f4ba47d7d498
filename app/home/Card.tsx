import { ChatButton } from "./ChatButton";
import type { ReactNode } from "react";
import { rupees } from "~/content/format";
import type { ShownImage } from "~/content/types";
import { CheckIcon } from "./icons";
import { Picture, imageSizes } from "./Picture";
import { useWords } from "~/i18n/context";

/**
 * The picture at the top of a bike, taxi or pickup card, with its corner
 * labels. Cards are below the fold on every screen, so the picture loads
 * lazily; without one the card keeps its shape and shows no broken image.
 */
export function CardMedia({ image, badge, corner }: { image: ShownImage; badge?: string | null; corner?: ReactNode }) {
  return (
    <div className="card-media">
      {image ? <Picture image={image} sizes={imageSizes.card} /> : <div className="card-media-empty" />}
      {badge ? <span className="badge">{badge}</span> : null}
      {corner}
    </div>
  );
}

/** A card's features, named for the item they belong to ("Honda Dio features"). */
export function FeatureList({ features, item }: { features: string[]; item: string }) {
  const w = useWords();
  if (features.length === 0) return null;
  return (
    <ul className="feature-list" aria-label={w.t("featuresOf", { item })}>
      {features.map((feature) => (
        <li key={feature}>
          <CheckIcon size={16} />
          {feature}
        </li>
      ))}
    </ul>
  );
}

/**
 * A booking link whose visible text is short and whose accessible name says
 * what it books. `plain` beside a dated request, which is then the card's
 * bold action: a message with dates and a reference serves both sides better.
 */
export function BookingLink({
  href,
  label,
  item,
  ping,
  plain = false,
}: {
  href: string;
  label: string;
  item: string;
  ping?: string;
  plain?: boolean;
}) {
  return (
    <ChatButton className={plain ? "btn-outline" : "btn-primary"} href={href} ping={ping}>
      {label}
      <span className="visually-hidden">{`: ${item}`}</span>
    </ChatButton>
  );
}

/** The bottom of a bike or taxi card: the price per unit and its booking link. */
export function PriceAndBooking({ price, unit, booking }: { price: number; unit: string; booking: ReactNode }) {
  return (
    <div className="card-foot">
      <p className="price">
        <span className="price-amount">{rupees(price)}</span>
        <span className="price-unit">{`/${unit}`}</span>
      </p>
      {booking}
    </div>
  );
}
