import { describe, expect, it } from 'vitest';
import { monthsLeft, paidPercent } from './loanMath';

describe('loan figures', () => {
  it('paid percent is clamped to 0-100', () => {
    expect(paidPercent('15000.00', '9842.17')).toBe(34);
    expect(paidPercent('100.00', '150.00')).toBe(0);
    expect(paidPercent('100.00', '0.00')).toBe(100);
    expect(paidPercent('0.00', '0.00')).toBe(0);
  });

  it('months left is the ceiling of balance / payment, 0 without a payment', () => {
    expect(monthsLeft('9842.17', '395.00')).toBe(25);
    expect(monthsLeft('790.00', '395.00')).toBe(2);
    expect(monthsLeft('790.01', '395.00')).toBe(3);
    expect(monthsLeft('100.00', '0.00')).toBe(0);
    expect(monthsLeft('0.00', '395.00')).toBe(0);
  });
});
