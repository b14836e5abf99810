/**
 * Amount text from a form to the wire's two-decimal string, through the shared money module
 * so no float ever holds the amount (Money).
 */
import { formatCents, parseCents } from '@shared/money';

/** An amount as the wire wants it ('12.30'), or why the text is refused. */
export type AmountResult = { ok: true; amount: string } | { ok: false; error: string };

/** '12.3' → '12.30'. Refuses empty, malformed, zero and over-long amounts with a readable reason. */
export function amountToDecimal(text: string): AmountResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Amount is required' };
  const parsed = parseCents(trimmed);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  if (parsed.cents <= 0) return { ok: false, error: 'Amount must be more than 0' };
  return { ok: true, amount: formatCents(parsed.cents) };
}
