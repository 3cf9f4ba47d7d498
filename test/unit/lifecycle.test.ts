import { describe, expect, it } from "vitest";
import {
  actionsFor,
  bookingActions,
  bookingStates,
  canBeNoShow,
  HOLDING_STATES,
  holdsVehicle,
  isPast,
  pickupRefusal,
  refusalOf,
  returnRefusal,
  sqlStates,
  todaysNeed,
  transitions,
  type BookingAction,
  type BookingState,
} from "~/reservations/lifecycle";
import { bookings } from "~/db/schema";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { paperMissing, paperNotices, serviceDue, unusableOn, type VehicleLike } from "~/reservations/vehicles";

/** What the book may do: written out by hand, state by state, so a change to the table is a change here too. */
const money: BookingAction[] = ["pay", "deposit", "charge", "reverse"];
const allowed: Record<BookingState, BookingAction[]> = {
  requested: ["confirm", "decline", "expire", "dates"],
  confirmed: ["cancel", "pick-up", "no-show", "dates", "vehicle", ...money, "photos", "agree"],
  out: ["return", "dates", ...money, "photos", "agree"],
  returned: [...money, "photos"],
  declined: [],
  cancelled: money,
  expired: [],
  "no-show": money,
};

/** Who takes each action that is not the staff's. */
const takenBy = (action: BookingAction) => (action === "expire" ? "system" : action === "agree" ? "tourist" : "staff");

describe("a booking's lifecycle", () => {
  it("every state × every action: allowed, or refused with the booking and why", () => {
    for (const status of bookingStates) {
      for (const action of bookingActions) {
        const by = takenBy(action);
        const refusal = refusalOf(action, { reference: "SR-7K4Q", status }, by);
        if (allowed[status].includes(action)) expect(refusal, `${action} from ${status}`).toBeNull();
        else {
          expect(refusal, `${action} from ${status}`).toMatch(
            /^SR-7K4Q is [a-z-]+ now: it cannot be .+\. Nothing was changed\.$/,
          );
        }
      }
    }
  });

  it("only the server's housekeeping expires a request, and the shop's people take every other step", () => {
    expect(refusalOf("expire", { reference: "SR-7K4Q", status: "requested" }, "staff")).toBe(
      "Only the system may do that.",
    );
    for (const action of bookingActions.filter((a) => takenBy(a) === "staff"))
      expect(refusalOf(action, { reference: "SR-7K4Q", status: "requested" }, "system")).toMatch(/^Only the staff/);
  });

  it("only the tourist agrees to the terms, on their booking's page: never the shop for them", () => {
    expect(refusalOf("agree", { reference: "SR-7K4Q", status: "confirmed" }, "tourist")).toBeNull();
    expect(refusalOf("agree", { reference: "SR-7K4Q", status: "confirmed" }, "staff")).toBe(
      "Only the tourist may do that.",
    );
  });

  it("the buttons a state shows are the steps the table lets the staff take from it", () => {
    for (const status of bookingStates)
      expect(actionsFor(status).toSorted()).toEqual(allowed[status].filter((a) => takenBy(a) === "staff").toSorted());
  });

  it("moves each step to its state, and leaves the state alone for dates, a vehicle, money, photos and the agreement", () => {
    expect(Object.fromEntries(bookingActions.map((a) => [a, transitions[a].to]))).toEqual({
      confirm: "confirmed",
      decline: "declined",
      expire: "expired",
      cancel: "cancelled",
      "pick-up": "out",
      "no-show": "no-show",
      return: "returned",
      dates: null,
      vehicle: null,
      pay: null,
      deposit: null,
      charge: null,
      reverse: null,
      photos: null,
      agree: null,
    });
  });

  it("holds a vehicle while confirmed or out; the rest are past, and every state is one or the other but a request", () => {
    expect(bookingStates.filter(holdsVehicle)).toEqual(["confirmed", "out"]);
    expect(bookingStates.filter(isPast)).toEqual(["returned", "declined", "cancelled", "expired", "no-show"]);
    expect(bookingStates.filter((s) => !holdsVehicle(s) && !isPast(s))).toEqual(["requested"]);
  });

  it("the holding index's WHERE is the lifecycle's list, so SQL and code agree on what holds a vehicle", () => {
    const index = getTableConfig(bookings).indexes.find((i) => i.config.name === "bookings_holding")!;
    const where = index.config.where!;
    const text = (where as unknown as { queryChunks: { value: string[] }[] }).queryChunks
      .flatMap((c) => c.value)
      .join("");
    expect(text).toBe(sqlStates(HOLDING_STATES));
    expect(text).toBe("status in ('confirmed', 'out')");
  });

  it("says what today needs of each booking, each once: overdue before anything else", () => {
    const today = "2026-12-03";
    const now = "2026-12-03 12:00";
    const b = (status: BookingState, startsAt: string, endsAt: string) => ({ status, startsAt, endsAt });
    expect(todaysNeed(b("out", "2026-12-01 10:00", "2026-12-03 10:00"), today, now)).toBe("overdue");
    expect(todaysNeed(b("out", "2026-12-01 10:00", "2026-12-03 18:00"), today, now)).toBe("back");
    expect(todaysNeed(b("confirmed", "2026-12-02 10:00", "2026-12-05 10:00"), today, now)).toBe("missed");
    expect(todaysNeed(b("confirmed", "2026-12-03 10:00", "2026-12-05 10:00"), today, now)).toBe("out");
    expect(todaysNeed(b("confirmed", "2026-12-04 10:00", "2026-12-05 10:00"), today, now)).toBeNull();
    expect(todaysNeed(b("returned", "2026-12-01 10:00", "2026-12-03 10:00"), today, now)).toBeNull();
    expect(canBeNoShow(b("confirmed", "2026-12-03 12:30", "2026-12-05 10:00"), now)).toBe(false);
    expect(canBeNoShow(b("confirmed", "2026-12-03 10:00", "2026-12-05 10:00"), now)).toBe(true);
  });
});

