/**
 * Backups that happen by themselves: the server looks at the clock every
 * minute and takes the nightly snapshot at the shop's quiet hour (a setting,
 * in the shop's time zone; late, if the server was down then), checks it,
 * rotates, and copies every good snapshot not yet copied to the bucket when
 * there is one, in the background. One piece of work at a time, never while
 * a command holds the backups' lock. What the back office shows (the
 * dashboard's line, the warning on every screen, Settings → Backups) is read
 * from here.
 */
import { statSync } from "node:fs";
import path from "node:path";
import { shopClock } from "~/booking/dates";
import type { Db } from "~/db/database.server";
import { takeSnapshot, type SnapshotReason } from "~/db/backup.server";
import { restoreBackup, type RestoreResult } from "~/db/restore.server";
import { KEY_FILE, loadOrCreateKey, type BackupKey } from "./key.server";
import { copySnapshot, openBucket, rotateBucket, type CopyOptions } from "./s3.server";
import { effectiveSettings, readStoredSettings, writeStoredSettings, type EffectiveSettings } from "./settings.server";
import type { Bucket, Schedule } from "./settings";
import {
  latestGood,
  latestManifest,
  listSnapshots,
  removePartials,
  rotate,
  snapshotFolder,
  withBackupLock,
  writeCopy,
  type CheckResult,
  type SnapshotInfo,
} from "./store.server";
import { verifySnapshot } from "./verify.server";
import { lastBackupLine, type LastSeen } from "./words";

/** Older than this, the last good snapshot is a warning on every back-office screen. */
const STALE_AFTER_MS = 36 * 60 * 60 * 1000;

export interface BackupServiceOptions {
  dataDir: string;
  /** The shop's time zone, read when needed (a setting of the site). */
  timeZone: () => string;
  now?: () => Date;
  env?: NodeJS.ProcessEnv;
  /** How often the clock is looked at (BACKUP_TICK_MS, default a minute): first one such wait after the start. */
  tickMs?: number;
  /** How long after a failed copy it is tried again. */
  retryCopyMs?: number;
  copy?: CopyOptions;
}

export interface BackupStatus {
  last: SnapshotInfo | null;
  /** The newest snapshot, good or not. */
  newest: SnapshotInfo | null;
  bucket: boolean;
  /** Said on every back-office screen until fixed, or null. */
  warning: string | null;
}

export type BackupService = ReturnType<typeof createBackupService>;

