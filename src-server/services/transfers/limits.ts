/**
 * Outgoing transfer limits per customer (PRODUCT.md 2; the support FAQ's figures): LOCAL
 * plus WIRE at most $50,000 a day and $250,000 a month (UTC days and months), counted on
 * PENDING and COMPLETED transfers. INTERNAL transfers are not limited.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transfers } from '../../db/schema';
import { LimitExceeded } from '../../domain/errors';
import { displayUsd } from '../../shared/money';

export const DAILY_LIMIT_CENTS = 5_000_000;
export const MONTHLY_LIMIT_CENTS = 25_000_000;

function outgoingSince(db: Db, userId: number, since: Date): number {
  const row = db
    .select({ total: sql<number>`coalesce(sum(${transfers.amount}), 0)` })
    .from(transfers)
    .where(
      and(
        eq(transfers.userId, userId),
        inArray(transfers.transferType, ['LOCAL', 'WIRE']),
        inArray(transfers.status, ['PENDING', 'COMPLETED']),
        gte(transfers.createdAt, since),
      ),
    )
    .get();
  return row?.total ?? 0;
}

/** What the customer may still send today and this month, in cents. */
export function remainingLimits(
  db: Db,
  userId: number,
  now = new Date(),
): { day: number; month: number } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return {
    day: Math.max(0, DAILY_LIMIT_CENTS - outgoingSince(db, userId, day)),
    month: Math.max(0, MONTHLY_LIMIT_CENTS - outgoingSince(db, userId, month)),
  };
}

/**
 * Refuses an outgoing transfer of `amount` cents that would pass a limit.
 * @throws LimitExceeded (422, code LIMIT_EXCEEDED) naming the limit and what remains
 */
export function assertWithinLimits(db: Db, userId: number, amount: number, now = new Date()): void {
  const remaining = remainingLimits(db, userId, now);
  if (amount > remaining.day) {
    throw new LimitExceeded(
      `Over the daily limit of ${displayUsd(DAILY_LIMIT_CENTS)} for local and wire transfers: ${displayUsd(remaining.day)} remains today`,
    );
  }
  if (amount > remaining.month) {
    throw new LimitExceeded(
      `Over the monthly limit of ${displayUsd(MONTHLY_LIMIT_CENTS)} for local and wire transfers: ${displayUsd(remaining.month)} remains this month`,
    );
  }
}
