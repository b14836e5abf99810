/** Standing orders: the same transfer every week or month, as the API carries them. */
import { z } from 'zod';
import { amountMeta, decimalAmount, positiveAmountCents } from '../amount';
import { singleLineText } from '../text';
import { id, idParam, isoDate, isoTime, wholeNumberParam } from './common';
import { TransferTypeSchema } from './transfers';

/** How often a standing order runs: every week or every month. */
export const StandingOrderFrequencySchema = z.enum(['WEEKLY', 'MONTHLY']);
/** ENDED: past its endDate or its count of runs; it never runs again. */
export const StandingOrderStatusSchema = z.enum(['ACTIVE', 'PAUSED', 'ENDED']);

/** A standing order as the API answers it. Amount is a two-decimal string; dates YYYY-MM-DD. */
export const StandingOrderSchema = z.object({
  id,
  userId: id,
  fromAccountId: id,
  toAccountId: id.nullable(),
  beneficiaryId: id.nullable(),
  amount: decimalAmount,
  transferType: TransferTypeSchema,
  description: z.string().nullable(),
  frequency: StandingOrderFrequencySchema,
  startDate: z.string(),
  endDate: z.string().nullable(),
  count: z.number().int().nullable(),
  runsDone: z.number().int(),
  nextRunDate: z.string().nullable(),
  lastRunDate: z.string().nullable(),
  status: StandingOrderStatusSchema,
  createdAt: isoTime,
});

/**
 * A new standing order: INTERNAL needs `toAccountId` (an own account), LOCAL and WIRE a saved
 * `beneficiaryId`. It runs first on `startDate` (today or later by the bank's clock), then
 * every week or month, until `endDate` (inclusive) or after `count` runs. The optional
 * description is one line of at most 500 characters without control characters (../text).
 */
export const CreateStandingOrderInputSchema = z
  .object({
    fromAccountId: idParam,
    toAccountId: idParam.optional().nullable(),
    beneficiaryId: idParam.optional().nullable(),
    amount: positiveAmountCents.meta(
      amountMeta('Decimal amount, more than 0, at most 2 decimals and 15 digits', '250.00'),
    ),
    transferType: TransferTypeSchema,
    description: singleLineText('Description', { max: 500 }).optional().nullable(),
    frequency: StandingOrderFrequencySchema,
    startDate: isoDate,
    endDate: isoDate.optional().nullable(),
    count: wholeNumberParam(1, 1000).optional().nullable(),
  })
  .refine((v) => !v.endDate || v.endDate >= v.startDate, {
    message: 'The end date must not be before the start date',
    path: ['endDate'],
  });

/** Pause or resume: `{status: 'ACTIVE' | 'PAUSED'}`. */
export const UpdateStandingOrderInputSchema = z.object({
  id: idParam,
  status: z.enum(['ACTIVE', 'PAUSED']).meta({ example: 'PAUSED' }),
});
