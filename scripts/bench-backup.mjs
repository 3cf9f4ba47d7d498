// Backups under load (part "backup" of npm run bench; BENCH_PARTS=backup for it alone):
//
// A site with five years of bookings (about 20,000 rows) and 500 photos (18 files each, as the image pipeline
// keeps them: six widths in three formats), the home page under load at 50 connections. In turns: the home
// page alone, then during a snapshot taken from Settings → Backups (Back up now: the copy, the photo files
// kept by their hash, the check with its trial restore), then alone again. Goal: the home page's req/s during
// the snapshot at least 0.8× of its req/s alone (the mean of before and after). Then the snapshot's time, and
// what a second snapshot adds on disk after one new photo (its files and the database, nothing else).
//
// The site is the production server on BENCH_PORT + 4 with its own data directory (its nightly schedule
// is not looked at during the run: only the snapshots taken here are measured).
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { seedHistory } from "./bench-book.mjs";
import { signIn } from "./site-client.mjs";
import { spawnSite } from "./spawn-site.mjs";
import { waitFor } from "./wait-for.mjs";

const PASSWORD = "bench-backup-password-1234";
const PHOTOS = 500;
const WIDTHS = [320, 480, 640, 960, 1280, 1920];
const GOAL = 0.8;

/** A photo's 18 files, of roughly the sizes the pipeline writes for a phone photo, and its library row. */
function addPhoto(db, dataDir, i) {
  const fileBase = randomBytes(8).toString("hex");
  let bytes = 0;
  for (const width of WIDTHS) {
    for (const [ext, perPixel] of [
      ["avif", 0.05],
      ["webp", 0.07],
      ["jpg", 0.1],
    ]) {
      const size = Math.round(width * width * 0.75 * perPixel);
      writeFileSync(path.join(dataDir, "images", `${fileBase}-${width}.${ext}`), randomBytes(size));
      bytes += size;
    }
  }
  db.prepare(
    `insert into images (id, kind, alt, width, height, file_base, widths, bytes, source_hash, created_at, created_by)
     values (?, 'photo', ?, 1920, 1440, ?, ?, ?, ?, ?, 'admin')`,
  ).run(
    `bench-${i}`,
    `Photo ${i}`,
    fileBase,
    JSON.stringify(WIDTHS),
    bytes,
    randomBytes(32).toString("hex"),
    new Date().toISOString(),
  );
  return bytes;
}

function addPhotos(dataDir, from, count) {
  mkdirSync(path.join(dataDir, "images"), { recursive: true });
  const db = new Database(path.join(dataDir, "site.db"));
  let bytes = 0;
  db.transaction(() => {
    for (let i = from; i < from + count; i++) bytes += addPhoto(db, dataDir, i);
  })();
  db.close();
  return bytes;
}

/** Bytes under a folder. */
function sizeOf(folder) {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const at = path.join(folder, entry.name);
    total += entry.isDirectory() ? sizeOf(at) : statSync(at).size;
  }
  return total;
}

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** The home page's req/s over `seconds`, or until `until` settles. */
function homeLoad(url, { seconds, until }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: 50, duration: seconds ?? 600, headers: { "accept-encoding": "gzip, br" } },
      (err, result) => (err ? reject(err) : resolve(result.requests.average)),
    );
    until?.finally(() => instance.stop());
  });
}

export async function benchBackup({ basePort }) {
  const site = spawnSite({
    port: basePort + 7,
    prefix: "site-bench-backup-",
    env: { ADMIN_PASSWORD: PASSWORD, BACKUP_TICK_MS: "86400000" },
  });
  try {
    await waitFor(site.url);
    const rows = seedHistory(site.dataDir);
    const photoBytes = addPhotos(site.dataDir, 0, PHOTOS);
    const cookie = await signIn(site.url, "admin", PASSWORD);
    const snapshot = async () => {
      const started = performance.now();
      const res = await fetch(new URL("/admin/settings/backups", site.url), {
        method: "POST",
        body: new URLSearchParams({ intent: "snapshot" }),
        redirect: "manual",
        headers: { origin: new URL(site.url).origin, cookie },
      });
      const where = res.headers.get("location") ?? "";
      if (!where.includes("done=snapshot")) throw new Error(`The snapshot was not taken whole: ${res.status} ${where}`);
      return performance.now() - started;
    };

    console.log(
      `\nBackups: a snapshot of ${rows} bookings and ${PHOTOS} photos (${PHOTOS * 18} files, ${mb(photoBytes)}) while the home page is under load`,
    );
    await homeLoad(site.url, { seconds: 3 }); // warm-up
    const before = await homeLoad(site.url, { seconds: 5 });
    const running = snapshot();
    const during = await homeLoad(site.url, { until: running });
    const took = await running;
    const after = await homeLoad(site.url, { seconds: 5 });
    const ratio = during / ((before + after) / 2);
    console.log(
      `  home page alone: ${before.toFixed(0)} and ${after.toFixed(0)} req/s; during the snapshot: ${during.toFixed(0)} req/s = ${ratio.toFixed(2)}× (goal ≥ ${GOAL}×: ${ratio >= GOAL ? "met" : "NOT met"})`,
    );
    console.log(`  the snapshot, checked by a trial restore: ${(took / 1000).toFixed(1)} s under that load`);

    const objects = path.join(site.dataDir, "backups", "objects");
    const kept = sizeOf(objects);
    const newPhoto = addPhotos(site.dataDir, PHOTOS, 1);
    const second = await snapshot();
    const newest = readdirSync(path.join(site.dataDir, "backups", "snapshots"))
      .sort()
      .at(-1);
    const own = sizeOf(path.join(site.dataDir, "backups", "snapshots", newest));
    console.log(
      `  a second snapshot after one new photo (${mb(newPhoto)}): ${(second / 1000).toFixed(1)} s; it adds ${mb(sizeOf(objects) - kept)} of photo files to the ${mb(kept)} kept, and its own database and manifest (${mb(own)})`,
    );
  } finally {
    site.server.kill();
  }
}
