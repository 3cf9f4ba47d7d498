/**
 * The owner's backup key: 256 random bits that sign every snapshot (a keyed
 * MAC, so a backup edited anywhere is refused) and encrypt every copy that
 * leaves the machine. It lives outside every backup, in DATA_DIR/backup-key.txt,
 * and with the owner: shown once as 24 words to write down (BIP-39, with a
 * checksum that catches a miswritten word) and downloadable as that file.
 * Without it a copy in the bucket is useless to whoever holds the bucket.
 */
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, writeFileSync, renameSync } from "node:fs";
import path from "node:path";
import { entropyToMnemonic, mnemonicToEntropy } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english.js";

export const KEY_FILE = "backup-key.txt";

export interface BackupKey {
  /** Names the key without revealing it: manifests say which key signed them. */
  id: string;
  words: string;
  /** Signs manifests (HMAC-SHA-256). */
  mac: Buffer;
  /** Encrypts what leaves the machine (AES-256-GCM). */
  seal: Buffer;
}

function derive(secret: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), `sagara-backup ${purpose}`, 32));
}

function keyOf(secret: Uint8Array): BackupKey {
  const id = createHash("sha256").update(derive(secret, "id")).digest("hex").slice(0, 12);
  return { id, words: entropyToMnemonic(secret, wordlist), mac: derive(secret, "mac"), seal: derive(secret, "seal") };
}

/** A key from the 24 words (any spacing or case), or null when they are not a key (a word miswritten). */
function keyFromWords(text: string): BackupKey | null {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  if (words.length !== 24) return null;
  try {
    return keyOf(mnemonicToEntropy(words.join(" "), wordlist));
  } catch {
    return null;
  }
}

/** What the key file holds: the words, numbered, with a line saying what they are. */
export function keyFileText(key: BackupKey): string {
  const lines = key.words.split(" ").map((w, i) => `${String(i + 1).padStart(2, " ")}. ${w}`);
  return [
    `Backup key ${key.id}. Keep it safe and away from the server: it opens and proves every backup.`,
    "",
    ...lines,
    "",
  ].join("\n");
}

/** A key file's words (numbered or not), or null when it holds no key. */
export function keyFromFile(text: string): BackupKey | null {
  const words = text
    .split("\n")
    .filter((line) => !line.startsWith("Backup key"))
    .join(" ")
    .replace(/\d+\./g, " ");
  return keyFromWords(words);
}

function keyPath(dataDir: string) {
  return path.join(dataDir, KEY_FILE);
}

/** This install's key, or null before one is made. */
export function readKey(dataDir: string): BackupKey | null {
  const file = keyPath(dataDir);
  if (!existsSync(file)) return null;
  const key = keyFromFile(readFileSync(file, "utf8"));
  if (!key)
    throw new Error(`${file} holds no backup key: put the owner's key file back, or remove it to make a new key.`);
  return key;
}

/** Keeps `key` as this install's key (a restore from nothing takes the owner's). */
export function saveKey(dataDir: string, key: BackupKey): void {
  const file = keyPath(dataDir);
  writeFileSync(`${file}.new`, keyFileText(key), { mode: 0o600 });
  renameSync(`${file}.new`, file);
}

/** This install's key, made on first use. `created` says it is new: the owner has yet to write it down. */
export function loadOrCreateKey(dataDir: string): { key: BackupKey; created: boolean } {
  const existing = readKey(dataDir);
  if (existing) return { key: existing, created: false };
  const key = keyOf(randomBytes(32));
  saveKey(dataDir, key);
  return { key, created: true };
}

export function macOf(key: BackupKey, text: string): string {
  return createHmac("sha256", key.mac).update(text).digest("hex");
}

export function macMatches(key: BackupKey, text: string, mac: string): boolean {
  const expected = Buffer.from(macOf(key, text), "hex");
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(mac) ? mac : "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
