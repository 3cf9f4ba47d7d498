/**
 * Which kinds of data a change touched, and the one watch for changes made
 * outside this process. A held page names the kinds it reads (site.ts); a
 * change re-renders only the pages that read one of its kinds.
 *
 * A write in this process says what it changed as it commits (the store's
 * `onChange`). A write from another process (the `content` import, a backup
 * restored from the command line) or on the database below the store (the
 * server's own restore) is noticed by one check: SQLite's `PRAGMA
 * data_version` on a connection of its own, which moves when any other
 * connection commits. It reads no table: only when it moves is the content
 * version read, once. A change of the database's files (fs.watch) asks for
 * the check at once; the interval is there for file systems that say nothing.
 */
import { watch, type FSWatcher } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { listKinds, type ListKind } from "~/content/lists";
import { shopToday } from "~/booking/dates";

/** The kinds of data a held page can read; "day" is the shop's today and the year, which move with the clock. */
type DataKind = ListKind | "settings" | "images" | "bookings" | "day";

/** What a held page reads: the kinds, or everything (it shows the newest change, say). */
export type Reads = readonly DataKind[] | "everything";

/** What changed: some kinds, or everything (a change from elsewhere, whose kinds are not known). */
export type Touched = ReadonlySet<DataKind> | "everything";

/** The entities of the booking records that move the content version: whether a bike is free follows them. */
const BOOKING_ENTITIES = new Set(["booking", "booking-block", "booking-feed", "vehicle"]);

/** The kinds a committed change's entities touched; an entity this does not know touches everything. */
export function touchedBy(entities: Iterable<string>): Touched {
  const kinds = new Set<DataKind>();
  for (const entity of entities) {
    if (BOOKING_ENTITIES.has(entity)) kinds.add("bookings");
    else if (entity === "settings" || entity === "images") kinds.add(entity);
    else if ((listKinds as readonly string[]).includes(entity)) kinds.add(entity as ListKind);
    else return "everything";
  }
  return kinds;
}

/** Whether a change touched anything a page reads. */
export function touches(reads: Reads, touched: Touched): boolean {
  if (reads === "everything" || touched === "everything") return true;
  return reads.some((kind) => touched.has(kind));
}

export interface OutsideWatchOptions {
  /** The database file. */
  file: string;
  /** How often the check runs when the file system says nothing. */
  checkMs: number;
  /** Told when the content version moved without this process's store saying so. */
  onOutside: (version: number) => void;
  /** The content version this process knows of. */
  known: () => number;
  /** Told after each check, for the tests and the benchmark: whether it read the content version. */
  onCheck?: (readVersion: boolean) => void;
}

/** The one watch for changes made elsewhere; null for a database with no file. */
export function watchOutside({ file, checkMs, onOutside, known, onCheck }: OutsideWatchOptions) {
  if (!file || file === ":memory:") return null;
  const sqlite = new Database(file, { fileMustExist: true });
  const dataVersion = () => sqlite.pragma("data_version", { simple: true }) as number;
  const readVersion = sqlite.prepare("select version from content_meta where id = 1").pluck();
  let seen = dataVersion();
  let closed = false;

  function check() {
    if (closed) return;
    const now = dataVersion();
    const moved = now !== seen;
    seen = now;
    if (moved) {
      const version = (readVersion.get() as number | undefined) ?? 0;
      if (version !== known()) onOutside(version);
    }
    onCheck?.(moved);
  }
  const safeCheck = () => {
    try {
      check();
    } catch (error) {
      console.error(error);
    }
  };

  const timer = setInterval(safeCheck, checkMs);
  timer.unref();
  // A burst of writes to the files is one check, soon after.
  let soon: NodeJS.Timeout | null = null;
  const name = path.basename(file);
  let watcher: FSWatcher | null = null;
  try {
    watcher = watch(path.dirname(file), { persistent: false }, (_event, changed) => {
      if (soon || !changed?.toString().startsWith(name)) return;
      soon = setTimeout(() => {
        soon = null;
        safeCheck();
      }, 20);
    });
    watcher.on("error", () => watcher?.close());
  } catch {
    // No file events here: the interval still notices.
  }

  return {
    close() {
      closed = true;
      clearInterval(timer);
      if (soon) clearTimeout(soon);
      watcher?.close();
      sqlite.close();
    },
  };
}

/**
 * Calls `onNewDay` when the shop's date or the server's year turns: one timer
 * set for that moment, no reads. `timeZone` is asked each time it is set.
 */
export function watchTheDay(timeZone: () => string, onNewDay: () => void) {
  let timer: NodeJS.Timeout | null = null;
  let day = dayOf(timeZone());
  function arm() {
    const zone = timeZone();
    const wait = Math.min(msToShopMidnight(zone), msToNewYear(), 2 ** 31 - 1);
    timer = setTimeout(() => {
      const now = dayOf(timeZone());
      if (now !== day) {
        day = now;
        onNewDay();
      }
      arm();
    }, wait + 50);
    timer.unref();
  }
  arm();
  return {
    /** Sets the timer again (the shop's time zone changed). */
    rearm() {
      if (timer) clearTimeout(timer);
      day = dayOf(timeZone());
      arm();
    },
    stop: () => timer && clearTimeout(timer),
  };
}

const dayOf = (zone: string) => `${shopToday(zone)}:${new Date().getFullYear()}`;

function msToShopMidnight(zone: string, now = new Date()): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  );
  const intoDay =
    (((parts.hour ?? 0) * 60 + (parts.minute ?? 0)) * 60 + now.getUTCSeconds()) * 1000 + now.getUTCMilliseconds();
  return Math.max(1000, 86_400_000 - intoDay);
}

function msToNewYear(now = new Date()): number {
  return Math.max(1000, new Date(now.getFullYear() + 1, 0, 1).getTime() - now.getTime());
}
