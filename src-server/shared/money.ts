/**
 * Money: the one place that turns API amounts into integer cents and back.
 *
 * Cents are JavaScript integers. The largest amount the API allows (15 digits, 2 of them
 * decimals: 9,999,999,999,999.99) is 999,999,999,999,999 cents, below
 * Number.MAX_SAFE_INTEGER, so a plain integer holds it exactly. No float ever holds money:
 * parsing works on the decimal text digit by digit.
 *
 * This module imports nothing server-only and no zod, so the client's first load stays
 * small; the zod schemas for amounts are in amount.ts.
 */
/** Largest amount in cents: 15 digits with 2 decimals (a decimal(15,2) amount). */
export const MAX_CENTS = 999_999_999_999_999;

const AMOUNT_PATTERN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Why an amount text was refused; used as the person-facing message. */
export type MoneyParseError =
  | 'Amount must be a number with at most 2 decimals'
  | 'Amount must have at most 15 digits';

/**
 * Parses a non-negative decimal amount ("12", "12.3", "12.34") into cents.
 * Accepts a JavaScript number only through its shortest decimal text (String(12.34) is
 * "12.34"), so no float arithmetic happens.
 *
 * @returns `{ok: true, cents}` or `{ok: false, error}`; never throws.
 */
export function parseCents(
  value: string | number,
): { ok: true; cents: number } | { ok: false; error: MoneyParseError } {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  const match = text === null ? null : AMOUNT_PATTERN.exec(text);
  if (!match) {
    const digits = (text ?? '').replace(/\D/g, '');
    if (/^\d+(\.\d{1,2})?$/.test(text ?? '') && digits.length > 15) {
      return { ok: false, error: 'Amount must have at most 15 digits' };
    }
    return { ok: false, error: 'Amount must be a number with at most 2 decimals' };
  }
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const cents = Number(whole) * 100 + Number(fraction);
  return { ok: true, cents };
}

function numberToText(value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const text = String(value);
  // Exponent forms (1e21, 1e-7) are not amounts a person typed.
  return /e/i.test(text) ? null : text;
}

/**
 * Formats cents as the API's two-decimal string: 123450 → "1234.50", -5 → "-0.05".
 * @param cents an integer number of cents (may be negative for signed postings)
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`Not an integer amount of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.trunc(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Formats cents or an API amount for people: 123450 or "1234.50" → "$1,234.50".
 * Intl formats the decimal text itself, so no float is involved even for display.
 */
export function displayUsd(amount: number | string): string {
  const text = typeof amount === 'number' ? formatCents(amount) : amount;
  return usd.format(text as `${number}`);
}

/** Parses a signed API amount ("-12.50") back into cents; throws on malformed text. */
export function decimalToCents(text: string): number {
  const negative = text.startsWith('-');
  const parsed = parseCents(negative ? text.slice(1) : text);
  if (!parsed.ok) throw new RangeError(`Malformed amount: ${text}`);
  return negative ? -parsed.cents : parsed.cents;
}
