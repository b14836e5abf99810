import { describe, expect, it } from 'vitest';
import { avatarText } from './UserMenu';

describe('the avatar’s letters', () => {
  it('are the first letters of the two names', () => {
    expect(avatarText('Jane', 'Doe')).toBe('JD');
    expect(avatarText('élodie', 'ørsted')).toBe('ÉØ');
    expect(avatarText('Cher', '')).toBe('C');
    expect(avatarText('', '')).toBe('');
  });

  it('tell a class’s students apart by their number', () => {
    expect(avatarText('Student', '01')).toBe('01');
    expect(avatarText('Student', '12')).toBe('12');
    expect(avatarText('Student', '007')).toBe('07');
    expect(avatarText('Student', '120')).toBe('120');
    expect(avatarText('Agent', '1234')).toBe('A1');
  });

  it('never cut a character in half', () => {
    expect(avatarText('😀Sam', '𝒳avier')).toBe('😀𝒳');
  });
});
