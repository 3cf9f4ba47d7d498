import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createBackupService } from "~/backups/service.server";
import { listSnapshots, snapshotTar } from "~/backups/store.server";
import { objectPath, objectsDir } from "~/db/backup.server";
import { openDatabase } from "~/db/database.server";
import { openContentStore } from "~/store.server";
import { createImageLibrary } from "~/images/library.server";
import { restoreStopped, snapshotOf, unpacked, untar } from "../support/backups";
import { siteWithPhoto } from "../support/photo-site";
import { closeLater, tempDataDir } from "../support/temp-db";

const run = promisify(execFile);
const actor = { actor: "test" };

const filesOf = (dir: string) =>
  Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name)).toString("base64")]));

/** Every photo file the snapshots keep, by hash. */
const objects = (dataDir: string) =>
  readdirSync(objectsDir(dataDir)).flatMap((shard) => readdirSync(path.join(objectsDir(dataDir), shard)));

describe("snapshots with photos", { timeout: 60_000 }, () => {
  it("round-trip the database and every image file it names", async () => {
    const { db, dataDir, store, dir, photo, library } = await siteWithPhoto();
    const before = filesOf(dir);
    const snapshot = await snapshotOf(db, dataDir);
    expect(snapshot.manifest.missing).toEqual([]);
    expect(Object.keys(snapshot.manifest.images).sort()).toEqual(Object.keys(before).sort());
    expect(Object.keys(snapshot.manifest.images)).toHaveLength(photo.widths.length * 3);

    // Then the photo is taken off the bike and deleted for good, files and all.
    const bike = store.item("bikes", "honda-dio")!;
    store.update("bikes", bike.id, { ...bike, image: "art-bikes-honda-dio" }, bike.version, actor);
    library.remove(photo.id, photo.version, actor);
    library.deleteForever(photo.id, photo.version + 1, actor);
    rmSync(dir, { recursive: true });
    db.$client.close();

    const result = await restoreStopped(dataDir, snapshot.folder);
    expect(result).toMatchObject({ ok: true });
    expect(filesOf(dir)).toEqual(before);
    const reopened = openDatabase(dataDir);
    closeLater(reopened);
    const restored = openContentStore(reopened);
    expect(restored.item("bikes", "honda-dio")!.image).toBe("dio-photo");
    expect(createImageLibrary(restored.writer).get("dio-photo")!.alt).toBe("The Honda Dio");
  });

  it("keep each photo file once: a second snapshot of an unchanged library adds no file", async () => {
    const { db, dataDir } = await siteWithPhoto();
    const first = await snapshotOf(db, dataDir, { now: new Date("2026-11-01T21:30:00Z") });
    const kept = objects(dataDir).sort();
    expect(kept).toHaveLength(new Set(Object.values(first.manifest.images).map((e) => e.sha256)).size);
    const second = await snapshotOf(db, dataDir, { now: new Date("2026-11-02T21:30:00Z") });
    expect(objects(dataDir).sort()).toEqual(kept);
    expect(second.manifest.images).toEqual(first.manifest.images);
    expect(second.check.ok).toBe(true);
  });

  it("refuse, whole, a backup whose image folder is damaged or incomplete, and change nothing", async () => {
    const { db, dataDir, dir, store } = await siteWithPhoto();
    const snapshot = await snapshotOf(db, dataDir);
    const folder = unpacked(dataDir, snapshot, path.join(tempDataDir(), "backup"));
    const bike = store.item("bikes", "honda-dio")!;
    store.update("bikes", bike.id, { ...bike, price: 999 }, bike.version, actor);
    db.$client.close();
    const liveDb = readFileSync(path.join(dataDir, "site.db"));
    const liveImages = filesOf(dir);
    const names = readdirSync(path.join(folder, "images")).sort();

    const damaged = path.join(folder, "images", names[0]!);
    const original = readFileSync(damaged);
    writeFileSync(damaged, Buffer.concat([original.subarray(0, 100), Buffer.alloc(original.length - 100)]));
    rmSync(path.join(folder, "images", names[1]!));

    const result = await restoreStopped(dataDir, folder);
    expect(result).toEqual({
      ok: false,
      problems: expect.arrayContaining([
        `images/${names[0]}: damaged (its contents differ from when the backup was made)`,
        `images/${names[1]}: missing`,
      ]),
    });
    expect(readFileSync(path.join(dataDir, "site.db")).equals(liveDb)).toBe(true);
    expect(filesOf(dir)).toEqual(liveImages);
    expect(listSnapshots(dataDir).map((s) => s.id)).toEqual([snapshot.id]);
  });

  it("a snapshot whose photo file is damaged on disk fails its check, is kept as failed and said, until mended", async () => {
    const { db, dataDir } = await siteWithPhoto();
    const good = await snapshotOf(db, dataDir, { now: new Date(Date.now() - 60_000) });
    const sha = Object.values(good.manifest.images)[0]!.sha256;
    writeFileSync(objectPath(dataDir, sha), "not the photo any more");
    const backups = createBackupService(db, { dataDir, timeZone: () => "Asia/Kolkata" });
    const taken = await backups.snapshot();
    expect(taken?.check).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([expect.stringMatching(/^images\/.*: damaged \(its contents differ/)]),
    });
    expect(listSnapshots(dataDir).map((s) => [s.id, s.check?.ok])).toEqual([
      [taken!.id, false],
      [good.id, true],
    ]);
    expect(backups.status().warning).toMatch(/^The last backup failed its check: images\/.*: damaged/);
    // The next one reads every file again and mends the one kept.
    const mended = await backups.snapshot();
    expect(mended?.check.ok).toBe(true);
    expect(backups.status().warning).toBeNull();
    await backups.stop();
  });

  it("download as one tar file, which restores once unpacked", async () => {
    const { db, dataDir, store, dir } = await siteWithPhoto();
    const snapshot = await snapshotOf(db, dataDir);
    const before = filesOf(dir);
    const bike = store.item("bikes", "honda-dio")!;
    store.update("bikes", bike.id, { ...bike, price: 999 }, bike.version, actor);
    db.$client.close();

    const unpackedTo = tempDataDir();
    await untar(snapshotTar(dataDir, snapshot.id)!, unpackedTo);
    const folder = path.join(unpackedTo, snapshot.id);
    expect(readdirSync(folder).sort()).toEqual(["handover", "images", "manifest.json", "site.db"]);
    expect(readdirSync(path.join(folder, "images")).sort()).toEqual(Object.keys(before).sort());
    expect(snapshotTar(dataDir, "../../etc")).toBeNull();

    rmSync(dir, { recursive: true });
    expect(await restoreStopped(dataDir, folder)).toMatchObject({ ok: true });
    expect(filesOf(dir)).toEqual(before);
    const reopened = openDatabase(dataDir);
    closeLater(reopened);
    expect(openContentStore(reopened).item("bikes", "honda-dio")!.price).toBe(500);
  });

  it("a last good snapshot older than 36 hours is a warning, and so are 36 hours with none", async () => {
    const { db, dataDir } = await siteWithPhoto();
    let now = new Date();
    const backups = createBackupService(db, { dataDir, timeZone: () => "Asia/Kolkata", now: () => now });
    expect(backups.status().warning).toBeNull();
    now = new Date(Date.now() + 37 * 60 * 60 * 1000);
    expect(backups.status().warning).toBe("No backup has been taken for 36 hours.");
    await backups.snapshot();
    expect(backups.status().warning).toBeNull();
    expect(backups.line()).toMatch(/^Last backup: today \d\d:\d\d, kept on this server only$/);
    now = new Date(now.getTime() + 35 * 60 * 60 * 1000);
    expect(backups.status().warning).toBeNull();
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    expect(backups.status().warning).toBe("The last good backup is more than 36 hours old.");
    await backups.stop();
  });

  it("npm run backup prints the snapshot's folder last, and npm run restore puts it back", async () => {
    const { db, dataDir } = await siteWithPhoto();
    db.$client.close();
    const env = { ...process.env, DATA_DIR: dataDir };
    const backup = await run(process.execPath, ["--import", "tsx", "scripts/backup.ts"], { env });
    const folder = backup.stdout.trim().split("\n").at(-1)!;
    expect(backup.stdout).toContain("Checked: a trial restore reads 0 booking(s).");
    expect(existsSync(path.join(folder, "manifest.json"))).toBe(true);
    const restore = await run(process.execPath, ["--import", "tsx", "scripts/restore.ts", folder], { env });
    expect(restore.stdout).toMatch(/Restored the snapshot of \S+\. Start the server with npm start\./);
    const latest = await run(process.execPath, ["--import", "tsx", "scripts/restore.ts", "--latest"], { env });
    expect(latest.stdout).toContain("What it replaced is kept at");
  });
});
