/**
 * Restoring a snapshot (./backup.server.ts makes them). A backup is untrusted
 * until checked, as SQLite's advice for database files from elsewhere and
 * OWASP's for uploaded files have it: its manifest is read first, must be
 * signed by a key the restore holds and must name only this site's files;
 * only the files it names are copied, each opened without following links and
 * hashed as it is copied, beside the live data; then the copy of the database
 * is checked by SQLite, every table it holds by the schema and its rules
 * (./backup-checks.server.ts) and its content by the import's own schemas.
 * Only then is the present snapshotted and the backup's rows put in place, in
 * one transaction of the live database: all of it, or nothing.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import type { BackupKey } from "~/backups/key.server";
import { contentDocumentSchema, describeIssues } from "~/content/store.server";
import { openContentStore } from "~/store.server";
import { IMAGES_FOLDER } from "~/images/folders.server";
import { HANDOVER_FOLDER } from "~/handover/photos.server";
import { giveWay, handoverFiles, type BackupManifest } from "./backup.server";
import {
  checkDatabaseFile,
  copyChecked,
  namedFiles,
  readManifest,
  schemaTables,
  strayEntries,
  tableProblems,
  tableRules,
  type Checked,
} from "./backup-checks.server";
import { DATABASE_FILE, databasePath, openDatabase, type Db } from "./database.server";

/** Where a restore puts its copies, in DATA_DIR (the same file system, so images move by renames). */
const STAGING_FOLDER = "restoring";

/**
 * The folders of photo files a backup carries, as in DATA_DIR: the library's
 * (served to everyone) and the handover photos (private to the shop, as the
 * handover keeps them: a folder and files only the server's user reads).
 */
const FILE_FOLDERS = [
  { folder: IMAGES_FOLDER, dirMode: 0o755, fileMode: 0o644 },
  { folder: HANDOVER_FOLDER, dirMode: 0o700, fileMode: 0o600 },
] as const;

/** The pid in DATA_DIR/server.pid when that process is still running. */
function runningServerPid(dataDir: string): number | null {
  const pidFile = path.join(dataDir, "server.pid");
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, "utf8"));
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * The staged database brought up to date as the server would at its next
 * start, every table checked by the schema and its rules, and its content
 * read back and checked with the schemas of an import (a setting the site
 * would refuse, like a javascript: address, is refused here too).
 */
function databaseProblems(staging: string): string[] {
  let db: Db | undefined;
  try {
    db = openDatabase(staging, { snapshotFirst: false });
    // One self-contained file, with no log beside it.
    db.$client.pragma("journal_mode = DELETE");
    const parsed = contentDocumentSchema.safeParse(openContentStore(db).exportAll());
    const content = parsed.success ? [] : describeIssues(parsed.error).map((problem) => `${DATABASE_FILE}: ${problem}`);
    db.$client.close();
    db = undefined;
    return [...tableProblems(databasePath(staging)), ...content];
  } catch (error) {
    return [`${DATABASE_FILE}: its content cannot be read (${(error as Error).message})`];
  } finally {
    db?.$client.close();
  }
}

/**
 * Where a snapshot's photo files are: in its own images/ and handover/
 * folders (a downloaded or fetched backup), or in the objects folder of the
 * store it lies in.
 */
function fileSource(folder: string): (section: string, name: string, sha256: string) => string {
  if (FILE_FOLDERS.some(({ folder: section }) => lstatSync(path.join(folder, section), { throwIfNoEntry: false }))) {
    return (section, name) => path.join(folder, section, name);
  }
  const objects = path.resolve(folder, "..", "..", "objects");
  return (_section, _name, sha256) => path.join(objects, sha256.slice(0, 2), sha256);
}

/**
 * Copies a backup into `staging` and checks everything: answers every
 * problem, or its manifest once every file is staged and checked. A check
 * that restores nothing (`copyImages: false`) reads and hashes the photo
 * files where they are instead of copying them.
 */
