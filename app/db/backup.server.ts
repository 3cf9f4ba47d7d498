/**
 * Backups: a folder holding a consistent copy of the database and the image
 * files it names, with a manifest of their sizes and SHA-256; and the restore
 * of such a folder, checked whole and put in place whole, or not at all.
 */
import { createHash } from "node:crypto";
import {
  chmodSync,
  constants,
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { VARIANT_FORMATS } from "~/images/limits";
import { variantFile } from "~/images/page-image";
import { IMAGES_FOLDER } from "~/images/folders.server";
import { DATABASE_FILE, databasePath, type Db } from "./database.server";

export function backupDir(dataDir: string) {
  return path.join(dataDir, "backups");
}

export const MANIFEST_FILE = "manifest.json";
const BACKUP_FORMAT = "sagara-backup";

interface FileEntry {
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  database: FileEntry & { file: string };
  /** Each image file in the backup's images folder, by name. */
  images: Record<string, FileEntry>;
  /** Files the database names that were not in DATA_DIR/images when the backup was made. */
  missing: string[];
}

const stamp = (d: Date) => d.toISOString().replace(/[:.]/g, "-");

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("end", () => resolve(hash.digest("hex")))
      .on("error", reject);
  });
}

async function entryOf(file: string): Promise<FileEntry> {
  return { bytes: statSync(file).size, sha256: await sha256Of(file) };
}

/** The image files a database's library names (photos only: drawings ship with the site). */
export function imageFilesNamedBy(databaseFile: string): string[] {
  const sqlite = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const hasImages = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'images'").get();
    if (!hasImages) return [];
    const rows = sqlite
      .prepare("select file_base, widths from images where kind = 'photo' and file_base is not null")
      .all() as { file_base: string; widths: string }[];
    return rows.flatMap((r) =>
      (JSON.parse(r.widths) as number[]).flatMap((w) => VARIANT_FORMATS.map((f) => variantFile(r.file_base, w, f))),
    );
  } finally {
    sqlite.close();
  }
}

/**
 * A consistent copy of the live database (SQLite's online backup, safe while
 * the server writes) and of every image file that copy names, in a new folder
 * DATA_DIR/backups/<prefix>-<time>/. Answers the folder and the files the
 * library names that were missing (the backup is still made; a restore of it
 * will refuse until they are found).
 */
export async function backupSite(
  db: Db,
  dataDir: string,
  { prefix = "site", now = new Date() } = {},
): Promise<{ folder: string; missing: string[] }> {
  mkdirSync(backupDir(dataDir), { recursive: true, mode: 0o700 });
  const folder = path.join(backupDir(dataDir), `${prefix}-${stamp(now)}`);
  mkdirSync(path.join(folder, IMAGES_FOLDER), { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  const dbCopy = path.join(folder, DATABASE_FILE);
  await db.$client.backup(dbCopy);
  chmodSync(dbCopy, 0o600);

  const live = path.join(dataDir, IMAGES_FOLDER);
  const images: Record<string, FileEntry> = {};
  const missing: string[] = [];
  for (const name of imageFilesNamedBy(dbCopy)) {
    const from = path.join(live, name);
    if (!existsSync(from)) {
      missing.push(name);
      continue;
    }
    const to = path.join(folder, IMAGES_FOLDER, name);
    // A copy-on-write clone where the file system can; a plain copy otherwise.
    copyFileSync(from, to, constants.COPYFILE_FICLONE);
    images[name] = await entryOf(to);
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: now.toISOString(),
    database: { file: DATABASE_FILE, ...(await entryOf(dbCopy)) },
    images,
    missing,
  };
  writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return { folder, missing };
}

/** "ok", or what SQLite found wrong; also refuses a file that is not this site's database. */
export function checkDatabaseFile(file: string): string {
  if (!existsSync(file)) return `No such file: ${file}`;
  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(file, { readonly: true, fileMustExist: true });
    const result = sqlite.pragma("integrity_check", { simple: true });
    if (result !== "ok") return `Integrity check failed: ${String(result)}`;
    const hasContent = sqlite
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'content_meta'")
      .get();
    if (!hasContent) return "This file is not a database of this site (it has no content tables).";
    return "ok";
  } catch (error) {
    return `Not a readable SQLite database: ${(error as Error).message}`;
  } finally {
    sqlite?.close();
  }
}

/** The pid in DATA_DIR/server.pid when that process is still running. */
export function runningServerPid(dataDir: string): number | null {
  const pidFile = path.join(dataDir, "server.pid");
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, "utf8"));
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

export interface CheckedBackup {
  database: string;
  /** The folder of image files to put in place; null for a database file alone (the current images stay). */
  images: string | null;
}

/**
 * Everything wrong with a backup, or what to restore: a backup folder's
 * database must be sound and match its manifest, and every image file it
 * names must be there, with the size and SHA-256 recorded when it was made.
 * A database file alone (an older backup) may be restored if every image it
 * names is already in DATA_DIR/images.
 */
