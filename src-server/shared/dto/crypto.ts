/** Crypto markets, holdings and orders, as the API carries them. */
import { z } from 'zod';
import { decimalAmount } from '../amount';
import { id, idParam, isoTime } from './common';

/** Below 1 with 1 to 6 decimals and a digit other than 0 ("0.25", "0.000001"). */
const FRACTION_6 =
  '0\\.(?:[1-9]\\d{0,5}|0[1-9]\\d{0,4}|00[1-9]\\d{0,3}|000[1-9]\\d{0,2}|0000[1-9]\\d?|00000[1-9])';
/** The documented form of crypto units: more than 0, up to 9 whole digits, 6 decimals. */
const UNITS_PATTERN = `^(?:[1-9]\\d{0,8}(?:\\.\\d{1,6})?|${FRACTION_6})$`;
/** The documented form of an order amount: USD (BUY) or units (SELL), more than 0. */
const ORDER_AMOUNT_PATTERN = `^(?:[1-9]\\d{0,12}(?:\\.\\d{1,6})?|${FRACTION_6})$`;

/** Crypto units: a decimal with at most 6 decimals, > 0. Output: integer millionths. */
export const cryptoUnits = z
  .union([z.string(), z.number()])
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const m = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text);
    const units = m ? Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0')) : 0;
    if (!m || units <= 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'Amount must be more than 0 with at most 6 decimals',
      });
      return z.NEVER;
    }
    return units;
  })
  .meta({
    description: 'Units of the coin: a decimal string, more than 0, at most 6 decimals',
    example: '0.25',
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      delete jsonSchema.anyOf;
      jsonSchema.type = 'string';
      jsonSchema.pattern = UNITS_PATTERN;
      jsonSchema.maxLength = 16;
    },
  });

/**
 * One coin of the sample market as the API answers it: id (e.g. bitcoin), name, symbol, price
 * per unit as a two-decimal USD string, 24-hour change as a percent string; always `sample`.
 */
export const CryptoMarketSchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  price: decimalAmount,
  change24h: z.string().meta({ description: 'Percent change over 24 hours, e.g. "-1.25"' }),
  sample: z
    .literal(true)
    .meta({ description: 'Prices are static sample prices, not a market feed' }),
});

/**
 * One coin the customer holds: the sample price, units held as a 6-decimal string and their
 * value at that price as a two-decimal USD string (rounded down).
 */
export const CryptoHoldingSchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  price: decimalAmount,
  change24h: z.string(),
  holdings: z.string().meta({ description: 'Units with 6 decimals' }),
  value: decimalAmount,
});

/**
 * A placed order as the API answers it: BUY or SELL, the USD moved and the price per unit as
 * two-decimal strings, units as a 6-decimal string, createdAt ISO 8601 (business time).
 */
export const CryptoOrderSchema = z.object({
  id,
  side: z.enum(['BUY', 'SELL']),
  cryptoId: z.string(),
  accountId: id,
  amount: decimalAmount.meta({ description: 'USD moved' }),
  units: z.string(),
  price: decimalAmount,
  createdAt: isoTime,
});

/**
 * What placing an order takes: side, the coin (id or symbol, at most 10 characters), the
 * account that pays or is paid, and `amount`: USD to spend for BUY (2 decimals), units to
 * sell for SELL (6 decimals). The amount is parsed by the service, which knows the side.
 */
export const CryptoOrderInputSchema = z.object({
  side: z.enum(['BUY', 'SELL']),
  cryptoId: z.string().min(1).max(10),
  accountId: idParam,
  amount: z.union([z.string(), z.number()]).meta({
    description: 'BUY: USD to spend (2 decimals); SELL: units to sell (6 decimals)',
    example: '100.00',
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      delete jsonSchema.anyOf;
      jsonSchema.type = 'string';
      jsonSchema.pattern = ORDER_AMOUNT_PATTERN;
      jsonSchema.maxLength = 20;
    },
  }),
});
