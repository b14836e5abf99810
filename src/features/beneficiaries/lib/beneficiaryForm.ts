/**
 * The beneficiary form's values and checks, through the schema the server uses, so field errors match both sides.
 */

import {
  type BeneficiarySchema,
  type BeneficiaryValues,
  beneficiaryInputSchema,
} from '@shared/beneficiary';
import { z } from 'zod';

/** A saved beneficiary as the API answers it. */
export type Beneficiary = z.infer<typeof BeneficiarySchema>;

/** What the form's inputs hold: text only; empty optional fields count as not given. */
export interface BeneficiaryFormValues extends Record<string, unknown> {
  name: string;
  accountNumber: string;
  bankName: string;
  routingNumber: string;
  beneficiaryType: string;
  swiftCode: string;
  address: string;
  country: string;
}

/** The name of one of the form's fields. */
export type BeneficiaryField = keyof BeneficiaryFormValues;
/** The form's error messages by field, at most one each. */
export type BeneficiaryFieldErrors = Partial<Record<BeneficiaryField, string>>;

/** The add dialog's starting values: empty, type EXTERNAL. */
export const EMPTY_BENEFICIARY: BeneficiaryFormValues = {
  name: '',
  accountNumber: '',
  bankName: '',
  routingNumber: '',
  beneficiaryType: 'EXTERNAL',
  swiftCode: '',
  address: '',
  country: '',
};

/** The type choices: the add dialog's three, and LOCAL too where saved ones are edited. */
export const BENEFICIARY_TYPES = [
  { value: 'INTERNAL', label: 'Internal' },
  { value: 'EXTERNAL', label: 'External' },
  { value: 'WIRE', label: 'Wire Transfer' },
  { value: 'LOCAL', label: 'Local Transfer' },
] as const;

/** A saved beneficiary as form values, for editing. */
export function formValuesOf(beneficiary: Beneficiary): BeneficiaryFormValues {
  return {
    name: beneficiary.name,
    accountNumber: beneficiary.accountNumber,
    bankName: beneficiary.bankName,
    routingNumber: beneficiary.routingNumber ?? '',
    beneficiaryType: beneficiary.beneficiaryType,
    swiftCode: beneficiary.swiftCode ?? '',
    address: beneficiary.address ?? '',
    country: beneficiary.country ?? '',
  };
}

/**
 * The values the dialog checks and sends: only the fields it shows count. The short dialog
 * (not `extended`) has no Address, and SWIFT/BIC and Country only for a WIRE beneficiary, so
 * what was typed there before the type changed is left out.
 */
export function shownValues(
  values: BeneficiaryFormValues,
  extended: boolean,
): BeneficiaryFormValues {
  if (extended) return values;
  return values.beneficiaryType === 'WIRE'
    ? { ...values, address: '' }
    : { ...values, swiftCode: '', address: '', country: '' };
}

/**
 * The beneficiary dialog's schema for useSchemaForm: the server's beneficiaryInputSchema (the
 * same field messages on both sides) over the fields the dialog shows (shownValues).
 * @param ownRoutingNumber the bank's own routing number, accepted although it may not be a
 *   checksum-valid ABA number
 * @param extended the full page's dialog, with SWIFT/BIC, Address and Country for every type
 */
export function beneficiaryFormSchema(ownRoutingNumber: string, extended: boolean) {
  return z.preprocess(
    (values) => shownValues(values as BeneficiaryFormValues, extended),
    beneficiaryInputSchema(ownRoutingNumber),
  );
}

/** The outcome of checking the form: the parsed values, or an error per field and a summary. */
export type BeneficiaryCheck =
  | { ok: true; values: BeneficiaryValues }
  | { ok: false; errors: BeneficiaryFieldErrors; message: string };

/**
 * Checks form values with the shared schema: the normalised values, or one error per field.
 * @param ownRoutingNumber the bank's own routing number, accepted although it may not be a
 *   checksum-valid ABA number
 */
export function checkBeneficiary(
  values: BeneficiaryFormValues,
  ownRoutingNumber: string,
): BeneficiaryCheck {
  const parsed = beneficiaryInputSchema(ownRoutingNumber).safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: BeneficiaryFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as BeneficiaryField;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors, message: parsed.error.issues[0]?.message ?? 'Validation error' };
}

/** '•••• 1234': the masked account number of the beneficiary lists. */
export function maskBeneficiaryAccount(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}

/** The cap on Beneficiary Name suggestions. */
export const MAX_SUGGESTIONS = 8;

/**
 * Saved beneficiaries whose name, account number or bank name contains the text (any case),
 * at most 8.
 */
export function suggestBeneficiaries(beneficiaries: Beneficiary[], text: string): Beneficiary[] {
  const needle = text.trim().toLowerCase();
  return beneficiaries
    .filter((b) =>
      [b.name, b.accountNumber, b.bankName].some((field) => field.toLowerCase().includes(needle)),
    )
    .slice(0, MAX_SUGGESTIONS);
}
