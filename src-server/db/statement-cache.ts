/**
 * Keeps the connection's compiled statements: better-sqlite3 compiles a statement on every
 * `prepare`, and Drizzle prepares every query it runs, so a request paid SQLite's parser and
 * planner once per query. With this cache a statement text seen before is compiled once.
 */
import type Database from 'better-sqlite3';

/** How many distinct statement texts are kept (the least recently used one is dropped). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Makes `sqlite.prepare` hand back a kept statement for a text it compiled before, in the
 * state a fresh one has. A statement still busy in an `iterate()` is not handed out twice: a new
 * one is compiled for the second caller. Statements whose text carries values (rare: Drizzle
 * binds values as parameters) fill the cache like any other and age out.
 * @param sqlite the connection; its `prepare` is replaced in place
 * @param size how many statements to keep
 * @returns the same connection
 */
export function cacheStatements(
  sqlite: Database.Database,
  size: number = STATEMENT_CACHE_SIZE,
): Database.Database {
  const compile = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, Database.Statement>();
  const prepare = (source: string) => {
    const statement = kept.get(source);
    if (statement && !statement.busy) {
      // Most recently used last, so the first key is the one to drop.
      kept.delete(source);
      kept.set(source, statement);
      // A caller may have switched it to arrays (Drizzle does for its selects); a fresh
      // statement answers objects.
      if (statement.reader) statement.raw(false);
      return statement;
    }
    const fresh = compile(source);
    kept.delete(source);
    kept.set(source, fresh);
    if (kept.size > size) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    return fresh;
  };
  sqlite.prepare = prepare as typeof sqlite.prepare;
  return sqlite;
}
