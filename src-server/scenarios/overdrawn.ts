/**
 * Lesson "overdrawn": a deposit the customer already spent comes back from the paying bank,
 * and the return takes the account below zero. A bank cannot refuse a return, so this is the
 * one posting the ledger lets overdraw an account (journal kind RETURNED_DEPOSIT).
 */
import type { Db } from '../db/client';
import { atomically } from '../db/transaction';
import { Conflict } from '../domain/errors';
import { postJournal } from '../ledger/post';
import { accountById } from '../services/accounts/list';
import { notify } from '../services/notifications/notify';
import { simulateInboundTransfer } from '../services/simulations/inbound';
import { displayUsd } from '../shared/money';
import { returnReason } from '../shared/return-codes';
import { lessonCustomer } from './customers';

/** The customer of the lesson: Kevin lives close to his overdraft already. */
export const OVERDRAWN_CUSTOMER = 'kevin';
/** The deposit that comes back, in cents. */
export const RETURNED_DEPOSIT_CENTS = 125_000;
/** How far below zero the account ends, in cents. */
export const OVERDRAWN_BY_CENTS = 18_540;
const PAYER = 'Harbor Marketplace Payouts';

/**
 * Loads the lesson at business time `now`: an ACH credit of 1,250.00 from "Harbor
 * Marketplace Payouts"; a card purchase that spends the posted balance and 185.40 of the
 * deposit; then the deposit is returned (R01 Insufficient funds), leaving the checking
 * account at −185.40. The customer is notified of the return.
 * @returns one sentence saying what happened
 * @throws CONFLICT (409, code SCENARIO_UNAVAILABLE) without the seeded customer; CONFLICT
 *   (409, code ALREADY_OVERDRAWN) when the account is already below zero
 */
export function loadOverdrawn(db: Db, adminId: number, now: Date): string {
  return atomically(db, () => {
    const customer = lessonCustomer(db, OVERDRAWN_CUSTOMER);
    const before = accountById(db, customer.checkingId)!;
    if (before.balance < 0) {
      throw new Conflict(
        `${customer.name}'s checking account is already overdrawn: reset the demo bank to load this lesson again`,
        'ALREADY_OVERDRAWN',
      );
    }
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    simulateInboundTransfer(
      db,
      adminId,
      {
        accountId: customer.checkingId,
        amount: RETURNED_DEPOSIT_CENTS,
        payerName: PAYER,
        rail: 'ACH',
        reference: 'PAYOUT-7731',
      },
      at(0),
    );
    const spent = before.balance + OVERDRAWN_BY_CENTS;
    postJournal(db, {
      kind: 'CARD_PURCHASE',
      description: 'Card purchase at Lakeside Auto Repair',
      createdBy: adminId,
      at: at(60),
      lines: [
        {
          accountId: customer.checkingId,
          amount: -spent,
          description: 'Card purchase at Lakeside Auto Repair',
          category: 'Auto',
        },
        { ledger: 'EXTERNAL_CLEARING', amount: spent },
      ],
    });
    const reason = returnReason('R01')!;
    const description = `Returned deposit: ACH credit from ${PAYER} (${reason})`;
    postJournal(db, {
      kind: 'RETURNED_DEPOSIT',
      description,
      createdBy: adminId,
      at: at(120),
      lines: [
        {
          accountId: customer.checkingId,
          amount: -RETURNED_DEPOSIT_CENTS,
          description,
          category: 'Returns',
          mayOverdraw: true,
        },
        { ledger: 'EXTERNAL_CLEARING', amount: RETURNED_DEPOSIT_CENTS },
      ],
    });
    notify(db, customer.userId, {
      type: 'TRANSACTION',
      title: 'A deposit came back',
      message: `The ACH credit of ${displayUsd(RETURNED_DEPOSIT_CENTS)} from ${PAYER} was returned by the paying bank (${reason}). Your checking account is overdrawn by ${displayUsd(OVERDRAWN_BY_CENTS)}.`,
      at: at(120),
    });
    return `${customer.name} (${customer.username}) spent a ${displayUsd(RETURNED_DEPOSIT_CENTS)} deposit that then came back with R01: the checking account is at −${displayUsd(OVERDRAWN_BY_CENTS)}.`;
  });
}
