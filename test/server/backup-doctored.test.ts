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
import { loadOrCreateKey, type BackupKey } from "~/backups/key.server";
import { tableProblems, tableRules } from "~/db/backup-checks.server";
import type { BackupManifest } from "~/db/backup.server";
import { openDatabase } from "~/db/database.server";
import { openContentStore } from "~/store.server";
import { doctorDatabase, restoreStopped, rewriteManifest, snapshotOf, unpacked } from "../support/backups";
import { siteWithPhoto } from "../support/photo-site";
import { closeLater, seededStore, tempDataDir } from "../support/temp-db";

const actor = { actor: "test" };

/** Everything a restore could replace: the database's bytes, each image file, the snapshots kept. */
function liveState(dataDir: string) {
  const images = path.join(dataDir, "images");
  const hash = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
  return {
    database: hash(path.join(dataDir, "site.db")),
    images: Object.fromEntries(readdirSync(images).map((name) => [name, hash(path.join(images, name))])),
    snapshots: readdirSync(path.join(dataDir, "backups", "snapshots")).sort(),
    others: readdirSync(dataDir).sort(),
  };
}

/** What the planted placeholder of the attack put on the home page. */
const PLANTED_PLACEHOLDER = `data:image/webp;base64,AAAA)}</style><meta http-equiv="refresh" content="0;url=https://evil.example/"><style>.x{a:url(x`;

/**
 * A site with a photo, snapshotted and unpacked to a folder of its own; then
 * the live site moves on (a new price), and its server is stopped. `doctor`
 * changes the backup (with the install's key, for the forger who has it)
 * before the restore.
 */
async function doctoredRestore(
  doctor: (backup: { folder: string; names: string[]; manifest: BackupManifest; key: BackupKey }) => void,
) {
  const { db, dataDir, store } = await siteWithPhoto();
  const snapshot = await snapshotOf(db, dataDir);
  const folder = unpacked(dataDir, snapshot, path.join(tempDataDir(), "backup"));
  const bike = store.item("bikes", "honda-dio")!;
  store.update("bikes", bike.id, { ...bike, price: 999 }, bike.version, actor);
  db.$client.close();
  const before = liveState(dataDir);
  doctor({
    folder,
    names: Object.keys(snapshot.manifest.images).sort(),
    manifest: snapshot.manifest,
    key: snapshot.key,
  });
  const result = await restoreStopped(dataDir, folder);
  return { result, before, after: liveState(dataDir), dataDir, folder };
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
      const { result, before, after, dataDir } = await doctoredRestore(({ folder, key }) => {
        rewriteManifest(folder, key, forge);
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

  it("a changed password hash, its checksums recomputed: the signature does not match", async () => {
    const { result, before, after } = await doctoredRestore(({ folder }) =>
      doctorDatabase(
        folder,
        `insert into admin_users (id, username, email, password_hash, created_at, password_changed_at, last_login_at, previous_login_at) values ('x', 'admin', 'a@example.com',
           '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$qFQ3m9nX0Hbn5m2xkZ0mYz0VYQj5Xo1kXkq3vB0Ck2E', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', null, null)
         on conflict(id) do nothing;
         update admin_users set password_hash = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$qFQ3m9nX0Hbn5m2xkZ0mYz0VYQj5Xo1kXkq3vB0Ck2E'`,
        null,
      ),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        "manifest.json: its signature does not match: it was changed after it was made (or its key is not the one it names).",
      ],
    });
    expect(after).toEqual(before);
  });

  it("a planted image placeholder, its checksums recomputed: the signature does not match", async () => {
    const { result, before, after } = await doctoredRestore(({ folder }) =>
      doctorDatabase(folder, `update images set placeholder = '${PLANTED_PLACEHOLDER}' where id = 'dio-photo'`, null),
    );
    expect(result).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^manifest\.json: its signature does not match/)],
    });
    expect(after).toEqual(before);
  });

  it("a planted placeholder or a password hash that is no hash, even signed with the key: refused by the table's rule", async () => {
    const planted = await doctoredRestore(({ folder, key }) =>
      doctorDatabase(folder, `update images set placeholder = '${PLANTED_PLACEHOLDER}' where id = 'dio-photo'`, key),
    );
    expect(planted.result).toEqual({
      ok: false,
      problems: [`site.db: images, row dio-photo: placeholder must be a small base64 image (data:image/…;base64,…)`],
    });
    expect(planted.after).toEqual(planted.before);

    const hash = await doctoredRestore(({ folder, key }) =>
      doctorDatabase(
        folder,
        `insert into admin_users (id, username, email, password_hash, created_at, password_changed_at, last_login_at, previous_login_at) values ('x', 'mallory', 'm@example.com', 'plain-text', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', null, null)`,
        key,
      ),
    );
    expect(hash.result).toEqual({
      ok: false,
      problems: ["site.db: admin_users, row x: password_hash must be an argon2id hash"],
    });
    expect(hash.after).toEqual(hash.before);
  });

  it("a database holding a setting the site would refuse (a javascript: site address)", async () => {
    const { result, before, after } = await doctoredRestore(({ folder, key }) =>
      doctorDatabase(
        folder,
        `update settings_sections set data = json_set(data, '$.siteUrl', 'javascript:alert(1)')
         where json_extract(data, '$.siteUrl') is not null`,
        key,
      ),
    );
    expect(result).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^site\.db: settings\.siteUrl: Site address must /)],
    });
    expect(after).toEqual(before);
  });

  it("a database whose library names files outside the photo file pattern", async () => {
    const { result, before, after } = await doctoredRestore(({ folder, key }) =>
      doctorDatabase(folder, `update images set file_base = '../../etc/pw' where id = 'dio-photo'`, key),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toContain(
      `site.db: the image library names a file no photo has: "../../etc/pw-320.avif"`,
    );
    expect(after).toEqual(before);
  });

  it("a database holding a trigger, which this site never makes", async () => {
    const { result, before, after } = await doctoredRestore(({ folder, key }) =>
      doctorDatabase(
        folder,
        `create trigger keep_price after update on bikes begin update bikes set price = 1; end;`,
        key,
      ),
    );
    expect(result).toEqual({
      ok: false,
      problems: ["site.db: It holds a trigger (keep_price), which this site never makes."],
    });
    expect(after).toEqual(before);
  });

  it("a table the site does not have, and a value of the wrong kind in one it has", async () => {
    const { result, before, after } = await doctoredRestore(({ folder, key }) =>
      doctorDatabase(
        folder,
        `create table notes (id integer primary key, body text);
         update booking_counts set count = 'many';
         insert into booking_counts values ('2026-11-01', 'call', '', 'call', 'many')`,
        key,
      ),
    );
    expect(result).toEqual({
      ok: false,
      problems: expect.arrayContaining([
        "site.db: it holds a table (notes) this site does not have.",
        "site.db: booking_counts, row 2026-11-01: count is not a whole number",
      ]),
    });
    expect(after).toEqual(before);
  });

  it("an unsigned backup, made before backups were signed", async () => {
    const { result, before, after } = await doctoredRestore(({ folder }) => {
      const file = path.join(folder, "manifest.json");
      const { key: _k, mac: _m, ...old } = JSON.parse(readFileSync(file, "utf8")) as BackupManifest;
      writeFileSync(file, JSON.stringify({ ...old, version: 1 }));
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        "manifest.json: not signed: it was made before backups were signed, and nothing proves where it comes from.",
      ],
    });
    expect(after).toEqual(before);
  });
});

