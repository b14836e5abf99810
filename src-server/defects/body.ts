/**
 * Planted validation defects (bug-hunt mode) that must act before the input schema reads the
 * body: the body of `POST /api/transfers` is rewritten so a value the schema refuses passes.
 * A rewritten transfer is still a whole, balanced transfer; the books stay right.
 */
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { formatCents } from '../shared/money';
import { isOn } from './switches';

/**
 * Rewrites a transfer's JSON body as the switched-on validation defects of this bank want:
 * a three-decimal amount rounded to cents, a negative amount made positive, a description
 * over 500 characters cut to 500. Anything else, and every bank with none on, passes as is.
 * @param db the bank whose switches are read
 */
export function plantedBodyDefects(db: Db): MiddlewareHandler {
  return async (c, next) => {
    const rounded = isOn(db, 'transfer-amount-three-decimals-rounded');
    const flipped = isOn(db, 'transfer-negative-amount-flipped');
    const cut = isOn(db, 'transfer-description-truncated');
    if (c.req.method !== 'POST' || !(rounded || flipped || cut)) return next();
    const text = await c.req.raw.text();
    let body: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        body = parsed as Record<string, unknown>;
      }
    } catch {
      body = null;
    }
    if (body) {
      let amount = body.amount;
      // Planted defect: a negative amount is taken as positive.
      if (flipped && typeof amount === 'string' && /^-\d/.test(amount)) amount = amount.slice(1);
      // Planted defect: a third decimal is rounded away instead of refused.
      if (rounded && typeof amount === 'string' && /^\d+\.\d{3,}$/.test(amount)) {
        // Rounded half up on the digits, in integer cents: the defect is the rounding, not a float.
        const [whole = '0', fraction = ''] = amount.split('.');
        const up = Number(fraction[2]) >= 5 ? 1 : 0;
        const cents = Number(whole) * 100 + Number(fraction.slice(0, 2)) + up;
        if (Number.isSafeInteger(cents)) amount = formatCents(cents);
      }
      body.amount = amount;
      // Planted defect: a too long description is cut instead of refused.
      if (cut && typeof body.description === 'string' && body.description.length > 500) {
        body.description = body.description.slice(0, 500);
      }
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    c.req.raw = new Request(c.req.raw.url, {
      method: 'POST',
      headers,
      body: body ? JSON.stringify(body) : text,
    });
    return next();
  };
}
