// npm run restore -- FILE: check a backup's integrity and put it in place. Stop the server first.
import { openDatabase } from "~/db/database.server";
import { checkDatabaseFile, restoreDatabase } from "~/db/backup.server";

const file = process.argv[2];
const dataDir = process.env.DATA_DIR || "./data";
if (!file) {
  console.error("Usage: npm run restore -- FILE");
  process.exit(2);
}
const result = await restoreDatabase(dataDir, file, () => openDatabase(dataDir, { migrateSchema: false }));
if (!result.ok) {
  console.error(`Not restored: ${result.message}`);
  process.exit(1);
}
console.log(`Integrity check: ${checkDatabaseFile(file)}`);
if (result.previous) console.log(`The database it replaced is kept at ${result.previous}`);
console.log(`Restored ${file}. Start the server with npm start.`);
