/**
 * The copy of each snapshot off the machine, to any S3-compatible storage
 * (Backblaze B2, Cloudflare R2, AWS S3, MinIO, Wasabi) through the AWS SDK.
 * Everything is sealed with the owner's key before it leaves (AES-256-GCM,
 * the object's name bound in as associated data, so an object moved,
 * swapped or changed in the bucket does not open), and photo files are
 * named by a keyed hash of their contents, so the bucket learns nothing
 * from the names either. A copy is resumable: each object is one request,
 * objects already in the bucket are not sent again, the manifest goes last
 * (a snapshot without it is not listed), and a dropped connection is tried
 * again with growing waits.
 *
 * In the bucket, under its prefix:
 *   objects/<keyed hash>                 a photo file (the library's or a handover photo)
 *   snapshots/<id>/site.db.sealed        the database
 *   snapshots/<id>/manifest.sealed       the signed manifest
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, type DecipherGCM } from "node:crypto";
import { createReadStream, createWriteStream, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { backupManifestSchema, filesByFolder, keptFiles, objectPath, type BackupManifest } from "~/db/backup.server";
import { DATABASE_FILE } from "~/db/database.server";
import { IMAGES_FOLDER } from "~/images/folders.server";
import { HANDOVER_FOLDER } from "~/handover/photos.server";
import type { BackupKey } from "./key.server";
import { snapshotsToKeep, type Rotation } from "./rotation";
import type { Bucket } from "./settings";
import { snapshotFolder } from "./store.server";

const MAGIC = Buffer.from("SRB1");
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const sealedLength = (plain: number) => MAGIC.length + NONCE_BYTES + plain + TAG_BYTES;

export interface BucketAccess {
  client: S3Client;
  bucket: string;
  prefix: string;
  /** Where it is, for messages: "bucket/prefix". */
  name: string;
}

export function openBucket(bucket: Bucket): BucketAccess {
  const client = new S3Client({
    endpoint: bucket.endpoint,
    region: bucket.region,
    credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey },
    // Most S3-compatible stores take paths, not bucket names in the host, and not the newest checksum headers.
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // One attempt a request: the copy tries again itself, with a fresh stream of the file (./s3.server.ts retrying).
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
  });
  const prefix = bucket.prefix ? `${bucket.prefix.replace(/\/+$/, "")}/` : "";
  return { client, bucket: bucket.bucket, prefix, name: `${bucket.bucket}/${prefix}` };
}

/** Said to the owner for a refusal or a failure of the storage. */
class BucketError extends Error {
  constructor(
    message: string,
    /** A connection dropped or timed out: trying again may well work. */
    readonly transient: boolean,
  ) {
    super(message);
  }
}

/** What went wrong, in words the owner can act on. */
function bucketError(error: unknown, where: string): BucketError {
  if (error instanceof BucketError) return error;
  if (error instanceof S3ServiceException) {
    const code = error.name;
    const status = error.$metadata.httpStatusCode;
    const keys = ["InvalidAccessKeyId", "SignatureDoesNotMatch", "AccessDenied", "InvalidToken"];
    if (keys.includes(code) || status === 401 || status === 403) {
      return new BucketError(`The storage refused the keys (${code}): check the access key id and its secret.`, false);
    }
    if (code === "NoSuchBucket") return new BucketError(`There is no bucket ${where} at that address.`, false);
    if (/StorageFull|QuotaExceeded|InsufficientStorage|StorageCap/i.test(code) || status === 507) {
      return new BucketError(
        `The bucket is full (${code}): make room or raise its limit; the copy is tried again then.`,
        false,
      );
    }
    if (status && status >= 500) return new BucketError(`The storage failed (${code}, ${status}).`, true);
    return new BucketError(`The storage refused it (${code}${status ? `, ${status}` : ""}).`, false);
  }
  const message = (error as Error)?.message ?? String(error);
  return new BucketError(`The connection to the storage dropped (${message}).`, true);
}

