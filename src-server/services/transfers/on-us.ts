/**
 * On-us payments: a LOCAL transfer to another member of this bank (the bank's own routing
 * number and one of its open customer accounts) is a book transfer. It never leaves the
 * bank, so it settles at once into the member's account instead of going to clearing.
 * Also the confirmation of payee that names the member before a customer sends.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { BusinessRule } from '../../domain/errors';

/** An open customer account of this bank and how its holder is shown to a payer. */
export interface OnUsAccount {
  account: typeof accounts.$inferSelect;
  /** First name and last initial ("Jane C."): enough to confirm, not to identify. */
  payeeName: string;
}

/**
 * "Jane C.": a holder's first name and the initial of their last name (a whole character,
 * never half of one). A last name that is a number, as a class's students have ("Student
 * 07"), is shown whole: it tells one student from another and identifies nobody.
 */
export function payeeName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (/^[0-9]{1,4}$/.test(last)) return `${first} ${last}`;
  const initial = (Array.from(last)[0] ?? '').toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** How a member who receives an on-us payment sees the payer ("Jane C."). */
export function payerName(db: Db, userId: number): string {
  const payer = db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  return payer ? payeeName(payer.firstName, payer.lastName) : 'another member';
}

/**
 * The open account numbered `accountNumber` of an active (not closed) customer, or null.
 * Served by the unique index on the account number.
 */
export function findOnUsAccount(db: Db, accountNumber: string): OnUsAccount | null {
  const row = db
    .select({ account: accounts, firstName: users.firstName, lastName: users.lastName })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(
      and(
        eq(accounts.accountNumber, accountNumber),
        isNull(accounts.closedAt),
        isNull(users.closedAt),
        eq(users.role, 'USER'),
      ),
    )
    .get();
  return row ? { account: row.account, payeeName: payeeName(row.firstName, row.lastName) } : null;
}

/**
 * The member account an on-us payment goes to.
 * @throws BusinessRule (422, code UNKNOWN_ACCOUNT) when no open customer account has that number
 */
export function requireOnUsAccount(db: Db, accountNumber: string, bankName: string): OnUsAccount {
  const found = findOnUsAccount(db, accountNumber);
  if (!found) {
    throw new BusinessRule(
      `No open account at ${bankName} has the number ${accountNumber}. Check the number with the payee.`,
      'UNKNOWN_ACCOUNT',
    );
  }
  return found;
}

/**
 * Confirmation of payee: `{match: true, name}` when the routing number is this bank's and the
 * account number belongs to an open customer account; `{match: false}` otherwise (another
 * bank's accounts cannot be checked, and an unknown number says no more than that).
 */
export function lookupPayee(
  db: Db,
  ownRoutingNumber: string,
  routingNumber: string,
  accountNumber: string,
): { match: true; name: string } | { match: false } {
  if (routingNumber !== ownRoutingNumber) return { match: false };
  const found = findOnUsAccount(db, accountNumber.replace(/\s+/g, '').toUpperCase());
  return found ? { match: true, name: found.payeeName } : { match: false };
}
