/**
 * What a restore checks a backup for before it trusts any of it (see
 * ./restore.server.ts): its manifest and the key that signed it, what else
 * lies in its folder, each file it copies, the copy of its database as SQLite
 * sees it, and every table it holds against the site's schema and rules.
 */
import { createHash } from "node:crypto";
import { constants, createWriteStream, existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import Database from "better-sqlite3";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import type { BackupKey } from "~/backups/key.server";
import { describeIssues } from "~/content/store.server";
import { listKinds, lists } from "~/content/lists";
import { languages } from "~/i18n/languages";
import { IMAGES_FOLDER, VARIANT_FILE } from "~/images/folders.server";
import { SAFE_PLACEHOLDER } from "~/images/page-image";
import { HANDOVER_FOLDER, PHOTO_FILE } from "~/handover/photos.server";
import {
  backupManifestSchema,
  filesByFolder,
  handoverFiles,
  handoverFilesNamedBy,
  imageFilesNamedBy,
  MANIFEST_FILE,
  manifestSignedBy,
  type BackupManifest,
} from "./backup.server";
import { DATABASE_FILE } from "./database.server";
import * as schema from "./schema";
import { entryKinds, payMethods } from "~/money/ledger";
import { bookingStates } from "~/reservations/lifecycle";
import { roles } from "~/auth/permissions";

/** What a snapshot's folder holds beside its own files: the results of its check and of its copy, never restored. */
const STATUS_FILES = ["check.json", "copy.json"];

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
 * anything but this site's files (a database called site.db, photo variants
 * and handover photos by their plain names, never a path, never "..") or when no key the
 * restore holds signed it: this install's, or one the owner names.
 */
export function readManifest(folder: string, keys: BackupKey[]): Checked<{ manifest: BackupManifest }> {
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
  if ((raw as { version?: unknown } | null)?.version === 1) {
    return refuse("not signed: it was made before backups were signed, and nothing proves where it comes from.");
  }
  const parsed = backupManifestSchema.safeParse(raw);
  if (!parsed.success) return refuse(`not a manifest of this site's backups (${describeIssues(parsed.error)[0]}).`);
  const manifest = parsed.data;
  const handover = [...Object.keys(handoverFiles(manifest)), ...(manifest.handover?.missing ?? [])];
  const paths = [manifest.database.file, ...Object.keys(manifest.images), ...manifest.missing, ...handover];
  const outside = paths.find((p) => p.includes("..") || /[/\\]/.test(p) || path.isAbsolute(p));
  if (outside !== undefined) return refuse(`it names a path outside the backup (${JSON.stringify(outside)}).`);
  if (manifest.database.file !== DATABASE_FILE) {
    return refuse(`it names the database ${shown(manifest.database.file)}; this site's is ${DATABASE_FILE}.`);
  }
  const odd = [...Object.keys(manifest.images), ...manifest.missing].find((name) => !VARIANT_FILE.test(name));
  if (odd !== undefined) return refuse(`it names ${shown(odd)}, which is not the name of a photo's file.`);
  const oddHandover = handover.find((name) => !PHOTO_FILE.test(name));
  if (oddHandover !== undefined) {
    return refuse(`it names ${shown(oddHandover)}, which is not the name of a handover photo's file.`);
  }
  const key = keys.find((k) => k.id === manifest.key);
  if (!key) {
    const ours = keys.map((k) => k.id).join(", ") || "none";
    return refuse(
      `signed by another key (${manifest.key}; this site holds ${ours}). A backup from another install is restored only with its key: name its key file (--key-file).`,
    );
  }
  if (!manifestSignedBy(manifest, key)) {
    return refuse(
      "its signature does not match: it was changed after it was made (or its key is not the one it names).",
    );
  }
  return { ok: true, manifest };
}

