import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readKey } from "~/backups/key.server";
import { listSnapshots } from "~/backups/store.server";
import { checkDatabaseFile, readManifest } from "~/db/backup-checks.server";
import { snapshotBeforeMigrating } from "~/db/backup-migration.server";
import { seededStore } from "../support/temp-db";

const migrations = fileURLToPath(new URL("../../drizzle", import.meta.url));

describe("a snapshot before a migration", () => {
  it("is taken when the database is behind the migrations, and only then", async () => {
    const { db, dataDir } = seededStore();
    snapshotBeforeMigrating(db.$client, dataDir, migrations);
    expect(listSnapshots(dataDir)).toEqual([]);

    // The database as the code before the newest migration left it.
    db.$client
      .prepare("delete from __drizzle_migrations where created_at = (select max(created_at) from __drizzle_migrations)")
      .run();
    snapshotBeforeMigrating(db.$client, dataDir, migrations);
    const [kept] = listSnapshots(dataDir);
    expect(kept).toMatchObject({ reason: "before-migration", check: null });
    // Whole and signed: the server checks it (a trial restore, migrated) at its next look at the clock.
    expect(readManifest(kept!.folder, [readKey(dataDir)!])).toMatchObject({ ok: true });
    expect(checkDatabaseFile(path.join(kept!.folder, "site.db"))).toBe("ok");
  });
});
