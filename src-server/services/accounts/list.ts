/**
 * Reading a customer's accounts (GET /api/accounts).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { accounts } from '../../db/schema';
import { notFound } from '../../domain/errors';
import { monthTotalsByUser } from '../../ledger/figures';
import type { AccountSchema } from '../../shared/dto';
import { formatCents } from '../../shared/money';

/** An account row as Drizzle reads it: money in integer cents. */
export type AccountRow = typeof accounts.$inferSelect;
/** An account on the wire (see AccountSchema): money as two-decimal strings. */
export type AccountDto = z.infer<typeof AccountSchema>;

/** This month's credits and debits (cents) per account. */
export interface MonthTotals {
  credit: number;
  debit: number;
}

/**
 * Maps a row to the wire: cents → two-decimal strings, available = posted − active holds.
 * @param month this month's totals; zero when omitted
 * @param period the business month ('YYYY-MM') those totals are of, sent as `month` when given
 */
export function toAccountDto(
  row: AccountRow,
  heldCents: number,
  month: MonthTotals = { credit: 0, debit: 0 },
  period?: string,
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
    ...(period ? { month: period } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The open accounts of `userId`, oldest first, with available balances (posted − the held
 * figure) and this UTC month's credits and debits, read from the figures the ledger keeps
 * (ledger/figures.ts): the cost does not grow with the accounts' history.
 * @param now business time (the bank's clock): the month whose credits and debits are shown
 */
export function listAccounts(db: Db, userId: number, now: Date): AccountDto[] {
  const rows = prepared(db, 'accounts.byUser', (d) =>
    d
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, sql.placeholder('userId')), isNull(accounts.closedAt)))
      .orderBy(asc(accounts.id))
      .prepare(),
  ).all({ userId });
  const period = now.toISOString().slice(0, 7);
  const months = monthTotalsByUser(db, userId, period);
  return rows.map((r) => toAccountDto(r, r.held, months.get(r.id), period));
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
