import { describe, expect, it } from 'vitest';
import { paidPercent } from './loanMath';

describe('loan figures', () => {
  it('paid percent is clamped to 0-100', () => {
    expect(paidPercent('15000.00', '9842.17')).toBe(34);
    expect(paidPercent('100.00', '150.00')).toBe(0);
    expect(paidPercent('100.00', '0.00')).toBe(100);
    expect(paidPercent('0.00', '0.00')).toBe(0);
  });
});
