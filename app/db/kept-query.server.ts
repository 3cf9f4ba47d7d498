/**
 * A read prepared once per connection and kept: the hot reads (the settings,
 * a list's live rows, the bookings holding a bike) run on every page and
 * every availability check, and building one with Drizzle and parsing its SQL
 * in SQLite cost more than running it: a list's rows 140 µs built each time
 * against 48 µs kept (`npm run bench`, part "reads", prints both).
 *
 * Kept per query object: a `Db` for the life of its connection; a
 * transaction's own object lives for that transaction only, so a read inside
 * one is prepared afresh, as before. A closed connection's queries go with it
 * (a WeakMap), and SQLite prepares a kept statement again itself if the
 * schema changed under it.
 */
const kept = new WeakMap<object, Map<string, unknown>>();

/** The query `key` names on `q`, made by `make` the first time it is asked for there. */
export function keptQuery<T>(q: object, key: string, make: () => T): T {
  let queries = kept.get(q);
  if (!queries) kept.set(q, (queries = new Map()));
  if (!queries.has(key)) queries.set(key, make());
  return queries.get(key) as T;
}
