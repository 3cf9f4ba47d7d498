import { createHash } from "node:crypto";
import { copyFileSync, createWriteStream, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import tar from "tar-stream";
import Database from "better-sqlite3";
import { loadOrCreateKey, type BackupKey } from "~/backups/key.server";
import { latestManifest } from "~/backups/store.server";
import { verifySnapshot } from "~/backups/verify.server";
import { filesByFolder, objectPath, signManifest, takeSnapshot, type BackupManifest } from "~/db/backup.server";
import type { Db } from "~/db/database.server";
import { restoreBackup } from "~/db/restore.server";

/** A checked snapshot of the site, signed with its install's key. */
export async function snapshotOf(db: Db, dataDir: string, { now = new Date(), reason = "manual" as const } = {}) {
  const { key } = loadOrCreateKey(dataDir);
  const taken = await takeSnapshot(db, dataDir, { key, reason, now, latest: latestManifest(dataDir) });
  const check = await verifySnapshot(dataDir, taken.id, [key]);
  return { ...taken, key, check };
}

/** A snapshot as one folder of its own (manifest.json, site.db, images/, handover/), as a downloaded one unpacks. */
export function unpacked(dataDir: string, snapshot: { folder: string; manifest: BackupManifest }, to: string) {
  mkdirSync(path.join(to, "images"), { recursive: true });
  copyFileSync(path.join(snapshot.folder, "manifest.json"), path.join(to, "manifest.json"));
  copyFileSync(path.join(snapshot.folder, "site.db"), path.join(to, "site.db"));
  for (const [folder, files] of filesByFolder(snapshot.manifest)) {
    for (const [name, entry] of Object.entries(files)) {
      mkdirSync(path.join(to, folder), { recursive: true });
      copyFileSync(objectPath(dataDir, entry.sha256), path.join(to, folder, name));
    }
  }
  return to;
}

/** A downloaded snapshot (snapshotTar in app/backups/store.server.ts) unpacked into `to`, as tar would. */
export async function untar(download: Readable, to: string) {
  const extract = tar.extract();
  extract.on("entry", (header, stream, next) => {
    const at = path.join(to, header.name);
    if (header.type === "directory") {
      mkdirSync(at, { recursive: true });
      stream.resume();
      return next();
    }
    mkdirSync(path.dirname(at), { recursive: true });
    stream.pipe(createWriteStream(at)).on("finish", next);
  });
  await pipeline(download, extract);
}

/** Restores a folder into a stopped site, with its own key and any named. */
export function restoreStopped(dataDir: string, folder: string, named: BackupKey[] = []) {
  const { key } = loadOrCreateKey(dataDir);
  return restoreBackup(dataDir, folder, {
    keys: [key, ...named],
    snapshotPresent: async (db) => (await snapshotOf(db, dataDir, { reason: "before-restore" as never })).folder,
  });
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Writes the manifest as a forger would: with the checksums of what the
 * backup now holds, and signed with `key` when the forger has one (else the
 * old signature stays).
 */
export function rewriteManifest(folder: string, key: BackupKey | null, change: (m: BackupManifest) => void = () => {}) {
  const file = path.join(folder, "manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as BackupManifest;
  const database = readFileSync(path.join(folder, "site.db"));
  manifest.database.bytes = database.length;
  manifest.database.sha256 = sha256(database);
  change(manifest);
  const { mac: _mac, ...rest } = manifest;
  writeFileSync(file, JSON.stringify(key ? signManifest({ ...rest, key: key.id }, key) : manifest));
}

/** Changes the backup's database with SQL, then rewrites its manifest to match (signed with `key`, if given). */
export function doctorDatabase(folder: string, sql: string, key: BackupKey | null) {
  const sqlite = new Database(path.join(folder, "site.db"));
  sqlite.exec(sql);
  sqlite.close();
  rewriteManifest(folder, key);
}
