/**
 * Text colours for gains and losses that keep WCAG AA contrast in both colour schemes
 * (Mantine's green.8 and red.8 fall below 4.5:1 on white); the statement table uses the same.
 */
export const GAIN_TEXT = 'light-dark(#1b6e2e, var(--mantine-color-green-4))';
/** The text colour of a loss (crypto, investment, statement tables): red, WCAG AA contrast. */
export const LOSS_TEXT = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';