describe("the moments a step records", () => {
  const says = (m: string) => m;
  const booked = { status: "confirmed" as const, startsAt: "2026-12-13 10:00", endsAt: "2026-12-15 10:00" };

  it("a pickup ten days early is refused unless it is an early pickup; one in the future or after the stay, always", () => {
    const now = "2026-12-03 09:00";
    expect(pickupRefusal(booked, { moment: "2026-12-03 09:00", now, early: false }, says)).toContain(
      "Tick “Early pickup”",
    );
    expect(pickupRefusal(booked, { moment: "2026-12-03 09:00", now, early: true }, says)).toBeNull();
    expect(pickupRefusal(booked, { moment: "2026-12-03 09:30", now, early: true }, says)).toContain(
      "cannot be in the future",
    );
    const later = "2026-12-16 09:00";
    expect(pickupRefusal(booked, { moment: later, now: later, early: false }, says)).toContain("The stay ended");
    // The booked day, earlier than its time, is no early pickup.
    const onTheDay = "2026-12-13 08:00";
    expect(pickupRefusal(booked, { moment: onTheDay, now: onTheDay, early: false }, says)).toBeNull();
  });

  it("a return is never in the future nor before the pickup", () => {
    const out = { pickedUpAt: "2026-12-13 10:00" };
    expect(returnRefusal(out, { moment: "2026-12-20 10:00", now: "2026-12-14 10:00" }, says)).toContain(
      "cannot be in the future",
    );
    expect(returnRefusal(out, { moment: "2026-12-12 10:00", now: "2026-12-14 10:00" }, says)).toContain(
      "before the pickup",
    );
    expect(returnRefusal(out, { moment: "2026-12-14 10:00", now: "2026-12-14 10:00" }, says)).toBeNull();
  });
});

describe("a vehicle's papers and service", () => {
  const vehicle: VehicleLike = {
    id: 1,
    kind: "bike",
    itemId: "royal-enfield-classic",
    registration: "KA-47-H-1041",
    note: "",
    odometer: 15_000,
    inService: true,
    insuranceUntil: "2026-12-08",
    pucUntil: null,
    registrationUntil: "2030-01-01",
    permitUntil: "2027-06-30",
    retiredAt: null,
  };

  it("can go out on a stay only while every paper noted is valid on its every day", () => {
    expect(unusableOn(vehicle, { startsAt: "2026-12-06 10:00", endsAt: "2026-12-08 10:00" })).toBeNull();
    // A stay ending at midnight does not use its last date.
    expect(unusableOn(vehicle, { startsAt: "2026-12-06 10:00", endsAt: "2026-12-09 00:00" })).toBeNull();
    expect(paperMissing(vehicle, { startsAt: "2026-12-07 10:00", endsAt: "2026-12-09 10:00" })).toEqual({
      paper: "insuranceUntil",
      until: "2026-12-08",
    });
    expect(unusableOn(vehicle, { startsAt: "2026-12-10 10:00", endsAt: "2026-12-11 10:00" })).toContain(
      "insurance of KA-47-H-1041 ran out",
    );
    expect(
      unusableOn({ ...vehicle, inService: false }, { startsAt: "2026-12-06 10:00", endsAt: "2026-12-07 10:00" }),
    ).toContain("out of service");
  });

  it("tells a paper's end from 30 days before, soonest first, and one that ended", () => {
    expect(paperNotices(vehicle, "2026-12-03")).toEqual([{ paper: "insuranceUntil", until: "2026-12-08", days: 5 }]);
    expect(paperNotices(vehicle, "2026-10-01")).toEqual([]);
    expect(paperNotices(vehicle, "2026-12-10")[0]!.days).toBe(-2);
  });

  it("a service is due by kilometres or by days, whichever comes first, and soon within a tenth", () => {
    const rule = { serviceEveryKm: 3000, serviceEveryDays: 90 };
    const last = { doneOn: "2026-10-01", odometer: 12_500 };
    expect(serviceDue({ odometer: 15_600 }, rule, last, "2026-11-01")).toMatchObject({ due: true, soon: false });
    expect(serviceDue({ odometer: 15_300 }, rule, last, "2026-11-01")).toMatchObject({ due: true, soon: true });
    expect(serviceDue({ odometer: 13_000 }, rule, last, "2026-12-31")).toMatchObject({ due: true, soon: false });
    expect(serviceDue({ odometer: 13_000 }, rule, last, "2026-11-01")).toEqual({ due: false });
    expect(
      serviceDue({ odometer: 99_000 }, { serviceEveryKm: null, serviceEveryDays: null }, last, "2027-11-01"),
    ).toEqual({ due: false });
  });
});