export function createBackupService(
  db: Db,
  {
    dataDir,
    timeZone,
    now = () => new Date(),
    env = process.env,
    tickMs = Number(env.BACKUP_TICK_MS) || 60_000,
    retryCopyMs = 60 * 60 * 1000,
    copy: copyOptions,
  }: BackupServiceOptions,
) {
  const { key } = loadOrCreateKey(dataDir);
  const keys: BackupKey[] = [key];
  const settings = (): EffectiveSettings => effectiveSettings(dataDir, env);

  /** One piece of work at a time in this process; the lock keeps out commands. */
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T | null> => {
    const next = queue.then(() => withBackupLock(dataDir, work));
    queue = next.catch(() => undefined);
    return next;
  };

  let lastCopyFailure = 0;
  let copying: Promise<unknown> | null = null;
  /** A stop cuts a copy under way (it resumes at the next start); a snapshot or a restore is let finish. */
  const stopping = new AbortController();

  async function snapshotLocked(reason: SnapshotReason): Promise<{ id: string; check: CheckResult }> {
    removePartials(dataDir);
    const taken = await takeSnapshot(db, dataDir, { key, reason, now: now(), latest: latestManifest(dataDir) });
    const check = await verifySnapshot(dataDir, taken.id, keys, now);
    if (!check.ok) console.error(`Backup ${taken.id} failed its check: ${check.problems.join("; ")}`);
    rotate(dataDir, rotationOf(settings().schedule), timeZone());
    return { id: taken.id, check };
  }

  /** Copies every good snapshot the bucket lacks, oldest first; a failure is kept on the snapshot and said. */
  async function copyLocked(bucket: Bucket) {
    const access = openBucket(bucket);
    const cut = () => access.client.destroy();
    stopping.signal.addEventListener("abort", cut);
    try {
      const waiting = listSnapshots(dataDir)
        .filter((s) => s.check?.ok && s.copy?.state !== "copied" && s.manifest)
        .reverse();
      for (const snapshot of waiting) {
        try {
          await copySnapshot(access, key, dataDir, snapshot.manifest!, { ...copyOptions, signal: stopping.signal });
          writeCopy(dataDir, snapshot.id, { state: "copied", at: now().toISOString(), detail: access.name });
        } catch (error) {
          lastCopyFailure = now().getTime();
          writeCopy(dataDir, snapshot.id, {
            state: "failed",
            at: now().toISOString(),
            detail: (error as Error).message,
          });
          return;
        }
      }
      if (waiting.length) await rotateBucket(access, key, rotationOf(settings().schedule), timeZone());
    } catch (error) {
      console.error("Rotating the backups in the bucket failed:", (error as Error).message);
    } finally {
      stopping.signal.removeEventListener("abort", cut);
      access.client.destroy();
    }
  }

  /** Starts the copy in the background (the site never waits on it); answers the run. */
  function copyInBackground(): Promise<unknown> {
    const bucket = settings().bucket;
    if (!bucket) return Promise.resolve();
    copying ??= serially(() => copyLocked(bucket)).finally(() => (copying = null));
    return copying;
  }

  /** Looks at the clock: the nightly snapshot when due, a check left undone, a copy to try again. */
  async function tick() {
    const { schedule } = settings();
    const clock = shopClock(timeZone(), now());
    const snapshots = listSnapshots(dataDir);
    const unchecked = snapshots.filter((s) => !s.check);
    for (const s of unchecked) await serially(() => verifySnapshot(dataDir, s.id, keys, now));
    const takenToday = snapshots.some(
      (s) => s.reason === "scheduled" && shopClock(timeZone(), new Date(s.createdAt)).date === clock.date,
    );
    if (Number(clock.time.slice(0, 2)) >= schedule.hour && !takenToday) {
      await serially(() => snapshotLocked("scheduled"));
      void copyInBackground();
      return;
    }
    const waiting = snapshots.some((s) => s.check?.ok && s.copy?.state !== "copied");
    if (waiting && now().getTime() - lastCopyFailure >= retryCopyMs) void copyInBackground();
  }

  function status(): BackupStatus {
    const snapshots = listSnapshots(dataDir);
    const last = latestGood(snapshots);
    const newest = snapshots[0] ?? null;
    let bucket = false;
    let warning: string | null = null;
    try {
      bucket = settings().bucket !== null;
    } catch (error) {
      warning = `The backup settings cannot be read: ${(error as Error).message}`;
    }
    const at = now().getTime();
    const keyMade = statSync(path.join(dataDir, KEY_FILE), { throwIfNoEntry: false })?.mtime.getTime() ?? at;
    if (warning) {
      // Said above.
    } else if (newest?.check && !newest.check.ok) {
      warning = `The last backup failed its check: ${newest.check.problems[0] ?? "see Settings → Backups"}`;
    } else if (last && at - new Date(last.createdAt).getTime() > STALE_AFTER_MS) {
      warning = "The last good backup is more than 36 hours old.";
    } else if (!last && at - keyMade > STALE_AFTER_MS) {
      warning = "No backup has been taken for 36 hours.";
    }
    return { last, newest, bucket, warning };
  }

  function lastSeen(): LastSeen {
    const { last, bucket } = status();
    return { last, now: now(), timeZone: timeZone(), bucket };
  }

  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;
  const runTick = () => {
    ticking ??= tick()
      .catch((error: Error) => console.error("The backup schedule failed:", error.message))
      .finally(() => (ticking = null));
    return ticking;
  };

  return {
    dataDir,
    key: () => key,
    /** When the key's words were made: before the owner says they are written down, they may be shown. */
    keyMadeAt: () => statSync(path.join(dataDir, KEY_FILE)).mtime,
    settings,
    list: () => listSnapshots(dataDir),

    /** A snapshot now (from Settings → Backups, or a command), checked and rotated; the copy follows. */
    async snapshot(reason: SnapshotReason = "manual") {
      const done = await serially(() => snapshotLocked(reason));
      if (done?.check.ok) void copyInBackground();
      return done;
    },

    copyNow: copyInBackground,

    /** What a restore would replace: the bookings and photos the site holds now. */
    present() {
      const count = (sql: string) => (db.$client.prepare(sql).get() as { n: number }).n;
      return {
        bookings: count("select count(*) as n from bookings"),
        photos: count("select count(*) as n from images where kind = 'photo' and deleted_at is null"),
        handoverPhotos: count("select count(*) as n from handover_photos"),
      };
    },

    status,

    /** The dashboard's line: "Last backup: today 03:00, copied". */
    line(): string {
      return lastBackupLine(lastSeen());
    },

    /**
     * What the dashboard's line says, for a screen to say it in its reader's language
     * (`lastBackupLine(backups.lastSeen(), useWords())`, with the phrase books the screen reads).
     */
    lastSeen,

    /**
     * Restores one of this site's snapshots in place, while the site runs:
     * checked whole first, then a snapshot of the present, then every table
     * in one transaction. Everyone signs in again.
     */
    async restore(id: string): Promise<RestoreResult> {
      const result = await serially(() =>
        restoreBackup(dataDir, snapshotFolder(dataDir, id), {
          keys,
          live: db,
          snapshotPresent: async () => (await snapshotLocked("before-restore")).id,
        }),
      );
      return result ?? { ok: false, problems: ["Another backup or restore is running: try again in a minute."] };
    },

    saveSchedule(schedule: Schedule) {
      writeStoredSettings(dataDir, { ...readStoredSettings(dataDir), schedule });
    },
    /** Saves the bucket (an empty secret keeps the saved one); null forgets it. */
    saveBucket(bucket: Bucket | null) {
      const stored = readStoredSettings(dataDir);
      const secret = bucket?.secretAccessKey || stored.bucket?.secretAccessKey || "";
      writeStoredSettings(dataDir, { ...stored, bucket: bucket ? { ...bucket, secretAccessKey: secret } : null });
    },
    keyWrittenDown() {
      writeStoredSettings(dataDir, { ...readStoredSettings(dataDir), keyWrittenDown: true });
    },

    start() {
      timer = setInterval(runTick, tickMs);
      timer.unref();
    },
    /** Stops the clock and waits for the work under way (a snapshot is never left for a stop to cut). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      stopping.abort();
      await ticking;
      await queue;
    },
    /** For tests: one look at the clock, awaited. */
    tick: runTick,
  };
}

function rotationOf(schedule: Schedule) {
  return { daily: schedule.keepDaily, weekly: schedule.keepWeekly, monthly: schedule.keepMonthly };
}
