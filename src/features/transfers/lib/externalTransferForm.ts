/** The full-page local and wire transfer form's values and rules, for useSchemaForm. */
import { beneficiaryInputSchema } from '@shared/beneficiary';
import { isoDate } from '@shared/dto';
import { z } from 'zod';
import type { BeneficiaryFormValues } from '@/features/beneficiaries/lib/beneficiaryForm';
import { pinFormatError } from '@/features/security/components/PinField';
import { AmountTextSchema } from './amountField';

/** The form's values (the new local/wire pages). */
export interface ExternalTransferValues extends Record<string, unknown> {
  fromAccountId: string | null;
  /** The picked or already saved beneficiary; null means "save the typed one". */
  beneficiaryId: number | null;
  amount: string;
  beneficiaryName: string;
  ibanOrAccount: string;
  bankName: string;
  routingNumber: string;
  /** WIRE only: the beneficiary bank's SWIFT/BIC and ISO country code. */
  swiftCode: string;
  country: string;
  bankAddress: string;
  remarks: string;
  /** "Send on" (YYYY-MM-DD): empty sends now; a later day stores the transfer SCHEDULED. */
  sendOn: string;
  pin: string;
}

/** The form's error messages by field. */
export type ExternalTransferErrors = Partial<Record<keyof ExternalTransferValues, string>>;

/** An empty form sending from `fromAccountId` (the first account, if any). */
export function emptyExternalTransfer(fromAccountId: string | null): ExternalTransferValues {
  return {
    fromAccountId,
    beneficiaryId: null,
    amount: '',
    beneficiaryName: '',
    ibanOrAccount: '',
    bankName: '',
    routingNumber: '',
    swiftCode: '',
    country: '',
    bankAddress: '',
    remarks: '',
    sendOn: '',
    pin: '',
  };
}

/** The fields that describe the beneficiary: typing in them means a new one. */
export const BENEFICIARY_FIELDS = [
  'beneficiaryName',
  'ibanOrAccount',
  'bankName',
  'routingNumber',
  'swiftCode',
  'country',
  'bankAddress',
] as const;

/** Beneficiary schema field → form field, so the shared schema's errors land under the right input. */
const FIELD_OF: Record<string, (typeof BENEFICIARY_FIELDS)[number]> = {
  name: 'beneficiaryName',
  accountNumber: 'ibanOrAccount',
  bankName: 'bankName',
  routingNumber: 'routingNumber',
  swiftCode: 'swiftCode',
  country: 'country',
  address: 'bankAddress',
};

/** Errors by beneficiary schema field (the server's, or the schema's) as errors by form field. */
export function toFormErrors(errors: Record<string, string | undefined>): ExternalTransferErrors {
  const result: ExternalTransferErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const target = FIELD_OF[field];
    if (target && message) result[target] = message;
  }
  return result;
}

/** The typed beneficiary as the beneficiary schema's input (SWIFT/BIC and country for WIRE only). */
export function typedBeneficiary(
  values: ExternalTransferValues,
  type: 'LOCAL' | 'WIRE',
): BeneficiaryFormValues {
  return {
    name: values.beneficiaryName,
    accountNumber: values.ibanOrAccount,
    bankName: values.bankName,
    routingNumber: values.routingNumber,
    beneficiaryType: type,
    swiftCode: type === 'WIRE' ? values.swiftCode : '',
    address: values.bankAddress,
    country: type === 'WIRE' ? values.country : '',
  };
}

/** The message shown when no account is picked (a toast: the form names no field for it). */
export const NO_ACCOUNT = 'Select account and fill required fields';

/**
 * The form's rules, all checked before the PIN is, so a form that cannot succeed never spends
 * a PIN attempt: an account to send from; an amount as the money forms check it (required,
 * more than 0, at most 2 decimals and 15 digits); "Send on" empty or a real YYYY-MM-DD day; a
 * PIN of 4 to 6 digits; and, unless a saved beneficiary was picked, the typed beneficiary by the
 * server's own beneficiaryInputSchema for `type` and the bank's routing number, its messages
 * under the form's fields.
 */
export function externalTransferSchema(type: 'LOCAL' | 'WIRE', ownRoutingNumber: string) {
  const beneficiarySchema = beneficiaryInputSchema(ownRoutingNumber);
  return z
    .object({
      fromAccountId: z
        .string()
        .nullable()
        .refine((id) => id !== null, NO_ACCOUNT),
      beneficiaryId: z.number().nullable(),
      amount: AmountTextSchema,
      sendOn: z.union([z.literal(''), isoDate]),
      pin: z.string().superRefine((pin, ctx) => {
        const error = pinFormatError(pin);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
    })
    .loose()
    .superRefine((values, ctx) => {
      if (values.beneficiaryId !== null) return;
      const typed = typedBeneficiary(values as unknown as ExternalTransferValues, type);
      const parsed = beneficiarySchema.safeParse(typed);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0] ?? '')];
        if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
    });
}
