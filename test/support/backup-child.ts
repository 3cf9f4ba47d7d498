// A process that does one piece of backup work on DATA_DIR, for the tests that kill it part way:
//   node --import tsx test/support/backup-child.ts snapshot|copy|restore DATA_DIR [SNAPSHOT_FOLDER]
// The bucket, for copy, comes from the BACKUP_S3_ variables. Prints "done" when the work is whole.
import { restoreCommand } from "~/backups/commands.server";
import { createBackupService } from "~/backups/service.server";
import { openDatabase } from "~/db/database.server";

const [op, dataDir, folder] = process.argv.slice(2) as [string, string, string | undefined];
if (op === "restore") {
  const result = await restoreCommand(dataDir, { kind: "folder", folder: folder! }, null);
  if (!result.ok) throw new Error(result.problems.join("\n"));
} else {
  const db = openDatabase(dataDir);
  const backups = createBackupService(db, {
    dataDir,
    timeZone: () => "Asia/Kolkata",
    copy: { retries: 2, firstWaitMs: 50 },
  });
  if (op === "snapshot") await backups.snapshot();
  else await backups.copyNow();
  await backups.stop();
  db.$client.close();
}
console.log("done");
