/**
 * The customer's cards (GET /api/credit-cards) and freezing them. The full card number
 * never leaves the server: only its first 4 and last 4 digits.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, creditCards } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { notFound } from '../../domain/errors';
import type { CreditCardSchema } from '../../shared/dto';
import { formatCents } from '../../shared/money';
import { recordAudit } from '../audit/record';

/** A card on the wire (see CreditCardSchema): the number masked, money as two-decimal strings. */
export type CreditCardDto = z.infer<typeof CreditCardSchema>;
type CardRow = typeof creditCards.$inferSelect;

/** "4532015112830366" → "4532XXXXXXXX0366". */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits.length < 8) return 'X'.repeat(digits.length);
  return `${digits.slice(0, 4)}${'X'.repeat(digits.length - 8)}${digits.slice(-4)}`;
}

/** Maps a card row to the wire: number masked, cents as decimals, flags as text. */
export function toCardDto(card: CardRow): CreditCardDto {
  return {
    id: card.id,
    accountId: card.accountId,
    cardNumber: maskCardNumber(card.cardNumber),
    cardholderName: card.cardholderName,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    cardType: card.cardType,
    creditLimit: formatCents(card.creditLimit),
    currentBalance: formatCents(card.currentBalance),
    isActive: card.isActive ? 'true' : 'false',
    isFrozen: card.frozen ? 'true' : 'false',
    createdAt: card.createdAt.toISOString(),
  };
}

/** The cards on the accounts of `userId`, oldest first (cards of closed accounts too). */
export function listCreditCards(db: Db, userId: number): CreditCardDto[] {
  return db
    .select({ card: creditCards })
    .from(creditCards)
    .innerJoin(accounts, eq(accounts.id, creditCards.accountId))
    .where(eq(accounts.userId, userId))
    .orderBy(asc(creditCards.id))
    .all()
    .map(({ card }) => toCardDto(card));
}

/**
 * The customer freezes (`frozen: true`) or unfreezes their own card; a card the bank blocked
 * stays blocked either way. Doing what is already so is not an error. Audit-logged.
 * @param userId the signed-in customer; a card on someone else's account is 404
 * @returns the card after the change
 * @throws NOT_FOUND for an unknown card, another customer's, or one on a closed account
 * @param now business time (the bank's clock): the date its records and audit carry
 */
export function setCardFrozen(
  db: Db,
  userId: number,
  cardId: number,
  frozen: boolean,
  now: Date,
): CreditCardDto {
  return atomically(db, () => {
    const found = db
      .select({ card: creditCards })
      .from(creditCards)
      .innerJoin(accounts, eq(accounts.id, creditCards.accountId))
      .where(
        and(eq(creditCards.id, cardId), eq(accounts.userId, userId), isNull(accounts.closedAt)),
      )
      .get();
    if (!found) throw notFound('Card');
    if (found.card.frozen === frozen) return toCardDto(found.card);
    const after = db
      .update(creditCards)
      .set({ frozen })
      .where(eq(creditCards.id, cardId))
      .returning()
      .get()!;
    recordAudit(db, {
      actorId: userId,
      action: frozen ? 'CARD_FROZEN' : 'CARD_UNFROZEN',
      targetType: 'card',
      targetId: cardId,
      before: { frozen: found.card.frozen },
      after: { frozen },
      at: now,
    });
    return toCardDto(after);
  });
}
