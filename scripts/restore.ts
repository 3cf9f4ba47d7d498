// npm run restore -- BACKUP: check a backup folder (database and images) and put all of it in place,
// or nothing: only the files its manifest names, each checked (app/db/restore.server.ts). A database
// file from an older backup is accepted when the images it names are here. Stop the server first.
import { openDatabase } from "~/db/database.server";
import { readEnv } from "~/env.server";
import { restoreBackup } from "~/db/restore.server";

const source = process.argv[2];
const dataDir = readEnv().DATA_DIR;
if (!source) {
  console.error("Usage: npm run restore -- BACKUP_FOLDER");
  process.exit(2);
}
const result = await restoreBackup(dataDir, source, () => openDatabase(dataDir, { migrateSchema: false }));
if (!result.ok) {
  console.error(`Not restored. Nothing was changed. ${result.problems.length} problem(s) in ${source}:`);
  for (const problem of result.problems.slice(0, 20)) console.error(`  ${problem}`);
  if (result.problems.length > 20) console.error(`  … and ${result.problems.length - 20} more`);
  process.exit(1);
}
console.log(
  "Checked: the database passes SQLite's integrity check and its content the import's, and every image file is intact.",
);
console.log("Every session from before was ended: sign in again.");
if (result.previous) console.log(`What it replaced is kept at ${result.previous}`);
console.log(`Restored ${source}. Start the server with npm start.`);
