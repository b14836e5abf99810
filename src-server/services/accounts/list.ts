/**
 * Reading a customer's accounts (customer-area.md §7, GET /api/accounts).
 */
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { accounts, holds, transactions } from '../../db/schema';
import { notFound } from '../../domain/errors';
import type { AccountSchema } from '../../shared/dto';
import { formatCents } from '../../shared/money';

export type AccountRow = typeof accounts.$inferSelect;
export type AccountDto = z.infer<typeof AccountSchema>;

/** This month's credits and debits (cents) per account. */
export interface MonthTotals {
  credit: number;
  debit: number;
}

/**
 * Maps a row to the wire: cents → two-decimal strings, available = posted − active holds.
 * @param month this month's totals; zero when omitted
 */
export function toAccountDto(
  row: AccountRow,
  heldCents: number,
  month: MonthTotals = { credit: 0, debit: 0 },
): AccountDto {
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

/** The open accounts of `userId`, oldest first, with available balances and month totals. */
export function listAccounts(db: Db, userId: number, now = new Date()): AccountDto[] {
  const p = sql.placeholder;
  const rows = prepared(db, 'accounts.byUser', (d) =>
    d
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, p('userId')), isNull(accounts.closedAt)))
      .orderBy(asc(accounts.id))
      .prepare(),
  ).all({ userId });
  const held = new Map(
    prepared(db, 'accounts.heldByUser', (d) =>
      d
        .select({ accountId: holds.accountId, total: sql<number>`sum(${holds.amount})` })
        .from(holds)
        .innerJoin(accounts, eq(accounts.id, holds.accountId))
        .where(and(eq(accounts.userId, p('userId')), eq(holds.status, 'ACTIVE')))
        .groupBy(holds.accountId)
        .prepare(),
    )
      .all({ userId })
      .map((r) => [r.accountId, r.total]),
  );
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
    .toISOString()
    .slice(0, 10);
  const months = new Map(
    prepared(db, 'accounts.monthByUser', (d) =>
      d
        .select({
          accountId: transactions.accountId,
          credit: sql<number>`coalesce(sum(case when ${transactions.type} = 'CREDIT' then ${transactions.amount} else 0 end), 0)`,
          debit: sql<number>`coalesce(sum(case when ${transactions.type} = 'DEBIT' then ${transactions.amount} else 0 end), 0)`,
        })
        .from(transactions)
        .innerJoin(accounts, eq(accounts.id, transactions.accountId))
        .where(and(eq(accounts.userId, p('userId')), gte(transactions.date, p('since'))))
        .groupBy(transactions.accountId)
        .prepare(),
    )
      .all({ userId, since })
      .map((r) => [r.accountId, { credit: r.credit, debit: r.debit }]),
  );
  return rows.map((r) => toAccountDto(r, held.get(r.id) ?? 0, months.get(r.id)));
}

/**
 * One account of `ownerId` (any owner when `ownerId` is null, for admins).
 * @throws NOT_FOUND when it does not exist, is closed, or belongs to someone else
 */
export function getOwnedAccount(db: Db, accountId: number, ownerId: number | null): AccountRow {
  const row = accountById(db, accountId);
  if (!row || row.closedAt !== null || (ownerId !== null && row.userId !== ownerId)) {
    throw notFound('Account');
  }
  return row;
}

/** The account row with this id (any owner, open or closed), or undefined. */
export function accountById(db: Db, id: number): AccountRow | undefined {
  return prepared(db, 'accounts.byId', (d) =>
    d
      .select()
      .from(accounts)
      .where(eq(accounts.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id });
}

/** "SAVINGS ••••4321": how statement rows and messages name an account. */
export function accountLabel(row: Pick<AccountRow, 'accountType' | 'accountNumber'>): string {
  return `${row.accountType.toUpperCase()} ••••${row.accountNumber.slice(-4)}`;
}
