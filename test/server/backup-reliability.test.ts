// Backups under load and cut short. A snapshot taken while 20 clients write to the book holds every write
// committed before it began, and each client's writes as a whole prefix (never one without the one before).
// A snapshot, an upload and a restore killed with SIGKILL part way leave the live database whole, list no
// half snapshot as good, and the next run finishes the work. In `npm test` each is killed at a few states
// it is seen in; BACKUP_KILL_RUNS=20 kills each that many times more, at random moments.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { restoreCommand } from "~/backups/commands.server";
import { createBackupService } from "~/backups/service.server";
import { bucketFromEnv } from "~/backups/settings.server";
import { listSnapshots } from "~/backups/store.server";
import { objectsDir, snapshotsDir } from "~/db/backup.server";
import { openDatabase } from "~/db/database.server";
import { createBook } from "~/reservations/book.server";
import { openContentStore } from "~/store.server";
import { addBookings, addPhotos } from "../support/big-site";
import { snapshotOf } from "../support/backups";
import { s3Server } from "../support/s3";
import { closeLater, seededStore, tempDataDir } from "../support/temp-db";

const CLIENTS = 20;

describe("a snapshot while 20 clients write to the book", { timeout: 120_000 }, () => {
  it("holds every write committed before it began, each client's as a whole prefix, and the book's own counts", async () => {
    const { db, dataDir, store } = seededStore();
    // Enough of a book that SQLite's online backup copies it in many steps, between which the clients write.
    addBookings(db, 20_000);
    const book = createBook(db, { store });
    const committed = Array.from({ length: CLIENTS }, () => 0);
    let writing = true;
    const clients = committed.map(async (_, client) => {
      while (writing) {
        book.request({
          kind: "taxi",
          itemId: "airport",
          startsAt: "2026-12-06 10:00",
          endsAt: "2026-12-06 10:00",
          destination: `client ${client} write ${committed[client]! + 1}`,
          total: null,
          language: "en",
        });
        committed[client]!++;
        // Each request a client makes waits its turn on the server's one connection, as requests do.
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    await vi.waitFor(() => expect(Math.min(...committed)).toBeGreaterThan(5), { timeout: 30_000, interval: 5 });
    const atStart = [...committed];
    const backups = createBackupService(db, { dataDir, timeZone: () => "Asia/Kolkata" });
    const taken = await backups.snapshot();
    const atEnd = [...committed];
    writing = false;
    await Promise.all(clients);
    await backups.stop();
    expect(taken?.check.ok).toBe(true);

    const copy = new Database(path.join(snapshotsDir(dataDir), taken!.id, "site.db"), { readonly: true });
    const rows = copy
      .prepare("select destination from bookings where status = 'requested' and destination like 'client %'")
      .all() as { destination: string }[];
    for (let client = 0; client < CLIENTS; client++) {
      const writes = rows
        .map((r) => /^client (\d+) write (\d+)$/.exec(r.destination)!)
        .filter((m) => Number(m[1]) === client)
        .map((m) => Number(m[2]))
        .sort((a, b) => a - b);
      expect(writes.length, `client ${client}`).toBeGreaterThanOrEqual(atStart[client]!);
      expect(writes.length, `client ${client}`).toBeLessThanOrEqual(atEnd[client]!);
      expect(writes, `client ${client}: a whole prefix`).toEqual(writes.map((_, i) => i + 1));
    }
    // The book's own counts agree with it: every request with its line in the Activity, the counter of
    // references with the requests.
    const count = (sql: string) => (copy.prepare(sql).get() as { n: number }).n;
    expect(count("select count(*) as n from bookings")).toBe(20_000 + rows.length);
    expect(count("select count(*) as n from audit_log where entity = 'booking' and action = 'request'")).toBe(
      rows.length,
    );
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    copy.close();
  });
});

/** A site with a few years of bookings and a hundred photos, its server stopped. */
function bigSite() {
  const { db, dataDir } = seededStore();
  addBookings(db, 30_000);
  addPhotos(db, dataDir, 120);
  return { db, dataDir };
}

/** Runs one piece of backup work in a process of its own, and SIGKILLs it once `when` holds (or after `afterMs`). */
async function killedChild(
  op: "snapshot" | "copy" | "restore",
  dataDir: string,
  {
    when,
    afterMs,
    folder,
    env = {},
  }: { when?: () => boolean; afterMs?: number; folder?: string; env?: NodeJS.ProcessEnv },
) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "test/support/backup-child.ts", op, dataDir, folder ?? ""],
    {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once("exit", (_code, signal) => resolve(signal)),
  );
  if (when) {
    await vi.waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`finished before the point it was to be killed at:\n${output}`);
        if (!when()) throw new Error("not yet");
      },
      { timeout: 60_000, interval: 2 },
    );
  } else await new Promise((resolve) => setTimeout(resolve, afterMs));
  child.kill("SIGKILL");
  return { signal: await exited, output };
}

