// npm run backup: a snapshot now in DATA_DIR/backups/snapshots (the database by SQLite's online backup, safe
// while the server runs, and the photo files it names: the library's and the bookings' handover photos), checked as the server checks its nightly ones; prints
// the snapshot's folder last.
import { snapshotCommand } from "~/backups/commands.server";
import { openDatabase } from "~/db/database.server";
import { readEnv } from "~/env.server";

const dataDir = readEnv().DATA_DIR;
const db = openDatabase(dataDir, { migrateSchema: false });
try {
  const taken = await snapshotCommand(db, dataDir);
  if (!taken) {
    console.error("Another backup or restore is running on this data folder: try again when it ends.");
    process.exit(1);
  }
  const { manifest, check, folder } = taken;
  const missing = [
    ...manifest.missing.map((name) => `images/${name}`),
    ...(manifest.handover?.missing ?? []).map((name) => `handover/${name}`),
  ];
  if (missing.length) {
    console.error(`Warning: ${missing.length} photo file(s) the database names are missing from ${dataDir}:`);
    for (const name of missing) console.error(`  ${name}`);
    console.error("This backup is incomplete: a restore of it will refuse, as it cannot check those files.");
  }
  if (!check.ok) {
    console.error(`The snapshot failed its check:\n  ${check.problems.join("\n  ")}`);
    process.exitCode = 1;
  } else console.log(`Checked: a trial restore reads ${check.bookings} booking(s).`);
  console.log(folder);
} finally {
  db.$client.close();
}
