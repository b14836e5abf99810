/** Portfolio totals, summed in integer cents. */

import type { InvestmentSchema } from '@shared/dto';
import { decimalToCents } from '@shared/money';
import type { z } from 'zod';

/** An investment position as the API answers it (money as two-decimal strings). */
export type Investment = z.infer<typeof InvestmentSchema>;

/** Total value and total gain or loss of the positions, in cents. */
export function portfolioTotals(positions: Investment[]): { value: number; gainLoss: number } {
  let value = 0;
  let gainLoss = 0;
  for (const p of positions) {
    value += decimalToCents(p.totalValue);
    gainLoss += decimalToCents(p.gainLoss);
  }
  return { value, gainLoss };
}

/** '12.500000' → '12.5'; shares keep up to 6 decimals without trailing zeros. */
export function displayShares(shares: string): string {
  return shares.includes('.') ? shares.replace(/\.?0+$/, '') : shares;
}
