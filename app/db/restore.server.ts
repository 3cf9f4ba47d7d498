/**
 * Restoring a backup folder (./backup.server.ts makes them). A backup is
 * untrusted until checked, as SQLite's advice for database files from
 * elsewhere and OWASP's for uploaded files have it: its manifest is read
 * first and must name only this site's files; only the files it names are
 * copied, each opened without following links and hashed as it is copied,
 * beside the live data; then the copy of the database is checked by SQLite
 * and its content by the import's own schemas. Only then is the live data
 * backed up and everything put in place by renames, or nothing.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { contentDocumentSchema, describeIssues } from "~/content/store.server";
import { openContentStore } from "~/store.server";
import { IMAGES_FOLDER } from "~/images/folders.server";
import { backupSite, type BackupManifest } from "./backup.server";
import {
  checkDatabaseFile,
  copyChecked,
  namedFiles,
  readManifest,
  strayEntries,
  type Checked,
} from "./backup-checks.server";
import { DATABASE_FILE, databasePath, openDatabase, type Db } from "./database.server";
import * as t from "./schema";

/** Where a restore puts its copies, in DATA_DIR (the same file system, so the switch is renames). */
const STAGING_FOLDER = "restoring";

/** The pid in DATA_DIR/server.pid when that process is still running. */
function runningServerPid(dataDir: string): number | null {
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

/**
 * The staged database brought up to date as the server would at its next
 * start, and its content read back and checked with the schemas of an import
 * (a setting the site would refuse, like a javascript: address, is refused
 * here too). Sessions of the time the backup was made end: one signed out
 * since must not come back.
 */
function contentProblems(staging: string): string[] {
  let db: Db | undefined;
  try {
    db = openDatabase(staging);
    db.delete(t.sessions).run();
    // One self-contained file to put in place, with no log beside it (the server goes back to WAL at its start).
    db.$client.pragma("journal_mode = DELETE");
    const parsed = contentDocumentSchema.safeParse(openContentStore(db).exportAll());
    return parsed.success ? [] : describeIssues(parsed.error).map((problem) => `${DATABASE_FILE}: ${problem}`);
  } catch (error) {
    return [`${DATABASE_FILE}: its content cannot be read (${(error as Error).message})`];
  } finally {
    db?.$client.close();
  }
}

/**
 * Copies a backup into `staging` and checks everything: answers every problem,
 * or that it is ready to be put in place (with its images, for a folder; a
 * database file alone, from an older backup, is taken when every image it
 * names is already in DATA_DIR/images).
 */
async function stageBackup(dataDir: string, source: string, staging: string): Promise<Checked<{ images: boolean }>> {
  let folder: string | null;
  try {
    folder = statSync(source).isDirectory() ? source : null;
  } catch {
    return { ok: false, problems: [`No such file or folder: ${source}`] };
  }
  let manifest: BackupManifest | null = null;
  if (folder) {
    const read = readManifest(folder);
    if (!read.ok) return read;
    manifest = read.manifest;
  }

  mkdirSync(path.join(staging, IMAGES_FOLDER), { recursive: true, mode: 0o700 });
  const problems = folder && manifest ? strayEntries(folder, manifest) : [];
  const database = databasePath(staging);
  // The database holds password hashes: readable by the server's user only.
  const copied = await copyChecked(folder ? path.join(folder, DATABASE_FILE) : source, database, 0o600);
  if (!copied.ok) return { ok: false, problems: [...problems, `${DATABASE_FILE}: ${copied.problems[0]}`] };
  const dbCheck = checkDatabaseFile(database);
  if (dbCheck !== "ok") return { ok: false, problems: [...problems, `${DATABASE_FILE}: ${dbCheck}`] };
  const asMade = !manifest || (copied.sha256 === manifest.database.sha256 && copied.bytes === manifest.database.bytes);
  if (!asMade) problems.push(`${DATABASE_FILE}: its contents differ from when the backup was made.`);
  const named = namedFiles(database);
  if (!named.ok) return { ok: false, problems: [...problems, ...named.problems] };
  if (asMade) problems.push(...contentProblems(staging));

  if (!folder || !manifest) {
    const live = path.join(dataDir, IMAGES_FOLDER);
    for (const name of named.names) if (!existsSync(path.join(live, name))) problems.push(`${live}/${name}: missing`);
    return problems.length ? { ok: false, problems } : { ok: true, images: false };
  }
  for (const name of named.names) {
    if (!(name in manifest.images)) problems.push(`${IMAGES_FOLDER}/${name}: missing (the manifest does not list it)`);
  }
  // A link in place of the folder is reported above; nothing is read through it.
  const images = path.join(folder, IMAGES_FOLDER);
  const readable = lstatSync(images, { throwIfNoEntry: false })?.isDirectory() ?? false;
  for (const [name, recorded] of Object.entries(manifest.images)) {
    if (!named.names.has(name)) {
      problems.push(`${IMAGES_FOLDER}/${name}: the database names no such file; only its own files are restored`);
      continue;
    }
    if (!readable) {
      problems.push(`${IMAGES_FOLDER}/${name}: missing`);
      continue;
    }
    const file = await copyChecked(path.join(images, name), path.join(staging, IMAGES_FOLDER, name), 0o644);
    if (!file.ok) problems.push(`${IMAGES_FOLDER}/${name}: ${file.problems[0]}`);
    else if (file.bytes !== recorded.bytes || file.sha256 !== recorded.sha256) {
      problems.push(`${IMAGES_FOLDER}/${name}: damaged (its contents differ from when the backup was made)`);
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, images: true };
}

/**
 * Puts a backup in place of the database and images of a stopped server:
 * everything is copied beside the live data and checked first, the live data
 * is itself backed up, then the copies are renamed into place. If anything
 * fails, what was there is put back; a refused backup changes nothing.
 */
export async function restoreBackup(
  dataDir: string,
  source: string,
  openCurrent: () => Db,
): Promise<{ ok: true; previous: string | null } | { ok: false; problems: string[] }> {
  const pid = runningServerPid(dataDir);
  if (pid) return { ok: false, problems: [`A server (pid ${pid}) is using ${dataDir}: stop it first.`] };

  const staging = path.join(dataDir, STAGING_FOLDER);
  rmSync(staging, { recursive: true, force: true });
  const checked = await stageBackup(dataDir, source, staging).catch((error: Error): Checked<never> => ({
    ok: false,
    problems: [`Nothing was restored: ${error.message}`],
  }));
  if (!checked.ok) {
    rmSync(staging, { recursive: true, force: true });
    return checked;
  }

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
  const replacedImages = `${liveImages}.replaced`;
  rmSync(replacedImages, { recursive: true, force: true });
  chmodSync(path.join(staging, IMAGES_FOLDER), 0o755);
  // The switch: renames only, and undone if one fails.
  let imagesMoved = false;
  try {
    if (checked.images) {
      if (existsSync(liveImages)) renameSync(liveImages, replacedImages);
      renameSync(path.join(staging, IMAGES_FOLDER), liveImages);
      imagesMoved = true;
    }
    // A log or journal left beside the old database would be applied to the new one and corrupt it.
    for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(target + suffix, { force: true });
    renameSync(databasePath(staging), target);
  } catch (error) {
    if (imagesMoved) {
      rmSync(liveImages, { recursive: true, force: true });
      if (existsSync(replacedImages)) renameSync(replacedImages, liveImages);
    }
    rmSync(staging, { recursive: true, force: true });
    return { ok: false, problems: [`Nothing was restored: ${(error as Error).message}`] };
  }
  rmSync(replacedImages, { recursive: true, force: true });
  rmSync(staging, { recursive: true, force: true });
  return { ok: true, previous };
}
