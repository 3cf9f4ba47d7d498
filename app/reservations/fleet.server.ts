/**
 * The shop's vehicles: each physical bike (or taxi car) of a model, with its
 * registration, papers and odometer, and its service log. Every write runs
 * in the content store's immediate transaction and is in the audit log
 * (entity "vehicle"); it bumps the content version, because whether a
 * vehicle can go out changes what the bike cards say today.
 *
 * A vehicle that bookings still hold cannot be retired, moved to another
 * model or taken out of service: the refusal names those bookings
 * (docs/decisions/030-vehicles.md).
 */
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { shopClock } from "~/booking/dates";
import { weekdayDate } from "~/content/format";
import type { ContentStore } from "~/content/store.server";
import { refuse, type Query, type Refusal, type Tx, type WriteResult } from "~/content/store/transaction.server";
import { keptQuery } from "~/db/kept-query.server";
import * as t from "~/db/schema";
import type { ServiceInput, VehicleInput } from "./forms";
import { HOLDING_STATES, sqlStates } from "./lifecycle";
import { vehicleName, type LastService } from "./vehicles";

export type Vehicle = typeof t.vehicles.$inferSelect;
export type ServiceEntry = typeof t.vehicleServices.$inferSelect;

const VEHICLE = "vehicle";

/** The vehicle as History keeps it. */
const snapshot = (v: Vehicle) => ({ ...v });