describe("the checks follow the schema", () => {
  it("a table of the schema with no restore rule refuses every backup, and says which", async () => {
    const { db, dataDir } = seededStore();
    const { folder } = await snapshotOf(db, dataDir);
    const { bookings: _b, ...withoutOne } = tableRules;
    expect(tableProblems(path.join(folder, "site.db"), withoutOne)).toEqual([
      "site.db: the table bookings has no restore rule (app/db/backup-checks.server.ts), so nothing can check it: no backup is restored until it has one.",
    ]);
    expect(tableProblems(path.join(folder, "site.db"))).toEqual([]);
  });
});

describe("a backup from another install", { timeout: 60_000 }, () => {
  it("is refused, unless the owner names its key", async () => {
    const elsewhere = seededStore();
    const snapshot = await snapshotOf(elsewhere.db, elsewhere.dataDir);
    const { db, dataDir } = seededStore();
    db.$client.close();
    const ours = loadOrCreateKey(dataDir).key;

    const refused = await restoreStopped(dataDir, snapshot.folder);
    expect(refused).toEqual({
      ok: false,
      problems: [
        `manifest.json: signed by another key (${snapshot.key.id}; this site holds ${ours.id}). A backup from another install is restored only with its key: name its key file (--key-file).`,
      ],
    });
    const named = await restoreStopped(dataDir, unpacked(elsewhere.dataDir, snapshot, path.join(tempDataDir(), "b")), [
      snapshot.key,
    ]);
    expect(named.ok).toBe(true);
  });
});

describe("a restore", { timeout: 60_000 }, () => {
  it("brings back no secrets: sessions, trusted browsers and lockouts are dropped, the install's own keys stay", async () => {
    const { db, dataDir } = await siteWithPhoto();
    const auth = createAuthService(db, { log: () => {}, failureDelayMs: 0 });
    await auth.ensureFirstAdmin({ username: "admin", password: "restore-test-password" });
    const signedIn = await auth.signIn({
      username: "admin",
      password: "restore-test-password",
      remember: true,
      ip: "127.0.0.1",
    });
    if (!signedIn.ok) throw new Error("could not sign in");
    await auth.signIn({ username: "admin", password: "wrong-password-here", remember: false, ip: "10.0.0.9" });
    const secretsBefore = db.$client.prepare("select * from server_secrets order by name").all();
    // What the backup would carry, were secrets copied: a secret the live install never had.
    db.$client.prepare("insert into server_secrets values ('planted', 'x')").run();
    const snapshot = await snapshotOf(db, dataDir);
    db.$client.prepare("delete from server_secrets where name = 'planted'").run();
    auth.signOut(signedIn.cookieToken);
    db.$client.close();

    const copy = new Database(path.join(snapshot.folder, "site.db"), { readonly: true });
    for (const table of ["sessions", "trusted_devices", "login_failures", "server_secrets"]) {
      expect(copy.prepare(`select count(*) n from ${table}`).get(), table).toEqual({ n: 0 });
    }
    copy.close();

    const result = await restoreStopped(dataDir, snapshot.folder);
    expect(result.ok).toBe(true);
    const reopened = openDatabase(dataDir);
    closeLater(reopened);
    expect(createAuthService(reopened).authenticate(signedIn.cookieToken)).toBeNull();
    for (const table of ["sessions", "trusted_devices", "login_failures"]) {
      expect(reopened.$client.prepare(`select count(*) n from ${table}`).get(), table).toEqual({ n: 0 });
    }
    expect(reopened.$client.prepare("select * from server_secrets order by name").all()).toEqual(secretsBefore);
    expect(existsSync(path.join(dataDir, "restoring"))).toBe(false);
    expect(openContentStore(reopened).item("bikes", "honda-dio")!.image).toBe("dio-photo");
  });
});
