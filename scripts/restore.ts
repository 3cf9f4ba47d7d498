// npm run restore -- SNAPSHOT_FOLDER | --latest | --from s3 [--snapshot ID]  [--key-file FILE]
// Checks a backup whole (its signature, every file, every table) and puts all of it in place, or nothing
// (app/db/restore.server.ts). --from s3 fetches the newest snapshot in the bucket named by the BACKUP_S3_
// variables (or --endpoint, --region, --bucket, --prefix), opened with the owner's key file. Stop the server first.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { restoreCommand, type RestoreSource } from "~/backups/commands.server";
import { keyFromFile } from "~/backups/key.server";
import { bucketFromEnv } from "~/backups/settings.server";
import { readEnv } from "~/env.server";

const usage = `Usage:
  npm run restore -- SNAPSHOT_FOLDER [--key-file FILE]
  npm run restore -- --latest
  npm run restore -- --from s3 --key-file FILE [--snapshot ID] [--endpoint URL --region R --bucket NAME --prefix P]
The bucket's keys come from BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY.`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: "string" },
      latest: { type: "boolean" },
      snapshot: { type: "string" },
      "key-file": { type: "string" },
      endpoint: { type: "string" },
      region: { type: "string" },
      bucket: { type: "string" },
      prefix: { type: "string" },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
const { values, positionals } = args;
const dataDir = readEnv().DATA_DIR;

let named = null;
if (values["key-file"]) {
  named = keyFromFile(readFileSync(values["key-file"], "utf8"));
  if (!named) fail(`${values["key-file"]} holds no backup key (24 words): check every word.`);
}

let source: RestoreSource;
if (values.from === "s3") {
  const env = { ...process.env };
  for (const name of ["endpoint", "region", "bucket", "prefix"] as const) {
    if (values[name] !== undefined) env[`BACKUP_S3_${name.toUpperCase()}`] = values[name];
  }
  let bucket;
  try {
    bucket = bucketFromEnv(env);
  } catch (error) {
    fail((error as Error).message);
  }
  if (!bucket) fail(`Name the bucket (--bucket or BACKUP_S3_BUCKET).\n${usage}`);
  source = { kind: "bucket", bucket, snapshot: values.snapshot };
} else if (values.from !== undefined) fail(`--from takes s3 only.\n${usage}`);
else if (values.latest) source = { kind: "latest" };
else if (positionals[0]) source = { kind: "folder", folder: positionals[0] };
else fail(usage);

const result = await restoreCommand(dataDir, source, named);
if (!result.ok) {
  console.error(`Not restored. Nothing was changed. ${result.problems.length} problem(s):`);
  for (const problem of result.problems.slice(0, 20)) console.error(`  ${problem}`);
  if (result.problems.length > 20) console.error(`  … and ${result.problems.length - 20} more`);
  process.exit(1);
}
console.log(
  "Checked: its signature, SQLite's integrity check, every table against the site's rules, its content and every photo file.",
);
console.log("No sessions, trusted browsers or lockouts came with it: sign in again.");
if (!result.manifest.handover) {
  console.log("It was made before backups kept the bookings' handover photos: those photos are not in it.");
}
if (result.previous) console.log(`What it replaced is kept at ${result.previous}`);
console.log(`Restored the snapshot of ${result.manifest.createdAt}. Start the server with npm start.`);
