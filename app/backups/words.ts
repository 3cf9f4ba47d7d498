/**
 * How backups are said in the back office: one line for the dashboard, and
 * the words of a snapshot's reason, size, check and copy on Settings → Backups.
 */

import { backOfficeWords, type BackOfficeWords } from "~/i18n/back-office/words";
import { localeOf } from "~/i18n/languages";

/** What the back office is told of a snapshot (no paths, no keys). */
export interface SnapshotView {
  id: string;
  createdAt: string;
  reason: "scheduled" | "manual" | "before-restore" | "before-migration";
  bytes: number;
  photos: number;
  check: { ok: boolean; problems: string[]; bookings: number | null } | null;
  copy: { state: "copied" | "failed"; detail: string } | null;
}

export const reasonWords: Record<SnapshotView["reason"], string> = {
  scheduled: "Nightly",
  manual: "Taken by hand",
  "before-restore": "Before a restore",
  "before-migration": "Before an update",
};

/** "today 03:00", "yesterday 03:00", "24 Nov 03:00", in the shop's time zone and the reader's language. */
function shortMoment(iso: string, now: Date, timeZone: string, { t, lang }: BackOfficeWords): string {
  const day = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(d);
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  if (day(at) === day(now)) return t("today {time}", { time });
  if (day(at) === day(new Date(now.getTime() - 24 * 60 * 60 * 1000))) return t("yesterday {time}", { time });
  const locale = lang === "en" ? "en-GB" : localeOf[lang];
  const date = new Intl.DateTimeFormat(locale, { timeZone, day: "numeric", month: "short", numberingSystem: "latn" });
  return `${date.format(at)} ${time}`;
}

/** What became of a snapshot's copy to the bucket. */
export function copyWords(snapshot: Pick<SnapshotView, "copy">, bucket: boolean): string {
  if (!bucket) return "kept on this server only";
  if (!snapshot.copy) return "copy waiting";
  return snapshot.copy.state === "copied" ? "copied" : `not copied: ${snapshot.copy.detail}`;
}

export interface LastSeen {
  last: Pick<SnapshotView, "createdAt" | "copy"> | null;
  now: Date;
  timeZone: string;
  bucket: boolean;
}

/** The dashboard's line: "Last backup: today 03:00, copied", in the reader's words (the screen's `useWords()`). */
export function lastBackupLine(
  { last, now, timeZone, bucket }: LastSeen,
  words: BackOfficeWords = backOfficeWords("en"),
): string {
  const { t, text } = words;
  if (!last) return t("Last backup: none yet");
  return t("Last backup: {when}, {copy}", {
    when: shortMoment(last.createdAt, now, timeZone, words),
    copy: text(copyWords(last, bucket)),
  });
}

/** "1.4 MB" */
export function sizeWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
