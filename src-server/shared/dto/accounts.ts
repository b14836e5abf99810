/** Accounts, statement rows and cards, as the API carries them. */
import { z } from 'zod';
import { decimalAmount } from '../amount';
import { id, isoTime } from './common';

/**
 * A customer account as the API answers it (OpenAPI `Account`): money as two-decimal strings
 * (US dollars), createdAt ISO 8601 (UTC); accountType e.g. CHECKING or SAVINGS.
 */
export const AccountSchema = z
  .object({
    id,
    userId: id,
    accountType: z.string(),
    accountNumber: z.string(),
    balance: decimalAmount,
    /** Posted balance minus holds of pending transfers. */
    availableBalance: decimalAmount,
    totalCredit: decimalAmount,
    totalDebit: decimalAmount,
    /** Credits and debits of the bank's current business month (UTC), for the carousel's labels. */
    monthlyCredit: decimalAmount,
    monthlyDebit: decimalAmount,
    /** The business month ('YYYY-MM') of `monthlyCredit` and `monthlyDebit`, when they are sent. */
    month: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .optional()
      .meta({ description: 'Business month of monthlyCredit and monthlyDebit, YYYY-MM' }),
    createdAt: isoTime,
  })
  .meta({ id: 'Account' });

/** A statement row's direction: DEBIT takes money out of the account, CREDIT puts it in. */
export const StatementTypeSchema = z.enum(['DEBIT', 'CREDIT']);

/** The statement's sortable columns. */
export const StatementSortSchema = z.enum(['date', 'description', 'type', 'amount']);
/** The statement's sort direction: `asc` ascending, `desc` descending. */
export const SortOrderSchema = z.enum(['asc', 'desc']);

/**
 * One statement row as the API answers it (OpenAPI `StatementRow`): amount and the account's
 * running balance after it as two-decimal strings, date YYYY-MM-DD, createdAt ISO 8601 (UTC).
 */
export const TransactionSchema = z
  .object({
    id,
    accountId: id,
    type: StatementTypeSchema,
    amount: decimalAmount,
    description: z.string(),
    date: z.string().meta({ description: 'Statement date, YYYY-MM-DD' }),
    balance: decimalAmount,
    category: z.string().nullable(),
    reference: z.string().nullable(),
    createdAt: isoTime,
  })
  .meta({ id: 'StatementRow' });

/**
 * A credit card as the API answers it (OpenAPI `Card`): the number masked to its first and last
 * four digits, limit and balance as two-decimal strings, flags as 'true'/'false' text.
 */
export const CreditCardSchema = z
  .object({
    id,
    accountId: id,
    cardNumber: z.string().meta({
      description: 'First 4 and last 4 digits; the middle is never sent',
      example: '4532XXXXXXXX0366',
    }),
    cardholderName: z.string(),
    expiryMonth: z.number().int(),
    expiryYear: z.number().int(),
    cardType: z.string(),
    creditLimit: decimalAmount,
    currentBalance: decimalAmount,
    isActive: z
      .enum(['true', 'false'])
      .meta({ description: "'false' once the bank blocked the card" }),
    isFrozen: z
      .enum(['true', 'false'])
      .meta({ description: "'true' while the customer froze the card (they can unfreeze it)" }),
    createdAt: isoTime,
  })
  .meta({ id: 'Card' });
