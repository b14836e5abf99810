/**
 * Balances as a customer sees them: posted balance and available balance (posted minus
 * active holds for pending transfers).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { holds } from '../db/schema';

/** Sum of the account's active holds, in cents. */
export function heldCents(db: Db, accountId: number): number {
  const row = prepared(db, 'holds.byAccount', (d) =>
    d
      .select({ total: sql<number>`coalesce(sum(${holds.amount}), 0)` })
      .from(holds)
      .where(and(eq(holds.accountId, sql.placeholder('accountId')), eq(holds.status, 'ACTIVE')))
      .prepare(),
  ).get({ accountId });
  return row?.total ?? 0;
}

/** Active holds per account for many accounts at once: Map accountId → cents. */
export function heldCentsByAccount(db: Db, accountIds: number[]): Map<number, number> {
  const held = new Map<number, number>();
  if (accountIds.length === 0) return held;
  const rows = db
    .select({ accountId: holds.accountId, total: sql<number>`sum(${holds.amount})` })
    .from(holds)
    .where(and(eq(holds.status, 'ACTIVE'), sql`${holds.accountId} in ${accountIds}`))
    .groupBy(holds.accountId)
    .all();
  for (const row of rows) held.set(row.accountId, row.total);
  return held;
}
