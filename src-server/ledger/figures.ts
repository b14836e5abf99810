/**
 * Figures the ledger keeps up to date so that reads never sum history: each customer
 * account's credits and debits per UTC month (`account_month_totals`), each account's held
 * amount (`accounts.held`, the sum of its active holds) and each customer's outgoing LOCAL
 * and WIRE amounts per UTC day of creation (`outgoing_day_totals`, what the transfer limits
 * read). Every function here runs inside the caller's transaction, next to the posting, hold
 * or status change it accounts for; `verifyLedger` checks the figures against the records.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { accountMonthTotals, accounts, outgoingDayTotals } from '../db/schema';
import { noteBalance } from '../events/collect';

const p = sql.placeholder;

/**
 * Adds one posting to its account's month: a positive `amount` (cents) to the credits, a
 * negative one (as its absolute value) to the debits, of the UTC month of `date`.
 * @param date the statement date, 'YYYY-MM-DD'
 */
export function addToMonth(db: Db, accountId: number, date: string, amount: number): void {
  prepared(db, 'figures.month', (d) =>
    d
      .insert(accountMonthTotals)
      .values({
        accountId: p('accountId'),
        month: p('month'),
        credit: p('credit'),
        debit: p('debit'),
      })
      .onConflictDoUpdate({
        target: [accountMonthTotals.accountId, accountMonthTotals.month],
        set: {
          credit: sql`${accountMonthTotals.credit} + excluded.credit`,
          debit: sql`${accountMonthTotals.debit} + excluded.debit`,
        },
      })
      .prepare(),
  ).run({
    accountId,
    month: date.slice(0, 7),
    credit: amount > 0 ? amount : 0,
    debit: amount < 0 ? -amount : 0,
  });
}

/**
 * The credits and debits (cents) of each of `userId`'s accounts in the UTC month `month`
 * ('YYYY-MM'): one indexed row per account, whatever the history.
 */
export function monthTotalsByUser(
  db: Db,
  userId: number,
  month: string,
): Map<number, { credit: number; debit: number }> {
  const rows = prepared(db, 'figures.monthByUser', (d) =>
    d
      .select({
        accountId: accountMonthTotals.accountId,
        credit: accountMonthTotals.credit,
        debit: accountMonthTotals.debit,
      })
      .from(accountMonthTotals)
      .innerJoin(accounts, eq(accounts.id, accountMonthTotals.accountId))
      .where(and(eq(accounts.userId, p('userId')), eq(accountMonthTotals.month, p('month'))))
      .prepare(),
  ).all({ userId, month });
  return new Map(rows.map((r) => [r.accountId, { credit: r.credit, debit: r.debit }]));
}

/**
 * The credits and debits (cents) of account `accountId` in the UTC month `month` ('YYYY-MM'):
 * one row read by its key; zero both when nothing moved that month.
 */
export function monthTotalsOfAccount(
  db: Db,
  accountId: number,
  month: string,
): { credit: number; debit: number } {
  const row = prepared(db, 'figures.monthOfAccount', (d) =>
    d
      .select({ credit: accountMonthTotals.credit, debit: accountMonthTotals.debit })
      .from(accountMonthTotals)
      .where(
        and(
          eq(accountMonthTotals.accountId, p('accountId')),
          eq(accountMonthTotals.month, p('month')),
        ),
      )
      .prepare(),
  ).get({ accountId, month });
  return row ?? { credit: 0, debit: 0 };
}

/**
 * Moves an account's held amount by `delta` cents: + when a hold is placed, − when it is
 * released or captured.
 */
export function addToHeld(db: Db, accountId: number, delta: number): void {
  prepared(db, 'figures.held', (d) =>
    d
      .update(accounts)
      .set({ held: sql`${accounts.held} + ${p('delta')}` })
      .where(eq(accounts.id, p('id')))
      .prepare(),
  ).run({ id: accountId, delta });
  // The available balance moved: its listeners hear it after commit.
  noteBalance(db, accountId);
}

/**
 * Adds `delta` cents (negative to take away) to `userId`'s outgoing total of the UTC day of
 * `createdAt`. Called when a LOCAL or WIRE transfer starts counting (created, or back from
 * FAILED) or stops (FAILED).
 */
export function addToOutgoing(db: Db, userId: number, createdAt: Date, delta: number): void {
  prepared(db, 'figures.outgoing', (d) =>
    d
      .insert(outgoingDayTotals)
      .values({ userId: p('userId'), day: p('day'), amount: p('amount') })
      .onConflictDoUpdate({
        target: [outgoingDayTotals.userId, outgoingDayTotals.day],
        set: { amount: sql`${outgoingDayTotals.amount} + excluded.amount` },
      })
      .prepare(),
  ).run({ userId, day: createdAt.toISOString().slice(0, 10), amount: delta });
}

/**
 * `userId`'s outgoing LOCAL plus WIRE total (cents) over the UTC days `from` to `to`
 * ('YYYY-MM-DD', both included): at most one row per day of the range.
 */
export function outgoingBetween(db: Db, userId: number, from: string, to: string): number {
  const row = prepared(db, 'figures.outgoingBetween', (d) =>
    d
      .select({ total: sql<number>`coalesce(sum(${outgoingDayTotals.amount}), 0)` })
      .from(outgoingDayTotals)
      .where(
        and(
          eq(outgoingDayTotals.userId, p('userId')),
          gte(outgoingDayTotals.day, p('from')),
          lte(outgoingDayTotals.day, p('to')),
        ),
      )
      .prepare(),
  ).get({ userId, from, to });
  return row?.total ?? 0;
}
