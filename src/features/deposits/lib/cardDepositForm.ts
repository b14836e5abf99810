/** The card deposit form's rules, free of React, and the account rule both deposit forms share. */
import { CardDepositInputSchema, idParam } from '@shared/dto';
import { z } from 'zod';

/**
 * The account a deposit funds, as the picker holds it: its id as text, '' while none is
 * picked. An empty pick reads 'Choose an account' (the picker's own placeholder) rather than
 * zod's "Too small: expected number to be >0" for the 0 it would coerce to; a picked id then
 * meets the server's own id rule, so the form accepts exactly what the server does (the cast
 * only narrows the input idParam coerces from, unknown, to the text the picker gives).
 */
export const PickedAccountSchema = z
  .string()
  .trim()
  .min(1, 'Choose an account')
  .pipe(idParam as z.ZodType<number, string>);

/** The form's rules: the server's CardDepositInputSchema, with the account as the picker holds it. */
export const CardDepositFormSchema = CardDepositInputSchema.safeExtend({
  accountId: PickedAccountSchema,
});

/** The empty form: no account, no amount, no card. */
export const EMPTY_CARD_DEPOSIT = {
  accountId: '',
  amount: '',
  cardNumber: '',
  expMonth: '',
  expYear: '',
  cvc: '',
};
