/**
 * Loan figures, computed on integer cents so no float ever
 * holds money (Money).
 */
import { decimalToCents } from '@shared/money';

/**
 * The paid share in whole percent: (principal − current balance) / principal, clamped to
 * 0–100; 0 when the principal is not above 0.
 */
export function paidPercent(principal: string, currentBalance: string): number {
  const p = decimalToCents(principal);
  if (p <= 0) return 0;
  const paid = p - decimalToCents(currentBalance);
  const percent = Math.floor((paid * 100) / p);
  return Math.min(100, Math.max(0, percent));
}

/** An interest rate as the card shows it: '5.99' → '5.99%'. */
export function displayRate(rate: string): string {
  return `${rate}%`;
}