/** A file's bytes sealed for `name`: magic, nonce, ciphertext, tag. */
function sealedStream(key: BackupKey, name: string, source: Readable): Readable {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.seal, nonce);
  cipher.setAAD(Buffer.from(name));
  return Readable.from(
    (async function* () {
      yield Buffer.concat([MAGIC, nonce]);
      for await (const chunk of source) {
        const sealed = cipher.update(chunk as Buffer);
        if (sealed.length) yield sealed;
      }
      const last = cipher.final();
      if (last.length) yield last;
      yield cipher.getAuthTag();
    })(),
    { objectMode: false },
  );
}

function sealBuffer(key: BackupKey, name: string, plain: Buffer): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.seal, nonce);
  cipher.setAAD(Buffer.from(name));
  return Buffer.concat([MAGIC, nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

const NOT_OPENED =
  "it does not open with this key: the key is not the one it was sealed with, or it was changed in the bucket";

function openBuffer(key: BackupKey, name: string, sealed: Buffer): Buffer {
  if (sealed.length < sealedLength(0) || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new BucketError(`${name}: not a sealed backup object.`, false);
  }
  const decipher = createDecipheriv("aes-256-gcm", key.seal, sealed.subarray(MAGIC.length, MAGIC.length + NONCE_BYTES));
  decipher.setAAD(Buffer.from(name));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(MAGIC.length + NONCE_BYTES, -TAG_BYTES)), decipher.final()]);
  } catch {
    throw new BucketError(`${name}: ${NOT_OPENED}.`, false);
  }
}

/**
 * Opens a sealed stream into `to`, holding back its last 16 bytes (the tag)
 * until the end; a file whose tag does not match is removed and refused.
 */
async function openStreamTo(key: BackupKey, name: string, source: Readable, to: string): Promise<void> {
  let header = Buffer.alloc(0);
  let held = Buffer.alloc(0);
  let decipher: DecipherGCM | null = null;
  const open = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (!decipher) {
        header = Buffer.concat([header, chunk]);
        if (header.length < MAGIC.length + NONCE_BYTES) return done();
        if (!header.subarray(0, MAGIC.length).equals(MAGIC)) {
          return done(new BucketError(`${name}: not a sealed backup object.`, false));
        }
        decipher = createDecipheriv("aes-256-gcm", key.seal, header.subarray(MAGIC.length, MAGIC.length + NONCE_BYTES));
        decipher.setAAD(Buffer.from(name));
        chunk = header.subarray(MAGIC.length + NONCE_BYTES);
      }
      held = Buffer.concat([held, chunk]);
      if (held.length <= TAG_BYTES) return done();
      const ready = held.subarray(0, held.length - TAG_BYTES);
      held = held.subarray(held.length - TAG_BYTES);
      done(null, decipher.update(ready));
    },
    flush(done) {
      if (!decipher || held.length !== TAG_BYTES) return done(new BucketError(`${name}: cut short.`, false));
      decipher.setAuthTag(held);
      try {
        done(null, decipher.final());
      } catch {
        done(new BucketError(`${name}: ${NOT_OPENED}.`, false));
      }
    },
  });
  try {
    await pipeline(source, open, createWriteStream(to, { mode: 0o600 }));
  } catch (error) {
    rmSync(to, { force: true });
    throw error instanceof BucketError ? error : bucketError(error, name);
  }
}

/** A photo file's name in the bucket: a keyed hash of its SHA-256. */
const objectName = (key: BackupKey, sha256: string) =>
  `objects/${createHmac("sha256", key.mac).update(`object ${sha256}`).digest("hex").slice(0, 40)}`;
const databaseName = (id: string) => `snapshots/${id}/${DATABASE_FILE}.sealed`;
const manifestName = (id: string) => `snapshots/${id}/manifest.sealed`;

