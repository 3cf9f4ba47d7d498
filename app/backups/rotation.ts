/**
 * Which snapshots rotation keeps, as restic's and borg's "keep" rules do: the
 * newest good snapshot of each of the last N days that have one, of each of
 * the last N weeks and of each of the last N months, in the shop's time zone.
 * A snapshot taken before a restore or a migration is kept as long as the
 * daily ones reach back; a failed one is kept while nothing good is newer, so
 * the failure stays to be seen and looked into. A pure function: the store
 * deletes what it leaves out.
 */
export interface Rotation {
  daily: number;
  weekly: number;
  monthly: number;
}

export interface Rotated {
  id: string;
  /** When it was taken. */
  at: Date;
  good: boolean;
  /** Taken on the schedule or by hand; false before a restore or a migration. */
  regular: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's calendar day of a moment, as [year, month, day]. */
function localDay(at: Date, timeZone: string): [number, number, number] {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
    .format(at)
    .split("-")
    .map(Number);
  return [parts[0]!, parts[1]!, parts[2]!];
}

/** The ISO week ("2026-W48") of a calendar day. */
function isoWeek([year, month, day]: [number, number, number]): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const start = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - start) / DAY_MS + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

export function snapshotsToKeep(snapshots: Rotated[], rule: Rotation, timeZone: string): Set<string> {
  const newestFirst = [...snapshots].sort((a, b) => b.at.getTime() - a.at.getTime());
  const good = newestFirst.filter((s) => s.good);
  const keep = new Set<string>();
  const buckets: [number, (s: Rotated) => string][] = [
    [rule.daily, (s) => localDay(s.at, timeZone).join("-")],
    [rule.weekly, (s) => isoWeek(localDay(s.at, timeZone))],
    [rule.monthly, (s) => localDay(s.at, timeZone).slice(0, 2).join("-")],
  ];
  for (const [count, bucketOf] of buckets) {
    const seen = new Set<string>();
    for (const snapshot of good.filter((s) => s.regular)) {
      const bucket = bucketOf(snapshot);
      if (seen.has(bucket)) continue;
      if (seen.size >= count) break;
      seen.add(bucket);
      keep.add(snapshot.id);
    }
  }
  // Before a restore or a migration: kept as far back as the daily snapshots reach.
  const now = newestFirst[0]?.at.getTime() ?? 0;
  for (const s of good) if (!s.regular && now - s.at.getTime() <= rule.daily * DAY_MS) keep.add(s.id);
  // The newest good one always; failed ones while nothing good is newer.
  if (good[0]) keep.add(good[0].id);
  const newestGood = good[0]?.at.getTime() ?? -Infinity;
  for (const s of newestFirst) if (!s.good && s.at.getTime() > newestGood) keep.add(s.id);
  return keep;
}
