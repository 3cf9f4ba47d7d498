/**
 * Snapshots: a consistent copy of the live database (SQLite's online backup,
 * safe while the server writes) and of every photo file it names (the
 * library's, in DATA_DIR/images, and the bookings' handover photos, in
 * DATA_DIR/handover), with a manifest of their sizes and SHA-256 signed by
 * the owner's backup key (a keyed MAC: a backup edited anywhere is refused).
 * Photos are kept once, by their SHA-256, in DATA_DIR/backups/objects/, and
 * shared by every snapshot that names them: a year of nightly snapshots of an
 * unchanged library holds one copy. A snapshot is written under a partial name and renamed when whole,
 * so one cut short is never listed. Restoring one is ./restore.server.ts.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { z } from "zod";
import { VARIANT_FORMATS } from "~/images/limits";
import { variantFile } from "~/images/page-image";
import { IMAGES_FOLDER } from "~/images/folders.server";
import { HANDOVER_FOLDER, photoFile } from "~/handover/photos.server";
import { macMatches, macOf, type BackupKey } from "~/backups/key.server";
import { DATABASE_FILE, type Db } from "./database.server";

export const MANIFEST_FILE = "manifest.json";
const BACKUP_FORMAT = "sagara-backup";

/** DATA_DIR/backups: the snapshots, and the photo files they share. */
export const backupsDir = (dataDir: string) => path.join(dataDir, "backups");
export const snapshotsDir = (dataDir: string) => path.join(backupsDir(dataDir), "snapshots");
export const objectsDir = (dataDir: string) => path.join(backupsDir(dataDir), "objects");
/** Where a photo file with this SHA-256 is kept. */
export const objectPath = (dataDir: string, sha256: string) =>
  path.join(objectsDir(dataDir), sha256.slice(0, 2), sha256);

/** A snapshot being written: never listed, removed by the next run. */
export const PARTIAL_PREFIX = ".partial-";

const snapshotReasons = ["scheduled", "manual", "before-restore", "before-migration"] as const;
export type SnapshotReason = (typeof snapshotReasons)[number];

/** "2026-11-26T03-00-00-000Z-scheduled": when (UTC) and why, sortable by time. */
export const SNAPSHOT_ID =
  /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-(scheduled|manual|before-restore|before-migration)$/;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hex");
const fileEntrySchema = z.object({ bytes: z.number().int().nonnegative(), sha256: sha256Hex });
type FileEntry = z.infer<typeof fileEntrySchema>;

/**
 * The manifest's version: 3 lists the handover photos (`handover`), 2 was
 * written before they were kept and has no such section (it still restores:
 * its bookings come back without their handover photos).
 */
const MANIFEST_VERSION = 3;

/** What manifest.json holds; a restore reads it with this schema before anything else. */
export const backupManifestSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    version: z.union([z.literal(2), z.literal(MANIFEST_VERSION)]),
    id: z.string().regex(SNAPSHOT_ID, "must name a snapshot"),
    createdAt: z.iso.datetime(),
    reason: z.enum(snapshotReasons),
    database: fileEntrySchema.extend({ file: z.string() }),
    /** Each photo file, by name, with its size and SHA-256 (its name in the objects folder). */
    images: z.record(z.string(), fileEntrySchema),
    /** Files the database names that were not in DATA_DIR/images when the snapshot was taken. */
    missing: z.array(z.string()),
    /** The handover photos' files (DATA_DIR/handover) as `images` and `missing` list the library's: version 3 only. */
    handover: z.object({ files: z.record(z.string(), fileEntrySchema), missing: z.array(z.string()) }).optional(),
    /** Which key signed it (./key.server.ts), and the signature: an HMAC-SHA-256 of everything above. */
    key: z.string().regex(/^[0-9a-f]{12}$/),
    mac: z.string(),
  })
  .refine((m) => (m.version === MANIFEST_VERSION) === (m.handover !== undefined), {
    message: `lists handover photos in a manifest of version ${MANIFEST_VERSION}, and only there`,
    path: ["handover"],
  });

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** The signed text: every field but the signature, in a fixed order, so the same manifest always signs alike. */
function signedText(m: Omit<BackupManifest, "mac">): string {
  const listed = (files: Record<string, FileEntry>) =>
    Object.keys(files)
      .sort()
      .map((name) => [name, files[name]!.bytes, files[name]!.sha256]);
  return JSON.stringify([
    m.format,
    m.version,
    m.id,
    m.createdAt,
    m.reason,
    [m.database.file, m.database.bytes, m.database.sha256],
    listed(m.images),
    [...m.missing].sort(),
    m.key,
    // Signed whenever present (version 2's text is unchanged): a section added to an old manifest breaks its signature.
    ...(m.handover ? [listed(m.handover.files), [...m.handover.missing].sort()] : []),
  ]);
}

