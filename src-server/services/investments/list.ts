/** Investments (Investment; GET /api/investments/{userId}). */
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { investments } from '../../db/schema';
import type { InvestmentSchema } from '../../shared/dto';
import { formatCents } from '../../shared/money';

/** An investment position on the wire (see InvestmentSchema). */
export type InvestmentDto = z.infer<typeof InvestmentSchema>;

/** Integer millionths → "12.500000". */
export function formatMillionths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.trunc(abs / 1_000_000)}.${String(abs % 1_000_000).padStart(6, '0')}`;
}

/** The positions of `userId`. */
export function listInvestments(db: Db, userId: number): InvestmentDto[] {
  return db
    .select()
    .from(investments)
    .where(eq(investments.userId, userId))
    .orderBy(asc(investments.id))
    .all()
    .map((row) => ({
      id: row.id,
      userId: row.userId,
      investmentType: row.investmentType,
      symbol: row.symbol,
      name: row.name,
      shares: formatMillionths(row.shares),
      purchasePrice: formatCents(row.purchasePrice),
      currentPrice: formatCents(row.currentPrice),
      totalValue: formatCents(row.totalValue),
      gainLoss: formatCents(row.gainLoss),
      createdAt: row.createdAt.toISOString(),
    }));
}
