/**
 * Month-end interest seen from a test: a close of business on a month's last day credits each
 * SAVINGS account its accrued interest. A test that advances the clock across that day reads
 * its own movements beside the interest, so it subtracts what these helpers find.
 */
import type { Db } from '../db/client';

/** The id of the newest statement row (0 when there is none): a mark to read later rows from. */
export function statementMark(db: Db): number {
  return (
    db.$client.prepare('select coalesce(max(id), 0) as id from transactions').get() as {
      id: number;
    }
  ).id;
}

/**
 * The interest credited to `accountId` in statement rows written after `mark`, in cents
 * (0 when no month end was closed in between).
 */
export function interestSince(db: Db, accountId: number, mark: number): number {
  return (
    db.$client
      .prepare(
        `select coalesce(sum(amount), 0) as cents from transactions
         where account_id = ? and id > ? and description = 'Interest earned'`,
      )
      .get(accountId, mark) as { cents: number }
  ).cents;
}
