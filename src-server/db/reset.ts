/**
 * Restoring the demo bank: every row goes, ids start again from 1, and the
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
 * Replaces the whole bank with the demo seed, in one transaction.
 * @param seed 'demo' writes the demo data; 'none' leaves an empty bank
 * @param now the seeding instant the demo data is dated from
 * @throws Error (and changes nothing) if the new bank broke a foreign key
 */
export async function resetBank(
  db: Db,
  seed: 'demo' | 'none' = 'demo',
  now = new Date(),
): Promise<void> {
  const secrets = seed === 'demo' ? await hashSeedSecrets() : null;
  const sqlite = db.$client;
  // Foreign keys are checked once, over the whole new bank, before the commit: checked row
  // by row after the wipe in the same transaction, the seed's thousands of postings took
  // several times as long as on a new database. The pragma only takes effect outside a
  // transaction, and nothing else runs on the connection until this synchronous block ends.
  const enforced = sqlite.pragma('foreign_keys', { simple: true }) === 1;
  const relax = enforced && !sqlite.inTransaction;
  if (relax) sqlite.pragma('foreign_keys = OFF');
  try {
    atomically(db, () => {
      wipeBank(db);
      ensureLedgerAccounts(db);
      ensureCountries(db);
      if (secrets) writeDemoSeed(db, secrets, now);
      if (relax) {
        const broken = sqlite.pragma('foreign_key_check') as unknown[];
        if (broken.length) throw new Error(`Reset left ${broken.length} broken foreign keys`);
      }
    });
  } finally {
    if (relax) sqlite.pragma('foreign_keys = ON');
  }
}
