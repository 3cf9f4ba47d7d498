/**
 * The sample vehicles a new site starts with, beside the sample bikes: their
 * registrations are made-up numbers of the town's transport office (KA-47),
 * their papers run for months from the day the site starts (one pollution
 * certificate ends within the month, so the dashboard has a notice to show),
 * and each has had one service.
 */
import { addDays } from "~/booking/dates";
import type { Tx } from "~/content/store/transaction.server";
import * as t from "~/db/schema";

interface SampleVehicle {
  bike: string;
  registration: string;
  note: string;
  odometer: number;
  /** Days from the start until each paper's last day. */
  papers: { insurance: number; puc: number; registration: number; permit: number };
  service: { daysAgo: number; odometer: number; work: string; cost: number };
}

const papers = (insurance: number, puc: number) => ({ insurance, puc, registration: 2400, permit: 300 });
const oilChange = (daysAgo: number, odometer: number) => ({
  daysAgo,
  odometer,
  work: "Oil change and a check-up",
  cost: 650,
});

const sampleFleet: SampleVehicle[] = [
  {
    bike: "honda-dio",
    registration: "KA-47-H-1011",
    note: "Red",
    odometer: 8420,
    papers: papers(210, 150),
    service: oilChange(40, 7300),
  },
  {
    bike: "honda-dio",
    registration: "KA-47-H-1012",
    note: "Blue",
    odometer: 6180,
    papers: papers(210, 150),
    service: oilChange(25, 5600),
  },
  {
    bike: "honda-activa",
    registration: "KA-47-H-1021",
    note: "White",
    odometer: 12040,
    papers: papers(260, 90),
    service: oilChange(60, 10200),
  },
  {
    bike: "honda-activa",
    registration: "KA-47-H-1022",
    note: "Grey",
    odometer: 9870,
    papers: papers(260, 90),
    service: oilChange(30, 9100),
  },
  {
    bike: "honda-activa",
    registration: "KA-47-H-1023",
    note: "Black",
    odometer: 4310,
    papers: papers(260, 180),
    service: oilChange(15, 3900),
  },
  {
    bike: "suzuki-access-125",
    registration: "KA-47-H-1031",
    note: "Silver",
    odometer: 7750,
    papers: papers(190, 120),
    service: oilChange(45, 6400),
  },
  {
    bike: "suzuki-access-125",
    registration: "KA-47-H-1032",
    note: "Brown",
    odometer: 5020,
    papers: papers(190, 120),
    service: oilChange(20, 4700),
  },
  {
    bike: "royal-enfield-classic",
    registration: "KA-47-H-1041",
    note: "Green",
    odometer: 15260,
    papers: papers(300, 160),
    service: oilChange(35, 13900),
  },
  {
    bike: "yamaha-fzs",
    registration: "KA-47-H-1051",
    note: "Blue",
    odometer: 11380,
    papers: papers(230, 21),
    service: oilChange(50, 9800),
  },
  {
    bike: "hero-xtream-125r",
    registration: "KA-47-H-1061",
    note: "Red and black",
    odometer: 2140,
    papers: papers(340, 170),
    service: oilChange(10, 2000),
  },
];

/** Writes the sample vehicles in the seed's transaction; `today` is the shop's day the site starts on. */
export function seedSampleFleet(tx: Tx, { today, at }: { today: string; at: string }) {
  for (const v of sampleFleet) {
    const row = tx
      .insert(t.vehicles)
      .values({
        kind: "bike",
        itemId: v.bike,
        registration: v.registration,
        note: v.note,
        odometer: v.odometer,
        insuranceUntil: addDays(today, v.papers.insurance),
        pucUntil: addDays(today, v.papers.puc),
        registrationUntil: addDays(today, v.papers.registration),
        permitUntil: addDays(today, v.papers.permit),
        createdAt: at,
      })
      .returning()
      .get();
    tx.insert(t.vehicleServices)
      .values({
        vehicleId: row.id,
        doneOn: addDays(today, -v.service.daysAgo),
        odometer: v.service.odometer,
        work: v.service.work,
        cost: v.service.cost,
        createdAt: at,
        createdBy: "system",
      })
      .run();
  }
}
