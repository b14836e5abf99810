/**
 * An admin's cards for a customer: the cards of a user, a new debit card on an open account,
 * and blocking or unblocking one (the bank's block, apart from the customer's own freeze).
 * Every change is audit-logged in its own transaction and the customer is notified.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, creditCards } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { BusinessRule, notFound } from '../../domain/errors';
import { accountLabel } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { type CreditCardDto, listCreditCards, toCardDto } from '../cards/list';
import { notify } from '../notifications/notify';
import { issueCardRow, openUser } from './provisioning';
import { getUser } from './users';

/** The cards of a user, closed accounts' included. @throws NOT_FOUND for an unknown user */
export function cardsOfUser(db: Db, userId: number): CreditCardDto[] {
  getUser(db, userId);
  return listCreditCards(db, userId);
}

/**
 * Issues a new debit card on an open account (see issueCardRow). Audit CARD_ISSUED.
 * @throws NOT_FOUND for an unknown or closed account, or one of a closed user
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function issueCard(db: Db, accountId: number, actorId: number, now: Date): CreditCardDto {
  return atomically(db, () => {
    const account = db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, accountId), isNull(accounts.closedAt)))
      .get();
    if (!account) throw notFound('Account');
    const holder = openUser(db, account.userId);
    const card = issueCardRow(db, account, holder, now);
    recordAudit(db, {
      actorId,
      action: 'CARD_ISSUED',
      targetType: 'card',
      targetId: card.id,
      after: { accountId, cardNumber: toCardDto(card).cardNumber },
      at: now,
    });
    notify(db, holder.id, {
      type: 'ACCOUNT',
      title: 'New card',
      message: `A debit card ending ${card.cardNumber.slice(-4)} was issued on ${accountLabel(account)}.`,
      at: now,
    });
    return toCardDto(card);
  });
}

/**
 * Blocks (`blocked: true`, the card's isActive becomes false) or unblocks a card; doing what
 * is already so is not an error. Audit CARD_BLOCKED / CARD_UNBLOCKED.
 * @throws NOT_FOUND for an unknown card; UNPROCESSABLE_CONTENT to unblock a card of a closed
 *   account
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function setCardBlocked(
  db: Db,
  cardId: number,
  blocked: boolean,
  actorId: number,
  now: Date,
): CreditCardDto {
  return atomically(db, () => {
    const found = db
      .select({ card: creditCards, account: accounts })
      .from(creditCards)
      .innerJoin(accounts, eq(accounts.id, creditCards.accountId))
      .where(eq(creditCards.id, cardId))
      .get();
    if (!found) throw notFound('Card');
    if (!blocked && found.account.closedAt) {
      throw new BusinessRule('This card belongs to a closed account and cannot be unblocked');
    }
    if (found.card.isActive === !blocked) return toCardDto(found.card);
    const after = db
      .update(creditCards)
      .set({ isActive: !blocked })
      .where(eq(creditCards.id, cardId))
      .returning()
      .get()!;
    recordAudit(db, {
      actorId,
      action: blocked ? 'CARD_BLOCKED' : 'CARD_UNBLOCKED',
      targetType: 'card',
      targetId: cardId,
      before: { isActive: found.card.isActive },
      after: { isActive: !blocked },
      at: now,
    });
    notify(db, found.account.userId, {
      type: 'SECURITY',
      title: blocked ? 'Card blocked' : 'Card unblocked',
      message: `The bank ${blocked ? 'blocked' : 'unblocked'} your card ending ${found.card.cardNumber.slice(-4)}.`,
      at: now,
    });
    return toCardDto(after);
  });
}