/** The handover photo files a manifest lists (none in one of version 2). */
export const handoverFiles = (m: BackupManifest): Record<string, FileEntry> => m.handover?.files ?? {};

/** The photo files a manifest lists, by the folder they lie in (in DATA_DIR, and in a backup folder of its own). */
export const filesByFolder = (m: BackupManifest) =>
  [
    [IMAGES_FOLDER, m.images],
    [HANDOVER_FOLDER, handoverFiles(m)],
  ] as const;

/** Every file a manifest lists with its hash, in the objects folder: the library's photos and the handover photos. */
export const keptFiles = (m: BackupManifest): FileEntry[] => [
  ...Object.values(m.images),
  ...Object.values(handoverFiles(m)),
];

export const signManifest = (m: Omit<BackupManifest, "mac">, key: BackupKey): BackupManifest => ({
  ...m,
  mac: macOf(key, signedText(m)),
});

export const manifestSignedBy = (m: BackupManifest, key: BackupKey) =>
  m.key === key.id && macMatches(key, signedText(m), m.mac);

/**
 * A pause between two files of a snapshot or its check: a timer, not the next
 * turn of the loop, so the requests waiting are answered first and the work
 * of a night never takes much of the site's time.
 */
export const giveWay = () => new Promise((resolve) => setTimeout(resolve, 1));

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

/** The handover photo files a database's book names (./handover/photos.server.ts): every width of every photo. */
export function handoverFilesNamedBy(databaseFile: string): string[] {
  const sqlite = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const has = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'handover_photos'").get();
    if (!has) return [];
    const rows = sqlite.prepare("select file_base, widths from handover_photos").all() as {
      file_base: string;
      widths: string;
    }[];
    return rows.flatMap((r) => (JSON.parse(r.widths) as number[]).map((w) => photoFile(r.file_base, w)));
  } finally {
    sqlite.close();
  }
}

/**
 * Tables whose rows are this install's secrets (sessions, trusted browsers,
 * failed sign-ins, the server's own keys): a snapshot holds none of them, and
 * a restore never brings any back (./backup-checks.server.ts says so table by table).
 */
const SECRET_TABLES = ["sessions", "trusted_devices", "login_failures", "server_secrets"] as const;

/** Files of the newest manifest still kept: its hashes are reused for files whose names (content-derived) it lists. */
function knownObjects(dataDir: string, listed: Record<string, FileEntry>): Map<string, FileEntry> {
  const known = new Map<string, FileEntry>();
  for (const [name, entry] of Object.entries(listed)) {
    if (existsSync(objectPath(dataDir, entry.sha256))) known.set(name, entry);
  }
  return known;
}

/**
 * Keeps each of `names` from the live `folder` in the objects folder, once
 * by its hash: a file the newest good manifest lists (`known`) at the same
 * size is not read again. A generator: it pauses after each file it reads.
 */
function* keepFiles(
  dataDir: string,
  folder: string,
  names: string[],
  known: Map<string, FileEntry>,
  mend: boolean,
): Generator<void, { files: Record<string, FileEntry>; missing: string[] }> {
  const files: Record<string, FileEntry> = {};
  const missing: string[] = [];
  for (const name of names) {
    const from = path.join(dataDir, folder, name);
    const size = statSync(from, { throwIfNoEntry: false })?.size;
    if (size === undefined) {
      missing.push(name);
      continue;
    }
    const seen = known.get(name);
    if (seen && seen.bytes === size) files[name] = seen;
    else {
      files[name] = storeObject(dataDir, from, mend);
      yield;
    }
  }
  return { files, missing };
}

/**
 * Keeps one photo file in the objects folder by its SHA-256, unless that is
 * there already (and, when `mend`, holds those very bytes: one damaged since
 * is replaced): written under a temporary name, then renamed to its hash.
 */
