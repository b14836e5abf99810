/** Shapes every data transfer module shares: ids, times, dates, text flags. */
import { z } from 'zod';

/** A positive integer id in an answer. */
export const id = z.number().int().positive();
/** A path or query id: "12" or 12. */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const isoTime = z
  .string()
  .meta({ description: 'ISO 8601 time (UTC)', example: '2026-11-21T09:30:00.000Z' });

/** A date a person picks: YYYY-MM-DD, a real calendar day. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Not a real date',
  );

/** A flag as the API sends it, as text: 'true'/'false' (booleans accepted too). */
export const textFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');
