/**
 * Reading a customer's accounts (customer-area.md §7, GET /api/accounts).
 */
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, transactions } from '../../db/schema';
import { heldCentsByAccount } from '../../ledger/balances';
import { formatCents } from '../../shared/money';
import type { AccountSchema } from '../../shared/wire';
import { notFound } from '../errors';

export type AccountRow = typeof accounts.$inferSelect;
export type WireAccount = z.infer<typeof AccountSchema>;

/** This month's credits and debits (cents) per account. */
export interface MonthTotals {
  credit: number;
  debit: number;
}

/**
 * Maps a row to the wire: cents → two-decimal strings, available = posted − active holds.
 * @param month this month's totals; zero when omitted
 */
export function toWireAccount(
  row: AccountRow,
  heldCents: number,
  month: MonthTotals = { credit: 0, debit: 0 },
): WireAccount {
  return {
    id: row.id,
    userId: row.userId,
    accountType: row.accountType,
    accountNumber: row.accountNumber,
    balance: formatCents(row.balance),
    availableBalance: formatCents(row.balance - heldCents),
    totalCredit: formatCents(row.totalCredit),
    totalDebit: formatCents(row.totalDebit),
    monthlyCredit: formatCents(month.credit),
    monthlyDebit: formatCents(month.debit),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The open accounts of `userId`, oldest first, with available balances. */
export function listAccounts(db: Db, userId: number): WireAccount[] {
  const rows = db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), isNull(accounts.closedAt)))
    .orderBy(asc(accounts.id))
    .all();
  const held = heldCentsByAccount(
    db,
    rows.map((r) => r.id),
  );
  const months = monthTotals(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toWireAccount(r, held.get(r.id) ?? 0, months.get(r.id)));
}

/** Credits and debits since the first day of the current UTC month, per account. */
function monthTotals(db: Db, accountIds: number[], now = new Date()): Map<number, MonthTotals> {
  const totals = new Map<number, MonthTotals>();
  if (accountIds.length === 0) return totals;
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
    .toISOString()
    .slice(0, 10);
  const rows = db
    .select({
      accountId: transactions.accountId,
      credit: sql<number>`coalesce(sum(case when ${transactions.type} = 'CREDIT' then ${transactions.amount} else 0 end), 0)`,
      debit: sql<number>`coalesce(sum(case when ${transactions.type} = 'DEBIT' then ${transactions.amount} else 0 end), 0)`,
    })
    .from(transactions)
    .where(and(inArray(transactions.accountId, accountIds), gte(transactions.date, since)))
    .groupBy(transactions.accountId)
    .all();
  for (const r of rows) totals.set(r.accountId, { credit: r.credit, debit: r.debit });
  return totals;
}

/**
 * One account of `ownerId` (any owner when `ownerId` is null, for admins).
 * @throws NOT_FOUND when it does not exist, is closed, or belongs to someone else
 */
export function getOwnedAccount(db: Db, accountId: number, ownerId: number | null): AccountRow {
  const row = db.select().from(accounts).where(eq(accounts.id, accountId)).get();
  if (!row || row.closedAt !== null || (ownerId !== null && row.userId !== ownerId)) {
    throw notFound('Account');
  }
  return row;
}

/** "SAVINGS ••••4321": how statement rows and messages name an account. */
export function accountLabel(row: Pick<AccountRow, 'accountType' | 'accountNumber'>): string {
  return `${row.accountType.toUpperCase()} ••••${row.accountNumber.slice(-4)}`;
}