/** Anything in the backup folder that is not one of its own files: it is refused, never copied. */
export function strayEntries(folder: string, manifest: BackupManifest): string[] {
  const problems: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === MANIFEST_FILE || entry.name === DATABASE_FILE) continue;
    if (STATUS_FILES.includes(entry.name) && entry.isFile()) continue;
    if ((entry.name === IMAGES_FOLDER || entry.name === HANDOVER_FOLDER) && entry.isDirectory()) continue;
    if (SQLITE_SIDE_FILES.includes(entry.name) && entry.isFile()) {
      // Left by reading the copy; never copied. A log with content would mean the copy is not the whole database.
      const empty = entry.name.endsWith("-shm") || lstatSync(path.join(folder, entry.name)).size === 0;
      if (empty) continue;
      problems.push(`${entry.name}: a journal with content beside the database, which a backup of this site never has`);
      continue;
    }
    problems.push(`${shown(entry.name)}: not part of a backup this site makes`);
  }
  for (const [name, listed] of filesByFolder(manifest)) {
    const files = path.join(folder, name);
    if (!lstatSync(files, { throwIfNoEntry: false })?.isDirectory()) continue;
    for (const entry of readdirSync(files, { withFileTypes: true })) {
      if (Object.hasOwn(listed, entry.name)) continue;
      problems.push(
        entry.isSymbolicLink()
          ? `${name}/${shown(entry.name)}: a symbolic link; a backup holds files, not links`
          : `${name}/${shown(entry.name)}: not in the backup's manifest; only the files it names are restored`,
      );
    }
  }
  return problems;
}

/**
 * Copies one file of the backup, refusing a link (it is never followed) or
 * anything but a regular file (a pipe is not waited on), and answers the size
 * and SHA-256 of the bytes actually copied. With no `to`, only reads and
 * hashes it (a snapshot's check, which keeps nothing).
 */
export async function copyChecked(
  from: string,
  to: string | null,
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
    const sink = to ? createWriteStream(to, { flags: "wx", mode }) : new Writable({ write: (_c, _e, done) => done() });
    await pipeline(handle.createReadStream({ autoClose: false }), count, sink);
    return { ok: true, bytes, sha256: hash.digest("hex") };
  } finally {
    await handle.close();
  }
}

/**
 * The files the staged database names: its image library's (each with a
 * photo variant's plain name) and its handover photos' (each with a handover
 * photo's plain name).
 */
export function namedFiles(database: string): Checked<{ images: Set<string>; handover: Set<string> }> {
  const sources = [
    { what: "image library", names: "the image library names", read: imageFilesNamedBy, pattern: VARIANT_FILE },
    { what: "handover photos", names: "the handover photos name", read: handoverFilesNamedBy, pattern: PHOTO_FILE },
  ];
  const problems: string[] = [];
  const [images, handover] = sources.map(({ what, names: naming, read, pattern }) => {
    let names: string[] = [];
    try {
      names = read(database);
    } catch (error) {
      problems.push(`${DATABASE_FILE}: its ${what} cannot be read (${(error as Error).message})`);
    }
    for (const name of names.filter((n) => !pattern.test(n))) {
      problems.push(`${DATABASE_FILE}: ${naming} a file no photo has: ${JSON.stringify(name)}`);
    }
    return new Set(names);
  });
  return problems.length ? { ok: false, problems } : { ok: true, images: images!, handover: handover! };
}

// ---------------------------------------------------------------------------
// Every table a backup holds, checked against the site's schema (./schema.ts)
// and its rules. The tables come from the schema itself, so a table added
// later is checked by its columns at once, and a restore refuses every backup
// until the table is given its rule below: nothing is restored unchecked.

/** What a restore does with a table's rows. */
export type TableRule =
  /** Restored, each row checked by its columns' types and, where given, by a schema of its own. */
  | { restore: "rows"; row?: z.ZodType }
  /** Restored, its rows checked as an import's: the content export and its schemas (./restore.server.ts). */
  | { restore: "content" }
  /** This install's own secrets (sessions, device keys, lockouts): never restored, made anew. */
  | { restore: "dropped" }
  /** This install's own (its server keys, its calendar feed's address): the live rows stay. */
  | { restore: "install" };

