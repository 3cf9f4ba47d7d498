import { chmodSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { snapshotBeforeMigrating } from "./backup-migration.server";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export const DATABASE_FILE = "site.db";

export function databasePath(dataDir: string) {
  return path.join(dataDir, DATABASE_FILE);
}

/**
 * Opens (creating if needed) the database in dataDir and brings its schema up
 * to date. WAL lets the page be read while a write commits; FULL sync means a
 * committed save survives a power cut, not only a crash. A database behind
 * the migrations is snapshotted before they run (./backup-migration.server.ts).
 */
export function openDatabase(dataDir: string, { migrateSchema = true, snapshotFirst = true } = {}): Db {
  // The database holds password hashes: readable by the server's user only.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const sqlite = new Database(databasePath(dataDir));
  chmodSync(databasePath(dataDir), 0o600);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = drizzle(sqlite, { schema }) as Db;
  if (migrateSchema) {
    // A database behind the migrations is kept as it was first (not a restore's or a check's own copy).
    if (snapshotFirst) snapshotBeforeMigrating(sqlite, dataDir, migrationsFolder);
    migrate(db, { migrationsFolder });
  }
  return db;
}
