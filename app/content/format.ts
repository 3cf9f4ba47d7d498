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

// Spelled out here: ICU writes "Sept" for September in en-GB, unlike the other months.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-10-14" → "14 Oct 2026", the same wherever the page is rendered. */
export function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
