/** Support tickets, feedback and crypto on the wire (operations-and-admin.md §3, §7). */
import { z } from 'zod';
import { wireAmount } from '../amount';
import { id, idParam, isoTime } from './common';

export const TicketInputSchema = z.object({
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  category: z.enum(['account', 'transactions', 'cards', 'technical', 'general']).default('general'),
  priority: z.enum(['low', 'medium', 'high', 'urgent']).default('medium'),
  message: z.string().trim().min(1, 'Message is required').max(5000),
  email: z.email('Valid email required').max(191),
  phone: z
    .string()
    .trim()
    .max(50)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});

export const TicketSchema = z.object({
  id,
  userId: id.nullable(),
  subject: z.string(),
  category: z.string(),
  priority: z.string(),
  message: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
  createdAt: isoTime,
});

export const FeedbackInputSchema = z.object({
  rating: z.coerce.number().int().min(1).max(5).optional().nullable(),
  category: z.string().trim().max(50).optional().nullable(),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});

export const FeedbackSchema = z.object({
  id,
  userId: id.nullable(),
  rating: z.number().int().nullable(),
  category: z.string().nullable(),
  message: z.string(),
  createdAt: isoTime,
});

/** Crypto units: a decimal with at most 6 decimals, > 0. Output: integer millionths. */
export const cryptoUnits = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text);
  const units = m ? Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0')) : 0;
  if (!m || units <= 0) {
    ctx.addIssue({ code: 'custom', message: 'Amount must be more than 0 with at most 6 decimals' });
    return z.NEVER;
  }
  return units;
});

export const CryptoMarketSchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  price: wireAmount,
  change24h: z.string().meta({ description: 'Percent change over 24 hours, e.g. "-1.25"' }),
  sample: z
    .literal(true)
    .meta({ description: 'Prices are static sample prices, not a market feed' }),
});

export const CryptoHoldingSchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  price: wireAmount,
  change24h: z.string(),
  holdings: z.string().meta({ description: 'Units with 6 decimals' }),
  value: wireAmount,
});

export const CryptoOrderSchema = z.object({
  id,
  side: z.enum(['BUY', 'SELL']),
  cryptoId: z.string(),
  accountId: id,
  amount: wireAmount.meta({ description: 'USD moved' }),
  units: z.string(),
  price: wireAmount,
  createdAt: isoTime,
});

export const CryptoOrderInputSchema = z.object({
  side: z.enum(['BUY', 'SELL']),
  cryptoId: z.string().min(1).max(10),
  accountId: idParam,
  amount: z
    .union([z.string(), z.number()])
    .meta({ description: 'BUY: USD to spend (2 decimals); SELL: units to sell (6 decimals)' }),
});
