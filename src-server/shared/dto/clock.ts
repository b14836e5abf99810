/** The bank's business clock and monthly statements, as the API carries them. */
import { z } from 'zod';
import { decimalAmount } from '../amount';
import { isoDate, isoTime } from './common';

/**
 * The bank's business clock as the API answers it (OpenAPI `Clock`): business time (ISO 8601),
 * how far it runs ahead of real time (seconds), the business day and close-of-business progress
 * (days YYYY-MM-DD, UTC).
 */
export const ClockSchema = z
  .object({
    /** Business time now. */
    now: isoTime,
    /** Seconds business time runs ahead of real time. */
    offsetSeconds: z.number().int().min(0),
    /** The business day, YYYY-MM-DD (UTC). */
    date: z.string().meta({ description: 'The business day (UTC)', example: '2026-11-21' }),
    /** The last business day whose close of business completed, or null before the first. */
    closedThrough: z.string().nullable().meta({
      description: 'The last business day whose close of business completed',
      example: '2026-11-20',
    }),
    /** While an advance runs: the last day it will close; null otherwise. */
    closingThrough: z.string().nullable().meta({
      description: 'While an advance is closing days: the last day it will close',
      example: null,
    }),
  })
  .meta({ id: 'Clock' });
/** The business clock as TypeScript (see ClockSchema). */
export type Clock = z.infer<typeof ClockSchema>;

const stepCount = (description: string) =>
  z.number().int().min(0).meta({ description, example: 0 });

/** What close of business did on one business day, step by step (counts). */
export const CobDaySchema = z.object({
  /** The business day closed, YYYY-MM-DD. */
  date: z.string().meta({ description: 'The business day closed (UTC)', example: '2026-11-21' }),
  steps: z.object({
    settlements: stepCount('Transfers settled (COMPLETED or FAILED) and check holds released'),
    scheduledTransfers: stepCount('Scheduled transfers run (sent, or failed with a reason)'),
    standingOrders: stepCount('Standing-order payments run (made or failed)'),
    billsAutopay: stepCount('Bills on autopay paid'),
    loanInstalments: stepCount('Loan instalments collected'),
    interestAccrual: stepCount('Savings accounts that accrued a day of interest'),
    interestPosting: stepCount('Accounts paid their accrued interest (a month’s last day)'),
    monthlyStatements: stepCount('Monthly statements made (a month’s last day)'),
  }),
});
/** One closed business day and its close-of-business step counts, as TypeScript. */
export type CobDay = z.infer<typeof CobDaySchema>;

/** The clock after an advance, with what close of business did on each day passed. */
export const AdvancedClockSchema = ClockSchema.extend({
  days: z.array(CobDaySchema).meta({
    description:
      'Each business day closed by this advance, in order, with what each step did (a day closed before by the scheduler counts 0)',
  }),
});
/** The clock after an advance with each day it closed, as TypeScript. */
export type AdvancedClock = z.infer<typeof AdvancedClockSchema>;

/**
 * What moving the business clock forward takes: either `days` (1 to 366) or `until` (a
 * YYYY-MM-DD business day, after today and at most 366 days ahead), exactly one of them.
 */
export const AdvanceClockInputSchema = z
  .object({
    days: z
      .number()
      .int()
      .min(1, 'Advance by 1 to 366 days')
      .max(366, 'Advance by 1 to 366 days')
      .optional()
      .meta({ description: 'Days to move forward (1 to 366)', example: 1 }),
    until: isoDate.optional().meta({
      description:
        'The business day to move to (YYYY-MM-DD, after today and at most 366 days ahead)',
    }),
  })
  .refine((v) => (v.days === undefined) !== (v.until === undefined), {
    message: 'Give either days or until',
  })
  .meta({ description: 'Either `days` or `until`, not both' });
/** An advance of the business clock as TypeScript: `days` or `until`. */
export type AdvanceClockInput = z.infer<typeof AdvanceClockInputSchema>;

/**
 * A monthly statement as the API answers it (OpenAPI `MonthlyStatement`): period YYYY-MM, its
 * first and last day (YYYY-MM-DD), opening and closing balances as two-decimal strings and
 * how many statement rows it holds.
 */
export const MonthlyStatementSchema = z
  .object({
    /** The month, YYYY-MM. */
    period: z.string().meta({ example: '2026-11' }),
    from: isoDate,
    to: isoDate,
    opening: decimalAmount,
    closing: decimalAmount,
    rowCount: z.number().int().min(0),
    createdAt: isoTime,
  })
  .meta({ id: 'MonthlyStatement' });
/** A monthly statement on the wire, as TypeScript. */
export type MonthlyStatement = z.infer<typeof MonthlyStatementSchema>;
