/**
 * The backup settings the owner edits on Settings → Backups, one schema for
 * the form and the server: when the nightly snapshot is taken, how many are
 * kept, and the bucket their copies go to.
 */
import { z } from "zod";

const count = (what: string, max: number) =>
  z
    .number({ error: `Say how many ${what} to keep, as a number.` })
    .int(`Say how many ${what} to keep, as a whole number.`)
    .min(1, `Keep at least one ${what.replace(/s$/, "")}.`)
    .max(max, `Keep at most ${max} ${what}.`);

export const scheduleSchema = z.object({
  hour: z
    .number({ error: "Choose the hour of the nightly backup." })
    .int("Choose the hour of the nightly backup.")
    .min(0, "Choose an hour from 0 to 23.")
    .max(23, "Choose an hour from 0 to 23."),
  keepDaily: count("daily backups", 90),
  keepWeekly: count("weekly backups", 104),
  keepMonthly: count("monthly backups", 120),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const DEFAULT_SCHEDULE: Schedule = { hour: 3, keepDaily: 7, keepWeekly: 4, keepMonthly: 12 };

/** A bucket's settings as the form sends them: an empty secret keeps the one saved before. */
export const bucketFormSchema = z.object({
  endpoint: z
    .url({
      protocol: /^https?$/,
      error: "The storage's address starts with https:// (for example https://s3.eu-central-003.backblazeb2.com).",
    })
    .max(300, "This address is too long."),
  region: z
    .string({ error: "Say the bucket's region (auto when the provider names none)." })
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, "A region is a short name like auto, us-east-1 or eu-central-003."),
  bucket: z
    .string({ error: "Say the bucket's name." })
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "A bucket's name is 3 to 63 small letters, digits, dots or dashes."),
  prefix: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]*$/, "A folder in the bucket is letters, digits, - and _, split by /.")
    .max(100, "This folder name is too long.")
    .default(""),
  accessKeyId: z
    .string({ error: "Say the access key's id." })
    .trim()
    .regex(/^[\x21-\x7e]{3,128}$/, "An access key id is 3 to 128 letters and digits, without spaces."),
  secretAccessKey: z
    .string()
    .regex(/^[\x21-\x7e]{0,256}$/, "A secret key has no spaces.")
    .default(""),
});
type BucketForm = z.infer<typeof bucketFormSchema>;
export type Bucket = BucketForm & { secretAccessKey: string };
