import type { Fine } from "./types";

const rupeeFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** "₹15,000": Indian digit grouping, no paise. */
export function rupees(amount: number): string {
  return `₹${rupeeFormat.format(amount)}`;
}

export function fineLabel(fine: Fine): string {
  switch (fine.basis) {
    case "per-hour":
      return `${rupees(fine.amount)} per hour`;
    case "up-to":
      return `up to ${rupees(fine.amount)}`;
    default:
      return rupees(fine.amount);
  }
}

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-10-14" → "14 Oct 2026", the same wherever the page is rendered. */
export function displayDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
