import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positiveAmountCents } from './amount';
import { decimalToCents, displayUsd, formatCents, MAX_CENTS, parseCents } from './money';

describe('parseCents', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['0.01', 1],
    [' 7.50 ', 750],
    ['9999999999999.99', MAX_CENTS],
  ])('parses %j as %i cents', (text, cents) => {
    expect(parseCents(text)).toEqual({ ok: true, cents });
  });

  it.each(['', 'abc', '1.234', '-1', '1e3', '1,000.00', '.5', '12.', 'NaN', '0x10'])(
    'refuses %j',
    (text) => {
      expect(parseCents(text).ok).toBe(false);
    },
  );

  it('refuses more than 15 digits with a message saying so', () => {
    expect(parseCents('10000000000000.00')).toEqual({
      ok: false,
      error: 'Amount must have at most 15 digits',
    });
  });

  it('takes numbers through their decimal text, so 0.1 + 0.2 style floats never leak in', () => {
    expect(parseCents(12.34)).toEqual({ ok: true, cents: 1234 });
    expect(parseCents(0.1 + 0.2).ok).toBe(false);
    expect(parseCents(1e21).ok).toBe(false);
  });
});

describe('formatCents', () => {
  it('writes two decimals', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123450)).toBe('1234.50');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCents(MAX_CENTS)).toBe('9999999999999.99');
  });

  it('refuses non-integers', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });

  it('round-trips every amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        expect(parseCents(formatCents(cents))).toEqual({ ok: true, cents });
        // toEqual, not toBe: -0 and 0 are the same amount.
        expect(decimalToCents(formatCents(-cents))).toEqual(-cents || 0);
      }),
    );
  });
});

describe('displayUsd', () => {
  it('formats en-US dollars exactly', () => {
    expect(displayUsd(123450)).toBe('$1,234.50');
    expect(displayUsd('9999999999999.99')).toBe('$9,999,999,999,999.99');
    expect(displayUsd(-1)).toBe('-$0.01');
  });
});

describe('positiveAmountCents', () => {
  it('accepts strings and numbers above zero', () => {
    expect(positiveAmountCents.parse('12.34')).toBe(1234);
    expect(positiveAmountCents.parse(5)).toBe(500);
  });

  it('refuses zero, negatives and three decimals with a message', () => {
    expect(positiveAmountCents.safeParse('0').error?.issues[0]?.message).toBe(
      'Amount must be more than 0',
    );
    expect(positiveAmountCents.safeParse('-1').success).toBe(false);
    expect(positiveAmountCents.safeParse('1.001').success).toBe(false);
  });
});
