// The book under load (part "book" of npm run bench; BENCH_PARTS=book for it alone):
//
// 1. The bike dates form's answer (GET /book/bike/estimate: the total, whether
//    the bike is free over 90 days, the first day it is free again and the
//    other bikes free), on a site whose book holds five years of bookings
//    (about 20,000 rows, every one still holding its unit, the worst case for
//    the overlap index) beside the same answer on an empty book, in turns.
//    Goal: at least 0.8× (the overlap query reads the bookings around the
//    dates, not history). Then its p50 and p99 at 50 connections.
// 2. Twenty confirmations of twenty requests for the last unit of a bike, sent
//    at the same moment: one booking, nineteen refusals naming it, no error.
// 3. The back office's screens of the book (the Bookings screen, a booking's
//    own screen, the past bookings searched by reference and filtered by bike
//    and month) on a site whose book holds five years of returned bookings,
//    each on a vehicle with its frozen price and its three steps in the audit
//    log, beside the same screens on a book with one booking, in turns. Goal:
//    each at least 0.8×; p99 printed.
//
// Each site is the production server on its own port and data directory:
// BENCH_PORT + 2, + 3 and + 4.
import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import path from "node:path";
import autocannon from "autocannon";
import { spawnSite } from "./spawn-site.mjs";
import { signIn } from "./site-client.mjs";
import { waitFor } from "./wait-for.mjs";

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const PASSWORD = "bench-book-password-1234";
const YEARS = 5;

const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);
const ahead = (days) => dayOf(Date.now() + days * 86_400_000);

/**
 * Five years of bookings up to yesterday, each on a vehicle of its bike, never
 * two at once: about 18,000 rows in one transaction. `confirmed`: every one
 * still holds its vehicle (the worst case for the overlap index); `returned`:
 * each came back, with its frozen price and the three steps History shows.
 */
export function seedHistory(dataDir, status = "confirmed") {
  const db = new Database(path.join(dataDir, "site.db"));
  const vehicles = db.prepare("select id, item_id as bike from vehicles where retired_at is null").all();
  const insert = db.prepare(
    `insert into bookings (reference, token, kind, item_id, vehicle_id, status, starts_at, ends_at, point_id, total, quote, language, source, customer_name, picked_up_at, returned_at, late_fee, created_at)
     values (?, ?, 'bike', ?, ?, ?, ?, ?, '', 1200, ?, 'en', 'owner', ?, ?, ?, ?, ?)`,
  );
  const step = db.prepare(
    `insert into audit_log (entity, entity_id, action, before, after, at, actor, version, detail)
     values ('booking', ?, ?, null, '{}', ?, 'admin', ?, ?)`,
  );
  const quote = JSON.stringify({
    at: "",
    total: 1200,
    deposit: 1000,
    lines: [{ kind: "days", days: 1, price: 1200, amount: 1200 }],
    days: 1,
    pickup: "",
  });
  const used = new Set();
  const reference = () => {
    for (;;) {
      const ref = `SR-${Array.from(randomBytes(4), (b) => ALPHABET[b % 32]).join("")}`;
      if (!used.has(ref)) return (used.add(ref), ref);
    }
  };
  let rows = 0;
  db.transaction(() => {
    const first = Date.now() - YEARS * 365 * 86_400_000;
    // Every unit of every bike out from 10:00 one day to 10:00 the next, every day: the units never overbooked.
    for (let d = 0; d < YEARS * 365 - 1; d++) {
      const from = dayOf(first + d * 86_400_000);
      const to = dayOf(first + (d + 1) * 86_400_000);
      for (const v of vehicles) {
        const ref = reference();
        const back = status === "returned";
        insert.run(
          ref,
          randomBytes(16).toString("base64url"),
          v.bike,
          v.id,
          status,
          `${from} 10:00`,
          `${to} 10:00`,
          quote,
          back && d % 7 === 0 ? "Anna Traveller" : "",
          back ? `${from} 10:00` : null,
          back ? `${to} 10:00` : null,
          back ? 0 : null,
          from,
        );
        if (back) {
          const words = ["added %s", "handed over %s", "marked %s returned"];
          ["add", "pick-up", "return"].forEach((action, i) =>
            step.run(ref, action, `${from}T0${4 + i}:00:00.000Z`, i + 1, JSON.stringify({ sentence: words[i] })),
          );
        }
        rows++;
      }
    }
  })();
  db.close();
  return rows;
}

