/**
 * Restoring the demo bank: every row goes, ids start again from 1, and the
 * demo seed is written, all in one transaction, so a running server sees either the old
 * bank or the new one.
 */

import { forgetAllSessions } from '../auth/session';
import { forgetSolvedCache } from '../challenges/store';
import { forgetClock } from '../clock/clock';
import type { Db } from '../db/client';
import { atomically } from '../db/transaction';
import { noteBankReset } from '../events/collect';
import { ensureLedgerAccounts } from '../ledger/bank-accounts';
import { ensureCountries } from '../services/enrollment/places';
import { hashSeedSecrets, writeDemoSeed } from './seed/demo';

/** Empties every table of the bank (not the migrations journal). Call inside a transaction. */
export function wipeBank(db: Db): void {
  const sqlite = db.$client;
  const tables = sqlite
    .prepare(
      // Ordinary tables only: a virtual table (the statement search index) is emptied by the
      // triggers of the table it indexes, and its shadow tables are its own to write.
      "select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
    )
    .all() as { name: string }[];
  // Checked at commit, so any order is correct; children first is what keeps it fast: each
  // deleted parent row makes SQLite look for its children, a scan where the child column has
  // no index (journal entries' creator, for one), so an emptied child table costs nothing.
  sqlite.pragma('defer_foreign_keys = ON');
  for (const name of childrenFirst(
    sqlite,
    tables.map((t) => t.name),
  )) {
    sqlite.prepare(`delete from "${name}"`).run();
  }
  const hasSequence = sqlite
    .prepare("select 1 from sqlite_master where name = 'sqlite_sequence'")
    .get();
  if (hasSequence) sqlite.prepare('delete from sqlite_sequence').run();
}

/** The tables ordered so that each comes before every table it references. */
function childrenFirst(sqlite: Db['$client'], names: string[]): string[] {
  const parents = new Map(
    names.map((name) => [
      name,
      (sqlite.pragma(`foreign_key_list("${name}")`) as { table: string }[])
        .map((fk) => fk.table)
        .filter((table) => table !== name && names.includes(table)),
    ]),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  // A table goes once every table that references it is placed.
  while (ordered.length < names.length) {
    const next = names.filter(
      (name) =>
        !placed.has(name) &&
        names.every((other) => placed.has(other) || !parents.get(other)!.includes(name)),
    );
    // A cycle (none in this schema) falls back to the remaining tables in any order.
    for (const name of next.length ? next : names.filter((n) => !placed.has(n))) {
      placed.add(name);
      ordered.push(name);
    }
  }
  return ordered;
}

/**
 * Replaces the whole bank with the demo seed: one transaction empties it, the next writes the
 * new bank. Both run back to back in one synchronous block, so no request of this process
 * can see the empty bank between them; a crash between them leaves an empty bank, which the
 * next start seeds (SEED=demo).
 *
 * Why two: writing thousands of rows into pages freed earlier in the same transaction made
 * the seed over ten times slower on a database file (7.6 s against 0.6 s, measured); once the
 * wipe is committed, the freed pages are reused at full speed.
 * @param seed 'demo' writes the demo data; 'none' leaves an empty bank
 * @param now the seeding instant the demo data is dated from: real time, since the wipe sets
 *   the bank's clock back to it (`realNow()` in `clock/real-time.ts`)
 */
export async function resetBank(db: Db, seed: 'demo' | 'none', now: Date): Promise<void> {
  const secrets = seed === 'demo' ? await hashSeedSecrets() : null;
  atomically(db, () => wipeBank(db));
  atomically(db, () => {
    ensureLedgerAccounts(db);
    ensureCountries(db);
    if (secrets) writeDemoSeed(db, secrets, now);
    // Every session is gone: open streams end with reason `reset` once this commits.
    noteBankReset(db);
  });
  // The wiped clock table means real time again, and no session is left to remember.
  forgetClock(db);
  forgetAllSessions(db);
  forgetSolvedCache(db);
}
