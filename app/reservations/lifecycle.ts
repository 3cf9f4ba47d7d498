/**
 * A booking's life, in one place: its states, which action moves which state
 * where and who may take it, and the questions every screen asks of a booking
 * (does it hold a vehicle, is it due out today, is it overdue, is it over).
 * The book's writes, its SQL, the Bookings screen, the dashboard, the calendar,
 * the feed and the tourist's page all read them from here
 * (docs/decisions/029-one-booking-lifecycle.md).
 */
import { dateOf } from "./stay";

export const bookingStates = [
  "requested",
  "confirmed",
  "out",
  "returned",
  "declined",
  "cancelled",
  "expired",
  "no-show",
] as const;
export type BookingState = (typeof bookingStates)[number];

/** Who takes an action: the shop's people in the back office, the tourist on their booking's page, or the server's own housekeeping. */
export type ActedBy = "staff" | "tourist" | "system";

interface Transition {
  /** The states the action may start from. */
  from: readonly BookingState[];
  /** Where it leaves the booking; null: the state stays (new dates, another vehicle, money, photos, the agreement). */
  to: BookingState | null;
  by: readonly ActedBy[];
}

/** The states in which a booking has money to take or give back: from its confirmation on, also after it ended. */
const MONEY_STATES = [
  "confirmed",
  "out",
  "returned",
  "cancelled",
  "no-show",
] as const satisfies readonly BookingState[];

/** The transition table: every action of the book, what it moves and who may take it. */
export const transitions = {
  confirm: { from: ["requested"], to: "confirmed", by: ["staff"] },
  decline: { from: ["requested"], to: "declined", by: ["staff"] },
  expire: { from: ["requested"], to: "expired", by: ["system"] },
  cancel: { from: ["confirmed"], to: "cancelled", by: ["staff"] },
  "pick-up": { from: ["confirmed"], to: "out", by: ["staff"] },
  "no-show": { from: ["confirmed"], to: "no-show", by: ["staff"] },
  return: { from: ["out"], to: "returned", by: ["staff"] },
  dates: { from: ["requested", "confirmed", "out"], to: null, by: ["staff"] },
  /** Another vehicle of the same model: only while the bike is not out. */
  vehicle: { from: ["confirmed"], to: null, by: ["staff"] },
  /** Money (the ledger): a payment, the deposit taken, kept or given back, a charge or a discount, a reversal; also after the rental ended, until it is settled. */
  pay: { from: MONEY_STATES, to: null, by: ["staff"] },
  deposit: { from: MONEY_STATES, to: null, by: ["staff"] },
  charge: { from: MONEY_STATES, to: null, by: ["staff"] },
  reverse: { from: MONEY_STATES, to: null, by: ["staff"] },
  /** Photos of the vehicle at pickup and at the return. */
  photos: { from: ["confirmed", "out", "returned"], to: null, by: ["staff"] },
  /** The tourist agrees to the terms on their booking's page, before or at the handover. */
  agree: { from: ["confirmed", "out"], to: null, by: ["tourist"] },
} as const satisfies Record<string, Transition>;

export type BookingAction = keyof typeof transitions;
export const bookingActions = Object.keys(transitions) as BookingAction[];

/** The words a state is said in on the back office's screens. */
export const stateWords: Record<BookingState, string> = {
  requested: "Request",
  confirmed: "Confirmed",
  out: "Out",
  returned: "Returned",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
  "no-show": "No-show",
};

/** What an action is called where it is refused ("SR-7K4Q is returned now: it cannot be confirmed"). */
const actionWords: Record<BookingAction, string> = {
  confirm: "confirmed",
  decline: "declined",
  expire: "expired",
  cancel: "cancelled",
  "pick-up": "picked up",
  "no-show": "marked a no-show",
  return: "marked returned",
  dates: "given new dates",
  vehicle: "given another vehicle",
  pay: "paid",
  deposit: "have its deposit taken or given back",
  charge: "charged",
  reverse: "have an entry reversed",
  photos: "given photos",
  agree: "agreed to",
};

/** Whether `by` may take `action` on a booking in `state`: null, or why not. */
export function refusalOf(
  action: BookingAction,
  booking: { reference: string; status: BookingState },
  by: ActedBy = "staff",
): string | null {
  const rule: Transition = transitions[action];
  if (!rule.by.includes(by)) return `Only the ${rule.by.join(" or ")} may do that.`;
  if (rule.from.includes(booking.status)) return null;
  return `${booking.reference} is ${stateWords[booking.status].toLowerCase()} now: it cannot be ${actionWords[action]}. Nothing was changed.`;
}

