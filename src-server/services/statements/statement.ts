/**
 * Account statements as files: the rows of one account in
 * a date range with opening and closing balances, as CSV and as PDF.
 */
import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactions, users } from '../../db/schema';
import { badRequest } from '../../domain/errors';
import { isoDate } from '../../shared/dto';
import { getOwnedAccount } from '../accounts/list';

/** One row of a statement file: date YYYY-MM-DD, direction, amount and running balance in cents. */
export interface StatementRow {
  date: string;
  description: string;
  type: 'DEBIT' | 'CREDIT';
  /** Unsigned cents. */
  amount: number;
  /** Running balance after the row, cents. */
  balance: number;
  reference: string | null;
}

/**
 * An account statement for a date range (YYYY-MM-DD, inclusive): holder, account, opening and
 * closing balances and the period's credit and debit totals in cents, and its rows.
 */
export interface Statement {
  holder: string;
  accountType: string;
  accountNumber: string;
  from: string;
  to: string;
  /** Cents. */
  opening: number;
  closing: number;
  totalCredit: number;
  totalDebit: number;
  rows: StatementRow[];
}

/**
 * The statement of one account between `from` and `to` (YYYY-MM-DD, inclusive; defaults:
 * the account's first day and today).
 * @param ownerId the session user, or null for an admin
 * @param now business time: without `to`, the statement runs to its day
 * @throws NOT_FOUND for another's account; BAD_REQUEST for malformed or reversed dates
 */
export function buildStatement(
  db: Db,
  accountId: number,
  ownerId: number | null,
  range: { from?: string | null; to?: string | null },
  now: Date,
): Statement {
  const account = getOwnedAccount(db, accountId, ownerId);
  const from = range.from || account.createdAt.toISOString().slice(0, 10);
  const to = range.to || now.toISOString().slice(0, 10);
  if (!isoDate.safeParse(from).success || !isoDate.safeParse(to).success) {
    throw badRequest('Dates must be real days written YYYY-MM-DD');
  }
  if (from > to) throw badRequest('The start date must not be after the end date');
  const before = db
    .select({ balance: transactions.balance })
    .from(transactions)
    .where(and(eq(transactions.accountId, accountId), lt(transactions.date, from)))
    .orderBy(desc(transactions.id))
    .get();
  const rows = db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.accountId, accountId),
        gte(transactions.date, from),
        lte(transactions.date, to),
      ),
    )
    .orderBy(asc(transactions.id))
    .all();
  const holder = db.select().from(users).where(eq(users.id, account.userId)).get();
  const opening = before?.balance ?? 0;
  return {
    holder: holder ? `${holder.firstName} ${holder.lastName}` : '',
    accountType: account.accountType,
    accountNumber: account.accountNumber,
    from,
    to,
    opening,
    closing: rows.at(-1)?.balance ?? opening,
    totalCredit: rows.filter((r) => r.type === 'CREDIT').reduce((s, r) => s + r.amount, 0),
    totalDebit: rows.filter((r) => r.type === 'DEBIT').reduce((s, r) => s + r.amount, 0),
    rows: rows.map((r) => ({
      date: r.date,
      description: r.description,
      type: r.type,
      amount: r.amount,
      balance: r.balance,
      reference: r.reference,
    })),
  };
}
