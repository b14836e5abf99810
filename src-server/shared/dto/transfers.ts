/** Transfers between accounts and to beneficiaries, as the API carries them. */
import { z } from 'zod';
import {
  AMOUNT_OR_ZERO_PATTERN,
  amountMeta,
  amountTextMeta,
  decimalAmount,
  positiveAmountCents,
} from '../amount';
import { singleLineText } from '../text';
import { id, idParam, isoDate, isoTime } from './common';

/**
 * INTERNAL: between the customer's own accounts, completed at once. LOCAL: a domestic (ACH)
 * payment to a saved beneficiary. WIRE: a wire transfer to a saved beneficiary.
 */
export const TransferTypeSchema = z.enum(['INTERNAL', 'LOCAL', 'WIRE']);
/**
 * SCHEDULED: dated for a later business day (`scheduledDate`); it moves no money until then.
 * CANCELLED: a scheduled transfer its customer took back before its day; it never moved money.
 */
export const TransferStatusSchema = z.enum([
  'PENDING',
  'COMPLETED',
  'FAILED',
  'SCHEDULED',
  'CANCELLED',
]);

/**
 * A transfer as the API answers it (OpenAPI `Transfer`): amount and fees as two-decimal
 * strings, scheduledDate YYYY-MM-DD, times ISO 8601; status one of TransferStatusSchema.
 */
export const TransferSchema = z
  .object({
    id,
    userId: id,
    fromAccountId: id,
    toAccountId: id.nullable(),
    beneficiaryId: id.nullable(),
    amount: decimalAmount,
    transferType: TransferTypeSchema,
    description: z.string().nullable(),
    reference: z.string().nullable(),
    status: TransferStatusSchema,
    fees: decimalAmount,
    scheduledDate: z.string().nullable(),
    completedAt: isoTime.nullable(),
    createdAt: isoTime,
    /** The ACH return code of a transfer that failed at settlement or came back (R01…). */
    returnCode: z.string().nullable(),
    /** The code with its standard description ("R01 Insufficient funds"), shown to the customer. */
    returnReason: z.string().nullable(),
    /** Why a scheduled transfer FAILED when it fell due (insufficient funds, a limit…). */
    failureReason: z.string().nullable(),
  })
  .meta({ id: 'Transfer' });

/**
 * The fields of a new transfer, before the rule that ties the destination to the type. The
 * optional description is one line of at most 500 characters without control characters
 * (../text).
 */
const TransferFieldsSchema = z.object({
  userId: idParam.optional(),
  fromAccountId: idParam,
  toAccountId: idParam.optional().nullable().meta({
    description: 'INTERNAL only (required there): your own receiving account',
    example: 2,
  }),
  beneficiaryId: idParam.optional().nullable().meta({
    description:
      'LOCAL and WIRE only (required there): the saved payee, which may hold an account of this bank',
    example: 3,
  }),
  amount: positiveAmountCents.meta(
    amountMeta('Decimal amount, more than 0, at most 2 decimals and 15 digits', '12.34'),
  ),
  transferType: TransferTypeSchema,
  description: singleLineText('Description', { max: 500 }).optional().nullable(),
  status: z
    .string()
    .max(32)
    .optional()
    .meta({ description: 'Ignored: the server sets the status' }),
  fees: z
    .union([z.string(), z.number()])
    .optional()
    .meta(
      amountTextMeta(AMOUNT_OR_ZERO_PATTERN, 'Ignored: fees come from the fee schedule', '0.00'),
    ),
  scheduledDate: isoDate.optional().nullable().meta({
    description:
      "Send on this business day (YYYY-MM-DD, today or later by the bank's clock); absent or today: now. A later day stores the transfer SCHEDULED: close of business runs it on that day with that day's checks",
    example: '2026-12-01',
  }),
});

/**
 * The destination each type takes: INTERNAL goes to one of the customer's own accounts
 * (`toAccountId`), LOCAL and WIRE go to a saved beneficiary (`beneficiaryId`; a LOCAL
 * beneficiary whose account is at this bank is paid on us). A missing destination is an
 * issue on that field; the other destination field is ignored. The transfer forms check
 * their destination with it too, so both sides say the same.
 */
export function destinationRule(
  value: {
    transferType: 'INTERNAL' | 'LOCAL' | 'WIRE';
    toAccountId?: number | null;
    beneficiaryId?: number | null;
  },
  ctx: z.RefinementCtx,
): void {
  if (value.transferType === 'INTERNAL') {
    if (value.toAccountId == null)
      ctx.addIssue({
        code: 'custom',
        path: ['toAccountId'],
        message: 'Select destination account',
      });
  } else if (value.beneficiaryId == null) {
    ctx.addIssue({ code: 'custom', path: ['beneficiaryId'], message: 'Select beneficiary' });
  }
}

/**
 * A new transfer as the customer's transfer screens send it. `status` and `fees` are accepted for
 * compatibility and ignored: the server decides both. `userId`, when sent, must be the
 * session's user. The destination follows the type (destinationRule): INTERNAL needs
 * `toAccountId`, LOCAL and WIRE need `beneficiaryId`; without it the answer is 400 with the
 * field's path. (One object with a rule rather than a union: the REST adapter takes an
 * object body.)
 */
export const CreateTransferInputSchema = TransferFieldsSchema.superRefine(destinationRule);

/** The most transfers one batch may carry (a payroll run). */
export const MAX_BATCH_ITEMS = 1000;

/** One transfer of a batch: a new transfer without the ignored compatibility fields. */
export const BatchTransferItemSchema = TransferFieldsSchema.pick({
  fromAccountId: true,
  toAccountId: true,
  beneficiaryId: true,
  amount: true,
  transferType: true,
  description: true,
}).superRefine(destinationRule);

/**
 * An Idempotency-Key's shape: 1 to 255 visible ASCII characters (0x21 to 0x7E), the bound the
 * bank stores and compares; anything else is refused with 400 before the call runs.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The optional Idempotency-Key request header of a money movement, as the OpenAPI document
 * shows it: a fresh random key per submission, whose retry (same key, same body, within 24
 * hours) answers the first result. `what` names the submission ('transfer', 'batch').
 */
export const idempotencyKeyHeader = (what: string) =>
  z
    .string()
    .min(1)
    .max(255)
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .optional()
    .meta({
      description: `A fresh random key per ${what}: 1 to 255 visible ASCII characters, kept 24 hours; a retry with the same key and body returns the first answer`,
    });

/** A batch of transfers sent under one Idempotency-Key. */
export const BatchTransferInputSchema = z
  .object({
    items: z
      .array(BatchTransferItemSchema)
      .min(1, 'Send at least one transfer')
      .max(MAX_BATCH_ITEMS, `A batch holds at most ${MAX_BATCH_ITEMS} transfers`),
  })
  .meta({
    example: {
      items: [
        { fromAccountId: 1, toAccountId: 2, amount: '100.00', transferType: 'INTERNAL' },
        {
          fromAccountId: 1,
          beneficiaryId: 3,
          amount: '1250.00',
          transferType: 'LOCAL',
          description: 'Salary November',
        },
      ],
    },
  });

/** What happened to one item: the created transfer, or why it was refused. */
export const BatchTransferResultSchema = z.discriminatedUnion('status', [
  z.object({ index: z.number().int(), status: z.literal('ok'), transfer: TransferSchema }),
  z.object({
    index: z.number().int(),
    status: z.literal('error'),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
]);

/** One result per item, in the items' order. */
export const BatchTransferOutputSchema = z.object({ results: z.array(BatchTransferResultSchema) });
