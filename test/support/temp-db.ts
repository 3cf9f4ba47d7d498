import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type Db } from "~/db/database.server";
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

/** A real SQLite database in a temp directory, migrated and seeded with the sample content. */
export function seededStore(dataDir = tempDataDir(), now?: () => Date) {
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