/** A moment as the site writes it (toISOString), or a day: older rows and imports hold both. */
const ISO = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, "must be a date and time");
const SHOP_TIME = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, "must be a time like 2026-12-06 10:00");
const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day like 2026-12-06");
const HEX64 = z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hex");
const SLUG = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, "must be letters, digits, - or _");
/** What the image pipeline writes as a photo's blurred preview: a small base64 image, nothing that could end a CSS rule. */
const PLACEHOLDER = z.string().regex(SAFE_PLACEHOLDER, "must be a small base64 image (data:image/…;base64,…)");

/** Every table of the schema and what a restore does with it. */
export const tableRules: Record<string, TableRule> = {
  ...Object.fromEntries(listKinds.map((kind) => [lists[kind].table, { restore: "content" } as const])),
  settings_sections: { restore: "content" },
  content_meta: { restore: "rows", row: z.looseObject({ id: z.literal(1) }) },
  audit_log: { restore: "rows" },
  images: {
    restore: "rows",
    row: z.looseObject({
      id: SLUG,
      kind: z.enum(["photo", "drawing"]),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      src: z
        .string()
        .regex(/^\/(?!.*\.\.)[\w/.-]+\.(svg|png|jpe?g|webp|avif)$/, "must be a drawing's file under /")
        .nullable(),
      file_base: z
        .string()
        .regex(/^[0-9a-f]{16}$/, "must be a photo's file name")
        .nullable(),
      placeholder: PLACEHOLDER.nullable(),
      source_hash: HEX64.nullable(),
      created_at: ISO,
      deleted_at: ISO.nullable(),
    }),
  },
  review_links: {
    restore: "rows",
    row: z.looseObject({
      id: SLUG,
      token_hash: HEX64,
      created_at: ISO,
      expires_at: ISO,
      used_at: ISO.nullable(),
      review_id: SLUG.nullable(),
    }),
  },
  booking_counts: {
    restore: "rows",
    row: z.looseObject({ day: DAY, source: SLUG, count: z.number().int().nonnegative() }),
  },
  admin_users: {
    restore: "rows",
    row: z.looseObject({
      id: z.string().min(1).max(100),
      username: z.string().regex(/^\S{1,100}$/, "must be one word"),
      password_hash: z
        .string()
        .regex(/^\$argon2id\$v=19\$m=\d{1,7},t=\d{1,3},p=\d{1,3}\$[A-Za-z0-9+/]{11,64}\$[A-Za-z0-9+/]{16,128}$/, {
          message: "must be an argon2id hash",
        }),
      created_at: ISO,
      password_changed_at: ISO,
      // A backup from before roles has neither: its one account becomes the owner.
      role: z.enum(roles).optional(),
      disabled_at: ISO.nullable().optional(),
      // A backup from before the back office's languages has none: the person's phone chooses.
      language: z.enum(languages).nullable().optional(),
    }),
  },
  bookings: {
    restore: "rows",
    row: z.looseObject({
      reference: z.string().regex(/^SR-[2-9A-HJ-NP-Z]{4}$/, "must be a reference like SR-7K4Q"),
      // Empty since the page's secret is made from the install's key (app/db/keys.server.ts); older rows keep theirs.
      token: z.string().regex(/^([A-Za-z0-9_-]{16,128})?$/, "must be a page's secret, or empty"),
      kind: z.enum(["bike", "taxi"]),
      status: z.enum(bookingStates),
      source: z.enum(["public", "owner"]),
      language: z.enum(languages as [string, ...string[]]),
      starts_at: SHOP_TIME,
      ends_at: SHOP_TIME,
      people: z.number().int().positive().nullable(),
      total: z.number().int().nonnegative().nullable(),
      late_fee: z.number().int().nonnegative().nullable(),
      vehicle_id: z.number().int().positive().nullable(),
      created_at: ISO,
    }),
  },
  vehicles: {
    restore: "rows",
    row: z.looseObject({
      kind: z.enum(["bike", "taxi"]),
      item_id: z.string().min(1).max(200),
      registration: z.string().max(40),
      odometer: z.number().int().nonnegative(),
      insurance_until: DAY.nullable(),
      puc_until: DAY.nullable(),
      registration_until: DAY.nullable(),
      permit_until: DAY.nullable(),
      created_at: ISO,
      retired_at: ISO.nullable(),
    }),
  },
  vehicle_services: {
    restore: "rows",
    row: z.looseObject({
      vehicle_id: z.number().int().positive(),
      done_on: DAY,
      odometer: z.number().int().nonnegative().nullable(),
      cost: z.number().int().nonnegative().nullable(),
      created_at: ISO,
    }),
  },
  handovers: {
    restore: "rows",
    row: z.looseObject({
      booking_id: z.number().int().positive(),
      stage: z.enum(["out", "in"]),
      // When the bike went out or came back, on the shop's clock, as the booking's steps write it.
      at: SHOP_TIME,
      odometer: z.number().int().nonnegative(),
      fuel: z.number().int().min(0).max(4),
      helmets: z.number().int().nonnegative(),
      // Never a whole document number: its last four characters at most.
      document_last4: z.string().max(4),
    }),
  },
  handover_photos: {
    restore: "rows",
    row: z.looseObject({
      booking_id: z.number().int().positive(),
      stage: z.enum(["out", "in"]),
      file_base: z.string().regex(/^[0-9a-f]{16}$/, "must be a photo's file name"),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      created_at: ISO,
    }),
  },
  agreement_texts: { restore: "rows", row: z.looseObject({ version: SLUG, created_at: ISO }) },
  agreements: {
    restore: "rows",
    row: z.looseObject({ booking_id: z.number().int().positive(), text_version: SLUG, agreed_at: ISO }),
  },
  ledger_entries: {
    restore: "rows",
    row: z.looseObject({
      booking_id: z.number().int().positive(),
      kind: z.enum(entryKinds),
      amount: z.number().int(),
      method: z.enum(["", ...payMethods]),
      reverses: z.number().int().positive().nullable(),
      for_entry: z.number().int().positive().nullable(),
      at: ISO,
      day: DAY,
    }),
  },
  open_balances: { restore: "rows", row: z.looseObject({ booking_id: z.number().int().positive(), since: ISO }) },
  receipts: {
    restore: "rows",
    row: z.looseObject({
      booking_id: z.number().int().positive(),
      financial_year: z.string().regex(/^\d{4}-\d{2}$/, "must be a financial year like 2026-27"),
      number: z.number().int().positive(),
      issued_at: ISO,
    }),
  },
  booking_blocks: {
    restore: "rows",
    row: z.looseObject({ starts_at: SHOP_TIME, ends_at: SHOP_TIME, created_at: ISO, removed_at: ISO.nullable() }),
  },
  sessions: { restore: "dropped" },
  // An invitation's link is a way in: it stays with the install that made it.
  staff_invitations: { restore: "dropped" },
  trusted_devices: { restore: "dropped" },
  login_failures: { restore: "dropped" },
  server_secrets: { restore: "install" },
  calendar_feeds: { restore: "install" },
};

