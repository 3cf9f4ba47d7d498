/**
 * Keys the server makes for itself, each kept in a file of its own in the
 * data directory, readable by the server's user alone (0600): never in the
 * database, so never in a copy of it or in a backup of it. A missing or
 * damaged file is simply made again; what the old key signed or derived is
 * then no longer recognised (docs/decisions/029-one-booking-lifecycle.md says
 * what each key is for).
 */
import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const BYTES = 32;

export function dataDirKey(
  dataDir: string,
  file: string,
  { onRemade }: { onRemade?: (file: string) => void } = {},
): Buffer {
  const where = path.join(dataDir, file);
  try {
    const key = readFileSync(where);
    if (key.length === BYTES) {
      // Made readable by others since (a copy, a umask): back to the server's user alone.
      if ((statSync(where).mode & 0o077) !== 0) chmodSync(where, 0o600);
      return key;
    }
    onRemade?.(where);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const key = randomBytes(BYTES);
  // Written whole under another name first, so a crash never leaves half a key.
  const part = `${where}.${process.pid}.part`;
  writeFileSync(part, key, { mode: 0o600 });
  renameSync(part, where);
  return key;
}

/** The key that derives the secrets of addresses the owner hands out (a booking's page, a booking's review link). */
export const linkKey = (dataDir: string) => dataDirKey(dataDir, "links.key");

/** The link key beside a database file (in its data directory); a database with no file gets a key of its own. */
export function linkKeyBeside(db: { $client: { name: string } }): Buffer {
  const file = db.$client.name;
  return file && file !== ":memory:" ? linkKey(path.dirname(file)) : randomBytes(BYTES);
}

/** A secret made again whenever it is needed from the key, what it is for and whose it is: never stored. */
export const derivedSecret = (key: Buffer, purpose: string, id: string, length = 22) =>
  createHmac("sha256", key).update(`${purpose}|${id}`).digest("base64url").slice(0, length);
