/**
 * What a late return costs, from the terms: the Fines list's per-hour fine for
 * each hour started after the due time, once the grace period has passed
 * (₹150 an hour after 10 minutes: back two hours late is ₹300).
 */
import type { Fine } from "~/content/types";

/** Minutes from one moment on the shop's clock to another ("YYYY-MM-DD HH:MM"). */
function minutesBetween(from: string, to: string): number {
  const ms = (moment: string) => Date.parse(`${moment.replace(" ", "T")}:00Z`);
  return Math.round((ms(to) - ms(from)) / 60_000);
}

/** The fine a late return is charged by the hour, if the terms have one. */
export const perHourFine = <F extends Pick<Fine, "basis">>(fines: readonly F[]): F | undefined =>
  fines.find((f) => f.basis === "per-hour");

export interface LateFee {
  minutesLate: number;
  hours: number;
  fee: number;
}

export function lateFee(due: string, returned: string, graceMinutes: number, perHour: number): LateFee {
  const minutesLate = Math.max(0, minutesBetween(due, returned));
  if (minutesLate <= graceMinutes) return { minutesLate, hours: 0, fee: 0 };
  const hours = Math.ceil(minutesLate / 60);
  return { minutesLate, hours, fee: hours * perHour };
}
