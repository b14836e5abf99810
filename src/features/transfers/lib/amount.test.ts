import { describe, expect, it } from 'vitest';
import { amountToDecimal } from './amount';

describe('amountToDecimal', () => {
  it('pads to two decimals without float arithmetic', () => {
    expect(amountToDecimal('12.3')).toEqual({ ok: true, amount: '12.30' });
    expect(amountToDecimal('0.1')).toEqual({ ok: true, amount: '0.10' });
    expect(amountToDecimal(' 1000 ')).toEqual({ ok: true, amount: '1000.00' });
  });

  it('refuses empty, zero, negative and over-precise amounts', () => {
    expect(amountToDecimal('').ok).toBe(false);
    expect(amountToDecimal('0').ok).toBe(false);
    expect(amountToDecimal('-5').ok).toBe(false);
    expect(amountToDecimal('1.234').ok).toBe(false);
  });
});
