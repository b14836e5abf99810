/**
 * The enrollment form's schema (Complete Your Enrollment, with its validation messages), shared by the server and the client form. Multipart fields arrive
 * as strings; empty optional fields count as not given. The names, occupation and relationship
 * are one line and the addresses (text areas) may hold line breaks; none may hold other
 * control characters, and a value of only zero-width characters counts as empty (./text).
 */
import { z } from 'zod';
import { isCalendarDay, phoneNumber } from './dto/common';
import { NewPasswordSchema } from './password';
import { multiLineText, singleLineText } from './text';

/** `text`, optional: absent, null or empty (after its own trimming), null. */
const nullIfEmpty = (text: z.ZodString) =>
  text
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

const atMost = (max: number) => `At most ${max} characters`;

/** An optional text of at most `max` characters after trimming. */
const optional = (max: number) => nullIfEmpty(z.string().trim().max(max, atMost(max)));
/** An optional one-line text named `label` (see ./text); with nothing visible, null. */
const optionalLine = (label: string, max: number) =>
  nullIfEmpty(singleLineText(label, { max, maxMessage: atMost(max) }));
/** An optional multi-line text named `label` (see ./text); with nothing visible, null. */
const optionalLines = (label: string, max: number) =>
  nullIfEmpty(multiLineText(label, { max, maxMessage: atMost(max) }));

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
      name: singleLineText('Name', { required: 'Name is required', min: 2, max: 191 }),
      email: z.email('Valid email required').max(191),
      phone: phoneNumber({ required: 'Phone is required' }),
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
      occupation: optionalLine('Occupation', 191),
      countryId: optionalId,
      cityId: optionalId,
      zip: optional(20),
      address: optionalLines('Address', 500),
      nokName: optionalLine('Next of kin name', 191),
      nokEmail: z
        .union([z.literal(''), z.email('Valid email required').max(191)])
        .optional()
        .nullable()
        .transform((v) => (v ? v : null)),
      nokPhone: optional(50),
      nokRelationship: optionalLine('Relationship', 50),
      nokAddress: optionalLines('Next of kin address', 500),
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
