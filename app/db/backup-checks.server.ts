/**
 * What a restore checks a backup for before it trusts any of it (see
 * ./restore.server.ts): its manifest, what else lies in its folder, each file
 * it copies, and the copy of its database as SQLite sees it.
 */
import { createHash } from "node:crypto";
import { constants, createWriteStream, existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import Database from "better-sqlite3";
import { describeIssues } from "~/content/store.server";
import { IMAGES_FOLDER, VARIANT_FILE } from "~/images/folders.server";
import { backupManifestSchema, imageFilesNamedBy, MANIFEST_FILE, type BackupManifest } from "./backup.server";
import { DATABASE_FILE } from "./database.server";

/** A manifest lists a few hundred files; anything much larger is not one. */
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

/**
 * SQLite's own files beside a database in WAL mode. Backups made before their
 * copy was switched to a rollback journal hold them, empty, from reading it.
 */
const SQLITE_SIDE_FILES = ["-wal", "-shm", "-journal"].map((suffix) => DATABASE_FILE + suffix);

export type Checked<T> = ({ ok: true } & T) | { ok: false; problems: string[] };

/** A name as it goes into a message: as it is when plain, quoted (control characters escaped) otherwise. */
const shown = (name: string) => (/^[\w.-]+$/.test(name) ? name : JSON.stringify(name));

/** "ok", or what SQLite found wrong; also refuses a file that is not this site's database. */
export function checkDatabaseFile(file: string): string {
  if (!existsSync(file)) return `No such file: ${file}`;
  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(file, { readonly: true, fileMustExist: true });
    // SQLite's advice for a database file from elsewhere: nothing in its schema runs, every page is checked.
    sqlite.pragma("trusted_schema = OFF");
    sqlite.pragma("cell_size_check = ON");
    sqlite.pragma("mmap_size = 0");
    const result = sqlite.pragma("integrity_check", { simple: true });
    if (result !== "ok") return `Integrity check failed: ${String(result)}`;
    const hasContent = sqlite
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'content_meta'")
      .get();
    if (!hasContent) return "This file is not a database of this site (it has no content tables).";
    // This site's schema has tables and indexes only: a trigger or a view would run on the server's reads and writes.
    const code = sqlite
      .prepare("select type, name from sqlite_master where type in ('trigger', 'view') order by name")
      .all() as { type: string; name: string }[];
    if (code.length) {
      const what = code.map((c) => `${c.type} (${shown(c.name)})`).join(", ");
      return `It holds a ${what}, which this site never makes.`;
    }
    return "ok";
  } catch (error) {
    return `Not a readable SQLite database: ${(error as Error).message}`;
  } finally {
    sqlite?.close();
  }
}

/**
 * The backup's manifest, read before anything else and refused when it names
 * anything but this site's files: a database called site.db and photo
 * variants by their plain names (never a path, never "..").
 */
export function readManifest(folder: string): Checked<{ manifest: BackupManifest }> {
  const file = path.join(folder, MANIFEST_FILE);
  const refuse = (why: string): Checked<never> => ({ ok: false, problems: [`${MANIFEST_FILE}: ${why}`] });
  let raw: unknown;
  try {
    const stat = lstatSync(file);
    if (!stat.isFile()) return refuse("not a regular file, so this is not a backup folder of this site.");
    if (stat.size > MAX_MANIFEST_BYTES) return refuse("far too large to be a backup's manifest.");
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return refuse(`missing or unreadable: ${folder} is not a backup folder of this site.`);
  }
  const parsed = backupManifestSchema.safeParse(raw);
  if (!parsed.success) return refuse(`not a manifest of this site's backups (${describeIssues(parsed.error)[0]}).`);
  const manifest = parsed.data;
  const paths = [manifest.database.file, ...Object.keys(manifest.images), ...manifest.missing];
  const outside = paths.find((p) => p.includes("..") || /[/\\]/.test(p) || path.isAbsolute(p));
  if (outside !== undefined) return refuse(`it names a path outside the backup (${JSON.stringify(outside)}).`);
  if (manifest.database.file !== DATABASE_FILE) {
    return refuse(`it names the database ${shown(manifest.database.file)}; this site's is ${DATABASE_FILE}.`);
  }
  const odd = [...Object.keys(manifest.images), ...manifest.missing].find((name) => !VARIANT_FILE.test(name));
  if (odd !== undefined) return refuse(`it names ${shown(odd)}, which is not the name of a photo's file.`);
  return { ok: true, manifest };
}

/** Anything in the backup folder that is not one of its own files: it is refused, never copied. */
export function strayEntries(folder: string, manifest: BackupManifest): string[] {
  const problems: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === MANIFEST_FILE || entry.name === DATABASE_FILE) continue;
    if (entry.name === IMAGES_FOLDER && entry.isDirectory()) continue;
    if (SQLITE_SIDE_FILES.includes(entry.name) && entry.isFile()) {
      // Left by reading the copy; never copied. A log with content would mean the copy is not the whole database.
      const empty = entry.name.endsWith("-shm") || lstatSync(path.join(folder, entry.name)).size === 0;
      if (empty) continue;
      problems.push(`${entry.name}: a journal with content beside the database, which a backup of this site never has`);
      continue;
    }
    problems.push(`${shown(entry.name)}: not part of a backup this site makes`);
  }
  const images = path.join(folder, IMAGES_FOLDER);
  if (!lstatSync(images, { throwIfNoEntry: false })?.isDirectory()) return problems;
  for (const entry of readdirSync(images, { withFileTypes: true })) {
    if (entry.name in manifest.images) continue;
    problems.push(
      entry.isSymbolicLink()
        ? `${IMAGES_FOLDER}/${shown(entry.name)}: a symbolic link; a backup holds files, not links`
        : `${IMAGES_FOLDER}/${shown(entry.name)}: not in the backup's manifest; only the files it names are restored`,
    );
  }
  return problems;
}

/**
 * Copies one file of the backup, refusing a link (it is never followed) or
 * anything but a regular file (a pipe is not waited on), and answers the size
 * and SHA-256 of the bytes actually copied.
 */
export async function copyChecked(
  from: string,
  to: string,
  mode: number,
): Promise<Checked<{ bytes: number; sha256: string }>> {
  const refuse = (why: string): Checked<never> => ({ ok: false, problems: [why] });
  let handle;
  try {
    handle = await open(from, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return refuse("missing");
    if (code === "ELOOP" || code === "EMLINK") return refuse("a symbolic link; a backup holds files, not links");
    return refuse(`cannot be read (${code})`);
  }
  try {
    if (!(await handle.stat()).isFile()) return refuse("not a regular file");
    const hash = createHash("sha256");
    let bytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(handle.createReadStream({ autoClose: false }), count, createWriteStream(to, { flags: "wx", mode }));
    return { ok: true, bytes, sha256: hash.digest("hex") };
  } finally {
    await handle.close();
  }
}

/** The image files the staged database names, each of which must have a photo variant's plain name. */
export function namedFiles(database: string): Checked<{ names: Set<string> }> {
  let names: string[];
  try {
    names = imageFilesNamedBy(database);
  } catch (error) {
    return {
      ok: false,
      problems: [`${DATABASE_FILE}: its image library cannot be read (${(error as Error).message})`],
    };
  }
  const odd = names.filter((name) => !VARIANT_FILE.test(name));
  if (odd.length) {
    return {
      ok: false,
      problems: odd.map(
        (name) => `${DATABASE_FILE}: the image library names a file no photo has: ${JSON.stringify(name)}`,
      ),
    };
  }
  return { ok: true, names: new Set(names) };
}
