// Part "idle" of npm run bench (BENCH_PARTS=idle for it alone): what the
// server does while nothing changes, and what one change costs.
//
// 1. An idle server: the statements it runs on the database a second (what
//    reads a table, and the watch's `PRAGMA data_version` apart) and its CPU
//    time, over BENCH_IDLE_SECONDS (60). Goal: at most 1 read a second, CPU
//    near zero. Beside it, measured in the same run, the server as it was
//    before (BENCH_IDLE_BEFORE, a commit: its server/ folder over today's
//    app; "none" to skip), whose held pages each polled the content version.
//    The idle time starts BENCH_IDLE_WARMUP (65) s after the site: past the
//    backup service's first minute tick, which takes a fresh site's first
//    scheduled snapshot (about a hundred statements, once).
// 2. One change of each kind, made as the back office makes it: a booking,
//    a price, a photo's description, the settings. For each, the pages and
//    answers rendered again, the milliseconds until all were served new
//    (quickly compressed, decision 053) and until all were at their smallest
//    (when each was first served before 053: the baseline, in the same run).
// 3. A change from another process (the `content` import): milliseconds from
//    the import's end until the home page shows it. Goal: within a second.
//
// Each site runs in this process over a fresh seeded database in a temp
// folder, so every statement can be counted (scripts/count-statements.ts).
import { execFile, execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { ServerBuild } from "react-router";
import { addDays, shopToday } from "~/booking/dates";
import { openDatabase } from "~/db/database.server";
import { createImageLibrary } from "~/images/library.server";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { seedSampleContent } from "~/store.server";
import type { createSite as CreateSite } from "../server/site";
import { countStatements } from "./count-statements";

const run = promisify(execFile);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_IDLE_WARMUP ?? 65);
const BEFORE = process.env.BENCH_IDLE_BEFORE ?? "11a83ca";
const actor = { actor: "bench" };

const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
const counting = countStatements();
const folders: string[] = [];

function seeded() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-bench-idle-"));
  folders.push(dataDir);
  const db = openDatabase(dataDir);
  seedSampleContent(db);
  return { db, dataDir };
}

/** The statements and CPU time of a site left alone for IDLE_SECONDS, after it settled. */
async function idle(createSite: typeof CreateSite, label: string) {
  const { db } = seeded();
  const site = await createSite({ db, build, auth: { log: () => {} } });
  await new Promise((r) => setTimeout(r, WARMUP_SECONDS * 1000));
  counting.ran.length = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const reads = counting.reads().length;
  const checks = counting.ran.length - reads;
  const cpuMs = (used.user + used.system) / 1000;
  const bySource = new Map<string, number>();
  for (const { source } of counting.reads()) bySource.set(source, (bySource.get(source) ?? 0) + 1);
  await site.stop();
  db.$client.close();
  const top = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 3);
  const what = top.map(([sql, n]) => `${n}× ${sql.replace(/\s+/g, " ").slice(0, 60)}`).join("; ");
  console.log(
    `  ${label.padEnd(16)} ${(reads / seconds).toFixed(2).padStart(6)} reads/s  ${(checks / seconds).toFixed(2).padStart(5)} data_version checks/s  CPU ${cpuMs.toFixed(0).padStart(5)} ms in ${seconds.toFixed(0)} s (${(cpuMs / 10 / seconds).toFixed(2)} % of a core)${what ? `\n${"".padEnd(19)}most run: ${what}` : ""}`,
  );
  return reads / seconds;
}

/**
 * The server's folder as it was at `commit`, beside today's app, so `~/` still resolves. Its routes read their
 * services with the build's own context keys (docs/decisions/046-one-path-in-development-and-production.md), so the
 * old folder makes each request's context with the build's `requestContextOf` as today's does.
 */
function serverAt(commit: string) {
  const dir = path.resolve(".bench-before");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  execSync(`git archive ${commit} server | tar -x -C ${dir}`);
  const server = path.join(dir, "server");
  writeFileSync(
    path.join(server, "builds-context.ts"),
    'import path from "node:path";\n' +
      'const build = await import(path.resolve("build/server/index.js"));\n' +
      "export const buildsContextOf = build.entry.module.requestContextOf;\n",
  );
  for (const file of readdirSync(server).filter((name) => name.endsWith(".ts"))) {
    const source = readFileSync(path.join(server, file), "utf8");
    if (!source.includes("requestContextOf(")) continue;
    const made = source.replaceAll("requestContextOf(", "buildsContextOf(");
    writeFileSync(path.join(server, file), `import { buildsContextOf } from "./builds-context";\n${made}`);
  }
  return path.join(server, "site.ts");
}

