/**
 * Connects to the SQLite database with the pragmas a bank needs and applies the committed
 * migrations. What a bank needs in it beyond its tables (its own ledger accounts, the
 * country list, a sealed audit log) is bank/open.ts's work.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { MIGRATIONS_FOLDER } from '../paths';
import * as schema from './schema';
import { cacheStatements } from './statement-cache';

/** The Drizzle handle of a bank's database, with the better-sqlite3 connection as `$client`. */
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Opens (creating if needed) the database at `path` (`:memory:` for a throwaway one, or the
 * bytes of a serialized database for an in-memory copy of it), sets WAL, synchronous=FULL,
 * foreign keys, a busy timeout and in-memory temp storage, and migrates it. Compiled
 * statements are kept for reuse (db/statement-cache.ts). Writes no row: a bank is opened with
 * `openDatabase` (bank/open.ts).
 * @returns the Drizzle handle; `db.$client` is the better-sqlite3 connection.
 * @throws better-sqlite3's error when the file cannot be opened, drizzle's when a migration fails
 */
export function connectDatabase(path: string | Buffer): Db {
  if (typeof path === 'string' && path !== ':memory:') {
    mkdirSync(dirname(resolve(path)), { recursive: true });
  }
  const sqlite = cacheStatements(new Database(path));
  sqlite.pragma('journal_mode = WAL');
  // better-sqlite3 would leave WAL at NORMAL, which can lose the last commits on power loss.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Each money movement runs in its own savepoint (ledger/writer.ts). With temp files on disk
  // a batch's savepoint journal spills to a temp file: ~70 writes per transfer. In memory it
  // costs a few hundred KB per batch, freed at commit; durability is unchanged (the WAL is).
  sqlite.pragma('temp_store = MEMORY');
  const db = drizzle(sqlite, { schema }) as Db;
  migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return db;
}

/** True when the database has no users yet, so it needs its seed. */
export function isEmpty(db: Db): boolean {
  const row = db.$client.prepare('select count(*) as n from users').get() as { n: number };
  return row.n === 0;
}
