/**
 * The beneficiary form's one zod schema (Beneficiaries), shared by the server and the client's forms so the field errors are the
 * same on both sides. Empty optional fields ('' from a form) count as not given.
 */
import { z } from 'zod';

/** True when a 9-digit ABA routing number has a valid checksum (3-7-1 weights, mod 10). */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map((c) => c.charCodeAt(0) - 48);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

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
 * The beneficiary input for a bank whose own routing number is `ownRoutingNumber` (see
 * routingNumberSchema); null gives the brand-blind variant the API parses first.
 */
export const beneficiaryInputSchema = (ownRoutingNumber: string | null) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Beneficiary name is required')
      .max(191, 'At most 191 characters'),
    accountNumber: z
      .string()
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .min(1, 'Account number is required')
          .regex(/^[A-Z0-9]*$/, 'Use letters and digits only')
          .min(4, 'At least 4 characters')
          .max(34, 'At most 34 characters (the IBAN maximum)'),
      ),
    bankName: z.string().trim().min(1, 'Bank name is required').max(191, 'At most 191 characters'),
    routingNumber: routingNumberSchema(ownRoutingNumber),
    beneficiaryType: BeneficiaryTypeSchema.default('EXTERNAL'),
    swiftCode: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((v) => (v ? v.toUpperCase() : null))
      .refine(
        (v) => v === null || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v),
        'SWIFT/BIC must be 8 or 11 letters and digits',
      ),
    address: optionalText(500),
    country: optionalText(191),
  });

/** The brand-blind beneficiary input (OpenAPI and the first parse; see beneficiaryInputSchema). */
export const BeneficiaryInputSchema = beneficiaryInputSchema(null);

export type BeneficiaryInput = z.input<typeof BeneficiaryInputSchema>;
export type BeneficiaryValues = z.output<typeof BeneficiaryInputSchema>;

export const BeneficiarySchema = z.object({
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
});
