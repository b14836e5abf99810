/** Shapes every data transfer module shares: ids, times, dates, text flags. */
import { z } from 'zod';
import { singleLineText } from '../text';

/** A positive integer id in an answer. */
export const id = z.number().int().positive();
/**
 * A whole number a caller sends as a path or query parameter ("25") or in JSON (25), from
 * `min` to `max`: anything else (text, a fraction, out of range) gets the one message a person
 * can act on, `Must be a whole number from <min> to <max>` (from <min> when `max` is the
 * largest safe integer), instead of the validator's own ("received NaN", "Too small").
 */
export function wholeNumberParam(min: number, max = Number.MAX_SAFE_INTEGER) {
  const message =
    max === Number.MAX_SAFE_INTEGER
      ? `Must be a whole number from ${min}`
      : `Must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}
/** A telephone number as people write it: at least 6 digits, with +, spaces, ( ) . - between. */
const PHONE = '\\+?(?:[ ().\\/-]*[0-9]){6,}[ ().\\/-]*';
/** The refusal of a phone that is not one, as every form and call gives it. */
export const PHONE_MESSAGE = 'Phone: at least 6 digits; only +, spaces, ( ) . / - between them';

/**
 * A telephone number a person types (profile, enrollment, support, the admin's edit): trimmed,
 * at most 50 characters, at least 6 digits with only an optional leading +, spaces and
 * ( ) . / - between them ("+1 555 010 2233", "(555) 010-2233"); letters, control characters
 * and anything else get PHONE_MESSAGE. `{optional: true}`: an empty value is allowed (the
 * caller stores it as none), and the documented pattern says so; `{required}`: an empty value
 * gets that message alone.
 */
export function phoneNumber(rule: { optional: true } | { required: string }) {
  if ('optional' in rule) {
    return z
      .string()
      .trim()
      .max(50, PHONE_MESSAGE)
      .regex(new RegExp(`^(?:${PHONE})?$`), PHONE_MESSAGE);
  }
  return z
    .string()
    .trim()
    .min(1, { error: rule.required, abort: true })
    .max(50, PHONE_MESSAGE)
    .regex(new RegExp(`^${PHONE}$`), PHONE_MESSAGE);
}

/** A path or query id: "12" or 12, a whole number from 1. */
export const idParam = z.coerce
  .number({ error: 'Must be an id: a whole number from 1' })
  .int('Must be an id: a whole number from 1')
  .positive('Must be an id: a whole number from 1')
  .max(Number.MAX_SAFE_INTEGER, 'Must be an id: a whole number from 1');
/**
 * Why an admin deletes, closes or adjusts something (a query parameter of those DELETE calls,
 * a field of a balance edit): optional, as older callers send none; at most 200 characters of
 * one line without control characters (../text); kept in the audit log.
 */
export const reasonParam = singleLineText('Reason', { max: 200 })
  .optional()
  .nullable()
  .meta({ description: 'Why, in a few words; kept in the audit log' });
/** A time in an answer: ISO 8601 in UTC with milliseconds (Date.toISOString). */
export const isoTime = z
  .string()
  .meta({ description: 'ISO 8601 time (UTC)', example: '2026-11-21T09:30:00.000Z' });

/**
 * The documented form of a date: YYYY-MM-DD with a month 01-12 and a day 01-31 (so
 * 0000-00-00 fails the pattern; `format: date` and the server refuse days a month lacks).
 */
export const DATE_PATTERN = '^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$';

/** Whether 'YYYY-MM-DD' names a day of the calendar (not 2026-02-30, not 0000-00-00). */
export function isCalendarDay(date: string): boolean {
  return (
    !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
    new Date(`${date}T00:00:00Z`).toISOString().startsWith(date)
  );
}

/** A date a person picks: YYYY-MM-DD, a real calendar day. OpenAPI component `Date`. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine(isCalendarDay, 'Not a real date')
  .meta({
    id: 'Date',
    description: 'A calendar date, YYYY-MM-DD (a real day: 2026-02-30 and 0000-00-00 are refused)',
    format: 'date',
    example: '2026-12-01',
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      jsonSchema.pattern = DATE_PATTERN;
    },
  });

/** A flag as the API sends it, as text: 'true'/'false' (booleans accepted too). */
export const textFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');