/** The live database opens, passes SQLite's integrity check and holds its book. */
function expectLiveWhole(dataDir: string, bookings: number) {
  const live = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    expect(live.pragma("integrity_check", { simple: true })).toBe("ok");
    expect((live.prepare("select count(*) as n from bookings").get() as { n: number }).n).toBe(bookings);
  } finally {
    live.close();
  }
}

const partials = (dataDir: string) =>
  existsSync(snapshotsDir(dataDir)) ? readdirSync(snapshotsDir(dataDir)).filter((n) => n.startsWith(".partial-")) : [];
const objectCount = (dataDir: string) =>
  existsSync(objectsDir(dataDir)) ? readdirSync(objectsDir(dataDir)).filter((n) => /^[0-9a-f]{2}$/.test(n)).length : 0;

const randomRuns = Number(process.env.BACKUP_KILL_RUNS ?? 0);

describe("kill -9 in the middle of a snapshot", { timeout: 300_000 }, () => {
  const points: [string, (dataDir: string) => boolean][] = [
    [
      "while the database is copied",
      (d) => partials(d).some((p) => existsSync(path.join(snapshotsDir(d), p, "site.db"))),
    ],
    ["while the photo files are kept", (d) => objectCount(d) >= 40],
    ["while it is checked", (d) => listSnapshots(d).some((s) => !s.check)],
  ];
  const cases: [string, { when?: (dataDir: string) => boolean; random?: true }][] = [
    ...points.map(([name, when]) => [name, { when }] as [string, { when: (d: string) => boolean }]),
    ...Array.from(
      { length: randomRuns },
      (_, i) => [`at random moment ${i + 1}`, { random: true }] as [string, { random: true }],
    ),
  ];
  it.each(cases)("%s: the live database is whole, nothing half made is good, the next run finishes", async (_, how) => {
    const { db, dataDir } = bigSite();
    db.$client.close();
    const killed = await killedChild("snapshot", dataDir, {
      when: how.when && (() => how.when!(dataDir)),
      afterMs: how.random && Math.random() * 3000,
    });
    if (how.when) expect(killed.signal).toBe("SIGKILL");
    expectLiveWhole(dataDir, 30_000);
    // Nothing is listed good unless it was checked whole.
    expect(listSnapshots(dataDir).filter((s) => s.check?.ok)).toHaveLength(killed.output.includes("done") ? 1 : 0);

    // The next run: the server's look at the clock checks what was left unchecked, and the next snapshot is taken.
    const live = openDatabase(dataDir);
    closeLater(live);
    const backups = createBackupService(live, { dataDir, timeZone: () => "Asia/Kolkata" });
    await backups.tick();
    expect((await backups.snapshot())?.check.ok).toBe(true);
    await backups.stop();
    expect(partials(dataDir)).toEqual([]);
    expect(existsSync(path.join(dataDir, "backups", ".lock"))).toBe(false);
    const after = listSnapshots(dataDir);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((s) => s.check?.ok)).toBe(true);
  });
});

