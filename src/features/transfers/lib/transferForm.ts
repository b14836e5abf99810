/** The transfer dialog's values and rules, for useSchemaForm. */
import { destinationRule, isoDate, TransferTypeSchema } from '@shared/dto';
import { singleLineText } from '@shared/text';
import { z } from 'zod';
import { pinFormatError } from '@/features/security/components/PinField';
import { AmountTextSchema } from './amountField';

/** INTERNAL, LOCAL or WIRE. */
export type TransferType = z.infer<typeof TransferTypeSchema>;

/**
 * What the transfer dialog's inputs hold, named as the API's transfer input: the picked
 * accounts and beneficiary as the pickers' string ids (null when none), the amount as typed,
 * "Send on" as YYYY-MM-DD or empty, and the PIN (LOCAL and WIRE only).
 */
export interface TransferFormValues extends Record<string, unknown> {
  transferType: TransferType;
  fromAccountId: string | null;
  toAccountId: string | null;
  beneficiaryId: string | null;
  amount: string;
  description: string;
  scheduledDate: string;
  pin: string;
}

/** An empty transfer of `transferType`, from `fromAccountId` (the first account, if any). */
export function emptyTransfer(
  transferType: TransferType,
  fromAccountId: string | null,
): TransferFormValues {
  return {
    transferType,
    fromAccountId,
    toAccountId: null,
    beneficiaryId: null,
    amount: '',
    description: '',
    scheduledDate: '',
    pin: '',
  };
}

const pickedId = (id: string | null) => (id === null ? null : Number(id));

/**
 * The dialog's rules, checked before anything is sent: a source account ('Select source
 * account'); the destination the type takes, by the API's own rule ('Select destination
 * account' for INTERNAL, 'Select beneficiary' for LOCAL and WIRE); an amount as the money
 * forms check it (required, more than 0, at most 2 decimals and 15 digits); "Send on" empty or
 * a real YYYY-MM-DD day; and for LOCAL and WIRE a PIN of 4 to 6 digits, so a PIN that cannot
 * be right never counts towards the PIN throttle.
 */
export const TransferFormSchema = z
  .object({
    transferType: TransferTypeSchema,
    fromAccountId: z
      .string()
      .nullable()
      .refine((id) => id !== null, 'Select source account'),
    toAccountId: z.string().nullable(),
    beneficiaryId: z.string().nullable(),
    amount: AmountTextSchema,
    description: singleLineText('Description', { max: 500 }),
    scheduledDate: z.union([z.literal(''), isoDate]),
    pin: z.string(),
  })
  .superRefine((values, ctx) => {
    destinationRule(
      {
        transferType: values.transferType,
        toAccountId: pickedId(values.toAccountId),
        beneficiaryId: pickedId(values.beneficiaryId),
      },
      ctx,
    );
    const pinError = values.transferType === 'INTERNAL' ? undefined : pinFormatError(values.pin);
    if (pinError) ctx.addIssue({ code: 'custom', path: ['pin'], message: pinError });
  });
