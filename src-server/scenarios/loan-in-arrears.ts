/**
 * Lesson "loan-in-arrears": a customer's personal loan has missed two instalments, each with
 * its late fee, and the next falls due today; one more miss defaults it.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loans } from '../db/schema';
import { atomically } from '../db/transaction';
import { Conflict } from '../domain/errors';
import { loanArrears, putLoanInArrears } from '../services/loans/collection';
import { notify } from '../services/notifications/notify';
import { lessonCustomer } from './customers';

/** The customer of the lesson: the demo sign-in, whose seeded personal loan falls behind. */
export const ARREARS_CUSTOMER = 'demo';
/** Instalments missed when the lesson starts (one fewer than a default). */
export const ARREARS_MISSED = 2;

/**
 * Loads the lesson at business time `now`: the customer's active PERSONAL loan (else their
 * first active loan) gets ARREARS_MISSED past-due instalments with late fees, the next one due
 * today, and the customer is notified.
 * @returns one sentence saying what happened
 * @throws CONFLICT (409, code SCENARIO_UNAVAILABLE) without the seeded customer or an active
 *   loan (a bank reset brings it back)
 */
export function loadLoanInArrears(db: Db, _adminId: number, now: Date): string {
  return atomically(db, () => {
    const customer = lessonCustomer(db, ARREARS_CUSTOMER);
    const candidates = db
      .select({ id: loans.id, loanType: loans.loanType })
      .from(loans)
      .where(and(eq(loans.userId, customer.userId), inArray(loans.status, ['ACTIVE'])))
      .orderBy(asc(loans.id))
      .all();
    const loan = candidates.find((l) => l.loanType === 'PERSONAL') ?? candidates[0];
    if (!loan) {
      throw new Conflict(
        `This lesson needs an active loan of ${customer.name}; reset the demo bank to bring it back`,
        'SCENARIO_UNAVAILABLE',
      );
    }
    putLoanInArrears(db, loan.id, ARREARS_MISSED, now);
    const { missed } = loanArrears(db, loan.id);
    notify(db, customer.userId, {
      type: 'ACCOUNT',
      priority: 'HIGH',
      title: 'Your loan is in arrears',
      message: `Your ${loan.loanType.toLowerCase()} loan #${loan.id} has ${missed} missed instalments with late fees. Pay the amount overdue to avoid a default.`,
      at: now,
    });
    return `${customer.name} (${customer.username}): ${loan.loanType.toLowerCase()} loan #${loan.id} has ${missed} missed instalments with late fees, and the next is due today. Advance one day: autopay collects what is overdue, fees included, from the checking account when the money is there.`;
  });
}
