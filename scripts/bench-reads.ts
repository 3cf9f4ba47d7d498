// Part "reads" of npm run bench (BENCH_PARTS=reads for it alone): the hot reads, built and parsed on each call as
// they were, against the same reads kept prepared per connection (app/db/kept-query.server.ts), in turns over the
// seeded sample content: microseconds a read and the ratio kept/built (goal ≤ 0.8×).
import { asc, isNull } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, shopToday } from "~/booking/dates";
import { liveRows } from "~/content/store/lists.server";
import { readSettings } from "~/content/store/settings.server";
import { openDatabase } from "~/db/database.server";
import { keptQuery } from "~/db/kept-query.server";
import * as t from "~/db/schema";
import { createBook, HOLDS_PARAMS, selectBookingsHolding } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { openContentStore, seedSampleContent } from "~/store.server";

const ROUNDS = 5;
const CALLS = 4000;
const dir = mkdtempSync(path.join(tmpdir(), "bench-reads-"));
const db = openDatabase(dir);
try {
  seedSampleContent(db);
  const store = openContentStore(db);
  const book = createBook(db, { store });
  const today = shopToday(store.settings().timeZone);
  const stay = stayOfDates(addDays(today, 3), addDays(today, 6));
  // Forty bookings of the bike, confirmed, over the weeks around the stay: the holds read finds some.
  const insert = db.$client.prepare(
    `insert into bookings (reference, token, kind, item_id, status, starts_at, ends_at, destination, total, language, source, customer_name, created_at)
     values (?, ?, 'bike', 'honda-dio', 'confirmed', ?, ?, '', 1000, 'en', 'owner', '', ?)`,
  );
  for (let i = 0; i < 40; i++) {
    const day = addDays(today, i - 20);
    insert.run(`SR-B${String(i).padStart(3, "0")}`, `token-${i}`, `${day} 10:00`, `${addDays(day, 2)} 10:00`, day);
  }
  const bikes = t.bikes;
  const live = () => db.select().from(bikes).where(isNull(bikes.deletedAt)).orderBy(asc(bikes.position));
  const range = { bikeId: "honda-dio", startsAt: stay.startsAt, endsAt: stay.endsAt };
  // Each read as it was (built on each call) and as the site now makes it (kept, under a key of this script's own);
  // a bike's holding bookings are the site's own query (selectBookingsHolding), built both ways.
  const reads: [string, () => unknown, () => unknown][] = [
    [
      "the settings' rows",
      () => db.select().from(t.settingsSections).all(),
      () => keptQuery(db, "bench settings", () => db.select().from(t.settingsSections).prepare()).all(),
    ],
    ["a list's live rows", () => live().all(), () => keptQuery(db, "bench live", () => live().prepare()).all()],
    [
      "a bike's holding bookings",
      () => selectBookingsHolding(db, "booked", range).all(),
      () => keptQuery(db, "bench holds", () => selectBookingsHolding(db, "booked", HOLDS_PARAMS).prepare()).all(range),
    ],
  ];
  // What a page's reads come to now: the settings merged, a list, a bike's holds (for the record, no baseline).
  const whole = {
    settings: () => readSettings(db),
    list: () => liveRows(db, "bikes"),
    holds: () => book.holdsOf("honda-dio", stay),
  };
  const cpuMicros = (work: () => unknown) => {
    const start = process.cpuUsage();
    for (let i = 0; i < CALLS; i++) work();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / CALLS;
  };
  console.log(`\nHot reads, built each call against kept prepared (${ROUNDS} rounds of ${CALLS} calls, in turns)`);
  for (const [name, built, kept] of reads) {
    const times = { built: [] as number[], kept: [] as number[] };
    // Once each unmeasured (the kept one is prepared then), then in turns, each going first every other round.
    built();
    kept();
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? (["kept", "built"] as const) : (["built", "kept"] as const);
      for (const which of order) times[which].push(cpuMicros(which === "built" ? built : kept));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(times.kept) / median(times.built);
    console.log(
      `  ${name.padEnd(28)} built ${median(times.built).toFixed(1)} µs, kept ${median(times.kept).toFixed(1)} µs: ` +
        `${ratio.toFixed(2)}×, goal ≤ 0.8× ${ratio <= 0.8 ? "met" : "NOT met"}`,
    );
  }
  console.log(
    `  as the site calls them: ${Object.entries(whole)
      .map(([name, work]) => `${name} ${cpuMicros(work).toFixed(1)} µs`)
      .join(", ")}`,
  );
} finally {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
}