export async function checkBackup(
  dataDir: string,
  source: string,
): Promise<{ ok: true; backup: CheckedBackup } | { ok: false; problems: string[] }> {
  if (!existsSync(source)) return { ok: false, problems: [`No such file or folder: ${source}`] };
  const folder = statSync(source).isDirectory() ? source : null;
  const database = folder ? path.join(folder, DATABASE_FILE) : source;
  const imagesFolder = folder ? path.join(folder, IMAGES_FOLDER) : path.join(dataDir, IMAGES_FOLDER);
  const problems: string[] = [];

  let manifest: BackupManifest | null = null;
  if (folder) {
    try {
      manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST_FILE), "utf8")) as BackupManifest;
      if (manifest.format !== BACKUP_FORMAT) throw new Error("not a backup manifest");
    } catch {
      return {
        ok: false,
        problems: [`${folder} is not a backup folder of this site (its ${MANIFEST_FILE} is missing or unreadable).`],
      };
    }
  }
  const dbCheck = checkDatabaseFile(database);
  if (dbCheck !== "ok") return { ok: false, problems: [`${DATABASE_FILE}: ${dbCheck}`] };
  if (manifest && (await sha256Of(database)) !== manifest.database.sha256) {
    problems.push(`${DATABASE_FILE}: its contents differ from when the backup was made.`);
  }

  const where = folder ? `${IMAGES_FOLDER}/` : `${path.join(dataDir, IMAGES_FOLDER)}/`;
  const named = imageFilesNamedBy(database);
  const expected = manifest ? new Set([...named, ...Object.keys(manifest.images)]) : new Set(named);
  for (const name of expected) {
    const file = path.join(imagesFolder, name);
    if (!existsSync(file)) {
      problems.push(`${where}${name}: missing`);
      continue;
    }
    const recorded = manifest?.images[name];
    if (!recorded) continue;
    const actual = await entryOf(file);
    if (actual.bytes !== recorded.bytes || actual.sha256 !== recorded.sha256) {
      problems.push(`${where}${name}: damaged (its contents differ from when the backup was made)`);
    }
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, backup: { database, images: folder ? imagesFolder : null } };
}

/**
 * Puts a checked backup in place of the database and images of a stopped
 * server: everything is checked and copied beside the live data first, the
 * live data is itself backed up, then the copies are renamed into place. If
 * anything fails, what was there is put back.
 */
export async function restoreBackup(
  dataDir: string,
  source: string,
  openCurrent: () => Db,
): Promise<{ ok: true; previous: string | null } | { ok: false; problems: string[] }> {
  const pid = runningServerPid(dataDir);
  if (pid) return { ok: false, problems: [`A server (pid ${pid}) is using ${dataDir}: stop it first.`] };
  const checked = await checkBackup(dataDir, source);
  if (!checked.ok) return checked;
  const { backup } = checked;

  const target = databasePath(dataDir);
  let previous: string | null = null;
  if (existsSync(target)) {
    const current = openCurrent();
    try {
      previous = (await backupSite(current, dataDir, { prefix: "before-restore" })).folder;
    } finally {
      current.$client.close();
    }
  }

  const liveImages = path.join(dataDir, IMAGES_FOLDER);
  const incomingDb = `${target}.restoring`;
  const incomingImages = `${liveImages}.restoring`;
  const replacedImages = `${liveImages}.replaced`;
  rmSync(incomingImages, { recursive: true, force: true });
  rmSync(replacedImages, { recursive: true, force: true });
  copyFileSync(backup.database, incomingDb);
  chmodSync(incomingDb, 0o600);
  if (backup.images) {
    mkdirSync(incomingImages, { recursive: true, mode: 0o755 });
    for (const name of readdirSync(backup.images)) {
      copyFileSync(path.join(backup.images, name), path.join(incomingImages, name), constants.COPYFILE_FICLONE);
    }
  }

  // The switch: renames only, and undone if one fails.
  let imagesMoved = false;
  try {
    if (backup.images) {
      if (existsSync(liveImages)) renameSync(liveImages, replacedImages);
      renameSync(incomingImages, liveImages);
      imagesMoved = true;
    }
    for (const suffix of ["-wal", "-shm"]) rmSync(target + suffix, { force: true });
    renameSync(incomingDb, target);
  } catch (error) {
    if (imagesMoved) {
      rmSync(liveImages, { recursive: true, force: true });
      if (existsSync(replacedImages)) renameSync(replacedImages, liveImages);
    }
    rmSync(incomingDb, { force: true });
    rmSync(incomingImages, { recursive: true, force: true });
    return { ok: false, problems: [`Nothing was restored: ${(error as Error).message}`] };
  }
  rmSync(replacedImages, { recursive: true, force: true });
  return { ok: true, previous };
}
