/**
 * A review link just made: its address to copy (a button with JavaScript,
 * the selected text without), its QR code to scan at the counter, and how
 * long it works. The address is shown only now: the server keeps only a hash.
 */
import { useState } from "react";
import { formatDateTime, useHydrated, useShopTimeZone } from "../ui";
import { useWords } from "../words";

export interface NewLink {
  url: string;
  expiresAt: string;
  qr: string[];
}

/**
 * `forBooking`: a booking's link, shown on its screen every time until it is
 * used (its secret is made again from the server's key), not only now.
 */
export function NewLinkCard({ link, forBooking }: { link: NewLink; forBooking?: string }) {
  const { t } = useWords();
  const timeZone = useShopTimeZone();
  const until = formatDateTime(link.expiresAt, timeZone);
  return (
    <section className="admin-card admin-review-link" aria-labelledby="new-link-title" id="review">
      <h2 id="new-link-title">
        {forBooking ? t("Review link for {booking}", { booking: forBooking }) : t("A new review link")}
      </h2>
      <p className="admin-hint">
        {forBooking
          ? t(
              "For one customer: it sends one review and works until {until}. It stays here until the customer uses it.",
              {
                until,
              },
            )
          : t(
              "For one customer: it sends one review and works until {until}. Copy it now: it is shown only this once.",
              {
                until,
              },
            )}
      </p>
      <div className="admin-field">
        <label htmlFor="review-link-url">{t("Review link")}</label>
        <input id="review-link-url" type="text" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <CopyLink url={link.url} done={t("Copied. Paste it into your chat with the customer.")} />
      <figure className="admin-qr">
        <QrCode rows={link.qr} label={t("QR code of the review link")} />
        <figcaption className="admin-hint">{t("Or let the customer scan this with their phone's camera.")}</figcaption>
      </figure>
    </section>
  );
}

/**
 * A Copy button for a link shown in a read-only field above it; without
 * JavaScript, a hint to press and hold the field instead. `done`: what it
 * says once copied.
 */
export function CopyLink({ url, done }: { url: string; done: string }) {
  const { t } = useWords();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return hydrated ? (
    <p className="admin-card-actions">
      <button type="button" className="admin-button admin-button-primary" onClick={copy}>
        {t("Copy link")}
      </button>
      <span role="status">{copied ? done : ""}</span>
    </p>
  ) : (
    <p className="admin-hint">{t("Press and hold the link to copy it.")}</p>
  );
}

/** Each dark module as a 1×1 square of one path: crisp at any size. */
export function QrCode({ rows, label = "QR code of the review link" }: { rows: string[]; label?: string }) {
  const size = rows.length;
  const path = rows
    .flatMap((row, y) => [...row].flatMap((cell, x) => (cell === "1" ? [`M${x} ${y}h1v1h-1z`] : [])))
    .join("");
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width="220"
      height="220"
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
