/**
 * Crypto estimates at the sample prices, in integers:
 * USD in cents, units in millionths, the same rounding as the server (down).
 */

import type { CryptoHoldingSchema, CryptoMarketSchema, CryptoOrderSchema } from '@shared/dto';
import type { z } from 'zod';

/** A coin of the sample market as the API answers it. */
export type CryptoMarket = z.infer<typeof CryptoMarketSchema>;
/** A coin the customer holds as the API answers it (units as a 6-decimal string). */
export type CryptoHolding = z.infer<typeof CryptoHoldingSchema>;
/** A placed order as the API answers it. */
export type CryptoOrder = z.infer<typeof CryptoOrderSchema>;

/** Millionths as units with 6 decimals: 1500000 → '1.500000'. */
export function formatUnits(millionths: number): string {
  const whole = Math.trunc(millionths / 1_000_000);
  const fraction = String(millionths % 1_000_000).padStart(6, '0');
  return `${whole}.${fraction}`;
}

/** Units a BUY of `cents` gets at `priceCents` per unit, in millionths (rounded down). */
export function unitsForCents(cents: number, priceCents: number): number {
  if (priceCents <= 0) return 0;
  return Number((BigInt(cents) * 1_000_000n) / BigInt(priceCents));
}

/** Cents a SELL of `millionths` brings at `priceCents` per unit (rounded down). */
export function centsForUnits(millionths: number, priceCents: number): number {
  return Number((BigInt(millionths) * BigInt(priceCents)) / 1_000_000n);
}

/** A 24 h change as '+2.14%' or '-0.87%'. */
export function displayChange(change: string): string {
  return `${change.startsWith('-') ? '' : '+'}${change}%`;
}
