/**
 * The snapshots kept in DATA_DIR/backups: listing them with their size and
 * the results of their check and copy, removing what a run cut short left
 * behind, rotation, the photo files no snapshot names any more, one process
 * at a time (a lock file), and a snapshot as one file to download.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import tar from "tar-stream";
import { z } from "zod";
import {
  filesByFolder,
  keptFiles,
  MANIFEST_FILE,
  objectPath,
  objectsDir,
  PARTIAL_PREFIX,
  readManifestFile,
  SNAPSHOT_ID,
  snapshotsDir,
  backupsDir,
  type BackupManifest,
} from "~/db/backup.server";
import { DATABASE_FILE } from "~/db/database.server";
import { snapshotsToKeep, type Rotation } from "./rotation";

const CHECK_FILE = "check.json";
const COPY_FILE = "copy.json";

const checkSchema = z.object({
  ok: z.boolean(),
  at: z.string(),
  problems: z.array(z.string()),
  /** What the trial restore read back: the book's bookings. */
  bookings: z.number().int().nullable(),
});
export type CheckResult = z.infer<typeof checkSchema>;

const copySchema = z.object({
  state: z.enum(["copied", "failed"]),
  at: z.string(),
  /** Where it went ("bucket/prefix"), or why it did not. */
  detail: z.string(),
});
export type CopyResult = z.infer<typeof copySchema>;

export interface SnapshotInfo {
  id: string;
  folder: string;
  createdAt: string;
  reason: BackupManifest["reason"];
  /** Read from its file at each use: a manifest lists every photo file, so it is not kept in memory. */
  readonly manifest: BackupManifest | null;
  /** The database and every photo file it holds, the library's and the handover photos (shared ones counted in each). */
  bytes: number;
  photos: number;
  check: CheckResult | null;
  copy: CopyResult | null;
}

function readJson<S extends z.ZodType>(file: string, schema: S): z.infer<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const snapshotFolder = (dataDir: string, id: string) => path.join(snapshotsDir(dataDir), id);

export function writeCheck(dataDir: string, id: string, check: CheckResult) {
  writeFileSync(path.join(snapshotFolder(dataDir, id), CHECK_FILE), JSON.stringify(check), { mode: 0o600 });
}

export function writeCopy(dataDir: string, id: string, copy: CopyResult) {
  const folder = snapshotFolder(dataDir, id);
  if (existsSync(folder)) writeFileSync(path.join(folder, COPY_FILE), JSON.stringify(copy), { mode: 0o600 });
}

/**
 * What the list shows of a snapshot, by folder: a whole snapshot never
 * changes, and its manifest (a line for every photo file) is read once, not
 * at every back-office screen that says how the backups are.
 */
const summaries = new Map<string, Pick<SnapshotInfo, "createdAt" | "reason" | "bytes" | "photos">>();

function summaryOf(folder: string) {
  let summary = summaries.get(folder);
  if (!summary) {
    const manifest = readManifestFile(folder);
    const images = manifest ? keptFiles(manifest) : [];
    summary = {
      createdAt: manifest?.createdAt ?? "",
      reason: manifest?.reason ?? "manual",
      bytes: (manifest?.database.bytes ?? 0) + images.reduce((sum, e) => sum + e.bytes, 0),
      photos: images.length,
    };
    if (manifest) summaries.set(folder, summary);
  }
  return summary;
}

/** Every whole snapshot, newest first. */
export function listSnapshots(dataDir: string): SnapshotInfo[] {
  const root = snapshotsDir(dataDir);
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((id) => SNAPSHOT_ID.test(id))
    .sort()
    .reverse()
    .map((id) => {
      const folder = path.join(root, id);
      return {
        id,
        folder,
        ...summaryOf(folder),
        get manifest() {
          return readManifestFile(folder);
        },
        check: readJson(path.join(folder, CHECK_FILE), checkSchema),
        copy: readJson(path.join(folder, COPY_FILE), copySchema),
      };
    });
}

/** The snapshot last checked good, or null. */
export const latestGood = (snapshots: SnapshotInfo[]) => snapshots.find((s) => s.check?.ok) ?? null;

/**
 * The manifest whose hashes a new snapshot reuses for photo files of the same
 * (content-derived) name: the newest snapshot's, when its check found it
 * good. After a failed check there is none, and every file is read again.
 */
export function latestManifest(dataDir: string): BackupManifest | null {
  const newest = listSnapshots(dataDir)[0];
  return newest?.check?.ok ? newest.manifest : null;
}

