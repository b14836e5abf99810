/**
 * The simulation forms' rules: the API's own input schemas, with the ids as the text the
 * pickers hold (the record picked by name or number) and the spoken messages the forms show.
 */
import {
  CardAuthorizationInputSchema,
  InboundTransferInputSchema,
  SimulatedReturnInputSchema,
} from '@shared/dto';
import { z } from 'zod';
import { parseId } from '@/features/admin/lib/format';

/** The id a picker holds, as text: required (`required` is the message), a whole number above 0. */
function idText(required: string) {
  return z
    .string()
    .trim()
    .min(1, required)
    .refine((text) => text === '' || parseId(text) !== undefined, 'Enter a whole number above 0');
}

/** A name the statement shows: required (`required` is the message), at most 100 characters. */
function nameText(required: string) {
  return z.string().trim().min(1, required).max(100, 'At most 100 characters');
}

/** An outside payer's credit: the account picked, amount (decimal dollars), payer, rail, reference. */
export const InboundTransferFormSchema = InboundTransferInputSchema.extend({
  accountId: idText('Choose an account'),
  payerName: nameText('Payer name is required'),
  reference: z.string().trim().max(64, 'At most 64 characters'),
});

/** An ACH return: the transfer picked and the return code. */
export const ReturnFormSchema = SimulatedReturnInputSchema.extend({
  transferId: idText('Choose a transfer'),
});

/** A card authorization: the card picked, the amount (decimal dollars) and the merchant. */
export const CardAuthorizationFormSchema = CardAuthorizationInputSchema.extend({
  cardId: idText('Choose a card'),
  merchant: nameText('Merchant is required'),
});

/** The id a schema above accepted, as a number ('12' → 12). */
export function checkedId(text: string): number {
  const id = parseId(text);
  if (id === undefined) throw new Error(`Not an id: ${text}`);
  return id;
}