/** SQLite's and the migrator's own tables, which the schema does not describe. */
const INTERNAL_TABLE = /^(sqlite_sequence|sqlite_stat\d|__drizzle_migrations)$/;

/** The schema's tables by name, with each column's name, kind and whether it may be empty. */
export function schemaTables(): Map<string, SQLiteColumn[]> {
  const tables = new Map<string, SQLiteColumn[]>();
  for (const value of Object.values(schema)) {
    if (!is(value, SQLiteTable)) continue;
    const config = getTableConfig(value);
    tables.set(config.name, config.columns);
  }
  return tables;
}

/** The generic check of one value by its column: its kind, and whether it may be empty. */
function valueProblem(column: SQLiteColumn, value: unknown): string | null {
  if (value === null) return column.notNull ? "is empty, and may not be" : null;
  switch (column.columnType) {
    case "SQLiteTextJson":
      if (typeof value !== "string") return "is not text";
      try {
        JSON.parse(value);
        return null;
      } catch {
        return "is not JSON";
      }
    case "SQLiteBoolean":
      return value === 0 || value === 1 ? null : "is not 0 or 1";
    case "SQLiteInteger":
      return typeof value === "number" && Number.isInteger(value) ? null : "is not a whole number";
    case "SQLiteReal":
      return typeof value === "number" && Number.isFinite(value) ? null : "is not a number";
    case "SQLiteText":
      if (typeof value !== "string") return "is not text";
      return column.enumValues?.length && !column.enumValues.includes(value) ? "is not one of its values" : null;
    default:
      return `is of a kind (${column.columnType}) the backup check does not know: give it a rule`;
  }
}

