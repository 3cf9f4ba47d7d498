import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { backupSite } from "~/db/backup.server";
import { restoreBackup } from "~/db/restore.server";
import { openDatabase } from "~/db/database.server";
import { openContentStore } from "~/store.server";
import { createImageLibrary } from "~/images/library.server";
import { siteWithPhoto } from "../support/photo-site";
import { closeLater } from "../support/temp-db";

const run = promisify(execFile);
const actor = { actor: "test" };

const snapshot = (dir: string) =>
  Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name)).toString("base64")]));

describe("backup and restore with images", { timeout: 60_000 }, () => {
  it("round-trips the database and every image file it names", async () => {
    const { db, dataDir, store, dir, photo, library } = await siteWithPhoto();
    const before = snapshot(dir);
    const { folder, missing } = await backupSite(db, dataDir);
    expect(missing).toEqual([]);
    expect(readdirSync(path.join(folder, "images")).sort()).toEqual(Object.keys(before).sort());
    const manifest = JSON.parse(readFileSync(path.join(folder, "manifest.json"), "utf8"));
    expect(Object.keys(manifest.images)).toHaveLength(photo.widths.length * 3);

    // Then the photo is taken off the bike and deleted for good, files and all.
    const bike = store.item("bikes", "honda-dio")!;
    store.update("bikes", bike.id, { ...bike, image: "art-bikes-honda-dio" }, bike.version, actor);
    library.remove(photo.id, photo.version, actor);
    library.deleteForever(photo.id, photo.version + 1, actor);
    rmSync(dir, { recursive: true });
    db.$client.close();

    const result = await restoreBackup(dataDir, folder, () => openDatabase(dataDir, { migrateSchema: false }));
    expect(result).toMatchObject({ ok: true });
    expect(snapshot(dir)).toEqual(before);
    const reopened = openDatabase(dataDir);
    closeLater(reopened);
    const restored = openContentStore(reopened);
    expect(restored.item("bikes", "honda-dio")!.image).toBe("dio-photo");
    expect(createImageLibrary(restored.writer).get("dio-photo")!.alt).toBe("The Honda Dio");
  });

  it("refuses, whole, a backup whose image folder is damaged or incomplete, and changes nothing", async () => {
    const { db, dataDir, dir, store } = await siteWithPhoto();
    const { folder } = await backupSite(db, dataDir);
    const bike = store.item("bikes", "honda-dio")!;
    store.update("bikes", bike.id, { ...bike, price: 999 }, bike.version, actor);
    db.$client.close();
    const liveDb = readFileSync(path.join(dataDir, "site.db"));
    const liveImages = snapshot(dir);
    const names = readdirSync(path.join(folder, "images")).sort();

    const damaged = path.join(folder, "images", names[0]!);
    const original = readFileSync(damaged);
    writeFileSync(damaged, Buffer.concat([original.subarray(0, 100), Buffer.alloc(original.length - 100)]));
    rmSync(path.join(folder, "images", names[1]!));

    const result = await restoreBackup(dataDir, folder, () => openDatabase(dataDir, { migrateSchema: false }));
    expect(result).toEqual({
      ok: false,
      problems: expect.arrayContaining([
        `images/${names[0]}: damaged (its contents differ from when the backup was made)`,
        `images/${names[1]}: missing`,
      ]),
    });
    expect(readFileSync(path.join(dataDir, "site.db")).equals(liveDb)).toBe(true);
    expect(snapshot(dir)).toEqual(liveImages);
    expect(existsSync(path.join(dataDir, "backups")) && readdirSync(path.join(dataDir, "backups"))).toHaveLength(1);
  });

  it("refuses a backup whose database is not the one its manifest describes", async () => {
    const { db, dataDir } = await siteWithPhoto();
    const first = await backupSite(db, dataDir, { now: new Date("2026-11-01T00:00:00Z") });
    const second = await backupSite(db, dataDir, { now: new Date("2026-11-02T00:00:00Z") });
    writeFileSync(path.join(first.folder, "manifest.json"), readFileSync(path.join(second.folder, "manifest.json")));
    const bike = openContentStore(db).item("bikes", "honda-dio")!;
    openContentStore(db).update("bikes", bike.id, { ...bike, price: 510 }, bike.version, actor);
    const third = await backupSite(db, dataDir, { now: new Date("2026-11-03T00:00:00Z") });
    writeFileSync(path.join(third.folder, "manifest.json"), readFileSync(path.join(first.folder, "manifest.json")));
    db.$client.close();
    const result = await restoreBackup(dataDir, third.folder, () => openDatabase(dataDir));
    expect(result).toEqual({ ok: false, problems: ["site.db: its contents differ from when the backup was made."] });
  });

  it("takes an older database-only backup when the images it names are here, and refuses it otherwise", async () => {
    const { db, dataDir, dir } = await siteWithPhoto();
    const { folder } = await backupSite(db, dataDir);
    db.$client.close();
    const dbOnly = path.join(dataDir, "older.db");
    writeFileSync(dbOnly, readFileSync(path.join(folder, "site.db")));
    expect((await restoreBackup(dataDir, dbOnly, () => openDatabase(dataDir))).ok).toBe(true);

    const gone = readdirSync(dir)[0]!;
    rmSync(path.join(dir, gone));
    const refused = await restoreBackup(dataDir, dbOnly, () => openDatabase(dataDir));
    expect(refused).toEqual({ ok: false, problems: [`${dir}/${gone}: missing`] });
  });

  it("npm run backup prints the backup folder last, and npm run restore puts it back", async () => {
    const { db, dataDir } = await siteWithPhoto();
    db.$client.close();
    const env = { ...process.env, DATA_DIR: dataDir };
    const backup = await run(process.execPath, ["--import", "tsx", "scripts/backup.ts"], { env });
    const folder = backup.stdout.trim().split("\n").at(-1)!;
    expect(existsSync(path.join(folder, "manifest.json"))).toBe(true);
    expect(readdirSync(path.join(folder, "images")).length).toBeGreaterThan(0);
    const restore = await run(process.execPath, ["--import", "tsx", "scripts/restore.ts", folder], { env });
    expect(restore.stdout).toContain(`Restored ${folder}.`);
  });
});
