/**
 * Balances as a customer sees them: posted balance and available balance (posted minus
 * active holds for pending transfers). The held amount is a figure the ledger keeps on the
 * account row (ledger/figures.ts), so reading it costs one row whatever the history.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { accounts } from '../db/schema';

/** Sum of the account's active holds, in cents (0 for an unknown account). */
export function heldCents(db: Db, accountId: number): number {
  const row = prepared(db, 'holds.byAccount', (d) =>
    d
      .select({ held: accounts.held })
      .from(accounts)
      .where(eq(accounts.id, sql.placeholder('accountId')))
      .prepare(),
  ).get({ accountId });
  return row?.held ?? 0;
}

/** Active holds per account for many accounts at once: Map accountId → cents. */
export function heldCentsByAccount(db: Db, accountIds: number[]): Map<number, number> {
  const held = new Map<number, number>();
  if (accountIds.length === 0) return held;
  const rows = db
    .select({ id: accounts.id, held: accounts.held })
    .from(accounts)
    .where(inArray(accounts.id, accountIds))
    .all();
  for (const row of rows) held.set(row.id, row.held);
  return held;
}
