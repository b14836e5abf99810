/**
 * Admin simulations of the world outside the bank, as the API carries them: an outside
 * payer's credit, an ACH return of an outbound transfer, and card authorizations from the
 * card network.
 */
import { z } from 'zod';
import { amountMeta, decimalAmount, positiveAmountCents } from '../amount';
import { RETURN_CODES, type ReturnCode } from '../return-codes';
import { singleLineText } from '../text';
import { id, idParam, isoTime } from './common';

/** The largest amount one simulated movement may carry, in cents ($1,000,000.00). */
export const MAX_SIMULATION_CENTS = 100_000_000;

const amountInput = positiveAmountCents
  .refine((cents) => cents <= MAX_SIMULATION_CENTS, 'At most 1000000.00')
  .meta(
    amountMeta('Decimal amount, more than 0, at most 2 decimals, at most 1000000.00', '2500.00'),
  );

/** ACH (next-day batch) or WIRE (same-day): only the statement text differs. */
export const InboundRailSchema = z.enum(['ACH', 'WIRE']);

/**
 * An outside payer (an employer's payroll, a relative) credits a customer account. The payer's
 * name and reference end up on the customer's statement: one line each, without control
 * characters, and the name with something visible (../text).
 */
export const InboundTransferInputSchema = z.object({
  accountId: id.meta({ description: 'The open customer account to credit' }),
  amount: amountInput,
  payerName: singleLineText('Payer name', { required: 'Payer name is required', max: 100 }).meta({
    description: 'Who pays, as the statement shows it',
    example: 'Globex Payroll',
  }),
  rail: InboundRailSchema,
  reference: singleLineText('Reference', { max: 64 }).optional().meta({
    description: 'The payer’s reference, kept on the statement row',
    example: 'PAY-2026-11',
  }),
});

/** What an inbound credit posted. */
export const InboundTransferSchema = z.object({
  journalId: id,
  /** The statement row written on the account. */
  transactionId: id,
  accountId: id,
  amount: decimalAmount,
  rail: InboundRailSchema,
  payerName: z.string(),
  description: z.string().meta({ example: 'ACH credit from Globex Payroll' }),
  reference: z.string().nullable(),
  /** The account's posted balance after the credit. */
  balance: decimalAmount,
  postedAt: isoTime,
});

const CODES = Object.keys(RETURN_CODES) as [ReturnCode, ...ReturnCode[]];

/** An outbound LOCAL transfer comes back from the receiving bank with an ACH return code. */
export const SimulatedReturnInputSchema = z.object({
  transferId: id.meta({ description: 'A COMPLETED LOCAL transfer to another bank' }),
  returnCode: z.enum(CODES).meta({
    description: `The ACH return code: ${CODES.map((c) => `${c} ${RETURN_CODES[c]}`).join('; ')}`,
  }),
});

/** Why the card network's authorization was declined. */
export const CardDeclineReasonSchema = z.enum([
  'CARD_FROZEN',
  'CARD_BLOCKED',
  'INSUFFICIENT_FUNDS',
  'DO_NOT_HONOR',
]);

/**
 * APPROVED: the amount is held on the card's account. DECLINED: nothing held (see
 * declineReason). SETTLED: the purchase was posted. REVERSED: the hold was released.
 */
export const CardAuthorizationStatusSchema = z.enum([
  'APPROVED',
  'DECLINED',
  'SETTLED',
  'REVERSED',
]);

/**
 * A merchant asks the card network to authorize a purchase on one of the bank's cards. The
 * merchant's name ends up on the statement: one line, without control characters, with
 * something visible (../text).
 */
export const CardAuthorizationInputSchema = z.object({
  cardId: id.meta({ description: 'The card (debit card id)' }),
  amount: amountInput,
  merchant: singleLineText('Merchant', { required: 'Merchant is required', max: 100 }).meta({
    description: 'The merchant, as the statement shows it',
    example: 'Corner Grocery',
  }),
});

/** One card authorization. */
export const CardAuthorizationSchema = z.object({
  id,
  cardId: id,
  accountId: id,
  amount: decimalAmount,
  merchant: z.string(),
  status: CardAuthorizationStatusSchema,
  declineReason: CardDeclineReasonSchema.nullable(),
  createdAt: isoTime,
  /** When it was settled or reversed. */
  endedAt: isoTime.nullable(),
});

/** The path id of a card authorization to settle or reverse. */
export const CardAuthorizationIdInputSchema = z.object({ id: idParam });

/** What "pay accrued interest now" paid. */
export const InterestPaidSchema = z.object({
  accounts: z.number().int().min(0).meta({ description: 'Savings accounts paid' }),
  total: decimalAmount.meta({ description: 'Interest paid in all, decimal dollars' }),
});

/** What "produce statements now" made. */
export const StatementsMadeSchema = z.object({
  period: z
    .string()
    .meta({ description: 'The month of the statements (YYYY-MM)', example: '2026-11' }),
  statements: z.number().int().min(0).meta({ description: 'Statements made or refreshed' }),
});

/** One lesson a trainer can load. */
export const ScenarioSchema = z.object({
  name: z.string().meta({ example: 'overdrawn' }),
  title: z.string(),
  description: z.string().meta({ description: 'What a trainer can show with it' }),
});

/** A lesson once loaded, with what happened. */
export const LoadedScenarioSchema = ScenarioSchema.extend({
  outcome: z.string().meta({ description: 'What the lesson did, in one sentence' }),
});

/** The lesson to load, by name. */
export const ScenarioNameInputSchema = z.object({
  name: z
    .string()
    .regex(/^[a-z][a-z-]{1,40}$/, 'A lesson name: lowercase letters and dashes')
    .meta({ description: 'The lesson (see GET /api/admin/scenarios)', example: 'overdrawn' }),
});
