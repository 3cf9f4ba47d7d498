import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { shopToday } from "~/booking/dates";
import { sampleContent } from "~/content/sample";
import { databasePath, openDatabase, type Db } from "~/db/database.server";
import { createImageLibrary } from "~/images/library.server";
import { openContentStore, seedSampleContent } from "~/store.server";

const cleanups: (() => void)[] = [];
/** Run before any database closes: servers and renders that still use one. */
const firstCleanups: (() => Promise<void>)[] = [];
/** After each test (./after-each.ts): servers stopped, then databases closed and folders removed. */
export async function cleanUpTemp() {
  while (firstCleanups.length) await firstCleanups.pop()!();
  while (cleanups.length) cleanups.pop()!();
}

/** Something to stop after the test, before its databases close. */
export function stopBeforeClosing(stop: () => Promise<void>) {
  firstCleanups.push(stop);
}

/** A fresh data directory in the system temp folder, removed after the test. */
export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "site-test-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The sample content's database file as a first start on the shop's day makes it, made once in this process. */
const templates = new Map<string, Buffer>();

/**
 * A copy of the database a first start makes today, migrated and seeded: doing both for each test took about 40 ms
 * of CPU, some 600 times a run. Keyed by the shop's day, from which the sample vehicles' papers are dated.
 */
function sampleDatabase(): Buffer {
  const day = shopToday(sampleContent.settings.timeZone);
  let file = templates.get(day);
  if (!file) {
    // Kept in memory, its folder removed at once: a worker ended by a signal leaves nothing behind.
    const dir = mkdtempSync(path.join(tmpdir(), "site-sample-"));
    try {
      const db = openDatabase(dir);
      seedSampleContent(db);
      // Closed, the database is whole in its one file (its write-ahead log checkpointed and removed).
      db.$client.close();
      file = readFileSync(databasePath(dir));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    templates.set(day, file);
  }
  return file;
}

/**
 * A real SQLite database in a temp directory, migrated and seeded with the sample content: a copy of this process's
 * seeded one, unless the test gives the seed its own clock (`now`) or the directory holds a database already.
 */
export function seededStore(dataDir = tempDataDir(), now?: () => Date) {
  if (!now && !existsSync(databasePath(dataDir)))
    writeFileSync(databasePath(dataDir), sampleDatabase(), { mode: 0o600 });
  const db = openDatabase(dataDir);
  cleanups.unshift(() => db.$client.open && db.$client.close());
  seedSampleContent(db, { now });
  const store = openContentStore(db, { now });
  /** The image library's rows, written through the store like the server's. */
  const library = createImageLibrary(store.writer);
  return { db, dataDir, store, library };
}

export function closeLater(db: Db) {
  cleanups.unshift(() => db.$client.open && db.$client.close());
}