const measure = (url, connections, seconds, headers = {}) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds, headers }, (err, r) => (err ? reject(err) : resolve(r))),
  );

export async function benchBook({ basePort, duration, slices, ratioOf }) {
  const empty = spawnSite({ port: basePort + 2, prefix: "site-bench-book-", env: { ADMIN_PASSWORD: PASSWORD } });
  const full = spawnSite({ port: basePort + 3, prefix: "site-bench-book-", env: { ADMIN_PASSWORD: PASSWORD } });
  try {
    await Promise.all([waitFor(empty.url), waitFor(full.url)]);
    const rows = seedHistory(full.dataDir);
    const query = `/book/bike/estimate?bike=honda-activa&pickup=${ahead(1)}&return=${ahead(90)}`;
    const check = await (await fetch(new URL(query, full.url))).json();
    if (!check.availability) throw new Error(`The estimate answered no availability: ${JSON.stringify(check)}`);

    console.log(
      `\nThe book: the bike dates form's answer over 90 days, ${rows} bookings of ${YEARS} years against none`,
    );
    const bySlice = { empty: [], full: [] };
    for (const url of [empty.url, full.url]) await measure(new URL(query, url).href, 50, 2);
    for (let s = 0; s < slices; s++) {
      for (const [name, site] of [
        ["empty", empty],
        ["full", full],
      ]) {
        const r = await measure(new URL(query, site.url).href, 50, duration / slices);
        bySlice[name].push(r);
      }
    }
    const summary = (results) => ({
      slices: results.map((r) => r.requests.total / r.duration),
      rps: results.reduce((n, r) => n + r.requests.total, 0) / results.reduce((n, r) => n + r.duration, 0),
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
    });
    const e = summary(bySlice.empty);
    const f = summary(bySlice.full);
    const ratio = ratioOf(f, e);
    const line = (name, r) =>
      `    ${name.padEnd(22)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`;
    console.log(line("empty book", e));
    console.log(line(`${rows} bookings`, f));
    console.log(
      `    ratio history/empty ${ratio.text}, goal ≥ 0.8× with 0 errors: ${ratio.median >= 0.8 && f.errors === 0 ? "met" : "NOT met"}`,
    );
    console.log(`    at 50 connections, with history: p50 ${f.p50} ms, p99 ${f.p99} ms (the worst slice's)`);

    // Twenty requests for the last unit of the Royal Enfield Classic (one), confirmed at once.
    const db = new Database(path.join(empty.dataDir, "site.db"));
    const from = ahead(30);
    const to = ahead(33);
    const refs = Array.from({ length: 20 }, (_, i) => `SR-R${ALPHABET[i]}${ALPHABET[i + 1]}Z`);
    const insert = db.prepare(
      `insert into bookings (reference, token, kind, item_id, status, starts_at, ends_at, total, language, source, created_at)
       values (?, ?, 'bike', 'royal-enfield-classic', 'requested', ?, ?, 3600, 'en', 'public', ?)`,
    );
    for (const ref of refs)
      insert.run(ref, randomBytes(16).toString("base64url"), `${from} 10:00`, `${to} 10:00`, new Date().toISOString());
    const cookie = await signIn(empty.url, "admin", PASSWORD);
    const origin = new URL(empty.url).origin;
    const answers = await Promise.all(
      refs.map((ref) =>
        fetch(new URL("/admin/bookings", empty.url), {
          method: "POST",
          redirect: "manual",
          headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "confirm", ref, version: "1" }),
        }).then(async (r) => ({ status: r.status, text: await r.text() })),
      ),
    );
    const statuses = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    const confirmed = db.prepare("select count(*) n from bookings where status = 'confirmed'").get().n;
    const busy = answers.filter((a) => /SQLITE_BUSY|database is locked/i.test(a.text)).length;
    db.close();
    const met = confirmed === 1 && statuses[302] === 1 && statuses[409] === 19 && busy === 0;
    console.log(`\n  20 confirmations for the last unit at once: answers ${JSON.stringify(statuses)}`);
    console.log(
      `    bookings confirmed ${confirmed}, SQLITE_BUSY seen ${busy}: ${met ? "met" : "NOT met"} (goal: 1 booking, 19 refused, no error)`,
    );
  } finally {
    empty.server.kill();
    full.server.kill();
  }
}

