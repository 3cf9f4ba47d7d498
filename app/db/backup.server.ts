import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { DATABASE_FILE, databasePath, type Db } from "./database.server";

export function backupDir(dataDir: string) {
  return path.join(dataDir, "backups");
}

const stamp = (d: Date) => d.toISOString().replace(/[:.]/g, "-");

/** A consistent copy of the live database (SQLite's online backup), safe while the server writes. */
export async function backupDatabase(
  db: Db,
  dataDir: string,
  { prefix = "site", now = new Date() } = {},
): Promise<string> {
  const dir = backupDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${prefix}-${stamp(now)}.db`);
  await db.$client.backup(file);
  chmodSync(file, 0o600);
  return file;
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

/**
 * Puts a checked backup in place of the database of a stopped server. The
 * database it replaces is first backed up too, so a restore loses nothing.
 */
export async function restoreDatabase(
  dataDir: string,
  file: string,
  openCurrent: () => Db,
): Promise<{ ok: true; previous: string | null } | { ok: false; message: string }> {
  const pid = runningServerPid(dataDir);
  if (pid) return { ok: false, message: `A server (pid ${pid}) is using ${dataDir}: stop it first.` };
  const check = checkDatabaseFile(file);
  if (check !== "ok") return { ok: false, message: check };

  const target = databasePath(dataDir);
  let previous: string | null = null;
  if (existsSync(target)) {
    const current = openCurrent();
    try {
      previous = await backupDatabase(current, dataDir, { prefix: "before-restore" });
    } finally {
      current.$client.close();
    }
  }
  const incoming = path.join(dataDir, `${DATABASE_FILE}.restoring`);
  copyFileSync(file, incoming);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(target + suffix, { force: true });
  renameSync(incoming, target);
  return { ok: true, previous };
}