function storeObject(dataDir: string, from: string, mend: boolean): FileEntry {
  // Read once: hashed, and written only when the objects folder lacks it.
  const bytes = readFileSync(from);
  const entry = { bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
  const to = objectPath(dataDir, entry.sha256);
  const intact = () => createHash("sha256").update(readFileSync(to)).digest("hex") === entry.sha256;
  if (existsSync(to) && (!mend || intact())) return entry;
  const temp = path.join(objectsDir(dataDir), `.tmp-${randomBytes(6).toString("hex")}`);
  try {
    writeFileSync(temp, bytes, { mode: 0o600 });
    mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
    renameSync(temp, to);
    return entry;
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

export interface TakenSnapshot {
  id: string;
  folder: string;
  manifest: BackupManifest;
}

interface SnapshotOptions {
  key: BackupKey;
  reason: SnapshotReason;
  now?: Date;
  /**
   * The newest good manifest: its hashes stand for files of the same
   * (content-derived) name, which are not read again. Null reads every file
   * and mends a kept one found damaged.
   */
  latest?: BackupManifest | null;
}

/** Where a snapshot is written, and the folder it becomes. */
function begin(dataDir: string, reason: SnapshotReason, now: Date) {
  mkdirSync(snapshotsDir(dataDir), { recursive: true, mode: 0o700 });
  mkdirSync(objectsDir(dataDir), { recursive: true, mode: 0o700 });
  const id = `${stamp(now)}-${reason}`;
  const partial = path.join(snapshotsDir(dataDir), `${PARTIAL_PREFIX}${id}`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { mode: 0o700 });
  return { id, partial, folder: path.join(snapshotsDir(dataDir), id), dbCopy: path.join(partial, DATABASE_FILE) };
}

/**
 * The rest of a snapshot once its database is copied and hashed: each photo
 * file the copy names (the library's and the handover photos) kept once by
 * its hash, the signed manifest, and the
 * rename that makes it whole. A generator: it pauses after each file, so the
 * server's own work goes on between them.
 */
function* finish(
  dataDir: string,
  started: ReturnType<typeof begin>,
  database: FileEntry,
  { key, reason, now = new Date(), latest = null }: SnapshotOptions,
): Generator<void, TakenSnapshot> {
  // Without a good snapshot to trust, the files kept are read again, and mended.
  const mend = latest === null;
  const { files: images, missing } = yield* keepFiles(
    dataDir,
    IMAGES_FOLDER,
    imageFilesNamedBy(started.dbCopy),
    knownObjects(dataDir, latest?.images ?? {}),
    mend,
  );
  const handover = yield* keepFiles(
    dataDir,
    HANDOVER_FOLDER,
    handoverFilesNamedBy(started.dbCopy),
    knownObjects(dataDir, latest ? handoverFiles(latest) : {}),
    mend,
  );
  const manifest = signManifest(
    {
      format: BACKUP_FORMAT,
      version: MANIFEST_VERSION,
      id: started.id,
      createdAt: now.toISOString(),
      reason,
      database: { file: DATABASE_FILE, ...database },
      images,
      missing,
      handover,
      key: key.id,
    },
    key,
  );
  writeFileSync(path.join(started.partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  rmSync(started.folder, { recursive: true, force: true });
  renameSync(started.partial, started.folder);
  return { id: started.id, folder: started.folder, manifest };
}

/**
 * A snapshot of the live site in DATA_DIR/backups/snapshots/<id>/: the
 * database by SQLite's online backup (page by page: the server keeps
 * serving and writing), without this install's secrets, as one
 * self-contained file; each photo file the copy names kept once by its hash.
 */
export async function takeSnapshot(db: Db, dataDir: string, options: SnapshotOptions): Promise<TakenSnapshot> {
  const now = options.now ?? new Date();
  const started = begin(dataDir, options.reason, now);
  try {
    await db.$client.backup(started.dbCopy);
    withoutSecrets(started.dbCopy);
    const database = await entryOf(started.dbCopy);
    const steps = finish(dataDir, started, database, { ...options, now });
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await giveWay();
    }
  } catch (error) {
    rmSync(started.partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The same, at once, for a database no server is serving yet: before the
 * migrations of a start change it (`VACUUM INTO`, SQLite's consistent copy).
 */
export function takeSnapshotNow(sqlite: Database.Database, dataDir: string, options: SnapshotOptions): TakenSnapshot {
  const now = options.now ?? new Date();
  const started = begin(dataDir, options.reason, now);
  try {
    sqlite.prepare("vacuum into ?").run(started.dbCopy);
    withoutSecrets(started.dbCopy);
    const bytes = readFileSync(started.dbCopy);
    const database = { bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
    const steps = finish(dataDir, started, database, { ...options, now });
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  } catch (error) {
    rmSync(started.partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The copy without this install's secrets, overwritten rather than only
 * unlinked (secure_delete), and as one self-contained file, as SQLite advises
 * for a copy: in WAL mode even reading it would leave a log beside it.
 */
function withoutSecrets(file: string) {
  const copy = new Database(file);
  try {
    copy.pragma("journal_mode = DELETE");
    copy.pragma("secure_delete = ON");
    const present = new Set(
      (copy.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (r) => r.name,
      ),
    );
    copy.transaction(() => {
      for (const table of SECRET_TABLES) if (present.has(table)) copy.prepare(`delete from "${table}"`).run();
    })();
    copy.exec("VACUUM");
  } finally {
    copy.close();
  }
}

/** A snapshot's manifest as written (unchecked: ./backup-checks.server.ts checks it before a restore trusts it). */
export function readManifestFile(folder: string): BackupManifest | null {
  try {
    const parsed = backupManifestSchema.safeParse(JSON.parse(readFileSync(path.join(folder, MANIFEST_FILE), "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
