/**
 * Backups: a folder holding a consistent copy of the database (SQLite's online
 * backup) and the image files it names, with a manifest of their sizes and
 * SHA-256. Restoring one is ./restore.server.ts.
 */
import { createHash } from "node:crypto";
import {
  chmodSync,
  constants,
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { z } from "zod";
import { VARIANT_FORMATS } from "~/images/limits";
import { variantFile } from "~/images/page-image";
import { IMAGES_FOLDER } from "~/images/folders.server";
import { DATABASE_FILE, type Db } from "./database.server";

function backupDir(dataDir: string) {
  return path.join(dataDir, "backups");
}

export const MANIFEST_FILE = "manifest.json";
const BACKUP_FORMAT = "sagara-backup";

const fileEntrySchema = z.object({
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hex"),
});

type FileEntry = z.infer<typeof fileEntrySchema>;

/** What manifest.json holds; a restore reads it with this schema before anything else. */
export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  database: fileEntrySchema.extend({ file: z.string() }),
  /** Each image file in the backup's images folder, by name. */
  images: z.record(z.string(), fileEntrySchema),
  /** Files the database names that were not in DATA_DIR/images when the backup was made. */
  missing: z.array(z.string()),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

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
  // One self-contained file, as SQLite advises for a copy: in WAL mode, even reading it would leave a log beside it.
  const copy = new Database(dbCopy);
  copy.pragma("journal_mode = DELETE");
  copy.close();

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
