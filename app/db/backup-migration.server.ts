/**
 * A snapshot before every migration: when a start finds the database behind
 * the site's migrations, the database as it was is kept (SQLite's VACUUM INTO,
 * with the photo files it names) before any migration changes it. The
 * server checks it like every snapshot once it runs.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { loadOrCreateKey } from "~/backups/key.server";
import { latestManifest } from "~/backups/store.server";
import { takeSnapshotNow } from "./backup.server";

/** The newest migration's time in the journal, and the newest applied to the database. */
function behind(sqlite: Database.Database, migrationsFolder: string): boolean {
  const journal = path.join(migrationsFolder, "meta", "_journal.json");
  if (!existsSync(journal)) return false;
  const entries = (JSON.parse(readFileSync(journal, "utf8")) as { entries: { when: number }[] }).entries;
  const newest = Math.max(...entries.map((e) => e.when));
  const hasTable = (name: string) =>
    sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;
  // A database with no content yet has nothing to keep.
  if (!hasTable("content_meta")) return false;
  if (!hasTable("__drizzle_migrations")) return true;
  const applied = (
    sqlite.prepare("select max(created_at) as at from __drizzle_migrations").get() as { at: number | null }
  ).at;
  return (applied ?? 0) < newest;
}

export function snapshotBeforeMigrating(sqlite: Database.Database, dataDir: string, migrationsFolder: string): void {
  if (!behind(sqlite, migrationsFolder)) return;
  const { key } = loadOrCreateKey(dataDir);
  const taken = takeSnapshotNow(sqlite, dataDir, {
    key,
    reason: "before-migration",
    latest: latestManifest(dataDir),
  });
  console.log(`Kept the database as it was before its migrations: ${taken.folder}`);
}
