/**
 * The enrollment form's schema (Complete Your Enrollment, with its validation messages), shared by the server and the client form. Multipart fields arrive
 * as strings; empty optional fields count as not given. The names, occupation, relationship,
 * SSN or tax ID, zip code, next of kin's phone and currency are one line and the addresses
 * (text areas) may hold line breaks; none may hold other control characters or bidirectional
 * overrides, and a value of only zero-width characters counts as empty (./text). The SSN or
 * tax ID, the zip code and the next of kin's phone must also look like one, and the currency
 * is one of the form's choices.
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

/** An optional one-line text named `label` (see ./text); with nothing visible, null. */
const optionalLine = (label: string, max: number) =>
  nullIfEmpty(singleLineText(label, { max, maxMessage: atMost(max) }));
/** An optional multi-line text named `label` (see ./text); with nothing visible, null. */
const optionalLines = (label: string, max: number) =>
  nullIfEmpty(multiLineText(label, { max, maxMessage: atMost(max) }));

/**
 * `field`, an optional one-line text (optionalLine), that when given must also pass `accepts`,
 * or is refused with `message`. A control character or a bidirectional override gets the text
 * rules' own message first; a value with nothing visible is null and is not checked.
 */
const optionalFormatted = (
  field: ReturnType<typeof optionalLine>,
  accepts: (value: string) => boolean,
  message: string,
) => field.refine((v) => v === null || accepts(v), message);

/**
 * An SSN or tax ID, as a regular expression's source without anchors: letters and digits,
 * with spaces, dots, slashes or hyphens between them (the OpenAPI document states it too).
 */
export const SSN_PATTERN = '[A-Za-z0-9]+(?:[ ./-]+[A-Za-z0-9]+)*';
const SSN_FORMAT = new RegExp(`^${SSN_PATTERN}$`);
/**
 * The refusal of an SSN or tax ID holding anything else than letters and digits with spaces,
 * dots, slashes or hyphens between them ('123-45-6789', 'RSSMRA85T10A562S', '123.456.789-09',
 * 'QQ 12 34 56 C' and '12/345/67890' pass; '#123', '123--' and '１２３' do not).
 */
export const SSN_MESSAGE =
  'SSN or tax ID: letters and digits, with spaces, dots, slashes or hyphens between them';

/**
 * A zip or postal code, as a regular expression's source without anchors: letters and
 * digits, with spaces or hyphens between them (the OpenAPI document states it too).
 */
export const ZIP_PATTERN = '[A-Za-z0-9]+(?:[ -]+[A-Za-z0-9]+)*';
const ZIP_FORMAT = new RegExp(`^${ZIP_PATTERN}$`);
/**
 * The refusal of a zip code holding anything else than letters and digits with spaces or
 * hyphens between them ('00184', '12345-6789', 'SW1A 1AA', 'M5V 3L9' pass).
 */
export const ZIP_MESSAGE = 'Zip code: letters and digits, with spaces or hyphens between them';

/** A telephone number as the other phone fields take it (dto/common's phoneNumber). */
const PHONE_FORMAT = phoneNumber({ optional: true });
/**
 * The refusal of a next of kin's phone that is not one: the phone rule of every form, naming
 * this field.
 */
export const NOK_PHONE_MESSAGE =
  'Next of kin phone: at least 6 digits; only +, spaces, ( ) . / - between them';

/** The refusal of a currency that is not one of the form's choices (CURRENCIES). */
export const CURRENCY_MESSAGE = 'Currency: choose one from the list';

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
      ssn: optionalFormatted(
        optionalLine('SSN or tax ID', 50),
        (v) => SSN_FORMAT.test(v),
        SSN_MESSAGE,
      ),
      occupation: optionalLine('Occupation', 191),
      countryId: optionalId,
      cityId: optionalId,
      zip: optionalFormatted(optionalLine('Zip code', 20), (v) => ZIP_FORMAT.test(v), ZIP_MESSAGE),
      address: optionalLines('Address', 500),
      nokName: optionalLine('Next of kin name', 191),
      nokEmail: z
        .union([z.literal(''), z.email('Valid email required').max(191)])
        .optional()
        .nullable()
        .transform((v) => (v ? v : null)),
      nokPhone: optionalFormatted(
        optionalLine('Next of kin phone', 50),
        (v) => PHONE_FORMAT.safeParse(v).success,
        NOK_PHONE_MESSAGE,
      ),
      nokRelationship: optionalLine('Relationship', 50),
      nokAddress: optionalLines('Next of kin address', 500),
      currency: optionalFormatted(
        optionalLine('Currency', 20),
        (v) => (CURRENCIES as readonly string[]).includes(v),
        CURRENCY_MESSAGE,
      ),
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
