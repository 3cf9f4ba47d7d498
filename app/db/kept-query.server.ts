/**
 * A read prepared once per connection and kept: the hot reads (the settings,
 * a list's live rows, the bookings holding a bike) run on every page and
 * every availability check, and building one with Drizzle and parsing its SQL
 * in SQLite cost more than running it: a list's rows 140 µs built each time
 * against 48 µs kept (`npm run bench`, part "reads", prints both).
 *
 * Kept per query object, in a WeakMap: a `Db`'s for as long as the `Db`
 * object lives (a database opened again is a new one); a transaction's for
 * that transaction only (Drizzle makes a new object for each), so a read
 * inside one is prepared once per transaction rather than once per call.
 * SQLite prepares a kept statement again itself if the schema changed under
 * it (a migration, a restore's ATTACH).
 *
 * Each key names one query: two different queries under one key would answer
 * each other's SQL. A value a query depends on is named in its key or is a
 * `sql.placeholder` filled per call, never only captured by `make`.
 */
const kept = new WeakMap<object, Map<string, unknown>>();

/** The query `key` names on `q`, made by `make` the first time it is asked for there. */
export function keptQuery<T>(q: object, key: string, make: () => T): T {
  let queries = kept.get(q);
  if (!queries) kept.set(q, (queries = new Map()));
  if (!queries.has(key)) queries.set(key, make());
  return queries.get(key) as T;
}
