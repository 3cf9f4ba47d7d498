// Counts every statement better-sqlite3 runs in this process (get, all, run,
// iterate), with its connection's file and its SQL: how the benchmark and the
// tests see what an idle server reads, without timing anything.
import Database from "better-sqlite3";

export interface RanStatement {
  file: string;
  source: string;
}

type Method = (this: { database: { name: string }; source: string }, ...args: unknown[]) => unknown;

/** Starts counting; answers the list the statements are added to, and how to stop. */
export function countStatements() {
  const ran: RanStatement[] = [];
  const probe = new Database(":memory:");
  const statement = Object.getPrototypeOf(probe.prepare("select 1")) as Record<string, Method>;
  probe.close();
  const originals = Object.fromEntries(["get", "all", "run", "iterate"].map((m) => [m, statement[m]!]));
  for (const [name, original] of Object.entries(originals)) {
    statement[name] = function (...args) {
      ran.push({ file: this.database.name, source: this.source });
      return original.apply(this, args);
    };
  }
  return {
    ran,
    /** What read or wrote a table: every statement but the watch's `PRAGMA data_version`. */
    reads: () => ran.filter((s) => !/^PRAGMA data_version$/i.test(s.source)),
    stop: () => Object.assign(statement, originals),
  };
}
