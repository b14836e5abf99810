/** The Mantine theme, coloured from the brand config. */
import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  lighten,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
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
      // A badge holds a status or a code, which must read whole: in a tight table cell
      // Mantine lets it shrink to an ellipsis ("2…" for 200, "AT…" for ATTIVA).
      Badge: { styles: { root: { minWidth: 'max-content' } } },
      // A file field's placeholder is the only text in it, drawn as text (gray.5, 2.1:1),
      // not as an input's ::placeholder: 'dimmed' reads at AA and still looks empty.
      FileInput: { styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } } },
      // A toast's text under its title is gray.6 on white by default (3.3:1); 'dimmed' is
      // the shade the resolver below makes pass AA in both schemes.
      Notification: {
        defaultProps: { closeButtonProps },
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      },
    },
  });
}

/** The WCAG 2 contrast ratio of two colours (any CSS colour Mantine can parse), 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA's least contrast for text of normal size (1.4.3). */
const AA = 4.5;

/**
 * The shade of a palette, nearest the middle, that reads at 4.5:1 or more against every one
 * of `backgrounds`: for light backgrounds (`toward` 'dark') the lightest of shades 6 to 9,
 * for dark ones (`toward` 'light') the darkest of shades 4 to 0. When none does (yellow,
 * lime, orange on white), the last shade darkened (or lightened) step by step until it does.
 */
function readableShade(
  shades: readonly string[],
  backgrounds: readonly string[],
  toward: 'dark' | 'light' = 'dark',
): string {
  const reads = (color: string) => backgrounds.every((bg) => contrastRatio(color, bg) >= AA);
  const order = toward === 'dark' ? [6, 7, 8, 9] : [4, 3, 2, 1, 0];
  const shade = order.map((i) => shades[i]!).find(reads);
  if (shade) return shade;
  const last = shades[order.at(-1)!]!;
  const move = toward === 'dark' ? darken : lighten;
  let amount = 0;
  let color = last;
  while (!reads(color) && amount < 1) {
    amount += 0.05;
    color = move(last, amount);
  }
  return color;
}

/**
 * Every palette's colours as text, links and a button's fill, chosen to read at AA contrast.
 * Mantine paints a colour's text (`c="green"`, `--mantine-color-green-text`) and a filled
 * button or badge (white text on `-filled`) with shade 6, and a light badge's text with shade
 * 9 on shade 1: green on white is 2.4:1, white on red 3.3:1, yellow's text on its light badge
 * 2.7:1; in the dark scheme text is shade 4, and the brand's shade 4 on a table's dark row is
 * 4.0:1. Each colour gets the shade nearest Mantine's that passes: in the light scheme as text
 * on white, on the pages' gray and on the light variant's own backgrounds (and the primary
 * colour's light background, an unread row); in the dark scheme as text on the body, card
 * and row backgrounds; in both as a fill under white text. Links take the primary colour's
 * text. A brand colour that already passes keeps its own shade.
 */
function readableColors(theme: MantineTheme) {
  const white = theme.white;
  const pageGray = theme.colors.gray[0];
  const darkBackgrounds = [5, 6, 7].map((i) => theme.colors.dark[i]!);
  const primaryLight = theme.colors[theme.primaryColor]![1];
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  // Only what differs from Mantine's own choice is written: every public page carries these
  // variables in its HTML.
  const set = (scheme: Record<string, string>, name: string, value: string, mantines: string) => {
    if (value !== mantines) scheme[name] = value;
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const filled = readableShade(shades, [white]);
    const text = readableShade(shades, [white, pageGray]);
    const lightColor = readableShade(shades, [white, pageGray, shades[1], shades[2], primaryLight]);
    if (filled !== shades[6]) {
      for (const scheme of [light, dark]) {
        scheme[`--mantine-color-${name}-filled`] = filled;
        scheme[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
      }
    }
    set(light, `--mantine-color-${name}-text`, text, shades[6]);
    set(light, `--mantine-color-${name}-outline`, text, shades[6]);
    set(light, `--mantine-color-${name}-light-color`, lightColor, shades[9]);
    if (name !== 'dark') {
      const darkText = readableShade(shades, darkBackgrounds, 'light');
      set(dark, `--mantine-color-${name}-text`, darkText, shades[4]);
      if (name === theme.primaryColor) set(dark, '--mantine-color-anchor', darkText, shades[4]);
    }
    if (name === theme.primaryColor) set(light, '--mantine-color-anchor', text, shades[6]);
  }
  return { light, dark };
}

/**
 * The colour variables that pass WCAG AA (4.5:1 for small text) where Mantine's defaults do
 * not: every palette's text and fill (see `readableColors`); 'dimmed' text (gray.6 on
 * white, dark.2 on dark.7 by default), one shade further from the background in each scheme;
 * and the 'error' colour (red.6 on white, 3.3:1; red.8 on dark.7, 3.4:1), which paints the
 * required fields' asterisks and the fields' error texts: red.9 (5.5:1 on white) and red.5
 * (5.6:1 on dark.7).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const colors = readableColors(theme);
  return {
    variables: {},
    light: {
      ...colors.light,
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-error': 'var(--mantine-color-red-9)',
    },
    dark: {
      ...colors.dark,
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': 'var(--mantine-color-red-5)',
    },
  };
};
