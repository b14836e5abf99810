/**
 * The customer's cards (GET /api/credit-cards). The full card number
 * never leaves the server: only its first 4 and last 4 digits.
 */
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, creditCards } from '../../db/schema';
import type { CreditCardSchema } from '../../shared/dto';
import { formatCents } from '../../shared/money';

export type CreditCardDto = z.infer<typeof CreditCardSchema>;

/** "4532015112830366" → "4532XXXXXXXX0366". */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits.length < 8) return 'X'.repeat(digits.length);
  return `${digits.slice(0, 4)}${'X'.repeat(digits.length - 8)}${digits.slice(-4)}`;
}

/** The cards on the accounts of `userId`, oldest first. */
export function listCreditCards(db: Db, userId: number): CreditCardDto[] {
  return db
    .select({ card: creditCards })
    .from(creditCards)
    .innerJoin(accounts, eq(accounts.id, creditCards.accountId))
    .where(eq(accounts.userId, userId))
    .orderBy(asc(creditCards.id))
    .all()
    .map(({ card }) => ({
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
      createdAt: card.createdAt.toISOString(),
    }));
}