async function sizeInBucket(access: BucketAccess, name: string): Promise<number | null> {
  try {
    const head = await access.client.send(new HeadObjectCommand({ Bucket: access.bucket, Key: access.prefix + name }));
    return head.ContentLength ?? null;
  } catch (error) {
    if (error instanceof S3ServiceException && (error.name === "NotFound" || error.$metadata.httpStatusCode === 404)) {
      return null;
    }
    throw error;
  }
}

export interface CopyOptions {
  /** How many times a dropped connection is tried again, and the first wait (doubled each time). */
  retries?: number;
  firstWaitMs?: number;
  /** Told after each object sent (for progress, and for the tests' cut points). */
  onSent?: (name: string) => void;
  /** Aborted when the server stops: nothing more is sent or tried again (the next start goes on). */
  signal?: AbortSignal;
}

const STOPPED = "Stopped with the server; the copy goes on after its next start.";

async function retrying<T>(
  what: string,
  work: () => Promise<T>,
  { retries = 5, firstWaitMs = 1000, signal }: CopyOptions,
) {
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw new BucketError(STOPPED, false);
    try {
      return await work();
    } catch (error) {
      if (signal?.aborted) throw new BucketError(STOPPED, false);
      const failure = bucketError(error, what);
      if (!failure.transient || attempt >= retries) throw failure;
      await sleep(firstWaitMs * 2 ** attempt, undefined, { signal }).catch(() => undefined);
    }
  }
}

/**
 * Copies one snapshot, sealed, to the bucket: the photo files it names that
 * the bucket lacks, its database, and last its manifest.
 */
export async function copySnapshot(
  access: BucketAccess,
  key: BackupKey,
  dataDir: string,
  manifest: BackupManifest,
  options: CopyOptions = {},
): Promise<{ sent: number; skipped: number }> {
  let sent = 0;
  let skipped = 0;
  // A listing first: its answer names what is wrong (the keys, the bucket) where a HEAD's cannot.
  await retrying(
    access.name,
    () =>
      access.client.send(
        new ListObjectsV2Command({
          Bucket: access.bucket,
          Prefix: access.prefix + manifestName(manifest.id),
          MaxKeys: 1,
        }),
      ),
    options,
  );
  const put = async (name: string, file: string) =>
    retrying(
      name,
      async () => {
        const bytes = statSync(file).size;
        if ((await sizeInBucket(access, name)) === sealedLength(bytes)) {
          skipped++;
          return;
        }
        await access.client.send(
          new PutObjectCommand({
            Bucket: access.bucket,
            Key: access.prefix + name,
            Body: sealedStream(key, name, createReadStream(file)),
            ContentLength: sealedLength(bytes),
            ContentType: "application/octet-stream",
          }),
        );
        sent++;
        options.onSent?.(name);
      },
      options,
    );
  const shas = new Set(keptFiles(manifest).map((e) => e.sha256));
  for (const sha of shas) await put(objectName(key, sha), objectPath(dataDir, sha));
  await put(databaseName(manifest.id), path.join(snapshotFolder(dataDir, manifest.id), DATABASE_FILE));
  await retrying(
    manifestName(manifest.id),
    async () => {
      const name = manifestName(manifest.id);
      await access.client.send(
        new PutObjectCommand({
          Bucket: access.bucket,
          Key: access.prefix + name,
          Body: sealBuffer(key, name, Buffer.from(JSON.stringify(manifest))),
          ContentType: "application/octet-stream",
        }),
      );
      sent++;
      options.onSent?.(name);
    },
    options,
  );
  return { sent, skipped };
}