try {
  console.log(
    `\nAn idle server, ${IDLE_SECONDS} s from ${WARMUP_SECONDS} s after its start (goal ≤ 1 read a second, CPU near zero)`,
  );
  if (BEFORE !== "none") {
    const before = (await import(serverAt(BEFORE))) as { createSite: typeof CreateSite };
    await idle(before.createSite, `before ${BEFORE}`);
  }
  const { createSite } = await import("../server/site");
  const readsNow = await idle(createSite, "now");
  console.log(`  goal ≤ 1 read/s: ${readsNow <= 1 ? "met" : "NOT met"}`);

  console.log("\nOne change of each kind: the held pages and answers rendered again, and the time until all were new");
  const { db, dataDir } = seeded();
  const rendered: { name: string; ms: number }[] = [];
  let noticed = 0;
  const site = await createSite({
    db,
    build,
    auth: { log: () => {} },
    onRendered: (name, ms) => rendered.push({ name, ms }),
    onCheck: (readVersion) => (readVersion && !noticed ? (noticed = performance.now()) : 0),
  });
  await site.settled();
  const book = createBook(db, { store: site.store });
  const library = createImageLibrary(site.store.writer);
  const today = shopToday(site.store.settings().timeZone);
  const changes: [string, () => void][] = [
    [
      "booking",
      () =>
        book.add(
          {
            kind: "bike",
            itemId: "royal-enfield-classic",
            ...stayOfDates(today, addDays(today, 2)),
            customer: { name: "Anita Rao", phone: "" },
          },
          "admin",
        ),
    ],
    [
      "price",
      () => {
        const bike = site.store.list("bikes")[0]!;
        site.store.update("bikes", bike.id, { ...bike, price: bike.price + 50 }, bike.version, actor);
      },
    ],
    [
      "photo",
      () => {
        const photo = library.get("art-bikes-royal-enfield-classic")!;
        library.setAlt(photo.id, { alt: `${photo.alt} by the beach` }, photo.version, actor);
      },
    ],
    [
      "settings",
      () => {
        const { version, ...identity } = site.store.section("identity");
        site.store.saveSection("identity", { ...identity, tagline: `${identity.tagline}!` }, version, actor);
      },
    ],
  ];
  for (const [kind, change] of changes) {
    rendered.length = 0;
    const started = performance.now();
    change();
    await site.made();
    const served = performance.now() - started;
    const work = rendered.reduce((n, r) => n + r.ms, 0);
    // The baseline, in the same run: until every one is at its smallest, when each was first served before 053.
    await site.settled();
    const smallest = performance.now() - started;
    console.log(
      `  ${kind.padEnd(9)} ${String(rendered.length).padStart(2)} of 17 rendered again, ${served.toFixed(0).padStart(5)} ms until all were served new ` +
        `(${work.toFixed(0)} ms of rendering), ${smallest.toFixed(0).padStart(5)} ms until all were at their smallest ` +
        `(×${(served / smallest).toFixed(2)}): ${rendered.map((r) => r.name).join(" ")}`,
    );
  }

  const doc = site.store.exportAll();
  doc.settings.heroTitle = "Explore Gokarna by Scooter";
  const file = path.join(dataDir, "import.json");
  writeFileSync(file, JSON.stringify(doc));
  rendered.length = 0;
  noticed = 0;
  let ended = 0;
  const shown = new Promise<number>((resolve) => {
    const wait = () =>
      site.homePage.current()?.bodies?.identity.includes("Explore Gokarna by Scooter")
        ? resolve(performance.now() - ended)
        : setTimeout(wait, 5);
    void run(process.execPath, ["--import", "tsx", "scripts/content.ts", "import", file], {
      env: { ...process.env, DATA_DIR: dataDir },
    }).then(() => {
      ended = performance.now();
      wait();
    });
  });
  const ms = await shown;
  console.log(
    `\nAn import from another process: ${noticed < ended ? "noticed before its process exited" : `noticed ${(noticed - ended).toFixed(0)} ms after it ended`}, the home page showed it after ${ms.toFixed(0)} ms (goal ≤ 1000 ms): ${ms <= 1000 ? "met" : "NOT met"}`,
  );
  await site.settled();
  await site.stop();
  db.$client.close();
} finally {
  counting.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  rmSync(".bench-before", { recursive: true, force: true });
}
