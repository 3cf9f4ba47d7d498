// Issue 32's promise that a restore brings back every photo, for the bookings' handover photos: a booking
// photographed at its pickup through the handover's own upload, snapshotted, and brought back on a new machine
// from the downloaded file and from the bucket, answering a signed-in user with the same bytes; a doctored
// handover file refused whole; each photo kept once however many snapshots name it; and a snapshot made before
// handover photos were kept (its manifest of version 2) still restored.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { restoreCommand } from "~/backups/commands.server";
import { createBackupService } from "~/backups/service.server";
import { bucketFromEnv } from "~/backups/settings.server";
import { listSnapshots, rotate, snapshotTar } from "~/backups/store.server";
import { verifySnapshot } from "~/backups/verify.server";
import { keptFiles, objectPath, objectsDir, type BackupManifest } from "~/db/backup.server";
import { openDatabase } from "~/db/database.server";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { adminSite, sessionCookie } from "../support/admin-site";
import { rewriteManifest, snapshotOf, unpacked, untar } from "../support/backups";
import { photoJpeg } from "../support/image-fixtures";
import { s3Server } from "../support/s3";
import { startSite } from "../support/server-build";
import { closeLater, tempDataDir } from "../support/temp-db";

const day = (n: number) => addDays(shopToday("Asia/Kolkata"), n);
const sha256 = (bytes: string | Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Every file the snapshots keep, by hash. */
const objects = (dataDir: string) =>
  readdirSync(objectsDir(dataDir))
    .filter((shard) => /^[0-9a-f]{2}$/.test(shard))
    .flatMap((shard) => readdirSync(path.join(objectsDir(dataDir), shard)))
    .sort();

/** A photo as the shop sees it: its address asked for signed in. */
async function photoBytes(url: string, cookie: string, address: string) {
  const res = await fetch(`${url}${address}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** The back office with a booking photographed at its pickup, sent as the booking's screen sends it. */
async function photographedBooking() {
  const s = await adminSite();
  const book = createBook(s.db, { store: s.store });
  const made = book.add(
    {
      kind: "bike",
      itemId: "royal-enfield-classic",
      ...stayOfDates(day(-1), day(1)),
      customer: { name: "Anita Rao", phone: "" },
    },
    "admin",
  );
  if (!made.ok) throw new Error(made.message);
  const ref = made.value.reference;
  const form = new FormData();
  form.append("ref", ref);
  form.append("stage", "out");
  form.append("caption", "Left side");
  form.append("photos", new Blob([new Uint8Array(await photoJpeg(1800, 1200))], { type: "image/jpeg" }), "left.jpg");
  const sent = await fetch(`${s.url}/admin/handover/upload`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { origin: s.url, cookie: s.cookie },
  });
  expect(sent.headers.get("location")).toBe(`/admin/bookings/${ref}#photos`);
  const photos = book.photos.of(book.find(ref)!.id);
  expect(photos).toHaveLength(1);
  const files = photos[0]!.widths.map((w) => `${photos[0]!.fileBase}-${w}.jpg`);
  const dataDir = path.dirname(s.db.$client.name);
  return { ...s, dataDir, ref, files, addresses: files.map((f) => `/admin/handover/photos/${f}`) };
}

/** The production site over a restored data folder, and the admin signed in again (no session came back). */
async function siteOver(dataDir: string) {
  const db = openDatabase(dataDir);
  closeLater(db);
  const site = await startSite(db);
  return { ...site, cookie: await sessionCookie(site) };
}

describe("a booking's handover photos in its backups", { timeout: 120_000 }, () => {
  it("come back on a new machine, from the downloaded file and from the bucket, with the same bytes", async () => {
    const s3 = await s3Server();
    const s = await photographedBooking();
    const before = await Promise.all(s.addresses.map((a) => photoBytes(s.url, s.cookie, a)));
    const backups = createBackupService(s.db, {
      dataDir: s.dataDir,
      timeZone: () => "Asia/Kolkata",
      env: s3.env(),
      copy: { retries: 3, firstWaitMs: 20 },
    });
    const taken = (await backups.snapshot())!;
    expect(taken.check).toMatchObject({ ok: true, bookings: 1 });
    const manifest = listSnapshots(s.dataDir).find((x) => x.id === taken.id)!.manifest!;
    expect(manifest.version).toBe(3);
    expect(manifest.handover).toEqual({
      files: Object.fromEntries(s.files.map((f, i) => [f, { bytes: before[i]!.length, sha256: sha256(before[i]!) }])),
      missing: [],
    });
    await backups.copyNow();
    expect(listSnapshots(s.dataDir).find((x) => x.id === taken.id)!.copy).toMatchObject({ state: "copied" });
    // Sealed in the bucket, each photo file once, named by a keyed hash; nothing there reads as a photo.
    const stored = s3.storedObjects();
    expect([...stored.keys()].filter((k) => k.startsWith("shop/objects/"))).toHaveLength(
      new Set(keptFiles(manifest).map((e) => e.sha256)).size,
    );
    for (const file of stored.values()) expect(readFileSync(file).includes("JFIF")).toBe(false);

    // The downloaded file, unpacked away from the data folder, and the owner's key; then the data folder is lost.
    const download = tempDataDir();
    await untar(snapshotTar(s.dataDir, taken.id)!, download);
    expect(readdirSync(path.join(download, taken.id, "handover")).sort()).toEqual([...s.files].sort());
    const key = backups.key();
    await backups.stop();
    rmSync(s.dataDir, { recursive: true, force: true });

    const sources = [
      { kind: "folder", folder: path.join(download, taken.id) },
      { kind: "bucket", bucket: bucketFromEnv(s3.env())! },
    ] as const;
    for (const source of sources) {
      const fresh = tempDataDir();
      expect(await restoreCommand(fresh, source, key)).toMatchObject({ ok: true, previous: null });
      // As the handover keeps them: a folder and files only the server's user reads.
      expect(statSync(path.join(fresh, "handover")).mode & 0o777).toBe(0o700);
      for (const file of s.files) expect(statSync(path.join(fresh, "handover", file)).mode & 0o777).toBe(0o600);
      const site = await siteOver(fresh);
      for (const [i, address] of s.addresses.entries()) {
        expect((await photoBytes(site.url, site.cookie, address)).equals(before[i]!)).toBe(true);
      }
      // Still the shop's only.
      expect((await fetch(`${site.url}${s.addresses[0]}`)).status).toBe(404);
    }
  });

  it("a doctored handover file, its name or its hash, refuses the backup whole and changes nothing", async () => {
    const s = await photographedBooking();
    const snapshot = await snapshotOf(s.db, s.dataDir);
    expect(snapshot.check.ok).toBe(true);
    const [first] = Object.keys(snapshot.manifest.handover!.files).sort();
    const renamed = (to: string) => (m: BackupManifest) => {
      m.handover!.files[to] = m.handover!.files[first!]!;
      delete m.handover!.files[first!];
    };
    const cases: [string, (folder: string) => void, string | RegExp][] = [
      [
        "a path, signed with the key",
        (folder) => rewriteManifest(folder, snapshot.key, renamed("../site.db")),
        `manifest.json: it names a path outside the backup ("../site.db").`,
      ],
      [
        "a name no handover photo has, signed with the key",
        (folder) => rewriteManifest(folder, snapshot.key, renamed("0123456789abcdef-480.webp")),
        "manifest.json: it names 0123456789abcdef-480.webp, which is not the name of a handover photo's file.",
      ],
      [
        "a changed hash, signed with the key",
        (folder) =>
          rewriteManifest(folder, snapshot.key, (m) => {
            m.handover!.files[first!]!.sha256 = sha256("another picture");
          }),
        `handover/${first}: damaged (its contents differ from when the backup was made)`,
      ],
      [
        "a file left out, signed with the key",
        (folder) => {
          rmSync(path.join(folder, "handover", first!));
          rewriteManifest(folder, snapshot.key, (m) => void delete m.handover!.files[first!]);
        },
        `handover/${first}: missing (the backup does not hold it)`,
      ],
      [
        "another picture with its hash, unsigned",
        (folder) => {
          writeFileSync(path.join(folder, "handover", first!), "another picture");
          rewriteManifest(folder, null, (m) => {
            m.handover!.files[first!] = { bytes: 15, sha256: sha256("another picture") };
          });
        },
        /^manifest\.json: its signature does not match/,
      ],
      [
        "its handover section taken out, as though made before (version 2), unsigned",
        (folder) =>
          rewriteManifest(folder, null, (m) => {
            delete m.handover;
            m.version = 2;
          }),
        /^manifest\.json: its signature does not match/,
      ],
      [
        "a handover section in a manifest of version 2, signed with the key",
        (folder) => rewriteManifest(folder, snapshot.key, (m) => void (m.version = 2)),
        /^manifest\.json: not a manifest of this site's backups \(handover: lists handover photos/,
      ],
      [
        "a file the manifest does not name",
        (folder) => writeFileSync(path.join(folder, "handover", "0123456789abcdef-480.jpg"), "x"),
        "handover/0123456789abcdef-480.jpg: not in the backup's manifest; only the files it names are restored",
      ],
      [
        "a symbolic link in place of a photo, to the very bytes",
        (folder) => {
          const at = path.join(folder, "handover", first!);
          rmSync(at);
          symlinkSync(path.join(s.dataDir, "handover", first!), at);
        },
        `handover/${first}: a symbolic link; a backup holds files, not links`,
      ],
    ];
    const fresh = tempDataDir();
    for (const [what, doctor, problem] of cases) {
      const folder = unpacked(s.dataDir, snapshot, path.join(tempDataDir(), "backup"));
      doctor(folder);
      const result = await restoreCommand(fresh, { kind: "folder", folder }, snapshot.key);
      expect(result, what).toMatchObject({
        ok: false,
        problems: expect.arrayContaining([typeof problem === "string" ? problem : expect.stringMatching(problem)]),
      });
      expect(readdirSync(fresh), what).toEqual(["backups"]);
    }
    // The same backup, untouched, restores.
    const folder = unpacked(s.dataDir, snapshot, path.join(tempDataDir(), "backup"));
    expect(await restoreCommand(fresh, { kind: "folder", folder }, snapshot.key)).toMatchObject({ ok: true });
    expect(readdirSync(path.join(fresh, "handover")).sort()).toEqual([...s.files].sort());
  });

  it("are kept once: a second snapshot adds no file, rotation keeps them, and a damaged one fails the check", async () => {
    const s = await photographedBooking();
    const first = await snapshotOf(s.db, s.dataDir, { now: new Date(Date.now() - 120_000) });
    const kept = objects(s.dataDir);
    const handover = Object.values(first.manifest.handover!.files).map((e) => e.sha256);
    expect(handover).toHaveLength(s.files.length);
    expect(kept).toEqual(expect.arrayContaining(handover));
    expect(kept).toHaveLength(new Set(keptFiles(first.manifest).map((e) => e.sha256)).size);

    const second = await snapshotOf(s.db, s.dataDir, { now: new Date(Date.now() - 60_000) });
    expect(second.check.ok).toBe(true);
    expect(objects(s.dataDir)).toEqual(kept);
    expect(second.manifest.handover).toEqual(first.manifest.handover);

    // Rotation leaves the newest only; the files it names stay.
    expect(rotate(s.dataDir, { daily: 1, weekly: 0, monthly: 0 }, "Asia/Kolkata")).toEqual([first.id]);
    expect(objects(s.dataDir)).toEqual(kept);

    writeFileSync(objectPath(s.dataDir, handover[0]!), "not the photo any more");
    const check = await verifySnapshot(s.dataDir, second.id, [second.key]);
    expect(check).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^handover\/[0-9a-f]{16}-\d+\.jpg: damaged \(its contents differ/)],
    });
  });

  it("a snapshot made before they were kept (a manifest of version 2) still restores, without them", async () => {
    const s = await photographedBooking();
    const snapshot = await snapshotOf(s.db, s.dataDir);
    const folder = unpacked(s.dataDir, snapshot, path.join(tempDataDir(), "backup"));
    rmSync(path.join(folder, "handover"), { recursive: true });
    rewriteManifest(folder, snapshot.key, (m) => {
      delete m.handover;
      m.version = 2;
    });
    const fresh = tempDataDir();
    const result = await restoreCommand(fresh, { kind: "folder", folder }, snapshot.key);
    expect(result).toMatchObject({ ok: true });
    if (result.ok) expect(result.manifest.handover).toBeUndefined();
    const db = openDatabase(fresh);
    closeLater(db);
    // The booking and its photo's row come back; the files were never in this backup.
    expect(db.$client.prepare("select reference from bookings").all()).toEqual([{ reference: s.ref }]);
    expect(db.$client.prepare("select count(*) as n from handover_photos").get()).toEqual({ n: 1 });
    expect(existsSync(path.join(fresh, "handover")) ? readdirSync(path.join(fresh, "handover")) : []).toEqual([]);
  });
});
