// Issue 32's "done when", as a new owner would try it: with a bucket set, the running site takes its nightly
// snapshot by itself, checks it and copies it, sealed, to the bucket; the dashboard says so; the data folder
// is lost; on a new machine the README's command with the owner's key file brings back every booking, photo
// and setting, and the site serves the same home page, byte for byte.
import { execFile } from "node:child_process";
import { copyFileSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeStoredSettings } from "~/backups/settings.server";
import { listSnapshots } from "~/backups/store.server";
import { addBookings } from "../support/big-site";
import { siteWithPhoto } from "../support/photo-site";
import { s3Server } from "../support/s3";
import { freePort, productionServer, stopProcess } from "../support/server-process";
import { tempDataDir } from "../support/temp-db";

const run = promisify(execFile);
const PASSWORD = "new-machine-password-2468";

afterEach(() => vi.unstubAllEnvs());

/** The home page as sent without compression, and a back-office page signed in. */
async function homePage(url: string) {
  const res = await fetch(`${url}/`, { headers: { "accept-encoding": "identity" } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function signedInPage(url: string, page: string) {
  const login = await fetch(`${url}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ username: "admin", password: PASSWORD }),
    redirect: "manual",
    headers: { origin: url },
  });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  return (await fetch(`${url}${page}`, { headers: { cookie } })).text();
}

function book(dataDir: string) {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    return {
      bookings: db.prepare("select reference, status, starts_at, total from bookings order by reference").all(),
      settings: db.prepare("select section, data from settings_sections order by section").all(),
      images: db.prepare("select id, file_base, alt from images order by id").all(),
    };
  } finally {
    db.close();
  }
}

describe("a shop brought back from its bucket on a new machine", { timeout: 180_000 }, () => {
  it("takes its nightly backup by itself, copied; then the README's restore serves the same home page", async () => {
    const s3 = await s3Server();
    for (const [name, value] of Object.entries(s3.env())) vi.stubEnv(name, value!);
    vi.stubEnv("BACKUP_TICK_MS", "200");

    const { db, dataDir } = await siteWithPhoto();
    addBookings(db, 500, { from: Date.parse("2026-06-01T00:00:00Z") });
    db.$client.close();
    // The nightly hour: past already today, whatever the time the test runs at.
    writeStoredSettings(dataDir, {
      schedule: { hour: 0, keepDaily: 7, keepWeekly: 4, keepMonthly: 12 },
      bucket: null,
      keyWrittenDown: false,
    });

    const site = productionServer(dataDir, { port: await freePort(), password: PASSWORD });
    const server = await site.start();
    await vi.waitFor(
      () => expect(listSnapshots(dataDir).find((s) => s.reason === "scheduled")?.copy?.state).toBe("copied"),
      { timeout: 60_000, interval: 100 },
    );
    const nightly = listSnapshots(dataDir).find((s) => s.reason === "scheduled")!;
    expect(nightly.check).toMatchObject({ ok: true, bookings: 500 });
    const time = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(nightly.createdAt));
    expect(await signedInPage(site.url, "/admin/dashboard")).toContain(`Last backup: today ${time}, copied`);
    const before = await homePage(site.url);
    const photos = readdirSync(path.join(dataDir, "images")).sort();
    const kept = book(dataDir);
    await stopProcess(server);

    // The owner's key file, downloaded from Settings → Backups; then the disk is lost.
    const keyFile = path.join(tempDataDir(), "owner-key.txt");
    copyFileSync(path.join(dataDir, "backup-key.txt"), keyFile);
    rmSync(dataDir, { recursive: true, force: true });

    const fresh = tempDataDir();
    const restore = await run(
      process.execPath,
      ["--import", "tsx", "scripts/restore.ts", "--from", "s3", "--key-file", keyFile],
      { env: { ...process.env, DATA_DIR: fresh } },
    );
    expect(restore.stdout).toContain(`Restored the snapshot of ${nightly.createdAt}.`);

    const again = productionServer(fresh, { port: await freePort(), password: PASSWORD });
    const restarted = await again.start();
    try {
      expect(await homePage(again.url)).toEqual(before);
      expect(book(fresh)).toEqual(kept);
      expect(readdirSync(path.join(fresh, "images")).sort()).toEqual(photos);
      for (const name of photos) {
        expect(readFileSync(path.join(fresh, "images", name)).length).toBeGreaterThan(0);
      }
    } finally {
      await stopProcess(restarted);
    }
  });
});
