/**
 * zod schemas for amounts in the API, built on money.ts (kept apart so that pages that
 * only display money do not load zod).
 */
import { z } from 'zod';
import { parseCents } from './money';

/**
 * zod schema for an amount a person sends: a string or number with at most 2 decimals and
 * 15 digits, more than 0. Output: integer cents.
 */
export const positiveAmountCents = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const parsed = parseCents(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  if (parsed.cents <= 0) {
    ctx.addIssue({ code: 'custom', message: 'Amount must be more than 0' });
    return z.NEVER;
  }
  return parsed.cents;
});

/** zod schema for an amount in answers: a two-decimal string. */
export const decimalAmount = z
  .string()
  .regex(/^-?\d{1,13}\.\d{2}$/)
  .meta({
    description: 'Amount in US dollars as a decimal string with two decimals',
    example: '1234.50',
  });
