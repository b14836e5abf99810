import { describe, expect, it } from 'vitest';
import { displayShares, type Investment, portfolioTotals } from './portfolio';

const position = (totalValue: string, gainLoss: string): Investment => ({
  id: 1,
  userId: 1,
  investmentType: 'ETF',
  symbol: 'X',
  name: 'X',
  shares: '1.000000',
  purchasePrice: '1.00',
  currentPrice: '1.00',
  totalValue,
  gainLoss,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('portfolio', () => {
  it('sums value and gain/loss in cents', () => {
    expect(portfolioTotals([position('0.10', '-0.30'), position('0.20', '0.10')])).toEqual({
      value: 30,
      gainLoss: -20,
    });
  });

  it('shows shares without trailing zeros', () => {
    expect(displayShares('25.500000')).toBe('25.5');
    expect(displayShares('40.000000')).toBe('40');
    expect(displayShares('0.000001')).toBe('0.000001');
  });
});
