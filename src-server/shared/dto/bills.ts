/** Bills to pay, as the API carries them. */
import { z } from 'zod';
import { decimalAmount, positiveAmountCents } from '../amount';
import { singleLineText } from '../text';
import { id, idParam, isoDate, isoTime, textFlag } from './common';

/** The kinds of biller a new bill may name. */
export const BillCategorySchema = z.enum(['UTILITIES', 'TELECOMMUNICATIONS', 'INSURANCE', 'LOANS']);

/**
 * A bill as the API answers it (OpenAPI `Bill`): amount a two-decimal string, dueDate
 * YYYY-MM-DD, times ISO 8601; status PENDING or PAID, `overdue` derived from the business day.
 */
export const BillSchema = z
  .object({
    id,
    userId: id,
    billerName: z.string(),
    accountNumber: z.string(),
    category: z.string(),
    amount: decimalAmount,
    dueDate: z.string(),
    status: z
      .string()
      .meta({ description: 'PENDING or PAID (Overdue is derived: PENDING with a past due date)' }),
    isRecurring: z.enum(['true', 'false']),
    autopay: z.boolean().meta({
      description: 'Paid by close of business on its due date (recurring bills only)',
    }),
    overdue: z.boolean().meta({
      description: "PENDING with a due date before the bank's business day",
    }),
    paidAt: isoTime.nullable(),
    paidFromAccountId: id.nullable(),
    createdAt: isoTime,
  })
  .meta({ id: 'Bill' });

/**
 * What adding a bill takes: biller name (1-191), the account number at the biller (1-34),
 * both one line without control characters and with something visible (../text), a
 * category (default UTILITIES), an amount (parsed to integer cents, more than 0) and a due date
 * (YYYY-MM-DD). `userId` may only name the caller; `status` is ignored (new bills are PENDING).
 */
export const CreateBillInputSchema = z.object({
  userId: idParam.optional(),
  billerName: singleLineText('Biller name', { required: 'Biller name is required', max: 191 }),
  accountNumber: singleLineText('Account number', {
    required: 'Account number is required',
    max: 34,
  }),
  category: BillCategorySchema.default('UTILITIES'),
  amount: positiveAmountCents,
  status: z.string().max(32).optional().meta({ description: 'Ignored: new bills are PENDING' }),
  isRecurring: textFlag.default(false),
  dueDate: z
    .string({ error: 'Please select a due date' })
    .min(1, 'Please select a due date')
    .pipe(isoDate)
    .meta({
      // The document shows what the pipe ends in: a Date.
      override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
        for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
        jsonSchema.$ref = '#/components/schemas/Date';
      },
    }),
});

/** What turning a bill's autopay on or off takes: the bill's id and the new setting. */
export const BillAutopayInputSchema = z.object({
  id: idParam,
  autopay: z.boolean().meta({ description: 'On: pay it on its due date', example: true }),
});
