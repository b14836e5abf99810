import { describe, expect, it } from 'vitest';
import { centsForUnits, displayChange, formatUnits, unitsForCents } from './cryptoMath';

describe('crypto estimates', () => {
  it('formats millionths with 6 decimals', () => {
    expect(formatUnits(1_500_000)).toBe('1.500000');
    expect(formatUnits(1)).toBe('0.000001');
  });

  it('buys and sells at the sample price, rounding down', () => {
    // $100.00 of BTC at $67,432.18.
    expect(unitsForCents(10_000, 6_743_218)).toBe(1_482);
    expect(centsForUnits(500_000, 351_244)).toBe(175_622);
    expect(unitsForCents(100, 0)).toBe(0);
  });

  it('signs the 24 h change', () => {
    expect(displayChange('2.14')).toBe('+2.14%');
    expect(displayChange('-0.87')).toBe('-0.87%');
  });
});
