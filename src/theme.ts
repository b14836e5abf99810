/** The Mantine theme, coloured from the brand config. */
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Brand } from '@shared/brand-defaults';

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

/** Texts the theme puts on Mantine's own controls, already translated. */
export interface ThemeLabels {
  /** The close button of every dialog and drawer. */
  close: string;
  /** The eye button of every password and PIN field, which shows or hides what was typed. */
  showHide: string;
}

/**
 * Builds the app's theme from a brand: primary and accent palettes, system
 * fonts only (CSP), a named close button on every dialog and drawer (Mantine leaves it
 * unnamed, which axe reports as a critical button-name violation), and the eye button of
 * every password field named in the reader's language.
 */
export function buildTheme(brand: Brand, labels: ThemeLabels): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': labels.close };
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: shadesOf(brand.colors.primary), accent: shadesOf(brand.colors.accent) },
    defaultRadius: 'md',
    cursorType: 'pointer',
    headings: { fontWeight: '700' },
    // Plain objects rather than Modal.extend(): importing the components here would put
    // their code in the entry chunk of every page.
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      // Mantine's own name, 'Toggle password visibility', is English in every language and
      // would make a second element answer to a field's label 'Password'.
      PasswordInput: {
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': labels.showHide } },
      },
      Drawer: { defaultProps: { closeButtonProps } },
      // A toast's text under its title is gray.6 on white by default (3.3:1); 'dimmed' is
      // the shade the resolver below makes pass AA in both schemes.
      Notification: {
        defaultProps: { closeButtonProps },
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      },
    },
  });
}

/**
 * Mantine's 'dimmed' text (gray.6 on white, dark.2 on dark.7) is below the WCAG AA contrast
 * of 4.5:1 for small text; one shade further from the background in each scheme passes.
 * So is its 'error' colour (red.6 on white, 3.3:1; red.8 on dark.7, 3.4:1), which paints the
 * required fields' asterisks and the fields' error texts: red.9 (5.5:1 on white) and red.5
 * (5.6:1 on dark.7) pass.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
