/**
 * The fleet as the back office shows it: each vehicle with its model, what
 * its papers and its service say today, and the notices the dashboard leads
 * with (a paper ending within 30 days or ended, with the bookings an ended
 * one affects; a service due).
 */
import { weekdayDate } from "~/content/format";
import type { ContentStore } from "~/content/store.server";
import type { Book } from "~/reservations/book.server";
import type { Vehicle } from "~/reservations/fleet.server";
import {
  PAPER_URGENT_DAYS,
  paperNames,
  paperNotices,
  serviceDue,
  vehicleName,
  type LastService,
  type ServiceRule,
} from "~/reservations/vehicles";

export interface FleetNotice {
  vehicleId: number;
  vehicle: string;
  model: string;
  /** "expired" and "due" first, then "soon". */
  level: "expired" | "due" | "soon";
  text: string;
  /** The bookings ahead an ended paper affects. */
  affects: string[];
}

/** A paper's notice in words: "insurance ends in 5 days, on Mon 1 Dec". */
function paperText(paper: keyof typeof paperNames, until: string, days: number) {
  const name = paperNames[paper];
  if (days < 0) return `${name} ended on ${weekdayDate(until)}: it cannot go out until you note the renewed one`;
  if (days === 0) return `${name} ends today, ${weekdayDate(until)}`;
  return `${name} ends in ${days} ${days === 1 ? "day" : "days"}, on ${weekdayDate(until)}`;
}

export function fleetView(book: Book, store: ContentStore) {
  const today = book.today();
  const models = new Map<string, { name: string; rule: ServiceRule }>([
    ...store
      .list("bikes")
      .map(
        (b) =>
          [
            `bike:${b.id}`,
            { name: b.name, rule: { serviceEveryKm: b.serviceEveryKm, serviceEveryDays: b.serviceEveryDays } },
          ] as const,
      ),
    ...store
      .list("taxis")
      .map((t) => [`taxi:${t.id}`, { name: t.name, rule: { serviceEveryKm: null, serviceEveryDays: null } }] as const),
  ]);
  const last = book.fleet.lastServices();
  const all = book.fleet.all();

  const describeVehicle = (v: Vehicle) => {
    const model = models.get(`${v.kind}:${v.itemId}`);
    const lastService: LastService | undefined = last.get(v.id);
    const due = lastService && model ? serviceDue(v, model.rule, lastService, today) : ({ due: false } as const);
    const papers = paperNotices(v, today);
    return {
      id: v.id,
      version: v.version,
      kind: v.kind,
      itemId: v.itemId,
      model: model?.name ?? v.itemId,
      name: vehicleName(v),
      registration: v.registration,
      note: v.note,
      odometer: v.odometer,
      inService: v.inService,
      retired: v.retiredAt !== null,
      papers: papers.map((p) => ({
        ...p,
        text: paperText(p.paper, p.until, p.days),
        urgent: p.days <= PAPER_URGENT_DAYS,
      })),
      service: due.due ? { soon: due.soon, text: due.reason } : null,
      lastService: lastService ?? null,
      values: {
        model: book.fleet.modelKey(v),
        registration: v.registration,
        note: v.note,
        odometer: v.odometer,
        inService: v.inService,
        insuranceUntil: v.insuranceUntil ?? "",
        pucUntil: v.pucUntil ?? "",
        registrationUntil: v.registrationUntil ?? "",
        permitUntil: v.permitUntil ?? "",
      },
    };
  };

  const vehicles = all.map(describeVehicle);
  const notices: FleetNotice[] = vehicles
    .filter((v) => !v.retired)
    .flatMap((v) => [
      ...v.papers.map((p) => ({
        vehicleId: v.id,
        vehicle: v.name,
        model: v.model,
        level: (p.days < 0 ? "expired" : "soon") as FleetNotice["level"],
        text: p.text,
        // The bookings ahead that run past the paper's last day.
        affects: book.fleet
          .holdsFrom(v.id)
          .filter((h) => h.endsAt.slice(0, 10) > p.until)
          .map((h) => h.label),
      })),
      ...(v.service
        ? [
            {
              vehicleId: v.id,
              vehicle: v.name,
              model: v.model,
              level: (v.service.soon ? "soon" : "due") as FleetNotice["level"],
              text: v.service.text,
              affects: [],
            },
          ]
        : []),
    ])
    .toSorted((a, b) => rank(a.level) - rank(b.level));

  const modelOptions = [...models.entries()].map(([key, m]) => ({
    value: key.startsWith("bike:") ? key.slice(5) : key,
    label: key.startsWith("taxi:") ? `${m.name} (taxi)` : m.name,
  }));
  return { today, vehicles, notices, modelOptions };
}

const rank = (level: FleetNotice["level"]) => ({ expired: 0, due: 1, soon: 2 })[level];

type FleetView = ReturnType<typeof fleetView>;
export type ShownVehicle = FleetView["vehicles"][number];
