/** The amount field of the money forms, as a zod rule for useSchemaForm. */
import { z } from 'zod';
import { amountToDecimal } from './amount';

/**
 * An amount typed in a form (the NumberInput's unformatted text, '1234.5'): required, at most
 * 2 decimals and 15 digits, more than 0 — the reasons amountToDecimal gives, so the field
 * reads as before. The value stays text; amountToDecimal turns it into the wire's '1234.50'.
 */
export const AmountTextSchema = z.string().superRefine((text, ctx) => {
  const amount = amountToDecimal(text);
  if (!amount.ok) ctx.addIssue({ code: 'custom', message: amount.error });
});

/** The wire amount of a text AmountTextSchema accepted ('12.3' → '12.30'). */
export function checkedAmount(text: string): string {
  const amount = amountToDecimal(text);
  if (!amount.ok) throw new Error(amount.error);
  return amount.amount;
}
