import { describe, expect, it } from 'vitest';
import { wrapIndex } from './Testimonials';

describe('wrapIndex (the testimonial carousel)', () => {
  it('wraps in both directions', () => {
    expect(wrapIndex(0, -1, 2)).toBe(1);
    expect(wrapIndex(1, 1, 2)).toBe(0);
    expect(wrapIndex(0, 1, 2)).toBe(1);
  });
});