async function listNames(access: BucketAccess, under: string): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await access.client.send(
      new ListObjectsV2Command({ Bucket: access.bucket, Prefix: access.prefix + under, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) if (o.Key) names.push(o.Key.slice(access.prefix.length));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names;
}

/** The snapshots whole in the bucket (their manifest is there), newest first. */
export async function snapshotsInBucket(access: BucketAccess): Promise<string[]> {
  try {
    const names = await listNames(access, "snapshots/");
    return names
      .map((n) => /^snapshots\/([^/]+)\/manifest\.sealed$/.exec(n)?.[1])
      .filter((id): id is string => !!id)
      .sort()
      .reverse();
  } catch (error) {
    throw bucketError(error, access.name);
  }
}

async function getBody(access: BucketAccess, name: string): Promise<Readable> {
  const got = await access.client.send(new GetObjectCommand({ Bucket: access.bucket, Key: access.prefix + name }));
  if (!got.Body) throw new BucketError(`${name}: the storage sent nothing.`, true);
  return got.Body as Readable;
}

async function readManifestFromBucket(access: BucketAccess, key: BackupKey, id: string): Promise<BackupManifest> {
  const name = manifestName(id);
  const body = await retrying(name, async () => Buffer.concat(await (await getBody(access, name)).toArray()), {});
  const parsed = backupManifestSchema.safeParse(JSON.parse(openBuffer(key, name, body).toString("utf8")));
  if (!parsed.success || parsed.data.id !== id)
    throw new BucketError(`${name}: not a manifest of this snapshot.`, false);
  return parsed.data;
}

/**
 * Fetches a snapshot from the bucket into `folder` as a backup folder a
 * restore takes (manifest.json, site.db, images/, handover/), each object opened with
 * the key; the restore then checks all of it as it checks any backup.
 */
export async function fetchSnapshot(
  access: BucketAccess,
  key: BackupKey,
  id: string,
  folder: string,
  options: CopyOptions = {},
): Promise<BackupManifest> {
  const manifest = await readManifestFromBucket(access, key, id);
  mkdirSync(path.join(folder, IMAGES_FOLDER), { recursive: true, mode: 0o700 });
  mkdirSync(path.join(folder, HANDOVER_FOLDER), { recursive: true, mode: 0o700 });
  writeFileSync(path.join(folder, "manifest.json"), JSON.stringify(manifest), { mode: 0o600 });
  const fetchTo = (name: string, to: string) =>
    retrying(name, async () => openStreamTo(key, name, await getBody(access, name), to), options);
  await fetchTo(databaseName(id), path.join(folder, DATABASE_FILE));
  for (const [section, files] of filesByFolder(manifest)) {
    for (const [file, entry] of Object.entries(files)) {
      await fetchTo(objectName(key, entry.sha256), path.join(folder, section, file));
    }
  }
  return manifest;
}

/**
 * Rotation in the bucket, by the same rule as on the machine, over what the
 * bucket holds; then every photo file no kept snapshot names is deleted.
 */
export async function rotateBucket(access: BucketAccess, key: BackupKey, rule: Rotation, timeZone: string) {
  const ids = await snapshotsInBucket(access);
  const keep = snapshotsToKeep(
    ids.map((id) => {
      const at = id.slice(0, 24).replace(/T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/, "T$1:$2:$3.$4Z");
      return { id, at: new Date(at), good: true, regular: /-(scheduled|manual)$/.test(id) };
    }),
    rule,
    timeZone,
  );
  const gone = ids.filter((id) => !keep.has(id));
  const named = new Set<string>();
  for (const id of ids.filter((i) => keep.has(i))) {
    const manifest = await readManifestFromBucket(access, key, id);
    for (const e of keptFiles(manifest)) named.add(objectName(key, e.sha256));
  }
  const doomed = [
    ...gone.flatMap((id) => [manifestName(id), databaseName(id)]),
    ...(await listNames(access, "objects/")).filter((n) => !named.has(n)),
  ];
  // One by one: a night leaves a few to delete, and every S3-compatible store takes a plain delete.
  for (const name of doomed) {
    await access.client.send(new DeleteObjectCommand({ Bucket: access.bucket, Key: access.prefix + name }));
  }
  return gone;
}
