/**
 * Prepared statements reused across requests: building a Drizzle query
 * and compiling its SQL costs more than running it, so the hot paths (ledger postings,
 * session checks, account reads) build each statement once per connection with
 * `sql.placeholder` and keep it here.
 */
import type { Db } from './client';

const caches = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement named `key` for this connection, built by `build` on first use.
 * `build` must return a Drizzle prepared query (`.prepare()` with placeholders).
 */
export function prepared<T>(db: Db, key: string, build: (db: Db) => T): T {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    cache.set(key, statement);
  }
  return statement;
}
