/** Loan types and statuses as the Loans screen names them. */

import type { LoanSchema } from '@shared/dto';
import type { z } from 'zod';

/** A loan as the API answers it (money as two-decimal strings, the rate a percent string). */
export type Loan = z.infer<typeof LoanSchema>;

/** Loan types as the cards and the application form name them. */
export const LOAN_TYPES = [
  { value: 'PERSONAL', label: 'Personal Loan' },
  { value: 'MORTGAGE', label: 'Mortgage' },
  { value: 'AUTO', label: 'Auto Loan' },
  { value: 'BUSINESS', label: 'Business Loan' },
] as const;

/** One of the loan types' values: PERSONAL, MORTGAGE, AUTO or BUSINESS. */
export type LoanType = (typeof LOAN_TYPES)[number]['value'];

/** Status badges: ACTIVE, PAID_OFF, DEFAULTED (display only), and PENDING applications. */
export const LOAN_STATUS: Record<string, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  PAID_OFF: { label: 'Paid Off', color: 'blue' },
  DEFAULTED: { label: 'Defaulted', color: 'red' },
  PENDING: { label: 'Pending', color: 'yellow' },
};

/** 'PERSONAL' → 'Personal Loan' (English key; the caller translates). */
export function loanTypeLabel(type: string): string {
  return LOAN_TYPES.find((l) => l.value === type)?.label ?? type;
}
