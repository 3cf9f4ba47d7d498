// Part "reads" of npm run bench (BENCH_PARTS=reads for it alone): the hot reads, built and parsed on each call as
// they were, against the same reads kept prepared per connection (app/db/kept-query.server.ts), in turns over the
// seeded sample content: microseconds a read and the ratio kept/built (goal ≤ 0.8×).
import { asc, isNull, sql } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, shopToday } from "~/booking/dates";
import { liveRows } from "~/content/store/lists.server";
import { readSettings } from "~/content/store/settings.server";
import { openDatabase } from "~/db/database.server";
import { keptQuery } from "~/db/kept-query.server";
import * as t from "~/db/schema";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { openContentStore, seedSampleContent } from "~/store.server";

const ROUNDS = 5;
const CALLS = 4000;
const dir = mkdtempSync(path.join(tmpdir(), "bench-reads-"));
try {
  const db = openDatabase(dir);
  seedSampleContent(db);
  const store = openContentStore(db);
  const book = createBook(db, { store });
  const today = shopToday(store.settings().timeZone);
  const stay = stayOfDates(addDays(today, 3), addDays(today, 6));
  const bikes = t.bikes;
  const live = () => db.select().from(bikes).where(isNull(bikes.deletedAt)).orderBy(asc(bikes.position));
  const holding = (start: unknown, end: unknown) =>
    db
      .select({ id: t.bookings.id, startsAt: t.bookings.startsAt, endsAt: t.bookings.endsAt })
      .from(t.bookings)
      .where(
        sql`${t.bookings.itemId} = 'honda-dio' and ${t.bookings.endsAt} > ${start} and ${t.bookings.startsAt} < ${end}`,
      );
  const placeholders = [sql.placeholder("startsAt"), sql.placeholder("endsAt")] as const;
  // Each read as it was (built on each call) and as the site now makes it (kept under a key of this script's own).
  const reads: [string, () => unknown, () => unknown][] = [
    [
      "the settings' rows",
      () => db.select().from(t.settingsSections).all(),
      () => keptQuery(db, "bench settings", () => db.select().from(t.settingsSections).prepare()).all(),
    ],
    ["a list's live rows", () => live().all(), () => keptQuery(db, "bench live", () => live().prepare()).all()],
    [
      "the bookings holding a bike",
      () => holding(stay.startsAt, stay.endsAt).all(),
      () =>
        keptQuery(db, "bench holds", () => holding(...placeholders).prepare()).all({
          startsAt: stay.startsAt,
          endsAt: stay.endsAt,
        }),
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
    for (let round = 0; round < ROUNDS; round++) {
      times.built.push(cpuMicros(built));
      times.kept.push(cpuMicros(kept));
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
  db.$client.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
