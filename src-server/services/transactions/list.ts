/**
 * Statement rows of one account (customer-area.md §7, GET /api/transactions/{accountId}).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { transactions } from '../../db/schema';
import { formatCents } from '../../shared/money';
import type { TransactionSchema } from '../../shared/wire';
import { getOwnedAccount } from '../accounts/list';

export type WireTransaction = z.infer<typeof TransactionSchema>;

/** Maps a statement row to the wire. */
export function toWireTransaction(row: typeof transactions.$inferSelect): WireTransaction {
  return {
    id: row.id,
    accountId: row.accountId,
    type: row.type,
    amount: formatCents(row.amount),
    description: row.description,
    date: row.date,
    balance: formatCents(row.balance),
    category: row.category,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * All statement rows of the account, oldest first.
 * @param ownerId the session user, or null for an admin reading any account
 * @throws NOT_FOUND when the account is not the owner's
 */
export function listTransactions(
  db: Db,
  accountId: number,
  ownerId: number | null,
): WireTransaction[] {
  getOwnedAccount(db, accountId, ownerId);
  return prepared(db, 'transactions.byAccount', (d) =>
    d
      .select()
      .from(transactions)
      .where(eq(transactions.accountId, sql.placeholder('accountId')))
      .orderBy(asc(transactions.id))
      .prepare(),
  )
    .all({ accountId })
    .map(toWireTransaction);
}
