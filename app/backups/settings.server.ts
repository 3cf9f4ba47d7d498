/**
 * Where the backup settings live: DATA_DIR/backup-settings.json, readable by
 * the server's user only, outside the database, so that no backup ever holds
 * the bucket's keys. The bucket can be given by environment variables
 * instead (BACKUP_S3_ENDPOINT, BACKUP_S3_REGION, BACKUP_S3_BUCKET,
 * BACKUP_S3_PREFIX, BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY),
 * which then win. The secret is never sent back to a page.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { bucketFormSchema, DEFAULT_SCHEDULE, scheduleSchema, type Bucket, type Schedule } from "./settings";

const SETTINGS_FILE = "backup-settings.json";

const storedSchema = z.object({
  schedule: scheduleSchema.default(DEFAULT_SCHEDULE),
  bucket: bucketFormSchema
    .extend({ secretAccessKey: z.string().min(1) })
    .nullable()
    .default(null),
  /** The owner has said the key's words are written down: they are not shown again. */
  keyWrittenDown: z.boolean().default(false),
});
export type BackupSettings = z.infer<typeof storedSchema>;

const file = (dataDir: string) => path.join(dataDir, SETTINGS_FILE);

export function readStoredSettings(dataDir: string): BackupSettings {
  const at = file(dataDir);
  if (!existsSync(at)) return storedSchema.parse({});
  const parsed = storedSchema.safeParse(JSON.parse(readFileSync(at, "utf8")));
  if (!parsed.success) throw new Error(`${at} is not backup settings: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

export function writeStoredSettings(dataDir: string, settings: BackupSettings): void {
  const at = file(dataDir);
  writeFileSync(`${at}.new`, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
  renameSync(`${at}.new`, at);
}

/** The bucket from the environment, when BACKUP_S3_BUCKET is set (checked like the form's). */
export function bucketFromEnv(env: NodeJS.ProcessEnv = process.env): Bucket | null {
  if (!env.BACKUP_S3_BUCKET) return null;
  const parsed = bucketFormSchema.safeParse({
    endpoint: env.BACKUP_S3_ENDPOINT,
    region: env.BACKUP_S3_REGION || "auto",
    bucket: env.BACKUP_S3_BUCKET,
    prefix: env.BACKUP_S3_PREFIX ?? "",
    accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID,
    secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY,
  });
  if (!parsed.success) {
    throw new Error(`The BACKUP_S3_ variables are not a bucket: ${parsed.error.issues[0]?.message}`);
  }
  if (!parsed.data.secretAccessKey) throw new Error("BACKUP_S3_SECRET_ACCESS_KEY is not set.");
  return parsed.data;
}

export interface EffectiveSettings {
  schedule: Schedule;
  bucket: Bucket | null;
  /** Where the bucket comes from: the environment wins over the settings. */
  bucketFrom: "environment" | "settings" | null;
  keyWrittenDown: boolean;
}

export function effectiveSettings(dataDir: string, env: NodeJS.ProcessEnv = process.env): EffectiveSettings {
  const stored = readStoredSettings(dataDir);
  const fromEnv = bucketFromEnv(env);
  return {
    schedule: stored.schedule,
    bucket: fromEnv ?? stored.bucket,
    bucketFrom: fromEnv ? "environment" : stored.bucket ? "settings" : null,
    keyWrittenDown: stored.keyWrittenDown,
  };
}
