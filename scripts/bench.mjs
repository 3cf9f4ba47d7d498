// npm run bench: the production server under load, every figure beside a
// baseline measured in the same run (the machine is shared, so only ratios
// mean much). Prints figures; never fails on them.
//
// 1. The pages held in memory, each beside a raw node:http server sending the
//    same bytes and headers from memory (the physical limit), at 50 and at
//    200 connections. Goal: at least 0.9× the raw server.
// 2. A flood of every public path and the login page at 200 connections,
//    beside the home page. Goal: at least 0.5× the home page's req/s, no
//    timeouts, p99 at most 500 ms; memory flat (RSS after three floods within
//    10 % of after the first, each read after a full garbage collection).
//
// What is compared is measured in turns, in slices (five of BENCH_SECONDS / 5
// each), so that a change in the machine's load falls on every side alike; a
// ratio is the median of the ratios of the slices taken side by side (a burst
// of other work during one slice moves it no further), printed with their range.
// 3. The book (scripts/bench-book.mjs): the bike dates form's answer with
//    five years of bookings beside an empty book (goal ≥ 0.8×), its p50/p99 at
//    50 connections, and twenty confirmations racing for the last unit.
// 4. The book's screens (the same file): the Bookings screen, a booking's own
//    screen and the past bookings with five years of history beside a book
//    of one day (goal ≥ 0.8× each), p99 printed.
// 5. Backups (scripts/bench-backup.mjs): the home page's req/s during a
//    snapshot of five years of bookings and 500 photos beside before and
//    after (goal ≥ 0.8×), the snapshot's time, and what a second one adds.
// 6. The money (scripts/bench-money.mjs): the Money screen and a year's report
//    with five years of bookings and ledger entries beside an empty book
//    (goal ≥ 0.5× each), p99 printed; the CSV of five years streamed, with the
//    server's memory before, at its peak and after.
// 7. Idle and changes (scripts/bench-idle.ts): the database reads a second and
//    the CPU time of an idle server beside the server as it was before (goal
//    ≤ 1 read a second, CPU near zero), the pages rendered again and the
//    milliseconds per kind of change, and how soon another process's import shows.
// 8. The hot reads (scripts/bench-reads.ts): each built on every call against
//    kept prepared per connection, microseconds a read (goal ≤ 0.8×).
// 9. The build's files (scripts/bench-files-server.ts): a back-office script
//    and a public drawing, held in memory and compressed by the build, beside
//    Express's file server gzipping each answer as it was (goal ≥ 2×).
//
// BENCH_SECONDS (10) per figure; BENCH_PORT (3410; the raw server uses the
// next port, the book's sites the three after, the money's the two after
// those, the backups' the one after, the file servers the two after that); BENCH_PARTS
// ("pages,flood,book,book-screens,backup,money,idle,reads,files") to run some parts only.
import { execSync, spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchBackup } from "./bench-backup.mjs";
import { benchBook, benchBookScreens } from "./bench-book.mjs";
import { benchMoney } from "./bench-money.mjs";
import { spawnSite } from "./spawn-site.mjs";
import { waitFor } from "./wait-for.mjs";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const SLICES = 5;
const sitePort = Number(process.env.BENCH_PORT ?? 3410);
const rawPort = sitePort + 1;
const parts = (process.env.BENCH_PARTS ?? "pages,flood,book,book-screens,backup,money,idle,reads,files").split(",");
const browser = {
  "accept-encoding": "gzip, deflate, br",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
};

/** The pages held in memory, and the goal against the raw server. */
const PAGES = ["/", "/robots.txt", "/sitemap.xml", "/admin/login", "/.data"];
const PAGE_GOAL = 0.9;
const PAGE_CONNECTIONS = [50, 200];

/** A day some days ahead, in UTC: a week ahead is ahead at the shop too. */
const ahead = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Every public path and the login page, as a flood would send them; the first is the baseline. */
const FLOOD = [
  { name: "GET /", path: "/" },
  { name: "GET /admin/login", path: "/admin/login" },
  {
    name: "GET /book/bike?… (303)",
    path: `/book/bike?bike=honda-dio&pickup=${ahead(7)}&return=${ahead(9)}&point=temple-road&name=Anna`,
  },
  { name: "GET /.data", path: "/.data" },
  {
    name: "POST /book/count",
    path: "/book/count?kind=book-now",
    method: "POST",
    headers: { "content-type": "text/ping" },
    body: "PING",
  },
];
const FLOOD_CONNECTIONS = 200;
const FLOOD_GOAL = { ratio: 0.5, p99: 500 };

