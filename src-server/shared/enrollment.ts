/**
 * The enrollment form's schema (Complete Your Enrollment, with its validation messages), shared by the server and the client form. Multipart fields arrive
 * as strings; empty optional fields count as not given.
 */
import { z } from 'zod';
import { isCalendarDay } from './dto/common';
import { NewPasswordSchema } from './password';

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

const optionalId = z
  .union([z.string(), z.number()])
  .optional()
  .nullable()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Choose from the list' });
      return z.NEVER;
    }
    return n;
  });

/** Earliest birth date the form accepts. */
export const EARLIEST_DOB = '1900-01-01';

/**
 * The choices of the enrollment form's currency field (symbols or names, as shown). The
 * application keeps the choice as text, the currency asked for; the bank's accounts are in USD.
 */
export const CURRENCIES = [
  '$',
  '€',
  '£',
  'RM',
  'SGD$',
  '₹',
  'Rp',
  'AUD$',
  'CAD$',
  '₣',
  '¥ (Japanese)',
  '¥ (Chinese)',
  'Jordanian dinar',
  'Kuwaiti dinar',
  'MXN$',
  'Omani rial',
  '₱',
  'Qatari rial',
  'Saudi riyal',
  '₩',
  '฿',
  '₫',
] as const;

/**
 * The enrollment form's rules, a date of birth checked against `today()` ('YYYY-MM-DD'): the
 * bank's business date on the server (its clock may run ahead of the calendar), the device's
 * date in the form. The date must be a real calendar day from 1900-01-01 to today.
 */
export function enrollmentSchema(today: () => string) {
  return z
    .object({
      name: z.string().trim().min(2, 'Name is required').max(191),
      email: z.email('Valid email required').max(191),
      phone: z.string().trim().min(6, 'Phone is required').max(50),
      dob: z
        .string({ error: 'A date of birth is required.' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date of birth is required.')
        .refine(
          (v) => isCalendarDay(v) && v >= EARLIEST_DOB && v <= today(),
          'Choose a date between 1900-01-01 and today',
        ),
      gender: z
        .enum(['male', 'female', 'other'])
        .optional()
        .nullable()
        .or(z.literal('').transform(() => null)),
      ssn: optional(50),
      occupation: optional(191),
      countryId: optionalId,
      cityId: optionalId,
      zip: optional(20),
      address: optional(500),
      nokName: optional(191),
      nokEmail: z
        .union([z.literal(''), z.email('Valid email required').max(191)])
        .optional()
        .nullable()
        .transform((v) => (v ? v : null)),
      nokPhone: optional(50),
      nokRelationship: optional(50),
      nokAddress: optional(500),
      currency: optional(20),
      password: NewPasswordSchema,
      password2: NewPasswordSchema,
      pin: z.string().regex(/^\d{4,6}$/, 'Min 4 digits'),
    })
    .refine((v) => v.password === v.password2, {
      message: 'Passwords do not match',
      path: ['password2'],
    });
}

/** An enrollment form once parsed by enrollmentSchema: trimmed texts, empty optionals as null. */
export type EnrollmentValues = z.output<ReturnType<typeof enrollmentSchema>>;

/** Largest upload per file: 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
