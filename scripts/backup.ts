// npm run backup: a folder in DATA_DIR/backups with a consistent copy of the
// database and of the image files it names; prints its path last.
import { backupSite } from "~/db/backup.server";
import { openDatabase } from "~/db/database.server";
import { readEnv } from "~/env.server";

const dataDir = readEnv().DATA_DIR;
const db = openDatabase(dataDir, { migrateSchema: false });
try {
  const { folder, missing } = await backupSite(db, dataDir);
  if (missing.length) {
    console.error(`Warning: ${missing.length} image file(s) the library names are missing from ${dataDir}/images:`);
    for (const name of missing) console.error(`  ${name}`);
    console.error("This backup is incomplete: a restore of it will refuse, as it cannot check those files.");
  }
  console.log(folder);
} finally {
  db.$client.close();
}
