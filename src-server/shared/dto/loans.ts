/** Loans and loan applications, as the API carries them. */
import { z } from 'zod';
import { decimalAmount, positiveAmountCents } from '../amount';
import { multiLineText } from '../text';
import { id, isoTime } from './common';

/**
 * A loan as the API answers it (OpenAPI `Loan`): money as two-decimal strings, the yearly
 * interest rate as a percent string, nextPaymentDate YYYY-MM-DD; status ACTIVE, PAID_OFF or
 * DEFAULTED.
 */
export const LoanSchema = z
  .object({
    id,
    userId: id,
    loanType: z.string(),
    principal: decimalAmount,
    currentBalance: decimalAmount.meta({
      description: "Principal still owed: the sum of the unpaid instalments' principal",
    }),
    interestRate: z.string().meta({ description: 'Percent with two decimals, e.g. "5.99"' }),
    termMonths: z.number().int(),
    monthlyPayment: decimalAmount,
    monthsLeft: z
      .number()
      .int()
      .meta({ description: 'Instalments still unpaid in the schedule (0 when none)' }),
    nextPaymentDate: z.string().nullable(),
    status: z.string().meta({ description: 'ACTIVE, PAID_OFF or DEFAULTED' }),
    autopay: z.boolean().meta({
      description: 'Whether close of business debits each instalment on its due date',
    }),
    repaymentAccountId: id.nullable(),
    amountOverdue: decimalAmount.meta({
      description: 'Owed on missed instalments: their totals plus late fees',
    }),
    missedInstalments: z
      .number()
      .int()
      .meta({ description: 'Instalments past due and unpaid (three make the loan DEFAULTED)' }),
    createdAt: isoTime,
  })
  .meta({ id: 'Loan' });

/** One instalment of a loan's amortization schedule. */
export const LoanInstalmentSchema = z.object({
  number: z.number().int().meta({ description: 'From 1', example: 1 }),
  dueDate: z.string().meta({ description: 'YYYY-MM-DD', example: '2026-12-05' }),
  principal: decimalAmount,
  interest: decimalAmount,
  total: decimalAmount,
  remainingBalance: decimalAmount.meta({ description: 'Principal owed once this one is paid' }),
  lateFee: decimalAmount.meta({ description: 'Assessed once when missed; 0.00 otherwise' }),
  status: z.enum(['PAID', 'OVERDUE', 'DUE', 'SCHEDULED']).meta({
    description:
      'PAID; OVERDUE (unpaid and past due or missed, still owed); DUE (the next one to pay); SCHEDULED (a later one)',
  }),
  paidOn: z.string().nullable().meta({ description: 'Business day it was paid (YYYY-MM-DD)' }),
});

/** The kinds of loan a customer may apply for. */
export const LoanTypeSchema = z.enum(['PERSONAL', 'MORTGAGE', 'AUTO', 'BUSINESS']);

/**
 * What a loan application takes: the kind, the amount asked for (parsed to integer cents,
 * more than 0), a term of 6 to 360 months, and optionally a purpose (at most 1000
 * characters; line breaks allowed, no other control characters, see ../text) and the annual
 * income (integer cents).
 */
export const LoanApplicationInputSchema = z.object({
  loanType: LoanTypeSchema,
  amount: positiveAmountCents,
  termMonths: z.coerce.number().int().min(6, 'At least 6 months').max(360, 'At most 360 months'),
  purpose: multiLineText('Purpose', { max: 1000 }).optional().nullable(),
  annualIncome: positiveAmountCents.optional().nullable(),
});

/**
 * A loan application as the API answers it: amount and income as two-decimal strings; status
 * PENDING until an admin decides it APPROVED or REJECTED.
 */
export const LoanApplicationSchema = z.object({
  id,
  userId: id,
  loanType: z.string(),
  amount: decimalAmount,
  termMonths: z.number().int(),
  purpose: z.string().nullable(),
  annualIncome: decimalAmount.nullable(),
  status: z.string(),
  createdAt: isoTime,
});
