// The money under load (part "money" of npm run bench; BENCH_PARTS=money for it alone):
//
// 1. The Money screen and a year's report (last year's, every bike and
//    vehicle), signed in, on a site whose book holds five years of returned
//    bookings (about 18,000) with their ledgers (about 60,000 entries: the
//    rent due and paid, a deposit taken and, for most, given back; the last
//    two days' deposits still held), beside the same screens on an empty
//    book, in turns. Goal: each at least 0.5×; p99 printed. A report is made
//    once and kept until something is written (app/money/reports.server.ts):
//    the first one's time is printed too.
// 2. The CSV of five years (every booking, then every ledger entry) read
//    whole from the same site: the server's memory before (after a full
//    garbage collection), its peak while streaming, and after. Goal: the
//    peak within 30 MB of before (flat: a page of rows at a time).
//
// The sites are the production server on BENCH_PORT + 5 and + 6.
import Database from "better-sqlite3";
import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import autocannon from "autocannon";
import { spawnSite } from "./spawn-site.mjs";
import { signIn } from "./site-client.mjs";
import { waitFor } from "./wait-for.mjs";

const PASSWORD = "bench-money-password-1234";
const YEARS = 5;
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * Five years of returned bookings up to yesterday, each vehicle out one day
 * at a time, with their ledgers: rent due and paid for every one, a deposit
 * taken for two in three and given back for all of those but the last
 * month's (still held: the Money screen's list), in one transaction.
 */
function seedMoney(dataDir) {
  const db = new Database(path.join(dataDir, "site.db"));
  const vehicles = db
    .prepare("select id, item_id as bike from vehicles where retired_at is null and kind = 'bike'")
    .all();
  const booking = db.prepare(
    `insert into bookings (reference, token, kind, item_id, vehicle_id, status, starts_at, ends_at, point_id, total, quote, language, source, customer_name, picked_up_at, returned_at, late_fee, created_at)
     values (?, '', 'bike', ?, ?, 'returned', ?, ?, '', 1200, ?, 'en', 'owner', ?, ?, ?, 0, ?)`,
  );
  const entry = db.prepare(
    `insert into ledger_entries (booking_id, kind, amount, method, reason, at, day, actor) values (?, ?, ?, ?, '', ?, ?, 'admin')`,
  );
  const open = db.prepare("insert into open_balances (booking_id, since) values (?, ?)");
  const quote = JSON.stringify({ at: "", total: 1200, deposit: 2000, lines: [], days: 1, pickup: "" });
  const used = new Set();
  const reference = () => {
    for (;;) {
      const ref = `SR-${Array.from(randomBytes(4), (b) => ALPHABET[b % 32]).join("")}`;
      if (!used.has(ref)) return (used.add(ref), ref);
    }
  };
  let bookings = 0;
  let entries = 0;
  const first = Date.now() - YEARS * 365 * 86_400_000;
  // The deposits still held: those of the last two days' rentals (a shop holds no more than its bikes out).
  const lately = Date.now() - 2 * 86_400_000;
  db.transaction(() => {
    for (let d = 0; d < YEARS * 365 - 1; d++) {
      const ms = first + d * 86_400_000;
      const from = dayOf(ms);
      const to = dayOf(ms + 86_400_000);
      const at = new Date(ms).toISOString();
      for (const v of vehicles) {
        const id = booking.run(
          reference(),
          v.bike,
          v.id,
          `${from} 10:00`,
          `${to} 10:00`,
          quote,
          bookings % 5 === 0 ? "ಅನಿತಾ, Rao" : "",
          `${from} 10:00`,
          `${to} 10:00`,
          at,
        ).lastInsertRowid;
        entry.run(id, "rent-due", 1200, "", at, from);
        entry.run(id, "rent-paid", 1200, bookings % 2 ? "upi" : "cash", at, from);
        entries += 2;
        if (bookings % 3 !== 0) {
          entry.run(id, "deposit-taken", 2000, "cash", at, from);
          entries++;
          if (ms < lately) {
            entry.run(id, "deposit-returned", 2000, "cash", at, to);
            entries++;
          } else open.run(id, at);
        }
        bookings++;
      }
    }
  })();
  db.close();
  return { bookings, entries };
}

const measure = (url, seconds, cookie) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 10, duration: seconds, headers: { cookie } }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );

const memoryMb = (pid) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024);

