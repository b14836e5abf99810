import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  getCSSColorVariables,
  mergeMantineTheme,
} from '@mantine/core';
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
  /** 'rgba(175, 123, 4, 1)' (an opaque colour Mantine's darken() gives) or '#rrggbb' → '#rrggbb'. */
  function hex(color: string): string {
    const rgb = color.match(/^rgba?\((\d+), ?(\d+), ?(\d+)(?:, ?1)?\)$/);
    if (!rgb) return color;
    return `#${rgb
      .slice(1, 4)
      .map((c) => Number(c).toString(16).padStart(2, '0'))
      .join('')}`;
  }
  /** WCAG contrast ratio of two opaque colours. */
  function contrast(a: string, b: string): number {
    const luminance = (color: string) => {
      const value = hex(color);
      expect(value).toMatch(/^#[0-9a-f]{6}$/i);
      const [r, g, bl] = [1, 3, 5].map((i) => {
        const c = Number.parseInt(value.slice(i, i + 2), 16) / 255;
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

  it("paint every palette's text, fill and light badge at 4.5:1 or more", () => {
    const theme = mergeMantineTheme(
      DEFAULT_THEME,
      buildTheme(DEFAULT_BRAND, { close: 'Close', showHide: 'Show or hide characters' }),
    );
    const ours = cssVariablesResolver(theme);
    const mantines = defaultCssVariablesResolver(theme);
    /** The colour a variable ends up as: ours where set, else Mantine's, followed to a shade. */
    const effective = (
      scheme: 'light' | 'dark',
      name: string,
      variable: string,
    ): string | undefined => {
      const palette = getCSSColorVariables({
        theme,
        color: name,
        colorScheme: scheme,
        withColorValues: false,
      }) as Record<string, string>;
      const value =
        (ours[scheme] as Record<string, string>)[variable] ??
        (mantines[scheme] as Record<string, string>)[variable] ??
        palette[variable];
      const [, color, shade] = value?.match(/^var\(--mantine-color-(\w+)-(\d)\)$/) ?? [];
      if (color) return theme.colors[color]![Number(shade)]!;
      const [, other] = value?.match(/^var\((--mantine-color-[\w-]+)\)$/) ?? [];
      return other ? effective(scheme, name, other) : value;
    };
    const failures: string[] = [];
    const check = (what: string, color: string | undefined, background: string) => {
      if (color === undefined) failures.push(`${what}: not set`);
      else if (contrast(color, background) < 4.5)
        failures.push(`${what}: ${color} on ${background}`);
    };
    const darkRows = [5, 6, 7].map((i) => theme.colors.dark[i]!);
    for (const [name, shades] of Object.entries(theme.colors)) {
      const v = (scheme: 'light' | 'dark', kind: string) =>
        effective(scheme, name, `--mantine-color-${name}-${kind}`);
      if (name !== 'dark') {
        for (const row of darkRows) check(`${name} text (dark)`, v('dark', 'text'), row);
      }
      check(`${name} text`, v('light', 'text'), '#ffffff');
      check(`${name} text on gray`, v('light', 'text'), theme.colors.gray[0]);
      check(`${name} outline`, v('light', 'outline'), '#ffffff');
      check(`white on ${name}`, '#ffffff', v('light', 'filled')!);
      check(`white on ${name} (hover)`, '#ffffff', v('light', 'filled-hover')!);
      check(`white on ${name} (dark)`, '#ffffff', v('dark', 'filled')!);
      for (const shade of [1, 2]) {
        check(`${name} light badge`, v('light', 'light-color'), shades[shade]!);
      }
    }
    const anchor = (scheme: 'light' | 'dark') =>
      effective(scheme, theme.primaryColor, '--mantine-color-anchor');
    for (const row of darkRows) check('links (dark)', anchor('dark'), row);
    check('links', anchor('light'), '#ffffff');
    expect(failures).toEqual([]);
    // A colour that already passes keeps Mantine's shade, so nothing is written for it: the
    // brand's buttons are the brand, and a public page's HTML carries only the changes.
    expect(ours.light['--mantine-color-brand-filled']).toBeUndefined();
    expect(ours.light['--mantine-color-green-filled']).toBeDefined();
  });
});
