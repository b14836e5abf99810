import { describe, expect, it } from 'vitest';
import { payeeName } from './on-us';

describe('the name a payer is shown for a member', () => {
  it('is the first name and the last initial', () => {
    expect(payeeName('Jane', 'Cooper')).toBe('Jane C.');
    expect(payeeName(' Élodie ', 'ørsted')).toBe('Élodie Ø.');
    expect(payeeName('Cher', '')).toBe('Cher');
  });

  it('keeps a class student’s number whole, so students are told apart', () => {
    expect(payeeName('Student', '01')).toBe('Student 01');
    expect(payeeName('Student', '120')).toBe('Student 120');
  });

  it('never cuts a character in half', () => {
    expect(payeeName('Sam', '𝒳avier')).toBe('Sam 𝒳.');
  });
});
