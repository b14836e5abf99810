/**
 * Bill Pay's rules kept free of React: the tabs,
 * and Overdue, which is derived (a PENDING bill whose due date is before the bank's business
 * day), never stored: the server judges it by the bank's clock and sends it as `overdue`.
 */

import type { BillSchema } from '@shared/dto';
import type { z } from 'zod';

/** A bill as the API answers it (amount a two-decimal string, `overdue` from the server). */
export type Bill = z.infer<typeof BillSchema>;

/** The tabs of Bill Pay, in their fixed order: All Bills, Pending, Paid, Overdue, Recurring. */
export const BILL_TABS = [
  { value: 'all', label: 'All Bills' },
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'recurring', label: 'Recurring' },
] as const;

/** The value of one Bill Pay tab: all, pending, paid, overdue or recurring. */
export type BillTab = (typeof BILL_TABS)[number]['value'];

/** The bill categories and their labels; the first (Utilities) is the default. */
export const BILL_CATEGORIES = [
  { value: 'UTILITIES', label: 'Utilities' },
  { value: 'TELECOMMUNICATIONS', label: 'Telecommunications' },
  { value: 'INSURANCE', label: 'Insurance' },
  { value: 'LOANS', label: 'Loans' },
] as const;

/** A PENDING bill whose due date is before the bank's business day (the server's `overdue`). */
export function isOverdue(bill: Bill): boolean {
  return bill.status === 'PENDING' && bill.overdue;
}

/** The status a badge shows: OVERDUE for a derived overdue bill, otherwise the stored one. */
export function shownStatus(bill: Bill): string {
  return isOverdue(bill) ? 'OVERDUE' : bill.status;
}

/** The bills one tab lists; Pending includes overdue bills, which are still unpaid. */
export function billsForTab(bills: Bill[], tab: BillTab): Bill[] {
  switch (tab) {
    case 'pending':
      return bills.filter((b) => b.status === 'PENDING');
    case 'paid':
      return bills.filter((b) => b.status === 'PAID');
    case 'overdue':
      return bills.filter((b) => isOverdue(b));
    case 'recurring':
      return bills.filter((b) => b.isRecurring === 'true');
    default:
      return bills;
  }
}