const { server: site, dataDir } = spawnSite({
  port: sitePort,
  prefix: "site-bench-",
  stdio: ["ignore", "pipe", "inherit"],
  nodeArgs: ["--expose-gc", "--import", "./scripts/bench-gc.mjs"],
});
const children = [site];
process.on("exit", () => children.forEach((c) => c.kill()));

/** Resolves once the child says it listens (`word` on its stdout): another server on the port would answer too. */
const listening = (child, word, what) =>
  new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => (out += d) && out.includes(word) && resolve());
    child.once("exit", () => reject(new Error(`${what} could not listen (BENCH_PORT ${sitePort})`)));
  });

/** One answer exactly as sent: status, headers (minus the per-connection ones) and undecoded bytes. */
function sample(port, requestPath) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: requestPath, headers: browser, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (d) => chunks.push(d));
      res.on("end", () => {
        const headers = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i];
          if (!/^(date|connection|keep-alive|transfer-encoding|content-length)$/i.test(name)) {
            headers.push(name, res.rawHeaders[i + 1]);
          }
        }
        resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString("base64") });
      });
    });
    req.on("error", reject);
  });
}

const measure = (target, connections, seconds) =>
  new Promise((resolve, reject) =>
    autocannon(
      { ...target, connections, duration: seconds, headers: { ...browser, ...target.headers } },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );

/**
 * Measures each target in turn, SLICES times over, after a short warm-up of
 * each unless `warm` is false; answers each target's figures over all its slices.
 *
 * A flood is measured cold: its first seconds are where a server pays for
 * what a request sets off (a booking kept, a count written, the pages
 * rendered again after it), and an unmeasured warm-up paid for them where
 * no figure saw it, so the bench reported 0.8–1.2× the home page for the
 * booking form's 303 while a real flood got 0.1×.
 */
async function inTurns(targets, connections, { warm = true } = {}) {
  if (warm) for (const target of targets) await measure(target, connections, 2).catch(() => {});
  const slices = targets.map(() => []);
  for (let s = 0; s < SLICES; s++) {
    for (const [i, target] of targets.entries()) slices[i].push(await measure(target, connections, duration / SLICES));
  }
  return slices.map((results) => {
    const statuses = {};
    for (const r of results) {
      for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {}))
        statuses[code] = (statuses[code] ?? 0) + count;
    }
    const sum = (pick) => results.reduce((n, r) => n + pick(r), 0);
    return {
      rps: sum((r) => r.requests.total) / sum((r) => r.duration),
      // The worst slice's: a goal on p99 must hold in each.
      p99: Math.max(...results.map((r) => r.latency.p99)),
      errors: sum((r) => r.errors),
      timeouts: sum((r) => r.timeouts),
      statuses: Object.entries(statuses)
        .map(([code, count]) => `${code}×${count}`)
        .join(" "),
      slices: results.map((r) => r.requests.total / r.duration),
    };
  });
}

/** The median of the ratios of slices taken side by side, and their range. */
function ratioOf(a, b) {
  const ratios = a.slices.map((rps, i) => rps / b.slices[i]).sort((x, y) => x - y);
  const median = ratios[Math.floor(ratios.length / 2)];
  return { median, text: `${median.toFixed(2)}× (slices ${ratios[0].toFixed(2)}–${ratios.at(-1).toFixed(2)})` };
}

const memoryMb = (pid) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024);
const figures = (r) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  timeouts ${r.timeouts}`;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(", ");

/** The goal of the build's files held in memory against Express's file server gzipping each answer. */
const FILES_GOAL = 2;

async function benchFiles() {
  const filesPort = sitePort + 8;
  const servers = spawn(process.execPath, ["--import", "tsx", "scripts/bench-files-server.ts", String(filesPort)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(servers);
  await listening(servers, "listening", "The file servers (BENCH_PORT + 8 and + 9)");
  const script = readdirSync("build/client/assets").find((name) => /^entry\.client-.*\.js$/.test(name));
  console.log(
    `\nThe build's files held in memory, compressed by the build, against Express's file server gzipping each`,
  );
  console.log(`answer as it was (goal ≥ ${FILES_GOAL}×), at 50 connections, asked for by a browser (br, gzip)`);
  for (const file of [`/assets/${script}`, "/art/hero.svg"]) {
    const [held, asItWas] = await inTurns(
      [{ url: `http://127.0.0.1:${filesPort}${file}` }, { url: `http://127.0.0.1:${filesPort + 1}${file}` }],
      50,
    );
    const ratio = ratioOf(held, asItWas);
    console.log(`  ${file}`);
    console.log(`    held       ${figures(held)}  [${held.statuses}]`);
    console.log(`    as it was  ${figures(asItWas)}  [${asItWas.statuses}]`);
    console.log(`    ratio held/as it was ${ratio.text}: ${ratio.median >= FILES_GOAL ? "met" : "NOT met"}`);
  }
}

