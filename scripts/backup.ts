// npm run backup: a consistent copy of the database in DATA_DIR/backups; prints its path last.
import { backupDatabase } from "~/db/backup.server";
import { openDatabase } from "~/db/database.server";

const dataDir = process.env.DATA_DIR || "./data";
const db = openDatabase(dataDir, { migrateSchema: false });
try {
  const file = await backupDatabase(db, dataDir);
  console.log(file);
} finally {
  db.$client.close();
}
