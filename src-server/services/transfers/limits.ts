/**
 * Outgoing transfer limits per customer (the support FAQ's figures): LOCAL
 * plus WIRE at most $50,000 a day and $250,000 a month (UTC days and months), counted on
 * PENDING and COMPLETED transfers, by business day (the bank's clock). INTERNAL transfers are not limited.
 */
import type { Db } from '../../db/client';
import { LimitExceeded } from '../../domain/errors';
import { outgoingBetween } from '../../ledger/figures';
import { displayUsd } from '../../shared/money';

/** Most a customer may send by LOCAL plus WIRE in one (UTC) business day, in cents: $50,000.00. */
export const DAILY_LIMIT_CENTS = 5_000_000;
/** Most a customer may send by LOCAL plus WIRE in one (UTC) business month, cents: $250,000.00. */
export const MONTHLY_LIMIT_CENTS = 25_000_000;

/**
 * What the customer may still send today and this month, in cents, from the outgoing day
 * totals the ledger keeps (at most 31 indexed rows, whatever the history).
 * @param now business time (the bank's clock): its UTC day and month are "today" and "this
 *   month", the same days a transfer is counted on when it is created
 */
export function remainingLimits(db: Db, userId: number, now: Date): { day: number; month: number } {
  const today = now.toISOString().slice(0, 10);
  const month = today.slice(0, 7);
  return {
    day: Math.max(0, DAILY_LIMIT_CENTS - outgoingBetween(db, userId, today, today)),
    month: Math.max(
      0,
      MONTHLY_LIMIT_CENTS - outgoingBetween(db, userId, `${month}-01`, `${month}-31`),
    ),
  };
}

/**
 * Refuses an outgoing transfer of `amount` cents that would pass a limit.
 * @param now business time: the day and month the limits count
 * @throws LimitExceeded (422, code LIMIT_EXCEEDED) naming the limit and what remains
 */
export function assertWithinLimits(db: Db, userId: number, amount: number, now: Date): void {
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
