/**
 * Yearly tax summaries of one account: for each calendar year that has postings, the opening
 * and closing balances, the credits and debits, the interest earned (postings whose entry
 * debits INTEREST_EXPENSE) and the fees paid (what entries moved to FEES against this
 * account), all in cents. Years are those of the statement rows' business dates; the year in
 * progress (by the bank's clock) runs to the business day today.
 *
 * Every read is served by an index of `transactions` on (account, date): the years by one
 * seek per year, the figures by one range of the year's rows (each row's journal through
 * `postings_journal_idx`).
 */
import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { notFound } from '../../domain/errors';
import { getOwnedAccount } from '../accounts/list';

/** One year's figures; money in cents, dates YYYY-MM-DD. */
export interface TaxSummary {
  year: number;
  accountType: string;
  accountNumber: string;
  from: string;
  to: string;
  /** False for the year in progress (its figures run to the business day today). */
  complete: boolean;
  opening: number;
  closing: number;
  totalCredit: number;
  totalDebit: number;
  interestEarned: number;
  feesPaid: number;
  /** Statement rows in the period. */
  rowCount: number;
}

/** The years (newest first) in which account `accountId` has statement rows. */
export function taxYears(db: Db, accountId: number): number[] {
  const years: number[] = [];
  let from = '0000-01-01';
  for (;;) {
    const row = db
      .select({ date: transactions.date })
      .from(transactions)
      .where(and(eq(transactions.accountId, accountId), gte(transactions.date, from)))
      .orderBy(asc(transactions.date))
      .limit(1)
      .get();
    if (!row) break;
    const year = Number(row.date.slice(0, 4));
    years.push(year);
    from = `${String(year + 1).padStart(4, '0')}-01-01`;
  }
  return years.reverse();
}

function balanceBefore(db: Db, accountId: number, beforeOrOn: string, inclusive: boolean): number {
  const row = db
    .select({ balance: transactions.balance })
    .from(transactions)
    .where(
      and(
        eq(transactions.accountId, accountId),
        inclusive ? lte(transactions.date, beforeOrOn) : lt(transactions.date, beforeOrOn),
      ),
    )
    .orderBy(desc(transactions.date), desc(transactions.id))
    .limit(1)
    .get();
  return row?.balance ?? 0;
}

/** The figures of one account and year (no ownership check: callers check it). */
function summarize(
  db: Db,
  account: { id: number; accountType: string; accountNumber: string },
  year: number,
  today: string,
): TaxSummary {
  const from = `${year}-01-01`;
  const end = `${year}-12-31`;
  const complete = today > end;
  const to = complete ? end : today;
  const sums = db.get<{
    credits: number;
    debits: number;
    interest: number;
    fees: number;
    n: number;
  }>(sql`
    select
      coalesce(sum(case when t.type = 'CREDIT' then t.amount else 0 end), 0) as credits,
      coalesce(sum(case when t.type = 'DEBIT' then t.amount else 0 end), 0) as debits,
      coalesce(sum(case when exists (
        select 1 from postings lp join ledger_accounts la on la.id = lp.ledger_account_id
        where lp.journal_id = p.journal_id and la.code = 'INTEREST_EXPENSE'
      ) then p.amount else 0 end), 0) as interest,
      coalesce(sum((
        select coalesce(sum(lp.amount), 0) from postings lp
        join ledger_accounts la on la.id = lp.ledger_account_id
        where lp.journal_id = p.journal_id and la.code = 'FEES' and (lp.amount > 0) = (p.amount < 0)
      )), 0) as fees,
      count(*) as n
    from transactions t indexed by transactions_account_date_idx
    join postings p on p.id = t.posting_id
    where t.account_id = ${account.id} and t.date >= ${from} and t.date <= ${to}
  `);
  return {
    year,
    accountType: account.accountType,
    accountNumber: account.accountNumber,
    from,
    to,
    complete,
    opening: balanceBefore(db, account.id, from, false),
    closing: balanceBefore(db, account.id, to, true),
    totalCredit: sums?.credits ?? 0,
    totalDebit: sums?.debits ?? 0,
    interestEarned: sums?.interest ?? 0,
    feesPaid: sums?.fees ?? 0,
    rowCount: sums?.n ?? 0,
  };
}

/**
 * The tax summaries of account `accountId`, one per year with postings, newest first.
 * @param ownerId the session user, or null for an admin
 * @param now business time: a year still running is summed up to its day
 * @throws NOT_FOUND for a missing, closed or another customer's account
 */
export function taxSummaries(
  db: Db,
  accountId: number,
  ownerId: number | null,
  now: Date,
): TaxSummary[] {
  const account = getOwnedAccount(db, accountId, ownerId);
  const today = now.toISOString().slice(0, 10);
  return taxYears(db, accountId).map((year) => summarize(db, account, year, today));
}

/**
 * The tax summary of account `accountId` for `year`.
 * @param ownerId the session user, or null for an admin
 * @param now business time: a year still running is summed up to its day
 * @throws NOT_FOUND for another customer's account, or a year without postings
 */
export function taxSummary(
  db: Db,
  accountId: number,
  ownerId: number | null,
  year: number,
  now: Date,
): TaxSummary {
  const account = getOwnedAccount(db, accountId, ownerId);
  const today = now.toISOString().slice(0, 10);
  const first = db
    .select({ date: transactions.date })
    .from(transactions)
    .where(
      and(
        eq(transactions.accountId, accountId),
        gte(transactions.date, `${year}-01-01`),
        lte(transactions.date, `${year}-12-31`),
      ),
    )
    .limit(1)
    .get();
  if (!first) throw notFound('Tax summary');
  return summarize(db, account, year, today);
}
