/** Card and check deposits, as the API carries them. */
import { z } from 'zod';
import { amountMeta, decimalAmount, positiveAmountCents } from '../amount';
import { cardDigits, cvcLength, luhnValid } from '../card';
import { singleLineText } from '../text';
import { id, idParam, isoTime } from './common';

/** How money came in: CARD from an outside debit card, CHECK a photographed check. */
export const DepositKindSchema = z.enum(['CARD', 'CHECK']);
/**
 * COMPLETED: a card deposit, available at once. HELD: a check whose funds are posted but not
 * yet available. RELEASED: a check whose hold ended. RETURNED: a check an admin returned
 * while it was held (reversed).
 */
export const DepositStatusSchema = z.enum(['COMPLETED', 'HELD', 'RELEASED', 'RETURNED']);

/**
 * A card or check deposit as the API answers it (OpenAPI `Deposit`): amount a two-decimal
 * string, times ISO 8601 (business time); status one of DepositStatusSchema.
 */
export const DepositSchema = z
  .object({
    id,
    userId: id,
    accountId: id,
    kind: DepositKindSchema,
    amount: decimalAmount,
    status: DepositStatusSchema,
    /** The card's last four digits (card deposits); the full number is never kept. */
    last4: z.string().nullable(),
    /** When a held check's funds become available by themselves (business time). */
    holdReleaseAt: isoTime.nullable(),
    releasedAt: isoTime.nullable(),
    returnReason: z.string().nullable(),
    createdAt: isoTime,
  })
  .meta({ id: 'Deposit' });

const amountInput = positiveAmountCents.meta(
  amountMeta('Decimal amount, more than 0, at most 2 decimals and 15 digits', '50.00'),
);

/** The largest amount one deposit may bring in, in cents ($10,000.00). */
export const MAX_DEPOSIT_CENTS = 1_000_000;

const depositAmount = amountInput.refine(
  (cents) => cents <= MAX_DEPOSIT_CENTS,
  'One deposit brings in at most 10000.00',
);

/**
 * A card deposit: the account to fund and an outside debit card. The number may carry
 * spaces or dashes and must pass the Luhn check; the CVC has 3 digits (4 for American
 * Express, numbers starting 34 or 37). Whether the card has expired is judged by the
 * bank's business date on the server.
 */
export const CardDepositInputSchema = z
  .object({
    accountId: idParam,
    amount: depositAmount,
    cardNumber: z
      .string()
      .max(40)
      .transform(cardDigits)
      .refine((d) => /^\d{12,19}$/.test(d), {
        message: 'Card number must have 12 to 19 digits',
        abort: true,
      })
      .refine(luhnValid, 'Card number is not valid (check the digits)')
      .meta({
        description: 'The debit card number (spaces allowed)',
        example: '4242 4242 4242 4242',
      }),
    expMonth: z.coerce
      .number()
      .int('Expiry month must be 1 to 12')
      .min(1, 'Expiry month must be 1 to 12')
      .max(12, 'Expiry month must be 1 to 12')
      .meta({ example: 12 }),
    expYear: z.coerce
      .number()
      .int('Expiry year must be four digits')
      .min(2000, 'Expiry year must be four digits')
      .max(2099, 'Expiry year must be four digits')
      .meta({ example: 2030 }),
    cvc: z
      .string()
      .regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits')
      .meta({ example: '123' }),
  })
  .superRefine((value, ctx) => {
    const want = cvcLength(value.cardNumber);
    if (luhnValid(value.cardNumber) && /^\d{3,4}$/.test(value.cvc) && value.cvc.length !== want) {
      ctx.addIssue({
        code: 'custom',
        path: ['cvc'],
        message: `CVC must be ${want} digits for this card`,
      });
    }
  });

/** The text fields of a check deposit (the images travel beside them in the multipart form). */
export const CheckDepositFieldsSchema = z.object({
  accountId: idParam,
  amount: depositAmount,
});

/** An admin's return of a held check; the reason is one line without control characters. */
export const ReturnDepositInputSchema = z.object({
  id: idParam,
  reason: singleLineText('Reason', { max: 200 })
    .optional()
    .meta({ description: 'Why it came back; default "returned item"' }),
});

/** A check's images: JPEG or PNG (by content), each at most 5 MB. */
export const MAX_CHECK_IMAGE_BYTES = 5 * 1024 * 1024;