describe("kill -9 in the middle of an upload", { timeout: 300_000 }, () => {
  const cases: [string, { sent?: number; random?: true }][] = [
    ["after a few photo files are sent", { sent: 3 }],
    ["after most are sent", { sent: 60 }],
    ...Array.from(
      { length: randomRuns },
      (_, i) => [`at random moment ${i + 1}`, { random: true }] as [string, { random: true }],
    ),
  ];
  it.each(cases)("%s: nothing half sent is listed in the bucket, and the next run finishes it", async (_, how) => {
    const s3 = await s3Server();
    const { db, dataDir } = bigSite();
    const taken = await snapshotOf(db, dataDir);
    db.$client.close();
    const sent = () => [...s3.storedObjects().keys()].filter((k) => k.startsWith("shop/objects/")).length;
    const killed = await killedChild("copy", dataDir, {
      env: s3.env(),
      when: how.sent ? () => sent() >= how.sent! : undefined,
      afterMs: how.random && Math.random() * 3000,
    });
    if (how.sent) expect(killed.signal).toBe("SIGKILL");
    // The manifest goes last: a snapshot listed in the bucket is whole, and opens at once.
    if (s3.storedObjects().has(`shop/snapshots/${taken.id}/manifest.sealed`)) {
      const now = await restoreCommand(tempDataDir(), { kind: "bucket", bucket: bucketFromEnv(s3.env())! }, taken.key);
      expect(now.ok).toBe(true);
    } else expect(listSnapshots(dataDir)[0]!.copy?.state).not.toBe("copied");

    const live = openDatabase(dataDir);
    closeLater(live);
    const backups = createBackupService(live, { dataDir, timeZone: () => "Asia/Kolkata", env: s3.env() });
    await backups.copyNow();
    await backups.stop();
    expect(listSnapshots(dataDir)[0]!.copy).toMatchObject({ state: "copied" });
    const fresh = tempDataDir();
    const restored = await restoreCommand(fresh, { kind: "bucket", bucket: bucketFromEnv(s3.env())! }, taken.key);
    expect(restored.ok).toBe(true);
    expectLiveWhole(fresh, 30_000);
  });
});

describe("kill -9 in the middle of a restore", { timeout: 300_000 }, () => {
  const cases: [string, { when?: (dataDir: string) => boolean; random?: true }][] = [
    ["while the backup is staged and checked", { when: (d) => existsSync(path.join(d, "restoring", "site.db")) }],
    ["while the present is snapshotted", { when: (d) => partials(d).some((p) => p.endsWith("-before-restore")) }],
    ...Array.from(
      { length: randomRuns },
      (_, i) => [`at random moment ${i + 1}`, { random: true }] as [string, { random: true }],
    ),
  ];
  it.each(cases)(
    "%s: the live database is the old one or the new one, whole, and the next run finishes",
    async (_, how) => {
      const { db, dataDir } = bigSite();
      const snapshot = await snapshotOf(db, dataDir);
      const store = openContentStore(db);
      const bike = store.item("bikes", "honda-dio")!;
      store.update("bikes", bike.id, { ...bike, price: 999 }, bike.version, { actor: "t" });
      addBookings(db, 10, { from: Date.parse("2026-11-01T00:00:00Z"), first: 30_000 });
      db.$client.close();

      const killed = await killedChild("restore", dataDir, {
        folder: snapshot.folder,
        when: how.when && (() => how.when!(dataDir)),
        afterMs: how.random && Math.random() * 4000,
      });
      if (how.when) expect(killed.signal).toBe("SIGKILL");
      const live = new Database(path.join(dataDir, "site.db"), { readonly: true });
      const price = (live.prepare("select price from bikes where id = 'honda-dio'").get() as { price: number }).price;
      live.close();
      // All of it or none of it: the price and the book move together.
      expect([999, 500]).toContain(price);
      expectLiveWhole(dataDir, price === 999 ? 30_010 : 30_000);

      const again = await restoreCommand(dataDir, { kind: "folder", folder: snapshot.folder }, null);
      expect(again.ok).toBe(true);
      expectLiveWhole(dataDir, 30_000);
      expect(existsSync(path.join(dataDir, "restoring"))).toBe(false);
      expect(partials(dataDir)).toEqual([]);
    },
  );
});
