/** Finding the seeded customers a lesson is about: by username, with their everyday accounts. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, creditCards, users } from '../db/schema';
import { Conflict } from '../domain/errors';

/** A lesson's customer: the user and their open CHECKING account (the first one). */
export interface LessonCustomer {
  userId: number;
  username: string;
  name: string;
  checkingId: number;
}

/**
 * The customer `username` with their first open CHECKING account.
 * @throws CONFLICT (409, code SCENARIO_UNAVAILABLE) when the bank has no such customer or
 *   they hold no open checking account (a bank reset brings them back)
 */
export function lessonCustomer(db: Db, username: string): LessonCustomer {
  const row = db
    .select({
      userId: users.id,
      username: users.username,
      first: users.firstName,
      last: users.lastName,
      checkingId: accounts.id,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.userId, users.id))
    .where(
      and(
        eq(users.username, username),
        eq(accounts.accountType, 'CHECKING'),
        isNull(accounts.closedAt),
      ),
    )
    .orderBy(asc(accounts.id))
    .get();
  if (!row) {
    throw new Conflict(
      `This lesson needs the seeded customer "${username}" with an open checking account; reset the demo bank to bring them back`,
      'SCENARIO_UNAVAILABLE',
    );
  }
  return {
    userId: row.userId,
    username: row.username,
    name: `${row.first} ${row.last}`,
    checkingId: row.checkingId,
  };
}

/**
 * The id of the first debit card on `accountId`.
 * @throws CONFLICT (409, code SCENARIO_UNAVAILABLE) when the account has no debit card
 */
export function debitCardOf(db: Db, accountId: number): number {
  const card = db
    .select({ id: creditCards.id })
    .from(creditCards)
    .where(and(eq(creditCards.accountId, accountId), eq(creditCards.cardType, 'DEBIT')))
    .orderBy(asc(creditCards.id))
    .get();
  if (!card) {
    throw new Conflict(
      'This lesson needs a debit card on the customer’s checking account; reset the demo bank to bring it back',
      'SCENARIO_UNAVAILABLE',
    );
  }
  return card.id;
}
