/** Investment positions, as the API carries them. */
import { z } from 'zod';
import { decimalAmount } from '../amount';
import { id, isoTime } from './common';

/**
 * One investment position as the API answers it: shares as a 6-decimal string; prices per
 * share, total value and gain or loss against the purchase price as two-decimal USD strings.
 */
export const InvestmentSchema = z.object({
  id,
  userId: id,
  investmentType: z.string(),
  symbol: z.string(),
  name: z.string(),
  shares: z.string().meta({ description: 'Shares with 6 decimals' }),
  purchasePrice: decimalAmount,
  currentPrice: decimalAmount,
  totalValue: decimalAmount,
  gainLoss: decimalAmount,
  createdAt: isoTime,
});
