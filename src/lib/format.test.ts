import { describe, expect, it } from 'vitest';
import { displayCardNumber, displayExpiry, maskAccountNumber } from './format';

describe('display formats', () => {
  it('masks account numbers to dots and the last 4 digits', () => {
    expect(maskAccountNumber('1234567890')).toBe('••••7890');
  });

  it('shows a masked card as first 4, XXXX XXXX, last 4', () => {
    expect(displayCardNumber('4532XXXXXXXX0366')).toBe('4532 XXXX XXXX 0366');
  });

  it('shows expiry as MM/YY', () => {
    expect(displayExpiry(6, 2028)).toBe('06/28');
    expect(displayExpiry(11, 2031)).toBe('11/31');
  });
});
