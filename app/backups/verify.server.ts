/**
 * Each snapshot is checked once written, as restic's `check --read-data`
 * does for its repositories: its signature, SQLite's integrity check, the
 * SHA-256 of its database and of every photo file, every table by the
 * schema's rules, and a trial restore into a temporary folder (the same
 * staging a real restore uses), which then opens the database and reads the
 * book. A snapshot that fails is kept, marked failed with what was wrong.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { openDatabase } from "~/db/database.server";
import { stageBackup } from "~/db/restore.server";
import * as t from "~/db/schema";
import type { BackupKey } from "./key.server";
import { snapshotFolder, writeCheck, type CheckResult } from "./store.server";

export async function verifySnapshot(
  dataDir: string,
  id: string,
  keys: BackupKey[],
  now = () => new Date(),
): Promise<CheckResult> {
  const trial = mkdtempSync(path.join(tmpdir(), "backup-check-"));
  let result: CheckResult;
  try {
    const staged = await stageBackup(snapshotFolder(dataDir, id), trial, keys, { copyImages: false });
    if (!staged.ok) result = { ok: false, at: now().toISOString(), problems: staged.problems, bookings: null };
    else {
      const db = openDatabase(trial, { snapshotFirst: false });
      try {
        const bookings = db.select({ n: count() }).from(t.bookings).get()?.n ?? 0;
        result = { ok: true, at: now().toISOString(), problems: [], bookings };
      } finally {
        db.$client.close();
      }
    }
  } catch (error) {
    result = { ok: false, at: now().toISOString(), problems: [(error as Error).message], bookings: null };
  } finally {
    rmSync(trial, { recursive: true, force: true });
  }
  writeCheck(dataDir, id, result);
  return result;
}