try {
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  await listening(site, "Serving on", "The site");
  await waitFor(`${siteUrl}/`);
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  console.log(`\nnpm run bench: ${duration} s per figure, in ${SLICES} slices taken in turns, after a warm-up`);
  console.log(
    `machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  );
  console.log(`load average before: ${loadAverage()}`);

  if (parts.includes("pages")) {
    const answers = {};
    for (const page of PAGES) answers[page] = await sample(sitePort, page);
    const file = path.join(dataDir, "raw-answers.json");
    writeFileSync(file, JSON.stringify(answers));
    const raw = spawn(process.execPath, [path.resolve("scripts/bench-raw-server.mjs"), file, String(rawPort)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push(raw);
    await listening(raw, "listening", "The raw server (BENCH_PORT + 1)");

    console.log(`\nPages held in memory against a raw node:http server sending the same bytes (goal ≥ ${PAGE_GOAL}×)`);
    for (const connections of PAGE_CONNECTIONS) {
      for (const page of PAGES) {
        const bytes = Buffer.from(answers[page].body, "base64").length;
        const [siteResult, rawResult] = await inTurns(
          [{ url: `${siteUrl}${page}` }, { url: `http://127.0.0.1:${rawPort}${page}` }],
          connections,
        );
        const ratio = ratioOf(siteResult, rawResult);
        const met = ratio.median >= PAGE_GOAL && siteResult.errors === 0;
        console.log(`  ${page} (${answers[page].status}, ${bytes} bytes) at ${connections} connections`);
        console.log(`    site ${figures(siteResult)}  [${siteResult.statuses}]`);
        console.log(`    raw  ${figures(rawResult)}`);
        console.log(`    ratio site/raw ${ratio.text}, goal ≥ ${PAGE_GOAL}× with 0 errors: ${met ? "met" : "NOT met"}`);
      }
    }
  }

  if (parts.includes("flood")) {
    console.log(
      `\nA flood at ${FLOOD_CONNECTIONS} connections, each path beside GET / (goal ≥ ${FLOOD_GOAL.ratio}× its req/s, 0 timeouts, p99 ≤ ${FLOOD_GOAL.p99} ms)`,
    );
    const rss = [];
    for (let round = 1; round <= 3; round++) {
      const results = await inTurns(
        FLOOD.map(({ name: _name, path: p, ...request }) => ({ url: `${siteUrl}${p}`, ...request })),
        FLOOD_CONNECTIONS,
        { warm: false },
      );
      // Read after a full garbage collection once the flood is over (scripts/bench-gc.mjs).
      site.kill("SIGUSR2");
      await new Promise((r) => setTimeout(r, 2000));
      rss.push(memoryMb(site.pid));
      console.log(`  round ${round} of 3 (load average ${loadAverage()}), server RSS after it ${rss.at(-1)} MB`);
      results.forEach((r, i) => {
        const ratio = ratioOf(r, results[0]);
        const met = ratio.median >= FLOOD_GOAL.ratio && r.timeouts === 0 && r.errors === 0 && r.p99 <= FLOOD_GOAL.p99;
        const verdict = i === 0 ? "baseline" : met ? "met" : "NOT met";
        console.log(`    ${FLOOD[i].name.padEnd(24)} ${figures(r)}  [${r.statuses}]`);
        console.log(`    ${"".padEnd(24)} ratio ${ratio.text}: ${verdict}`);
      });
    }
    const growth = rss[2] / rss[0];
    console.log(
      `  memory: RSS ${rss.join(" → ")} MB; after three floods ${growth.toFixed(2)}× after the first (goal ≤ 1.10×) ${growth <= 1.1 ? "met" : "NOT met"}`,
    );
  }

  if (parts.includes("book")) await benchBook({ basePort: sitePort, duration, slices: SLICES, ratioOf });
  if (parts.includes("book-screens")) await benchBookScreens({ basePort: sitePort, duration, slices: SLICES, ratioOf });
  if (parts.includes("backup")) await benchBackup({ basePort: sitePort });
  if (parts.includes("money")) await benchMoney({ basePort: sitePort, duration, slices: SLICES, ratioOf });
  // In a process of its own: it counts every statement its sites run, and their CPU time.
  if (parts.includes("idle")) execSync("node --import tsx scripts/bench-idle.ts", { stdio: "inherit" });
  if (parts.includes("reads")) execSync("node --import tsx scripts/bench-reads.ts", { stdio: "inherit" });
  if (parts.includes("files")) await benchFiles();
} finally {
  children.forEach((c) => c.kill());
}
