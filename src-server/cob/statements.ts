/**
 * Monthly statements: at the close of a month's last day every account that is open gets a
 * statement record (period, opening and closing balances, row count), read from the figures
 * the ledger keeps (balance, month totals, row count), and its owner a notification. The PDF
 * is rendered on demand from the account's rows of that month (services/statements).
 */
import { and, asc, count, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import { accountMonthTotals, accounts, monthlyStatements, transactions } from '../db/schema';
import { notify } from '../services/notifications/notify';
import { messageStatementReady } from '../services/outbox/messages';
import { endOfDay, isMonthEnd } from './interest';

/** The month before `period` ('YYYY-MM'). */
export function previousMonth(period: string): string {
  const d = new Date(`${period}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
}

/** The first and last day of `period` ('YYYY-MM') as 'YYYY-MM-DD'. */
export function monthRange(period: string): { from: string; to: string } {
  const last = new Date(`${period}-01T00:00:00Z`);
  last.setUTCMonth(last.getUTCMonth() + 1);
  last.setUTCDate(0);
  return { from: `${period}-01`, to: last.toISOString().slice(0, 10) };
}

const MONTH_NAMES = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * COB step, on a month's last day only: one statement record per open account for that
 * month and one notification to its owner (see makeStatements).
 * @returns how many statements were made (0 on other days)
 */
export function makeMonthlyStatements(db: Db, date: string): number {
  return isMonthEnd(date) ? makeStatements(db, date) : 0;
}

/**
 * One statement record per account open at the end of `date` ('YYYY-MM-DD') for the month
 * of `date`, as the books stand now, and one notification to its owner (one statement email
 * per customer). Opening = closing − the month's kept credits + debits; the row count is the
 * kept row count less the previous statement's (counted over the month's index range for an
 * account's first statement). A statement already made for that month (one produced early
 * on demand) is replaced by the new figures.
 * @returns how many statements were made
 */
export function makeStatements(db: Db, date: string): number {
  const period = date.slice(0, 7);
  const { from, to } = monthRange(period);
  const prev = alias(monthlyStatements, 'prev');
  const rows = db
    .select({
      id: accounts.id,
      userId: accounts.userId,
      accountType: accounts.accountType,
      accountNumber: accounts.accountNumber,
      balance: accounts.balance,
      statementRows: accounts.statementRows,
      credit: accountMonthTotals.credit,
      debit: accountMonthTotals.debit,
      prevRowsThrough: prev.rowsThrough,
    })
    .from(accounts)
    .leftJoin(
      accountMonthTotals,
      and(eq(accountMonthTotals.accountId, accounts.id), eq(accountMonthTotals.month, period)),
    )
    .leftJoin(prev, and(eq(prev.accountId, accounts.id), eq(prev.period, previousMonth(period))))
    .where(or(isNull(accounts.closedAt), gte(accounts.closedAt, endOfDay(date))))
    .orderBy(asc(accounts.id))
    .all();
  const at = endOfDay(date);
  const monthName = MONTH_NAMES.format(new Date(`${period}-01T00:00:00Z`));
  // One statement notice by email per customer, however many accounts they hold.
  const told = new Set<number>();
  let made = 0;
  for (const a of rows) {
    const rowCount =
      a.prevRowsThrough !== null
        ? a.statementRows - a.prevRowsThrough
        : (db
            .select({ n: count() })
            .from(transactions)
            .where(
              and(
                eq(transactions.accountId, a.id),
                gte(transactions.date, from),
                lte(transactions.date, to),
              ),
            )
            .get()?.n ?? 0);
    const inserted = db
      .insert(monthlyStatements)
      .values({
        accountId: a.id,
        period,
        opening: a.balance - (a.credit ?? 0) + (a.debit ?? 0),
        closing: a.balance,
        rowCount,
        rowsThrough: a.statementRows,
        createdAt: at,
      })
      .onConflictDoUpdate({
        target: [monthlyStatements.accountId, monthlyStatements.period],
        set: {
          opening: sql`excluded.opening`,
          closing: sql`excluded.closing`,
          rowCount: sql`excluded.row_count`,
          rowsThrough: sql`excluded.rows_through`,
          createdAt: sql`excluded.created_at`,
        },
      })
      .returning({ id: monthlyStatements.id })
      .get();
    if (!inserted) continue;
    made++;
    notify(db, a.userId, {
      title: 'Your statement is ready',
      message: `Your ${a.accountType.toLowerCase()} account ••••${a.accountNumber.slice(-4)} statement for ${monthName} is ready.`,
      type: 'ACCOUNT',
      at,
    });
    if (!told.has(a.userId)) {
      told.add(a.userId);
      messageStatementReady(db, a.userId, monthName);
    }
  }
  return made;
}

/** One monthly statement as the API lists it (cents). */
export interface MonthlyStatementRecord {
  period: string;
  from: string;
  to: string;
  opening: number;
  closing: number;
  rowCount: number;
  createdAt: Date;
}

/** The monthly statements of one account, newest first (ownership checked by the caller). */
export function listMonthlyStatements(db: Db, accountId: number): MonthlyStatementRecord[] {
  return db
    .select()
    .from(monthlyStatements)
    .where(eq(monthlyStatements.accountId, accountId))
    .orderBy(sql`${monthlyStatements.period} desc`)
    .all()
    .map((s) => ({
      period: s.period,
      ...monthRange(s.period),
      opening: s.opening,
      closing: s.closing,
      rowCount: s.rowCount,
      createdAt: s.createdAt,
    }));
}

/** The statement record of `accountId` for `period`, or undefined when none was made. */
export function findMonthlyStatement(db: Db, accountId: number, period: string) {
  return db
    .select()
    .from(monthlyStatements)
    .where(and(eq(monthlyStatements.accountId, accountId), eq(monthlyStatements.period, period)))
    .get();
}