/** What a run cut short left: snapshots under their partial name, and photo files not yet named by their hash. */
export function removePartials(dataDir: string) {
  const root = snapshotsDir(dataDir);
  if (existsSync(root)) {
    for (const name of readdirSync(root)) {
      if (name.startsWith(PARTIAL_PREFIX)) rmSync(path.join(root, name), { recursive: true, force: true });
    }
  }
  const objects = objectsDir(dataDir);
  if (existsSync(objects)) {
    for (const name of readdirSync(objects)) if (name.startsWith(".tmp-")) rmSync(path.join(objects, name));
  }
}

/**
 * Deletes the snapshots rotation does not keep, then every photo file no
 * kept snapshot names. Answers the ids deleted.
 */
export function rotate(dataDir: string, rule: Rotation, timeZone: string): string[] {
  const snapshots = listSnapshots(dataDir);
  const keep = snapshotsToKeep(
    snapshots.map((s) => ({
      id: s.id,
      at: new Date(s.createdAt || 0),
      good: s.check?.ok ?? false,
      regular: s.reason === "scheduled" || s.reason === "manual",
    })),
    rule,
    timeZone,
  );
  const removed = snapshots.filter((s) => !keep.has(s.id));
  for (const s of removed) {
    rmSync(s.folder, { recursive: true, force: true });
    summaries.delete(s.folder);
  }
  removeUnnamedObjects(dataDir);
  return removed.map((s) => s.id);
}

function removeUnnamedObjects(dataDir: string) {
  const named = new Set(
    listSnapshots(dataDir).flatMap((s) => {
      const manifest = s.manifest;
      return manifest ? keptFiles(manifest).map((e) => e.sha256) : [];
    }),
  );
  const objects = objectsDir(dataDir);
  if (!existsSync(objects)) return;
  for (const shard of readdirSync(objects)) {
    if (!/^[0-9a-f]{2}$/.test(shard)) continue;
    for (const sha of readdirSync(path.join(objects, shard))) {
      if (!named.has(sha)) rmSync(path.join(objects, shard, sha), { force: true });
    }
  }
}

/** Bytes the backups take on this disk: each snapshot's database and each kept photo file once. */
export function diskBytes(dataDir: string): number {
  const sizeOf = (folder: string): number =>
    existsSync(folder)
      ? readdirSync(folder, { withFileTypes: true }).reduce(
          (sum, e) =>
            sum + (e.isDirectory() ? sizeOf(path.join(folder, e.name)) : statSync(path.join(folder, e.name)).size),
          0,
        )
      : 0;
  return sizeOf(backupsDir(dataDir));
}

const LOCK_FILE = ".lock";
const LOCK_STALE_MS = 6 * 60 * 60 * 1000;

/**
 * Runs `work` holding DATA_DIR/backups/.lock, so a snapshot, a rotation and
 * a restore never run at once, from the server or a command. A lock left by
 * a process that has ended is taken over. Answers null when another holds it.
 */
export async function withBackupLock<T>(dataDir: string, work: () => Promise<T>): Promise<T | null> {
  const lock = path.join(backupsDir(dataDir), LOCK_FILE);
  const take = () => {
    try {
      const fd = openSync(lock, "wx", 0o600);
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch {
      return false;
    }
  };
  mkdirSync(backupsDir(dataDir), { recursive: true, mode: 0o700 });
  if (!take()) {
    const holder = Number(readFileSync(lock, "utf8").trim());
    // A lock older than any piece of work takes was left by a process whose number has since been reused.
    const old = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > LOCK_STALE_MS;
    if (!old && (holder === process.pid || (holder > 0 && alive(holder)))) return null;
    rmSync(lock, { force: true });
    if (!take()) return null;
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One snapshot as a tar file that `npm run restore` takes once unpacked:
 * its manifest, its database, an images/ folder with each photo file of the
 * library and a handover/ folder with each handover photo file.
 */
export function snapshotTar(dataDir: string, id: string): Readable | null {
  if (!SNAPSHOT_ID.test(id)) return null;
  const folder = snapshotFolder(dataDir, id);
  const manifest = readManifestFile(folder);
  if (!manifest) return null;
  const pack = tar.pack();
  const add = async (name: string, file: string) => {
    pack.entry({ name: `${id}/${name}`, mode: 0o600 }, await readFile(file));
  };
  void (async () => {
    try {
      await add(MANIFEST_FILE, path.join(folder, MANIFEST_FILE));
      await add(DATABASE_FILE, path.join(folder, DATABASE_FILE));
      // Each folder even when empty: an unpacked backup is read from its own folders, never from a store beside it.
      for (const [section] of filesByFolder(manifest)) pack.entry({ name: `${id}/${section}`, type: "directory" });
      for (const [section, files] of filesByFolder(manifest)) {
        for (const [name, entry] of Object.entries(files)) {
          await add(`${section}/${name}`, objectPath(dataDir, entry.sha256));
        }
      }
      pack.finalize();
    } catch (error) {
      pack.destroy(error as Error);
    }
  })();
  return Readable.from(pack);
}
