/**
 * Restoring the demo bank (PRODUCT.md 9): every row goes, ids start again from 1, and the
 * demo seed is written, all in one transaction, so a running server sees either the old
 * bank or the new one.
 */
import { ensureLedgerAccounts } from '../ledger/bank-accounts';
import { atomically } from '../ledger/post';
import { ensureCountries } from '../services/enrollment/places';
import type { Db } from './client';
import { hashSeedSecrets, writeDemoSeed } from './seed/demo';

/** Empties every table of the bank (not the migrations journal). Call inside a transaction. */
export function wipeBank(db: Db): void {
  const sqlite = db.$client;
  const tables = sqlite
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
    )
    .all() as { name: string }[];
  // Checked at commit, so the delete order does not matter.
  sqlite.pragma('defer_foreign_keys = ON');
  for (const { name } of tables) sqlite.prepare(`delete from "${name}"`).run();
  const hasSequence = sqlite
    .prepare("select 1 from sqlite_master where name = 'sqlite_sequence'")
    .get();
  if (hasSequence) sqlite.prepare('delete from sqlite_sequence').run();
}

/**
 * Replaces the whole bank with the demo seed.
 * @param seed 'demo' writes the demo data; 'none' leaves an empty bank
 */
export async function resetBank(
  db: Db,
  seed: 'demo' | 'none' = 'demo',
  now = new Date(),
): Promise<void> {
  const secrets = seed === 'demo' ? await hashSeedSecrets() : null;
  atomically(db, () => {
    wipeBank(db);
    ensureLedgerAccounts(db);
    ensureCountries(db);
    if (secrets) writeDemoSeed(db, secrets, now);
  });
}
