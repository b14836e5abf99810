import { DEFAULT_THEME } from '@mantine/core';
import { DEFAULT_BRAND } from '@shared/brand';
import { describe, expect, it } from 'vitest';
import { buildTheme, cssVariablesResolver, shadesOf } from './theme';

describe('shadesOf (the brand palette)', () => {
  it('gives ten shades, lightest first, with the brand colour itself at the primary shade', () => {
    const shades = shadesOf('#1c4e80');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#1c4e80');
    const lightness = shades.map((hex) => Number.parseInt(hex.slice(1, 3), 16));
    expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
  });

  it('makes the brand the primary colour of the theme', () => {
    const theme = buildTheme(DEFAULT_BRAND, {
      close: 'Close',
      showHide: 'Show or hide characters',
    });
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[6]).toBe(DEFAULT_BRAND.colors.primary);
  });
});

describe('the colour variables', () => {
  /** WCAG contrast ratio of two '#rrggbb' colours. */
  function contrast(a: string, b: string): number {
    const luminance = (hex: string) => {
      const [r, g, bl] = [1, 3, 5].map((i) => {
        const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
    };
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  }
  /** A `var(--mantine-color-red-9)` value as its hex colour in Mantine's default palette. */
  function resolve(value: string): string {
    const [, name, shade] = value.match(/--mantine-color-(\w+)-(\d)/) ?? [];
    return DEFAULT_THEME.colors[name!]![Number(shade)]!;
  }

  it('paint the required asterisks and error texts at 4.5:1 or more in both schemes', () => {
    const { light, dark } = cssVariablesResolver(DEFAULT_THEME);
    expect(contrast(resolve(light['--mantine-color-error']!), '#ffffff')).toBeGreaterThan(4.5);
    expect(
      contrast(resolve(dark['--mantine-color-error']!), DEFAULT_THEME.colors.dark[7]),
    ).toBeGreaterThan(4.5);
  });
});