/** Whether the shop's people may take money for a booking in this state (its Money card's forms). */
export const takesMoney = (state: BookingState) => (MONEY_STATES as readonly BookingState[]).includes(state);

/** The actions the shop's people may take on a booking in this state: the buttons its screen shows. */
export const actionsFor = (state: BookingState): BookingAction[] =>
  bookingActions.filter((action) => {
    const rule: Transition = transitions[action];
    return rule.by.includes("staff") && rule.from.includes(state);
  });

// Predicates -------------------------------------------------------------

/** The states in which a booking holds a vehicle for its stay. */
export const HOLDING_STATES = ["confirmed", "out"] as const satisfies readonly BookingState[];
/** The states a booking ends in: it stays in the book, under Past. */
export const ENDED_STATES = [
  "returned",
  "declined",
  "cancelled",
  "expired",
  "no-show",
] as const satisfies readonly BookingState[];

export const holdsVehicle = (state: BookingState) => (HOLDING_STATES as readonly BookingState[]).includes(state);
export const isPast = (state: BookingState) => (ENDED_STATES as readonly BookingState[]).includes(state);

/** "status in ('confirmed', 'out')": the same list for SQL (the partial indexes' WHERE is checked against it). */
export const sqlStates = (states: readonly BookingState[]) => `status in (${states.map((s) => `'${s}'`).join(", ")})`;

type Timed = { status: BookingState; startsAt: string; endsAt: string };

/** Out past its return time, not yet back: it still holds its vehicle. */
export const isOverdue = (b: Timed, now: string) => b.status === "out" && b.endsAt < now;

/** Confirmed and its pickup day is over, never picked up: to mark a no-show, or to move. */
export const isMissed = (b: Timed, today: string) => b.status === "confirmed" && dateOf(b.startsAt) < today;

/** Confirmed, to be picked up today. */
export const isDueOut = (b: Timed, today: string) => b.status === "confirmed" && dateOf(b.startsAt) === today;

/** Out, and due back later today. */
export const isDueBack = (b: Timed, today: string, now: string) =>
  b.status === "out" && dateOf(b.endsAt) === today && b.endsAt >= now;

/** A no-show can be marked once the pickup time has come. */
export const canBeNoShow = (b: Timed, now: string) => b.status === "confirmed" && b.startsAt <= now;

/**
 * What needs the shop today, each booking once, first match wins: overdue,
 * not picked up, due out, due back; null when it needs nothing today.
 */
export function todaysNeed(b: Timed, today: string, now: string): "overdue" | "missed" | "out" | "back" | null {
  if (isOverdue(b, now)) return "overdue";
  if (isMissed(b, today)) return "missed";
  if (isDueOut(b, today)) return "out";
  if (isDueBack(b, today, now)) return "back";
  return null;
}

// Guarded moments -----------------------------------------------------------

/** "Wed 3 Dec 10:00" for a refusal's sentence. */
type Says = (moment: string) => string;

/**
 * Whether a pickup at `moment` may be recorded: never in the future, never
 * after the stay ended, and never before the booked day unless the owner asks
 * for an early pickup (which moves the start there: the vehicle must be free).
 */
export function pickupRefusal(
  b: Timed,
  { moment, now, early }: { moment: string; now: string; early: boolean },
  says: Says,
): string | null {
  if (moment > now) return "A pickup cannot be in the future. Leave the day and time empty for now.";
  if (moment >= b.endsAt) return `The stay ended ${says(b.endsAt)}. Change its dates first, or mark it a no-show.`;
  if (dateOf(moment) < dateOf(b.startsAt) && !early)
    return `It is booked from ${says(b.startsAt)}. Tick “Early pickup” to move its start to this moment.`;
  return null;
}

/** Whether a return at `moment` may be recorded: never in the future, never before the pickup. */
export function returnRefusal(
  b: { pickedUpAt: string | null },
  { moment, now }: { moment: string; now: string },
  says: Says,
): string | null {
  if (moment > now) return "A return cannot be in the future. Leave the day and time empty for now.";
  if (b.pickedUpAt && moment < b.pickedUpAt) return `A return cannot be before the pickup, ${says(b.pickedUpAt)}.`;
  return null;
}
