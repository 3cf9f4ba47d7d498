/**
 * What `npm run backup` and `npm run restore` do, for a site whose server may
 * be stopped or on a machine with nothing yet: the same snapshots, checks and
 * restores as the server's, holding the same lock.
 */
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import type { Db } from "~/db/database.server";
import { restoreBackup, type RestoreResult } from "~/db/restore.server";
import { loadOrCreateKey, readKey, saveKey, type BackupKey } from "./key.server";
import { fetchSnapshot, openBucket, snapshotsInBucket } from "./s3.server";
import type { Bucket } from "./settings";
import { backupsDir, takeSnapshot } from "~/db/backup.server";
import { latestGood, latestManifest, listSnapshots, removePartials, withBackupLock } from "./store.server";
import { verifySnapshot } from "./verify.server";

/** A snapshot of a site whose server is stopped, checked: answers its folder and check. */
export async function snapshotCommand(db: Db, dataDir: string) {
  const { key } = loadOrCreateKey(dataDir);
  return withBackupLock(dataDir, async () => {
    removePartials(dataDir);
    const taken = await takeSnapshot(db, dataDir, { key, reason: "manual", latest: latestManifest(dataDir) });
    return { ...taken, check: await verifySnapshot(dataDir, taken.id, [key]) };
  });
}

const hasContent = (db: Db) =>
  db.$client.prepare("select 1 from sqlite_master where type = 'table' and name = 'content_meta'").get() !==
    undefined && db.$client.prepare("select 1 from content_meta").get() !== undefined;

export type RestoreSource =
  { kind: "folder"; folder: string } | { kind: "latest" } | { kind: "bucket"; bucket: Bucket; snapshot?: string };

/**
 * Restores into DATA_DIR from a folder, the newest good local snapshot, or
 * the bucket (the newest snapshot there, or the one named), with this
 * install's key and the one the owner names. A site restored from nothing
 * keeps the owner's key as its own, so its next backups open with it too.
 */
export async function restoreCommand(
  dataDir: string,
  source: RestoreSource,
  named: BackupKey | null,
): Promise<RestoreResult & { from?: string }> {
  const own = readKey(dataDir);
  const keys = [own, named].filter((k): k is BackupKey => k !== null);
  if (!keys.length) {
    return { ok: false, problems: ["This machine has no backup key: name the owner's key file with --key-file."] };
  }
  const done = await withBackupLock(dataDir, async () => {
    removePartials(dataDir);
    let folder: string;
    let fetched: string | null = null;
    if (source.kind === "folder") folder = source.folder;
    else if (source.kind === "latest") {
      const last = latestGood(listSnapshots(dataDir));
      if (!last) return { ok: false as const, problems: [`There is no good snapshot in ${backupsDir(dataDir)}.`] };
      folder = last.folder;
    } else {
      const key = named ?? own!;
      const access = openBucket(source.bucket);
      try {
        const id = source.snapshot ?? (await snapshotsInBucket(access))[0];
        if (!id) return { ok: false as const, problems: [`The bucket ${access.name} holds no snapshot.`] };
        fetched = mkdtempSync(path.join(dataDir, ".fetching-"));
        folder = path.join(fetched, id);
        await fetchSnapshot(access, key, id, folder);
      } catch (error) {
        if (fetched) rmSync(fetched, { recursive: true, force: true });
        return { ok: false as const, problems: [`Nothing was restored: ${(error as Error).message}`] };
      } finally {
        access.client.destroy();
      }
    }
    try {
      const result = await restoreBackup(dataDir, folder, {
        keys,
        snapshotPresent: async (db) => {
          if (!hasContent(db)) return null;
          const key = own ?? named!;
          const taken = await takeSnapshot(db, dataDir, {
            key,
            reason: "before-restore",
            latest: latestManifest(dataDir),
          });
          await verifySnapshot(dataDir, taken.id, [key]);
          return taken.folder;
        },
      });
      if (result.ok && !own && named) saveKey(dataDir, named);
      return { ...result, from: folder };
    } finally {
      if (fetched) rmSync(fetched, { recursive: true, force: true });
    }
  });
  return (
    done ?? { ok: false, problems: ["A backup or restore is running on this data folder: try again when it ends."] }
  );
}
