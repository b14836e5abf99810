/**
 * The beneficiary form's one zod schema (Beneficiaries), shared by the server and the client's forms so the field errors are the
 * same on both sides. Empty optional fields ('' from a form) count as not given. The texts
 * follow ./text: no control characters (the address, a text area, keeps its line breaks) and
 * something visible (a name of only zero-width characters is no name). A WIRE
 * beneficiary also needs a SWIFT/BIC (checked with ibantools) and an ISO 3166-1 alpha-2
 * country, and an account number that looks like an IBAN must carry a valid IBAN checksum.
 */
import { getCountrySpecifications, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { multiLineText, singleLineText } from './text';

/** True when a 9-digit ABA routing number has a valid checksum (3-7-1 weights, mod 10). */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map((c) => c.charCodeAt(0) - 48);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/**
 * An optional text field of the form: `text` (a one-line or a multi-line rule of ./text, which
 * empties a value with nothing visible); empty or absent it comes out as null.
 */
const optional = (text: z.ZodString) =>
  text
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** A SWIFT/BIC's shape: bank (4 letters), country (2 letters), location (2), branch (3, optional). */
const BIC_SHAPE = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** The ISO 3166-1 alpha-2 country codes ibantools knows (every assigned code). */
const COUNTRY_CODES = new Set(Object.keys(getCountrySpecifications()));

/** True when `code` is an assigned ISO 3166-1 alpha-2 country code ('IT', 'US'). */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && COUNTRY_CODES.has(code);
}

/** True when an account number (spaces removed, upper case) has the shape of an IBAN. */
export function looksLikeIban(accountNumber: string): boolean {
  return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(accountNumber);
}

/**
 * The rules of a WIRE beneficiary, as field issues: SWIFT/BIC required and valid, country
 * required as an ISO 3166-1 alpha-2 code, an IBAN-shaped account number with a valid
 * checksum. Other types are left alone.
 */
function checkWire(
  v: {
    beneficiaryType: string;
    accountNumber: string;
    swiftCode: string | null;
    country: string | null;
  },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  if (v.beneficiaryType !== 'WIRE') return;
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.swiftCode === null) issue('swiftCode', 'SWIFT/BIC is required for a wire beneficiary');
  else if (BIC_SHAPE.test(v.swiftCode) && !isValidBIC(v.swiftCode))
    issue('swiftCode', 'This is not a valid SWIFT/BIC');
  if (v.country === null) issue('country', 'Country is required for a wire beneficiary');
  else if (!isCountryCode(v.country.toUpperCase())) {
    issue('country', 'Country must be a 2-letter ISO code such as IT or GB');
  }
  if (looksLikeIban(v.accountNumber) && !isValidIBAN(v.accountNumber)) {
    issue('accountNumber', 'This IBAN is not valid (checksum or length)');
  }
}

/**
 * A saved payee's kind (default EXTERNAL). Only WIRE changes the rules: it needs a SWIFT/BIC
 * and an ISO 3166-1 alpha-2 country.
 */
export const BeneficiaryTypeSchema = z.enum(['INTERNAL', 'EXTERNAL', 'WIRE', 'LOCAL']);

/**
 * The routing number rule: empty, or a checksum-valid 9-digit ABA number, or the bank's own
 * routing number, which a demo brand may set to 8 digits (a brand's 9-digit number is always
 * ABA-valid). With `ownRoutingNumber` null (the API's first, brand-blind check) any 8 digits
 * pass here and the server checks them again with its brand.
 */
const routingNumberSchema = (ownRoutingNumber: string | null) =>
  z
    .string()
    .trim()
    .max(9, 'Routing number must be 9 digits')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine(
      (v) =>
        v === null ||
        v === ownRoutingNumber ||
        /^\d{9}$/.test(v) ||
        (ownRoutingNumber === null && /^\d{8}$/.test(v)),
      'Routing number must be 9 digits',
    )
    .refine(
      (v) => v === null || !/^\d{9}$/.test(v) || isAbaRoutingNumber(v),
      'This is not a valid routing number (checksum)',
    );