export async function stageBackup(
  folder: string,
  staging: string,
  keys: BackupKey[],
  { copyImages = true }: { copyImages?: boolean } = {},
): Promise<Checked<{ manifest: BackupManifest }>> {
  if (!lstatSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    return { ok: false, problems: [`No such backup folder: ${folder}`] };
  }
  const read = readManifest(folder, keys);
  if (!read.ok) return read;
  const { manifest } = read;

  for (const { folder: section } of FILE_FOLDERS)
    mkdirSync(path.join(staging, section), { recursive: true, mode: 0o700 });
  const problems = strayEntries(folder, manifest);
  const database = databasePath(staging);
  // The database holds password hashes: readable by the server's user only.
  const copied = await copyChecked(path.join(folder, DATABASE_FILE), database, 0o600);
  if (!copied.ok) return { ok: false, problems: [...problems, `${DATABASE_FILE}: ${copied.problems[0]}`] };
  if (copied.sha256 !== manifest.database.sha256 || copied.bytes !== manifest.database.bytes) {
    return {
      ok: false,
      problems: [...problems, `${DATABASE_FILE}: its contents differ from when the backup was made.`],
    };
  }
  const dbCheck = checkDatabaseFile(database);
  if (dbCheck !== "ok") return { ok: false, problems: [...problems, `${DATABASE_FILE}: ${dbCheck}`] };
  const named = namedFiles(database);
  if (!named.ok) return { ok: false, problems: [...problems, ...named.problems] };
  problems.push(...databaseProblems(staging));

  const source = fileSource(folder);
  const sections = [
    { ...FILE_FOLDERS[0], listed: manifest.images, named: named.images },
    // A manifest of version 2 was made before handover photos were kept: its bookings come back without them.
    ...(manifest.handover ? [{ ...FILE_FOLDERS[1], listed: handoverFiles(manifest), named: named.handover }] : []),
  ];
  for (const { folder: section, fileMode, listed, named: names } of sections) {
    for (const name of names) {
      if (!Object.hasOwn(listed, name)) problems.push(`${section}/${name}: missing (the backup does not hold it)`);
    }
    for (const [name, recorded] of Object.entries(listed)) {
      if (!names.has(name)) {
        problems.push(`${section}/${name}: the database names no such file; only its own files are restored`);
        continue;
      }
      // A check goes at the pace the site leaves it; a restore as fast as it can.
      if (!copyImages) await giveWay();
      const to = copyImages ? path.join(staging, section, name) : null;
      const file = await copyChecked(source(section, name, recorded.sha256), to, fileMode);
      if (!file.ok) problems.push(`${section}/${name}: ${file.problems[0]}`);
      else if (file.bytes !== recorded.bytes || file.sha256 !== recorded.sha256) {
        problems.push(`${section}/${name}: damaged (its contents differ from when the backup was made)`);
      }
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, manifest };
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Puts a staged, checked backup in place in the live database: its photo
 * files first (the library's and the handover photos) (added beside the live ones, which nothing then names), then
 * every table in one transaction, as the tables' rules say: restored rows,
 * this install's secrets dropped (everyone signs in again), this install's
 * own rows kept. Readers see the old site or the new one, never a mix.
 */
function applyStaged(live: Db, staging: string, dataDir: string): void {
  for (const { folder, dirMode } of FILE_FOLDERS) {
    const liveFiles = path.join(dataDir, folder);
    mkdirSync(liveFiles, { recursive: true, mode: dirMode });
    const stagedFiles = path.join(staging, folder);
    const staged = existsSync(stagedFiles) ? readdirSync(stagedFiles, { withFileTypes: true }) : [];
    for (const entry of staged) {
      // Names are content-derived: a live file of the same name holds the same picture.
      const to = path.join(liveFiles, entry.name);
      if (entry.isFile() && !existsSync(to)) renameSync(path.join(stagedFiles, entry.name), to);
    }
  }

  const sqlite = live.$client;
  sqlite.prepare("attach database ? as restored").run(databasePath(staging));
  try {
    const migrations = (schema: string) =>
      JSON.stringify(sqlite.prepare(`select hash from ${schema}.__drizzle_migrations order by created_at, hash`).all());
    if (migrations("main") !== migrations("restored")) {
      throw new Error("the backup's schema is not the site's after its migrations");
    }
    const tables = schemaTables();
    sqlite.transaction(() => {
      sqlite.pragma("defer_foreign_keys = ON");
      const version =
        (sqlite.prepare("select max(version) as v from main.content_meta").get() as { v: number | null }).v ?? 0;
      for (const [name, columns] of tables) {
        const rule = tableRules[name];
        if (!rule) throw new Error(`the table ${name} has no restore rule`);
        if (rule.restore === "install") continue;
        sqlite.prepare(`delete from main.${quoted(name)}`).run();
        if (rule.restore === "dropped") continue;
        const list = columns.map((c) => quoted(c.name)).join(", ");
        sqlite.prepare(`insert into main.${quoted(name)} (${list}) select ${list} from restored.${quoted(name)}`).run();
      }
      const hasSequence = (schema: string) =>
        sqlite.prepare(`select 1 from ${schema}.sqlite_master where name = 'sqlite_sequence'`).get();
      if (hasSequence("main")) {
        sqlite.prepare("delete from main.sqlite_sequence").run();
        if (hasSequence("restored")) {
          sqlite.prepare("insert into main.sqlite_sequence select * from restored.sqlite_sequence").run();
        }
      }
      // Every page held in memory is rebuilt: the content is newer than anything it showed.
      sqlite
        .prepare("update main.content_meta set version = max(version, ?) + 1, changed_at = ?")
        .run(version, new Date().toISOString());
    })();
  } finally {
    sqlite.prepare("detach database restored").run();
  }
}

export type RestoreResult =
  { ok: true; previous: string | null; manifest: BackupManifest } | { ok: false; problems: string[] };

/**
 * Restores a backup folder into DATA_DIR: staged and checked beside the live
 * data, then the present snapshotted (`snapshotPresent`, before anything
 * changes), then put in place. A refused backup changes nothing. From the
 * command line the server must be stopped; the server's own restore passes
 * `live`, its open database.
 */
export async function restoreBackup(
  dataDir: string,
  folder: string,
  {
    keys,
    live,
    snapshotPresent,
  }: {
    keys: BackupKey[];
    /** The database to restore into; without it, DATA_DIR's is opened (and made when there is none). */
    live?: Db;
    /** Takes a snapshot of what is about to be replaced; answers its id, or null when there is nothing to keep. */
    snapshotPresent: (db: Db) => Promise<string | null>;
  },
): Promise<RestoreResult> {
  if (!live) {
    const pid = runningServerPid(dataDir);
    if (pid) return { ok: false, problems: [`A server (pid ${pid}) is using ${dataDir}: stop it first.`] };
  }
  const staging = path.join(dataDir, STAGING_FOLDER);
  rmSync(staging, { recursive: true, force: true });
  try {
    const checked = await stageBackup(folder, staging, keys).catch((error: Error): Checked<never> => ({
      ok: false,
      problems: [`Nothing was restored: ${error.message}`],
    }));
    if (!checked.ok) return checked;
    const db = live ?? openDatabase(dataDir);
    try {
      const previous = await snapshotPresent(db);
      applyStaged(db, staging, dataDir);
      return { ok: true, previous, manifest: checked.manifest };
    } catch (error) {
      return { ok: false, problems: [`Nothing was restored: ${(error as Error).message}`] };
    } finally {
      if (!live) db.$client.close();
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
