import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { createAuthService } from "~/auth/auth.server";
import { backupSite, type BackupManifest } from "~/db/backup.server";
import { openDatabase } from "~/db/database.server";
import { restoreBackup } from "~/db/restore.server";
import { siteWithPhoto } from "../support/photo-site";
import { closeLater, tempDataDir } from "../support/temp-db";

const actor = { actor: "test" };

/** Everything a restore could replace: the database's bytes, each image file, the backups kept. */
function liveState(dataDir: string) {
  const images = path.join(dataDir, "images");
  return {
    database: createHash("sha256")
      .update(readFileSync(path.join(dataDir, "site.db")))
      .digest("hex"),
    images: Object.fromEntries(
      readdirSync(images).map((name) => [
        name,
        createHash("sha256")
          .update(readFileSync(path.join(images, name)))
          .digest("hex"),
      ]),
    ),
    backups: readdirSync(path.join(dataDir, "backups")).sort(),
    others: readdirSync(dataDir).sort(),
  };
}

/**
 * A site with a photo, backed up; then the live site moves on (a new price),
 * and its server is stopped. `doctor` changes the backup before the restore.
 */
async function doctoredRestore(
  doctor: (backup: { folder: string; names: string[]; manifest: BackupManifest }) => void,
) {
  const { db, dataDir, store } = await siteWithPhoto();
  const { folder } = await backupSite(db, dataDir);
  const bike = store.item("bikes", "honda-dio")!;
  store.update("bikes", bike.id, { ...bike, price: 999 }, bike.version, actor);
  db.$client.close();
  const before = liveState(dataDir);
  const manifestFile = path.join(folder, "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as BackupManifest;
  doctor({ folder, names: Object.keys(manifest.images).sort(), manifest });
  const result = await restoreBackup(dataDir, folder, () => openDatabase(dataDir, { migrateSchema: false }));
  return { result, before, after: liveState(dataDir), dataDir, folder };
}

/** Writes the manifest as a forger would: with the checksums of what the backup now holds. */
function rewriteManifest(folder: string, change: (manifest: BackupManifest) => void = () => {}) {
  const file = path.join(folder, "manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as BackupManifest;
  const database = readFileSync(path.join(folder, "site.db"));
  manifest.database.bytes = database.length;
  manifest.database.sha256 = createHash("sha256").update(database).digest("hex");
  change(manifest);
  writeFileSync(file, JSON.stringify(manifest));
}

/** Changes the backup's database with SQL, then forges its manifest to match. */
function doctorDatabase(folder: string, sql: string) {
  const sqlite = new Database(path.join(folder, "site.db"));
  sqlite.exec(sql);
  sqlite.close();
  rewriteManifest(folder);
}

describe("a doctored backup is refused whole, and nothing is replaced", { timeout: 60_000 }, () => {
  it("an image file that is a symbolic link, even to the same bytes", async () => {
    const { result, before, after } = await doctoredRestore(({ folder, names }) => {
      // A link named like a variant, to a file outside the backup: not in the manifest.
      symlinkSync("/etc/passwd", path.join(folder, "images", "ffffffffffffffff-320.jpg"));
      // A file the manifest names, replaced by a link to a copy of its own bytes: the checksum would pass.
      const elsewhere = path.join(tempDataDir(), "elsewhere.jpg");
      renameSync(path.join(folder, "images", names[0]!), elsewhere);
      symlinkSync(elsewhere, path.join(folder, "images", names[0]!));
    });
    expect(result).toEqual({
      ok: false,
      problems: expect.arrayContaining([
        "images/ffffffffffffffff-320.jpg: a symbolic link; a backup holds files, not links",
        expect.stringMatching(/^images\/[0-9a-f]{16}-\d+\.(avif|webp|jpg): a symbolic link; a backup holds files/),
      ]),
    });
    expect(after).toEqual(before);
  });

  it("a file its manifest does not name, whatever it is called", async () => {
    const { result, before, after } = await doctoredRestore(({ folder, names }) => {
      copyFileSync(path.join(folder, "images", names[0]!), path.join(folder, "images", "eeeeeeeeeeeeeeee-320.jpg"));
      writeFileSync(path.join(folder, "images", "notes.txt"), "hello");
      writeFileSync(path.join(folder, "site.db-wal"), "a log from elsewhere");
      writeFileSync(path.join(folder, "extra.db"), "");
    });
    expect(result).toEqual({
      ok: false,
      problems: expect.arrayContaining([
        "images/eeeeeeeeeeeeeeee-320.jpg: not in the backup's manifest; only the files it names are restored",
        "images/notes.txt: not in the backup's manifest; only the files it names are restored",
        "site.db-wal: a journal with content beside the database, which a backup of this site never has",
        "extra.db: not part of a backup this site makes",
      ]),
    });
    expect(after).toEqual(before);
  });

  it("a special file in place of an image (a named pipe), without waiting on it", async () => {
    const { result, before, after } = await doctoredRestore(({ folder, names }) => {
      rmSync(path.join(folder, "images", names[0]!));
      execFileSync("mkfifo", [path.join(folder, "images", names[0]!)]);
    });
    expect(result).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^images\/[0-9a-f]{16}-\d+\.(avif|webp|jpg): not a regular file$/)],
    });
    expect(after).toEqual(before);
  });

  it("a manifest naming a path with '..', before anything else is read", async () => {
    for (const forge of [
      (m: BackupManifest) => (m.images["../../../../etc/passwd"] = { bytes: 1, sha256: "0".repeat(64) }),
      (m: BackupManifest) => (m.database.file = "../site.db"),
      (m: BackupManifest) => m.missing.push("../secret-320.jpg"),
    ]) {
      const { result, before, after, dataDir } = await doctoredRestore(({ folder }) => {
        rewriteManifest(folder, forge);
        // Were anything read after the manifest, this would be reported too.
        rmSync(path.join(folder, "site.db"));
      });
      expect(result).toEqual({
        ok: false,
        problems: [expect.stringMatching(/^manifest\.json: .*names a path outside the backup \("\.\.\/.*"\)\.$/)],
      });
      expect(after).toEqual(before);
      expect(existsSync(path.join(dataDir, "restoring"))).toBe(false);
    }
  });

  it("a database holding a setting the site would refuse (a javascript: site address)", async () => {
    const { result, before, after } = await doctoredRestore(({ folder }) =>
      doctorDatabase(
        folder,
        `update settings_sections set data = json_set(data, '$.siteUrl', 'javascript:alert(1)')
         where json_extract(data, '$.siteUrl') is not null`,
      ),
    );
    expect(result).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^site\.db: settings\.siteUrl: Site address must /)],
    });
    expect(after).toEqual(before);
  });

  it("a database whose library names files outside the photo file pattern", async () => {
    const { result, before, after } = await doctoredRestore(({ folder }) =>
      doctorDatabase(folder, `update images set file_base = '../../etc/pw' where id = 'dio-photo'`),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toContain(
      `site.db: the image library names a file no photo has: "../../etc/pw-320.avif"`,
    );
    expect(after).toEqual(before);
  });

  it("a database holding a trigger, which this site never makes", async () => {
    const { result, before, after } = await doctoredRestore(({ folder }) =>
      doctorDatabase(folder, `create trigger keep_price after update on bikes begin update bikes set price = 1; end;`),
    );
    expect(result).toEqual({
      ok: false,
      problems: ["site.db: It holds a trigger (keep_price), which this site never makes."],
    });
    expect(after).toEqual(before);
  });
});

describe("a restore", { timeout: 60_000 }, () => {
  it("signs everyone out: a session ended after the backup was made does not come back", async () => {
    const { db, dataDir } = await siteWithPhoto();
    const auth = createAuthService(db, { log: () => {}, failureDelayMs: 0 });
    await auth.ensureFirstAdmin({ username: "admin", password: "restore-test-password" });
    const signedIn = await auth.signIn({
      username: "admin",
      password: "restore-test-password",
      remember: false,
      ip: "127.0.0.1",
    });
    if (!signedIn.ok) throw new Error("could not sign in");
    const { folder } = await backupSite(db, dataDir);
    auth.signOut(signedIn.cookieToken);
    db.$client.close();

    const result = await restoreBackup(dataDir, folder, () => openDatabase(dataDir, { migrateSchema: false }));
    expect(result.ok).toBe(true);
    const reopened = openDatabase(dataDir);
    closeLater(reopened);
    expect(createAuthService(reopened).authenticate(signedIn.cookieToken)).toBeNull();
    expect(reopened.$client.prepare("select count(*) n from sessions").get()).toEqual({ n: 0 });
    expect(existsSync(path.join(dataDir, "restoring"))).toBe(false);
  });
});
