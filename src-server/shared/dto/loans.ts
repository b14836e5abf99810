/** Loans and loan applications, as the API carries them. */
import { z } from 'zod';
import { decimalAmount, positiveAmountCents } from '../amount';
import { id, isoTime } from './common';

export const LoanSchema = z.object({
  id,
  userId: id,
  loanType: z.string(),
  principal: decimalAmount,
  currentBalance: decimalAmount,
  interestRate: z.string().meta({ description: 'Percent with two decimals, e.g. "5.99"' }),
  termMonths: z.number().int(),
  monthlyPayment: decimalAmount,
  nextPaymentDate: z.string().nullable(),
  status: z.string(),
  createdAt: isoTime,
});

export const LoanTypeSchema = z.enum(['PERSONAL', 'MORTGAGE', 'AUTO', 'BUSINESS']);

export const LoanApplicationInputSchema = z.object({
  loanType: LoanTypeSchema,
  amount: positiveAmountCents,
  termMonths: z.coerce.number().int().min(6, 'At least 6 months').max(360, 'At most 360 months'),
  purpose: z.string().trim().max(1000).optional().nullable(),
  annualIncome: positiveAmountCents.optional().nullable(),
});

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
