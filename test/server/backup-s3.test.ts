import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { restoreCommand } from "~/backups/commands.server";
import { loadOrCreateKey, readKey } from "~/backups/key.server";
import { createBackupService } from "~/backups/service.server";
import { bucketFromEnv } from "~/backups/settings.server";
import { listSnapshots } from "~/backups/store.server";
import { openDatabase } from "~/db/database.server";
import { openContentStore } from "~/store.server";
import { siteWithPhoto } from "../support/photo-site";
import { s3Server } from "../support/s3";
import { closeLater, tempDataDir } from "../support/temp-db";

const actor = { actor: "test" };
const quick = { retries: 3, firstWaitMs: 20 };

/** A site with a photo and a booking's worth of content, its backups copied to the test bucket. */
async function siteWithBucket(env: NodeJS.ProcessEnv) {
  const site = await siteWithPhoto();
  const backups = createBackupService(site.db, {
    dataDir: site.dataDir,
    timeZone: () => "Asia/Kolkata",
    env,
    copy: quick,
  });
  return { ...site, backups };
}

describe("the copy to S3-compatible storage", { timeout: 60_000 }, () => {
  it("is sealed with the owner's key, and brings the site back on a machine with nothing", async () => {
    const s3 = await s3Server();
    const { db, dataDir, store, backups } = await siteWithBucket(s3.env());
    const bike = store.item("bikes", "honda-dio")!;
    store.update("bikes", bike.id, { ...bike, price: 640 }, bike.version, actor);
    const taken = await backups.snapshot();
    await backups.copyNow();
    const snapshot = listSnapshots(dataDir).find((s) => s.id === taken!.id)!;
    expect(snapshot.copy).toMatchObject({ state: "copied", detail: "shop-backups/shop/" });

    // Nothing in the bucket reads as what it holds: no SQLite header, no bike, no name of a snapshot's file.
    const stored = s3.storedObjects();
    expect([...stored.keys()].filter((k) => k.includes("/snapshots/"))).toEqual([
      `shop/snapshots/${taken!.id}/manifest.sealed`,
      `shop/snapshots/${taken!.id}/site.db.sealed`,
    ]);
    expect([...stored.keys()].filter((k) => k.startsWith("shop/objects/"))).toHaveLength(
      new Set(Object.values(snapshot.manifest!.images).map((e) => e.sha256)).size,
    );
    for (const file of stored.values()) {
      const bytes = readFileSync(file);
      expect(bytes.includes("SQLite format 3")).toBe(false);
      expect(bytes.includes("Honda")).toBe(false);
      expect(bytes.includes("JFIF")).toBe(false);
    }
    const key = backups.key();
    await backups.stop();
    db.$client.close();

    // A new machine: an empty data folder, the owner's key, the bucket's settings.
    const fresh = tempDataDir();
    const restored = await restoreCommand(fresh, { kind: "bucket", bucket: bucketFromEnv(s3.env())! }, key);
    expect(restored).toMatchObject({ ok: true, previous: null });
    const reopened = openDatabase(fresh);
    closeLater(reopened);
    expect(openContentStore(reopened).item("bikes", "honda-dio")).toMatchObject({ price: 640, image: "dio-photo" });
    for (const name of Object.keys(snapshot.manifest!.images)) {
      expect(readFileSync(path.join(fresh, "images", name))).toEqual(readFileSync(path.join(dataDir, "images", name)));
    }
    // The machine keeps the owner's key as its own: its next backups open with it too.
    expect(readKey(fresh)?.id).toBe(key.id);
  });

  it("resumes after a dropped connection, and sends nothing twice", async () => {
    const s3 = await s3Server();
    const { backups, dataDir } = await siteWithBucket(s3.env());
    // Every upload is cut part way for longer than the copy keeps trying: the copy fails and says why.
    s3.faults.dropPutAfterBytes = 200;
    s3.faults.drops = 100;
    const taken = await backups.snapshot();
    await backups.copyNow();
    const failed = listSnapshots(dataDir).find((s) => s.id === taken!.id)!.copy;
    expect(failed).toMatchObject({
      state: "failed",
      detail: expect.stringMatching(/^The connection to the storage dropped/),
    });

    // The connection comes back but drops twice more in the middle of an upload: the copy goes on from there.
    s3.faults.drops = 2;
    const before = s3.puts();
    await backups.copyNow();
    expect(listSnapshots(dataDir).find((s) => s.id === taken!.id)!.copy).toMatchObject({ state: "copied" });
    const objects = new Set(Object.values(listSnapshots(dataDir)[0]!.manifest!.images).map((e) => e.sha256));
    // Each photo file, the database and the manifest once, and the two cut short again.
    expect(s3.puts() - before).toBe(objects.size + 2 + 2);

    // A second copy of the same snapshot finds everything there and sends only its manifest.
    const again = s3.puts();
    await backups.snapshot();
    await backups.copyNow();
    expect(s3.puts() - again).toBe(2);
    await backups.stop();
  });

  it("says when the keys are wrong, or the bucket is full, and tries again later", async () => {
    const s3 = await s3Server();
    const wrong = await siteWithBucket(s3.env({ BACKUP_S3_ACCESS_KEY_ID: "NOT-A-KEY" }));
    const taken = await wrong.backups.snapshot();
    await wrong.backups.copyNow();
    expect(listSnapshots(wrong.dataDir).find((s) => s.id === taken!.id)!.copy).toMatchObject({
      state: "failed",
      detail: "The storage refused the keys (InvalidAccessKeyId): check the access key id and its secret.",
    });
    await wrong.backups.stop();

    s3.faults.full = true;
    const full = await siteWithBucket(s3.env());
    const second = await full.backups.snapshot();
    await full.backups.copyNow();
    expect(listSnapshots(full.dataDir).find((s) => s.id === second!.id)!.copy).toMatchObject({
      state: "failed",
      detail: "The bucket is full (XMinioStorageFull): make room or raise its limit; the copy is tried again then.",
    });
    s3.faults.full = false;
    await full.backups.copyNow();
    expect(listSnapshots(full.dataDir).find((s) => s.id === second!.id)!.copy).toMatchObject({ state: "copied" });
    await full.backups.stop();
  });

  it("stops with the server in the middle of a copy, and goes on after the next start", async () => {
    const s3 = await s3Server();
    const site = await siteWithPhoto();
    const slow = { retries: 5, firstWaitMs: 60_000 };
    const backups = createBackupService(site.db, {
      dataDir: site.dataDir,
      timeZone: () => "UTC",
      env: s3.env(),
      copy: slow,
    });
    const taken = await backups.snapshot();
    s3.faults.dropPutAfterBytes = 200;
    s3.faults.drops = 1000;
    const copying = backups.copyNow();
    // Once it has been cut off and waits to try again, the server stops: the stop does not wait a minute for it.
    await vi.waitFor(() => expect(s3.puts()).toBeGreaterThan(0), { timeout: 30_000, interval: 5 });
    await backups.stop();
    await copying;
    expect(listSnapshots(site.dataDir).find((s) => s.id === taken!.id)!.copy).toMatchObject({
      state: "failed",
      detail: "Stopped with the server; the copy goes on after its next start.",
    });

    s3.faults.drops = 0;
    const next = createBackupService(site.db, { dataDir: site.dataDir, timeZone: () => "UTC", env: s3.env() });
    await next.copyNow();
    expect(listSnapshots(site.dataDir).find((s) => s.id === taken!.id)!.copy).toMatchObject({ state: "copied" });
    await next.stop();
  });

  it("refuses a tampered object, or another key, and changes nothing", async () => {
    const s3 = await s3Server();
    const { backups, db } = await siteWithBucket(s3.env());
    const taken = await backups.snapshot();
    await backups.copyNow();
    const key = backups.key();
    await backups.stop();
    db.$client.close();
    const bucket = bucketFromEnv(s3.env())!;

    const otherKey = loadOrCreateKey(tempDataDir()).key;
    const wrongKey = await restoreCommand(tempDataDir(), { kind: "bucket", bucket }, otherKey);
    expect(wrongKey).toEqual({
      ok: false,
      problems: [
        `Nothing was restored: snapshots/${taken!.id}/manifest.sealed: it does not open with this key: the key is not the one it was sealed with, or it was changed in the bucket.`,
      ],
    });

    const database = s3.storedObjects().get(`shop/snapshots/${taken!.id}/site.db.sealed`)!;
    const bytes = readFileSync(database);
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 1, middle);
    writeFileSync(database, bytes);
    const fresh = tempDataDir();
    const tampered = await restoreCommand(fresh, { kind: "bucket", bucket }, key);
    expect(tampered).toEqual({
      ok: false,
      problems: [
        `Nothing was restored: snapshots/${taken!.id}/site.db.sealed: it does not open with this key: the key is not the one it was sealed with, or it was changed in the bucket.`,
      ],
    });
    expect(readKey(fresh)).toBeNull();
  });
});
