/**
 * The key that seals kept changes (./kept-change.server.ts), made once and
 * kept in the data directory, readable by the server's user alone (0600), so
 * that a change kept before a restart can still be opened after it. It is
 * never in the database (so never in a backup), never sent anywhere, and a
 * missing or damaged file is simply made again: the changes sealed with the
 * old key are then forgotten, as they were at every restart before.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const FILE = "kept-change.key";
const BYTES = 32;

export function keptChangeKey(dataDir: string): Buffer {
  const file = path.join(dataDir, FILE);
  try {
    const key = readFileSync(file);
    if (key.length === BYTES) {
      // Made readable by others since (a copy, a umask): back to the server's user alone.
      if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
      return key;
    }
    console.error(`${file} is not a key of ${BYTES} bytes: a new one is made, and changes kept before are forgotten.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const key = randomBytes(BYTES);
  // Written whole under another name first, so a crash never leaves half a key.
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, key, { mode: 0o600 });
  renameSync(part, file);
  return key;
}
