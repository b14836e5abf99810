import { DEFAULT_BRAND } from '@shared/brand';
import { describe, expect, it } from 'vitest';
import { buildTheme, shadesOf } from './theme';

describe('shadesOf (the brand palette)', () => {
  it('gives ten shades, lightest first, with the brand colour itself at the primary shade', () => {
    const shades = shadesOf('#1c4e80');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#1c4e80');
    const lightness = shades.map((hex) => Number.parseInt(hex.slice(1, 3), 16));
    expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
  });

  it('makes the brand the primary colour of the theme', () => {
    const theme = buildTheme(DEFAULT_BRAND, { close: 'Close' });
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[6]).toBe(DEFAULT_BRAND.colors.primary);
  });
});