export function createFleet(db: Query, { store, now }: { store: ContentStore; now: () => Date }) {
  const modelName = (kind: "bike" | "taxi", id: string) =>
    (kind === "bike" ? store.item("bikes", id)?.name : store.item("taxis", id)?.name) ?? id;

  const byId = (q: Query, id: number) => q.select().from(t.vehicles).where(eq(t.vehicles.id, id)).get();

  /** The bookings (and blocks) that still hold this vehicle from `moment` on: what a retirement would strand. */
  function holdsFrom(q: Query, vehicleId: number, moment: string) {
    const booked = q
      .select({ reference: t.bookings.reference, startsAt: t.bookings.startsAt, endsAt: t.bookings.endsAt })
      .from(t.bookings)
      .where(
        sql`${t.bookings.vehicleId} = ${vehicleId} and ${sql.raw(sqlStates(HOLDING_STATES))} and (${t.bookings.endsAt} > ${moment} or status = 'out')`,
      )
      .orderBy(asc(t.bookings.startsAt))
      .all();
    const blocked = q
      .select({ id: t.bookingBlocks.id, startsAt: t.bookingBlocks.startsAt, endsAt: t.bookingBlocks.endsAt })
      .from(t.bookingBlocks)
      .where(
        sql`${t.bookingBlocks.vehicleId} = ${vehicleId} and removed_at is null and ${t.bookingBlocks.endsAt} > ${moment}`,
      )
      .all();
    return [
      ...booked.map((b) => ({ label: `${b.reference} (${weekdayDate(b.startsAt.slice(0, 10))})`, endsAt: b.endsAt })),
      ...blocked.map((b) => ({
        label: `a time out of service (${weekdayDate(b.startsAt.slice(0, 10))})`,
        endsAt: b.endsAt,
      })),
    ];
  }

  const strandRefusal = (v: Vehicle, what: string, held: { label: string }[], field: string): Refusal => {
    const holds = held.map((h) => h.label);
    return {
      ok: false,
      reason: "in-use",
      message: `${vehicleName(v)} cannot ${what}: ${holds.join(", ")} ${holds.length === 1 ? "holds" : "hold"} it. Give ${holds.length === 1 ? "that booking" : "those bookings"} another vehicle, or cancel ${holds.length === 1 ? "it" : "them"}, first. Nothing was changed.`,
      fieldErrors: { [field]: [`${holds.join(", ")} ${holds.length === 1 ? "holds" : "hold"} this vehicle`] },
    };
  };

  function record(tx: Tx, action: string, before: Vehicle | null, after: Vehicle, sentence: string, actor: string) {
    store.writer.record(
      tx,
      {
        entity: VEHICLE,
        entityId: String(after.id),
        action,
        before: before ? snapshot(before) : null,
        after: snapshot(after),
        version: after.version,
        detail: { sentence, name: vehicleName(after) },
      },
      actor,
    );
  }

  /** The model a form names, if it is a live bike (or taxi service). */
  function modelOf(model: string): { kind: "bike" | "taxi"; itemId: string } | null {
    const [kind, id] = model.includes(":") ? (model.split(":", 2) as [string, string]) : ["bike", model];
    if (kind === "bike" && store.item("bikes", id)) return { kind: "bike", itemId: id };
    if (kind === "taxi" && store.item("taxis", id)) return { kind: "taxi", itemId: id };
    return null;
  }

  const clashingRegistration = (q: Query, registration: string, except?: number): Refusal | null => {
    if (!registration) return null;
    const other = q
      .select({ id: t.vehicles.id })
      .from(t.vehicles)
      .where(eq(t.vehicles.registration, registration))
      .get();
    if (!other || other.id === except) return null;
    return refuse.fields({ registration: ["Another vehicle has this registration"] });
  };

  const valuesOf = (input: VehicleInput, model: { kind: "bike" | "taxi"; itemId: string }) => ({
    kind: model.kind,
    itemId: model.itemId,
    registration: input.registration,
    note: input.note,
    odometer: input.odometer,
    inService: input.inService,
    insuranceUntil: input.insuranceUntil,
    pucUntil: input.pucUntil,
    registrationUntil: input.registrationUntil,
    permitUntil: input.permitUntil,
  });

  /** Now on the shop's clock, "YYYY-MM-DD HH:MM". */
  const moment = () => {
    const c = shopClock(store.settings().timeZone, now());
    return `${c.date} ${c.time}`;
  };

  return {
    /** Live vehicles of a model, oldest first: the order the book offers them in. */
    vehiclesOf: (q: Query, kind: "bike" | "taxi", itemId: string): Vehicle[] =>
      keptQuery(q, "vehicles of", () =>
        q
          .select()
          .from(t.vehicles)
          .where(
            and(
              eq(t.vehicles.kind, sql.placeholder("kind")),
              eq(t.vehicles.itemId, sql.placeholder("itemId")),
              isNull(t.vehicles.retiredAt),
            ),
          )
          .orderBy(asc(t.vehicles.id))
          .prepare(),
      ).all({ kind, itemId }),

    /** Every vehicle, the retired last. */
    all: (): Vehicle[] =>
      db
        .select()
        .from(t.vehicles)
        .orderBy(
          sql`${t.vehicles.retiredAt} is not null`,
          asc(t.vehicles.kind),
          asc(t.vehicles.itemId),
          asc(t.vehicles.id),
        )
        .all(),

    find: (id: number) => byId(db, id),

    byId: (q: Query, id: number) => byId(q, id),

    modelName,

    /** A new vehicle of a model. */
    add(input: VehicleInput, actor: string): WriteResult<Vehicle> {
      const model = modelOf(input.model);
      if (!model) return refuse.fields({ model: ["Choose one of the bikes"] });
      return store.writer.write((tx) => {
        const clash = clashingRegistration(tx, input.registration);
        if (clash) return clash;
        const row = tx
          .insert(t.vehicles)
          .values({ ...valuesOf(input, model), createdAt: now().toISOString() })
          .returning()
          .get();
        record(tx, "create", null, row, `added %s to ${modelName(model.kind, model.itemId)}`, actor);
        return { ok: true, value: row };
      });
    },

    /** A change to a vehicle, based on the version the screen showed. */
    update(id: number, version: number, input: VehicleInput, actor: string): WriteResult<Vehicle> {
      const model = modelOf(input.model);
      if (!model) return refuse.fields({ model: ["Choose one of the bikes"] });
      return store.writer.write((tx) => {
        const row = byId(tx, id);
        if (!row || row.retiredAt) return refuse.missing("vehicle");
        if (row.version !== version) return refuse.stale("vehicle");
        const clash = clashingRegistration(tx, input.registration, id);
        if (clash) return clash;
        const next = { ...row, ...valuesOf(input, model), version: row.version + 1 };
        const moved = next.itemId !== row.itemId || next.kind !== row.kind;
        if (moved || (row.inService && !next.inService)) {
          const holds = holdsFrom(tx, id, moment());
          if (holds.length)
            return strandRefusal(
              row,
              moved ? "move to another model" : "go out of service",
              holds,
              moved ? "model" : "inService",
            );
        }
        const { id: _id, ...values } = next;
        tx.update(t.vehicles).set(values).where(eq(t.vehicles.id, id)).run();
        record(tx, "update", row, next, "changed %s", actor);
        return { ok: true, value: next };
      });
    },

    /** The vehicle leaves the shop; the bookings it had keep it. Refused while bookings ahead hold it. */
    retire(id: number, version: number, actor: string): WriteResult<Vehicle> {
      return store.writer.write((tx) => {
        const row = byId(tx, id);
        if (!row || row.retiredAt) return refuse.missing("vehicle");
        if (row.version !== version) return refuse.stale("vehicle");
        const holds = holdsFrom(tx, id, moment());
        if (holds.length) return strandRefusal(row, "leave the shop", holds, "retire");
        const next = { ...row, retiredAt: now().toISOString(), version: row.version + 1 };
        tx.update(t.vehicles)
          .set({ retiredAt: next.retiredAt, version: next.version })
          .where(eq(t.vehicles.id, id))
          .run();
        record(tx, "retire", row, next, `took %s off the fleet of ${modelName(row.kind, row.itemId)}`, actor);
        return { ok: true, value: next };
      });
    },

    /** The vehicle's service log, newest first. */
    services: (vehicleId: number): ServiceEntry[] =>
      db
        .select()
        .from(t.vehicleServices)
        .where(eq(t.vehicleServices.vehicleId, vehicleId))
        .orderBy(desc(t.vehicleServices.doneOn), desc(t.vehicleServices.id))
        .all(),

    /** The last service of each vehicle that has had one: one read for the fleet. */
    lastServices(): Map<number, LastService> {
      const rows = db.all<{ vehicleId: number; doneOn: string; odometer: number | null }>(sql`
        select vehicle_id as vehicleId, done_on as doneOn, odometer from (
          select *, row_number() over (partition by vehicle_id order by done_on desc, id desc) as n from vehicle_services
        ) where n = 1`);
      return new Map(rows.map((r) => [r.vehicleId, { doneOn: r.doneOn, odometer: r.odometer ?? 0 }]));
    },

    /**
     * A reading at a handover, inside the book's transaction: the odometer
     * moves on when the reading is more than it (a lower one is kept on the
     * handover only; the service due counts from the highest).
     */
    readOdometer(tx: Tx, vehicleId: number, km: number) {
      tx.update(t.vehicles)
        .set({ odometer: sql`max(${t.vehicles.odometer}, ${km})` })
        .where(eq(t.vehicles.id, vehicleId))
        .run();
    },

    /** A service done: logged, and the odometer moves on when the entry reads more than it. */
    logService(vehicleId: number, input: ServiceInput, actor: string): WriteResult<ServiceEntry> {
      return store.writer.write((tx) => {
        const vehicle = byId(tx, vehicleId);
        if (!vehicle || vehicle.retiredAt) return refuse.missing("vehicle");
        const today = moment().slice(0, 10);
        if (input.doneOn > today) return refuse.fields({ doneOn: ["A service cannot be logged before it is done"] });
        const entry = tx
          .insert(t.vehicleServices)
          .values({ vehicleId, ...input, createdAt: now().toISOString(), createdBy: actor })
          .returning()
          .get();
        const odometer = Math.max(vehicle.odometer, input.odometer ?? 0);
        const next = { ...vehicle, odometer, version: vehicle.version + 1 };
        tx.update(t.vehicles).set({ odometer, version: next.version }).where(eq(t.vehicles.id, vehicleId)).run();
        record(tx, "service", vehicle, next, `logged a service of %s: ${input.work}`, actor);
        return { ok: true, value: entry };
      });
    },

    /** The bookings and blocks holding a vehicle from now on, and when each ends (what a paper's end affects). */
    holdsFrom: (vehicleId: number) => holdsFrom(db, vehicleId, moment()),

    /** The vehicle's model as a form names it ("honda-dio", or "taxi:innova"). */
    modelKey: (v: Pick<Vehicle, "kind" | "itemId">) => (v.kind === "bike" ? v.itemId : `taxi:${v.itemId}`),
  };
}
