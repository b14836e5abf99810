/** The Mantine theme, coloured from the brand config (PRODUCT.md 7). */
import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { Brand } from '../src-server/shared/brand';

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(hex: string, target: number, amount: number): string {
  return toHex(channels(hex).map((c) => c + (target - c) * amount));
}

/**
 * Ten shades of a brand colour for Mantine, lightest first, with the brand colour itself
 * at index 6 (Mantine's default primary shade), so buttons show exactly the brand colour.
 */
export function shadesOf(hex: string): MantineColorsTuple {
  const lighter = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18].map((a) => mix(hex, 255, a));
  const darker = [0.15, 0.3, 0.45].map((a) => mix(hex, 0, a));
  return [...lighter, hex, ...darker] as unknown as MantineColorsTuple;
}

/** Builds the app's theme from a brand: primary and accent palettes, system fonts only (CSP). */
export function buildTheme(brand: Brand): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: shadesOf(brand.colors.primary), accent: shadesOf(brand.colors.accent) },
    defaultRadius: 'md',
    cursorType: 'pointer',
    headings: { fontWeight: '700' },
  });
}
