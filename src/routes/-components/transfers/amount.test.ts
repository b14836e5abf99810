import { describe, expect, it } from 'vitest';
import { amountToWire } from './amount';

describe('amountToWire', () => {
  it('pads to two decimals without float arithmetic', () => {
    expect(amountToWire('12.3')).toEqual({ ok: true, amount: '12.30' });
    expect(amountToWire('0.1')).toEqual({ ok: true, amount: '0.10' });
    expect(amountToWire(' 1000 ')).toEqual({ ok: true, amount: '1000.00' });
  });

  it('refuses empty, zero, negative and over-precise amounts', () => {
    expect(amountToWire('').ok).toBe(false);
    expect(amountToWire('0').ok).toBe(false);
    expect(amountToWire('-5').ok).toBe(false);
    expect(amountToWire('1.234').ok).toBe(false);
  });
});