/** At most this many problems per table are named: one is enough to refuse. */
const PROBLEMS_PER_TABLE = 5;

/**
 * Every table of a (migrated) database copy against the schema and its rules:
 * a table the schema does not have, a column it does not have, a value of the
 * wrong kind or against its table's rule, and a table of the schema that has
 * no rule yet (then every backup is refused, loudly, until one is written).
 */
export function tableProblems(file: string, rules: Record<string, TableRule> = tableRules): string[] {
  const problems: string[] = [];
  const tables = schemaTables();
  for (const name of tables.keys()) {
    if (!rules[name]) {
      problems.push(
        `${DATABASE_FILE}: the table ${name} has no restore rule (app/db/backup-checks.server.ts), so nothing can check it: no backup is restored until it has one.`,
      );
    }
  }
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    sqlite.pragma("trusted_schema = OFF");
    const present = (
      sqlite.prepare("select name from sqlite_master where type = 'table' order by name").all() as { name: string }[]
    ).map((r) => r.name);
    for (const name of present) {
      if (INTERNAL_TABLE.test(name)) continue;
      const columns = tables.get(name);
      if (!columns) {
        problems.push(`${DATABASE_FILE}: it holds a table (${shown(name)}) this site does not have.`);
        continue;
      }
      const rule = rules[name];
      if (!rule || rule.restore === "dropped" || rule.restore === "install") continue;
      const held = (sqlite.prepare(`pragma table_info("${name}")`).all() as { name: string }[]).map((c) => c.name);
      const expected = new Set(columns.map((c) => c.name));
      const odd = held.filter((c) => !expected.has(c));
      if (odd.length || held.length !== expected.size) {
        problems.push(
          `${DATABASE_FILE}: ${name} has the columns ${held.join(", ")}; the site's are ${[...expected].join(", ")}.`,
        );
        continue;
      }
      let found = 0;
      for (const row of sqlite.prepare(`select * from "${name}"`).iterate() as Iterable<Record<string, unknown>>) {
        const problem = rowProblem(columns, rule, row);
        if (!problem) continue;
        problems.push(`${DATABASE_FILE}: ${name}, row ${rowName(name, row)}: ${problem}`);
        if (++found >= PROBLEMS_PER_TABLE) break;
      }
    }
  } finally {
    sqlite.close();
  }
  return problems;
}

function rowProblem(columns: SQLiteColumn[], rule: TableRule, row: Record<string, unknown>): string | null {
  for (const column of columns) {
    const problem = valueProblem(column, row[column.name]);
    if (problem) return `${column.name} ${problem}`;
  }
  if (rule.restore !== "rows" || !rule.row) return null;
  const parsed = rule.row.safeParse(row);
  const issue = parsed.error?.issues[0];
  return issue ? `${issue.path.join(".")} ${issue.message}` : null;
}

/** A row as a message names it: its id, or its first column. */
function rowName(table: string, row: Record<string, unknown>): string {
  const id = row.id ?? row.reference ?? row.section ?? Object.values(row)[0];
  return typeof id === "string" ? shown(id.slice(0, 40)) : String(id ?? table);
}