/** The server's memory after a full garbage collection (scripts/bench-gc.mjs runs one on SIGUSR2). */
async function settledMemory(server) {
  server.kill("SIGUSR2");
  await new Promise((r) => setTimeout(r, 500));
  return memoryMb(server.pid);
}

export async function benchMoney({ basePort, duration, slices, ratioOf }) {
  const gc = ["--expose-gc", "--import", "./scripts/bench-gc.mjs"];
  const empty = spawnSite({ port: basePort + 5, prefix: "site-bench-money-", env: { ADMIN_PASSWORD: PASSWORD } });
  const full = spawnSite({
    port: basePort + 6,
    prefix: "site-bench-money-",
    env: { ADMIN_PASSWORD: PASSWORD },
    nodeArgs: gc,
  });
  try {
    await Promise.all([waitFor(empty.url), waitFor(full.url)]);
    const seeded = seedMoney(full.dataDir);
    const cookies = {
      empty: await signIn(empty.url, "admin", PASSWORD),
      full: await signIn(full.url, "admin", PASSWORD),
    };
    const lastYear = String(new Date().getUTCFullYear() - 1);
    const screens = [
      ["Money screen", "/admin/money"],
      [`report of ${lastYear}`, `/admin/reports?period=${lastYear}`],
      ["report of a month", `/admin/reports?period=${lastYear}-08`],
    ];
    console.log(
      `\nThe money, signed in: ${seeded.bookings} bookings with ${seeded.entries} ledger entries over ${YEARS} years, against an empty book`,
    );
    for (const [name, screen] of screens) {
      let first = 0;
      for (const site of ["empty", "full"]) {
        const started = performance.now();
        const res = await fetch(new URL(screen, site === "full" ? full.url : empty.url), {
          headers: { cookie: cookies[site] },
        });
        await res.arrayBuffer();
        if (site === "full") first = Math.round(performance.now() - started);
        if (res.status !== 200) throw new Error(`${name} answered ${res.status} on the ${site} book`);
      }
      const bySlice = { empty: [], full: [] };
      for (const site of ["empty", "full"])
        await measure(new URL(screen, site === "full" ? full.url : empty.url).href, 1, cookies[site]);
      for (let s = 0; s < slices; s++) {
        for (const site of ["empty", "full"]) {
          const url = new URL(screen, site === "full" ? full.url : empty.url).href;
          bySlice[site].push(await measure(url, duration / slices / 2, cookies[site]));
        }
      }
      const sum = (results) => ({
        slices: results.map((r) => r.requests.total / r.duration),
        rps: results.reduce((n, r) => n + r.requests.total, 0) / results.reduce((n, r) => n + r.duration, 0),
        p99: Math.max(...results.map((r) => r.latency.p99)),
        errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
      });
      const a = sum(bySlice.empty);
      const b = sum(bySlice.full);
      const ratio = ratioOf(b, a);
      const met = ratio.median >= 0.5 && a.errors + b.errors === 0;
      console.log(
        `    ${name.padEnd(20)} ${a.rps.toFixed(0).padStart(5)} → ${b.rps.toFixed(0).padStart(5)} req/s  ratio ${ratio.text}  p99 ${a.p99} → ${b.p99} ms  errors ${a.errors + b.errors}: ${met ? "met" : "NOT met"} (goal ≥ 0.5×); the first, made afresh: ${first} ms`,
      );
    }

    // Five years as spreadsheets, read whole while the server's memory is watched.
    const before = await settledMemory(full.server);
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, memoryMb(full.server.pid))), 20);
    const sizes = [];
    const started = Date.now();
    for (const file of ["bookings.csv", "ledger.csv"]) {
      const res = await fetch(new URL(`/admin/reports/${file}?period=all`, full.url), {
        headers: { cookie: cookies.full },
      });
      if (res.status !== 200) throw new Error(`${file} answered ${res.status}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body) {
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines++;
      }
      sizes.push(`${file} ${(bytes / 1_048_576).toFixed(1)} MB, ${lines - 1} rows`);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    clearInterval(watch);
    const after = await settledMemory(full.server);
    const flat = peak - before <= 30;
    console.log(`\n  The CSV of ${YEARS} years, streamed: ${sizes.join("; ")} in ${seconds} s`);
    console.log(
      `    server RSS before ${before} MB, peak while streaming ${peak} MB, after ${after} MB: ${flat ? "met" : "NOT met"} (goal: peak within 30 MB of before)`,
    );
  } finally {
    empty.server.kill();
    full.server.kill();
  }
}