/** The back office's screens of the book with five years of history, against a book of one booking. */
export async function benchBookScreens({ basePort, duration, slices, ratioOf }) {
  const small = spawnSite({ port: basePort + 2, prefix: "site-bench-book-", env: { ADMIN_PASSWORD: PASSWORD } });
  const big = spawnSite({ port: basePort + 4, prefix: "site-bench-book-", env: { ADMIN_PASSWORD: PASSWORD } });
  try {
    await Promise.all([waitFor(small.url), waitFor(big.url)]);
    seedHistory(small.dataDir, "returned");
    // The small book: its history cut to the last day's bookings.
    const cut = new Database(path.join(small.dataDir, "site.db"));
    cut.prepare("delete from bookings where starts_at < ?").run(`${dayOf(Date.now() - 2 * 86_400_000)} 00:00`);
    const oneRef = cut.prepare("select reference from bookings order by starts_at desc limit 1").get().reference;
    cut.close();
    const rows = seedHistory(big.dataDir, "returned");
    const bigDb = new Database(path.join(big.dataDir, "site.db"));
    const bigRef = bigDb
      .prepare("select reference from bookings order by starts_at limit 1 offset 9000")
      .get().reference;
    const month = bigDb.prepare("select substr(starts_at, 1, 7) m from bookings limit 1 offset 9000").get().m;
    bigDb.close();
    const cookies = {
      small: await signIn(small.url, "admin", PASSWORD),
      big: await signIn(big.url, "admin", PASSWORD),
    };
    const screens = [
      ["Bookings", () => "/admin/bookings"],
      ["a booking's screen", (site) => `/admin/bookings/${site === "big" ? bigRef : oneRef}`],
      ["past, by reference", (site) => `/admin/bookings/past?q=${site === "big" ? bigRef : oneRef}`],
      ["past, by name", () => "/admin/bookings/past?q=Anna"],
      ["past, a bike's month", () => `/admin/bookings/past?bike=honda-activa&month=${month}`],
      ["past, newest first", () => "/admin/bookings/past"],
    ];
    console.log(
      `\nThe book's screens, signed in: ${rows} returned bookings of ${YEARS} years with their steps, against one day's`,
    );
    for (const [name, pathOf] of screens) {
      for (const site of ["small", "big"]) {
        const res = await fetch(new URL(pathOf(site), site === "big" ? big.url : small.url), {
          headers: { cookie: cookies[site] },
        });
        if (res.status !== 200) throw new Error(`${name} answered ${res.status} on the ${site} book`);
      }
      const bySlice = { small: [], big: [] };
      for (let s = 0; s < slices; s++) {
        for (const site of ["small", "big"]) {
          const url = new URL(pathOf(site), site === "big" ? big.url : small.url).href;
          bySlice[site].push(await measure(url, 10, duration / slices / 2, { cookie: cookies[site] }));
        }
      }
      const sum = (results) => ({
        slices: results.map((r) => r.requests.total / r.duration),
        rps: results.reduce((n, r) => n + r.requests.total, 0) / results.reduce((n, r) => n + r.duration, 0),
        p99: Math.max(...results.map((r) => r.latency.p99)),
        errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
      });
      const a = sum(bySlice.small);
      const b = sum(bySlice.big);
      const ratio = ratioOf(b, a);
      console.log(
        `    ${name.padEnd(22)} ${a.rps.toFixed(0).padStart(5)} → ${b.rps.toFixed(0).padStart(5)} req/s  ratio ${ratio.text}  p99 ${a.p99} → ${b.p99} ms  errors ${a.errors + b.errors}: ${ratio.median >= 0.8 && a.errors + b.errors === 0 ? "met" : "NOT met"} (goal ≥ 0.8×)`,
      );
    }
  } finally {
    small.server.kill();
    big.server.kill();
  }
}
