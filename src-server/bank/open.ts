/**
 * Opening a bank: the database connected and migrated (db/client.ts), then what every bank
 * needs in it before it serves: an audit log from before the hash chain sealed, the bank's
 * own ledger accounts, the country list and no applicant's SSN in plain text. A new bank may
 * then get the demo seed.
 */

import { realNow } from '../clock/real-time';
import { connectDatabase, type Db, isEmpty } from '../db/client';
import { ensureLedgerAccounts } from '../ledger/bank-accounts';
import { indexQueuedStatementRows } from '../ledger/search-index';
import { sealAuditChain } from '../services/audit/chain';
import { ensureCountries } from '../services/enrollment/places';
import { sealPlainSsns } from '../services/enrollment/ssn';
import { seedDemo } from './seed/demo';

/**
 * Opens (creating if needed) the bank's database at `path` (`:memory:` for a throwaway
 * bank, or a serialized database's bytes for an in-memory copy of it): connects and migrates
 * it, seals an audit log written before the hash chain (once, in id order), makes sure the bank's own ledger accounts and the country list exist, seals any
 * applicant's SSN still stored as plain text, and indexes the statement rows queued for search.
 * @returns the Drizzle handle; `db.$client` is the better-sqlite3 connection.
 * @throws what `connectDatabase` throws (the file cannot be opened, a migration fails)
 */
export function openDatabase(path: string | Buffer): Db {
  const db = connectDatabase(path);
  sealAuditChain(db);
  ensureLedgerAccounts(db);
  ensureCountries(db);
  sealPlainSsns(db);
  // Statement rows a migration queued for the search index are indexed before the bank
  // serves (one read when none waits).
  db.$client.transaction(() => indexQueuedStatementRows(db)).immediate();
  return db;
}

/**
 * Opens the bank at `path` as the server process does: `openDatabase`, then the demo seed
 * when `seed` is 'demo' and the bank has no user yet (a new or emptied database).
 * @param seed 'demo' seeds an empty bank; 'none' leaves it as it is
 * @returns the handle, and whether the demo seed was written now
 */
export async function openBank(
  path: string,
  seed: 'demo' | 'none',
): Promise<{ db: Db; seeded: boolean }> {
  const db = openDatabase(path);
  const seeded = isEmpty(db) && seed === 'demo';
  // A new bank's clock has never moved: its business time is real time.
  if (seeded) await seedDemo(db, realNow());
  return { db, seeded };
}
