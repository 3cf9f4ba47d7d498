/**
 * A vehicle's papers and service, and whether it can go out on a stay: what
 * the book, the Vehicles screen and the dashboard all ask. Pure: no database.
 *
 * A vehicle can go out on a stay when it is in service and every paper the
 * owner noted is valid on every day of the stay: an expired insurance or
 * pollution certificate takes it out of service until the owner notes the
 * renewed one (docs/decisions/030-vehicles.md).
 */
import { addDays, daysBetween } from "~/booking/dates";
import { weekdayDate } from "~/content/format";
import { dateOf, timeOf, type Stay } from "./stay";

const paperKinds = ["insuranceUntil", "pucUntil", "registrationUntil", "permitUntil"] as const;
export type PaperKind = (typeof paperKinds)[number];

export const paperNames: Record<PaperKind, string> = {
  insuranceUntil: "insurance",
  pucUntil: "pollution certificate (PUC)",
  registrationUntil: "registration",
  permitUntil: "rental permit",
};

/** Days ahead a paper's end is told on the dashboard, and the nearer warning. */
const PAPER_NOTICE_DAYS = 30;
export const PAPER_URGENT_DAYS = 7;

export interface VehicleLike {
  id: number;
  kind: "bike" | "taxi";
  itemId: string;
  registration: string;
  note: string;
  odometer: number;
  inService: boolean;
  insuranceUntil: string | null;
  pucUntil: string | null;
  registrationUntil: string | null;
  permitUntil: string | null;
  retiredAt: string | null;
}

/** "KA-47-H-1021", or its note ("No. 2") until it has a registration. */
export const vehicleName = (v: Pick<VehicleLike, "registration" | "note" | "id">) =>
  v.registration || v.note || `Vehicle ${v.id}`;

/** The last day a stay uses: one ending at midnight ends the day before. */
const lastDayOf = (stay: Stay) =>
  timeOf(stay.endsAt) === "00:00" && stay.endsAt > stay.startsAt
    ? addDays(dateOf(stay.endsAt), -1)
    : dateOf(stay.endsAt);

/** The first paper that is not valid on every day of the stay, or null. */
export function paperMissing(v: VehicleLike, stay: Stay): { paper: PaperKind; until: string } | null {
  const last = lastDayOf(stay);
  for (const paper of paperKinds) {
    const until = v[paper];
    if (until !== null && until < last) return { paper, until };
  }
  return null;
}

/** Why the vehicle cannot go out on the stay, in words, or null when it can. */
export function unusableOn(v: VehicleLike, stay: Stay): string | null {
  if (v.retiredAt) return `${vehicleName(v)} is no longer with the shop`;
  if (!v.inService) return `${vehicleName(v)} is out of service`;
  const missing = paperMissing(v, stay);
  if (!missing) return null;
  const ended = missing.until < dateOf(stay.startsAt) ? "ran out" : "runs out";
  return `the ${paperNames[missing.paper]} of ${vehicleName(v)} ${ended} on ${weekdayDate(missing.until)}`;
}

export interface PaperNotice {
  paper: PaperKind;
  until: string;
  /** Days from today to its last day (negative: expired). */
  days: number;
}

/** The papers that end within `PAPER_NOTICE_DAYS` of today, or already ended, soonest first. */
export function paperNotices(v: VehicleLike, today: string): PaperNotice[] {
  return paperKinds
    .flatMap((paper) => {
      const until = v[paper];
      if (until === null) return [];
      const days = daysBetween(today, until);
      return days <= PAPER_NOTICE_DAYS ? [{ paper, until, days }] : [];
    })
    .toSorted((a, b) => a.days - b.days);
}

/** How often a model wants a service: by kilometres, by days, or both (null: not set). */
export interface ServiceRule {
  serviceEveryKm: number | null;
  serviceEveryDays: number | null;
}

/** The last service: its day and the kilometres then (the vehicle's start when it has none). */
export interface LastService {
  doneOn: string;
  odometer: number;
}

export type ServiceDue =
  { due: false } | { due: true; soon: boolean; byKm: number | null; byDay: string | null; reason: string };

/** A tenth of the interval before: "soon". */
const SOON = 0.1;

/** Whether a vehicle's service is due (or soon due) by its model's rule. */
export function serviceDue(
  v: Pick<VehicleLike, "odometer">,
  rule: ServiceRule,
  last: LastService,
  today: string,
): ServiceDue {
  const byKm = rule.serviceEveryKm ? last.odometer + rule.serviceEveryKm : null;
  const byDay = rule.serviceEveryDays ? addDays(last.doneOn, rule.serviceEveryDays) : null;
  const kmLeft = byKm === null ? null : byKm - v.odometer;
  const daysLeft = byDay === null ? null : daysBetween(today, byDay);
  const overKm = kmLeft !== null && kmLeft <= 0;
  const overDays = daysLeft !== null && daysLeft <= 0;
  if (overKm || overDays) {
    const reason = overKm
      ? `service due: ${v.odometer - last.odometer} km since the last one`
      : `service due since ${weekdayDate(byDay!)}`;
    return { due: true, soon: false, byKm, byDay, reason };
  }
  const soonKm = kmLeft !== null && kmLeft <= rule.serviceEveryKm! * SOON;
  const soonDays = daysLeft !== null && daysLeft <= Math.max(1, Math.round(rule.serviceEveryDays! * SOON));
  if (soonKm || soonDays) {
    const reason = soonKm ? `service due in ${kmLeft} km` : `service due on ${weekdayDate(byDay!)}`;
    return { due: true, soon: true, byKm, byDay, reason };
  }
  return { due: false };
}
