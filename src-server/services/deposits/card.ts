/**
 * Card deposits: money pulled from an outside debit card through a simulated card
 * processor, credited to one of the customer's open accounts at once. The processor answers
 * as the industry's test cards do:
 * - 4242 4242 4242 4242 (and any other Luhn-valid number) is approved;
 * - 4000 0000 0000 0002 is declined (402, CARD_DECLINED);
 * - 4000 0000 0000 9995 is declined for insufficient funds (402, CARD_INSUFFICIENT_FUNDS).
 * Only the card's last four digits are ever stored (deposit, statement row, audit entry).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { InvalidInput, PaymentDeclined } from '../../domain/errors';
import { postJournal } from '../../ledger/post';
import { cardExpired, cardLast4 } from '../../shared/card';
import { displayUsd } from '../../shared/money';
import { accountLabel, getOwnedAccount } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { type DepositDto, toDepositDto } from './records';

/** The test card that the processor declines. */
export const DECLINED_CARD = '4000000000000002';
/** The test card that the processor declines for insufficient funds. */
export const NO_FUNDS_CARD = '4000000000009995';

/**
 * The simulated processor's answer for a card number (digits only).
 * @throws PaymentDeclined (402) with code CARD_DECLINED or CARD_INSUFFICIENT_FUNDS for the
 *   two declining test numbers
 */
export function chargeCard(digits: string): void {
  if (digits === DECLINED_CARD) {
    throw new PaymentDeclined(
      'Your card was declined by its bank. Try another card.',
      'CARD_DECLINED',
    );
  }
  if (digits === NO_FUNDS_CARD) {
    throw new PaymentDeclined(
      'Your card was declined: not enough funds on the card. Try a smaller amount or another card.',
      'CARD_INSUFFICIENT_FUNDS',
    );
  }
}

/** A card deposit as the edge schema parsed it: account, amount in cents, card number, expiry. */
export interface CardDepositInput {
  accountId: number;
  /** Cents, more than 0 (the edge schema parsed it). */
  amount: number;
  /** Digits only, Luhn-valid (the edge schema checked it). */
  cardNumber: string;
  expMonth: number;
  expYear: number;
}

/**
 * Funds `userId`'s open account from a debit card: the processor is asked first, then one
 * journal entry credits the account and debits CARD_SETTLEMENT (what the processor owes the
 * bank). The deposit is COMPLETED and available at once; the statement row reads
 * "Card deposit ••••4242".
 * @param now business time: the posting date
 * @returns the deposit (last4 only)
 * @throws BAD_REQUEST (400, issue on expYear) when the card expired before `now`'s month;
 *   NOT_FOUND (404) for an account that is not the customer's or is closed;
 *   PAYMENT_REQUIRED (402, CARD_DECLINED / CARD_INSUFFICIENT_FUNDS) when the processor
 *   declines; nothing is stored in any of these cases
 */
export function depositByCard(
  db: Db,
  userId: number,
  input: CardDepositInput,
  now: Date,
): DepositDto {
  if (cardExpired(input.expMonth, input.expYear, now)) {
    const message = 'The card has expired';
    throw new InvalidInput(`expYear: ${message}`, 'BAD_REQUEST', [
      { path: ['expYear'], code: 'custom', message },
    ]);
  }
  const last4 = cardLast4(input.cardNumber);
  return atomically(db, () => {
    const account = getOwnedAccount(db, input.accountId, userId);
    chargeCard(input.cardNumber);
    const row = db
      .insert(deposits)
      .values({
        userId,
        accountId: account.id,
        kind: 'CARD',
        amount: input.amount,
        status: 'COMPLETED',
        last4,
        createdAt: now,
      })
      .returning()
      .get();
    const description = `Card deposit ••••${last4}`;
    const { journalId } = postJournal(db, {
      kind: 'CARD_DEPOSIT',
      description,
      createdBy: userId,
      at: now,
      lines: [
        {
          accountId: account.id,
          amount: input.amount,
          description,
          category: 'DEPOSIT',
          reference: `DEP-${row.id}`,
        },
        { ledger: 'CARD_SETTLEMENT', amount: -input.amount },
      ],
    });
    const done = db
      .update(deposits)
      .set({ journalId })
      .where(eq(deposits.id, row.id))
      .returning()
      .get()!;
    const dto = toDepositDto(done);
    recordAudit(db, {
      actorId: userId,
      action: 'DEPOSIT_CARD',
      targetType: 'deposit',
      targetId: row.id,
      after: dto,
      at: now,
    });
    notify(db, userId, {
      type: 'TRANSACTION',
      title: 'Card deposit received',
      message: `${displayUsd(input.amount)} from card ••••${last4} was added to ${accountLabel(account)}.`,
      at: now,
    });
    return dto;
  });
}