/**
 * The beneficiary's fields for a bank whose own routing number is `ownRoutingNumber` (see
 * routingNumberSchema), without the rules between fields (beneficiaryInputSchema adds them);
 * an object schema, so the procedures can extend it.
 */
const beneficiaryFieldsSchema = (ownRoutingNumber: string | null) =>
  z.object({
    name: singleLineText('Beneficiary name', {
      required: 'Beneficiary name is required',
      max: 191,
      maxMessage: 'At most 191 characters',
    }),
    accountNumber: z
      .string()
      // Room for the spaces a printed IBAN carries; the bound that matters is checked after.
      .max(64, 'At most 34 characters (the IBAN maximum)')
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .min(1, 'Account number is required')
          .regex(/^[A-Z0-9]*$/, 'Use letters and digits only')
          .min(4, 'At least 4 characters')
          .max(34, 'At most 34 characters (the IBAN maximum)'),
      )
      // The document states the rule checked after the spaces go, so a contract test sees it.
      .meta({
        description: '4 to 34 letters and digits (an IBAN may be grouped by spaces)',
        pattern: '^\\s*(?:[A-Za-z0-9]\\s*){4,34}$',
        example: 'DE89 3704 0044 0532 0130 00',
      }),
    bankName: singleLineText('Bank name', {
      required: 'Bank name is required',
      max: 191,
      maxMessage: 'At most 191 characters',
    }),
    routingNumber: routingNumberSchema(ownRoutingNumber),
    beneficiaryType: BeneficiaryTypeSchema.default('EXTERNAL'),
    swiftCode: z
      .string()
      .trim()
      .max(11, 'SWIFT/BIC must be 8 or 11 letters and digits')
      .optional()
      .nullable()
      .transform((v) => (v ? v.toUpperCase() : null))
      .refine(
        (v) => v === null || BIC_SHAPE.test(v),
        'SWIFT/BIC must be 8 or 11 letters and digits',
      )
      .meta({
        description:
          'SWIFT/BIC, 8 or 11 letters and digits (ISO 9362); required and checked for a WIRE payee',
      }),
    address: optional(multiLineText('Address', { max: 500, maxMessage: 'At most 500 characters' })),
    country: optional(
      singleLineText('Country', { max: 191, maxMessage: 'At most 191 characters' }),
    ).meta({
      description:
        'For a WIRE payee, required: an ISO 3166-1 alpha-2 code such as IT or GB; free text otherwise',
    }),
  });

/**
 * The beneficiary input for a bank whose own routing number is `ownRoutingNumber`: the fields
 * and the WIRE rules (checkWire; a WIRE country comes out in upper case). Null gives the
 * brand-blind variant.
 */
export const beneficiaryInputSchema = (ownRoutingNumber: string | null) =>
  beneficiaryFieldsSchema(ownRoutingNumber).transform((v, ctx) => {
    checkWire(v, ctx);
    return v.beneficiaryType === 'WIRE' && v.country
      ? { ...v, country: v.country.toUpperCase() }
      : v;
  });

/**
 * The brand-blind beneficiary fields (OpenAPI and the API's first parse); the procedures
 * check the whole input again with beneficiaryInputSchema and the bank's brand.
 */
export const BeneficiaryInputSchema = beneficiaryFieldsSchema(null);

/** A beneficiary as a form or a client sends it (before trimming and defaults). */
export type BeneficiaryInput = z.input<typeof BeneficiaryInputSchema>;
/**
 * A beneficiary's fields once parsed: trimmed, empty optional fields as null, the account
 * number without spaces in upper case, the type defaulted.
 */
export type BeneficiaryValues = z.output<typeof BeneficiaryInputSchema>;

/**
 * A saved beneficiary (payee) as the API answers it (OpenAPI `Beneficiary`): name, account
 * number, bank, routing number, SWIFT/BIC and country where given; createdAt ISO 8601.
 */
export const BeneficiarySchema = z
  .object({
    id: z.number().int().positive(),
    userId: z.number().int().positive(),
    name: z.string(),
    accountNumber: z.string(),
    bankName: z.string(),
    routingNumber: z.string().nullable(),
    beneficiaryType: z.string(),
    swiftCode: z.string().nullable(),
    address: z.string().nullable(),
    country: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Beneficiary' });
