/**
 * Deposit records: their API shape, the customer's and the admin's lists, and the hold that
 * keeps a check's funds unavailable. The money itself moves in card.ts and check.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { deposits } from '../../db/schema';
import { placeHold, releaseHolds } from '../../ledger/holds';
import type { DepositSchema } from '../../shared/dto';
import { formatCents } from '../../shared/money';
import { newestFirst, type Order, type Page, type PageQuery, tablePage } from '../paging';

/** A deposit row as Drizzle reads it: amount in integer cents. */
export type DepositRow = typeof deposits.$inferSelect;
/** A deposit on the wire (see DepositSchema). */
export type DepositDto = z.infer<typeof DepositSchema>;

/** A deposit row as the API answers it (amount as a two-decimal string, times ISO 8601). */
export function toDepositDto(r: DepositRow): DepositDto {
  return {
    id: r.id,
    userId: r.userId,
    accountId: r.accountId,
    kind: r.kind,
    amount: formatCents(r.amount),
    status: r.status,
    last4: r.last4,
    holdReleaseAt: r.holdReleaseAt?.toISOString() ?? null,
    releasedAt: r.releasedAt?.toISOString() ?? null,
    returnReason: r.returnReason,
    createdAt: r.createdAt.toISOString(),
  };
}

const ORDER: Order<DepositRow> = newestFirst(deposits.createdAt, deposits.id);

/**
 * One page of deposits, newest first, with the count.
 * @param filters `userId` (a customer's own), `status`, `kind`; none: every deposit (admin)
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listDeposits(
  db: Db,
  q: PageQuery & {
    userId?: number;
    status?: DepositRow['status'];
    kind?: DepositRow['kind'];
  },
): Page<DepositDto> {
  const where = and(
    q.userId ? eq(deposits.userId, q.userId) : undefined,
    q.status ? eq(deposits.status, q.status) : undefined,
    q.kind ? eq(deposits.kind, q.kind) : undefined,
  );
  return tablePage(db, deposits, where, ORDER, q, toDepositDto);
}

/** Sets a check's amount aside on its account (the available balance drops by it). */
export function placeDepositHold(db: Db, d: DepositRow, now: Date): void {
  placeHold(db, { accountId: d.accountId, owner: { depositId: d.id }, amount: d.amount, at: now });
}

/** Ends a check's active hold (the available balance rises by it); a no-op when none. */
export function releaseDepositHold(db: Db, depositId: number, now: Date): void {
  releaseHolds(db, { depositId }, now);
}

/** The deposit with this id, or undefined. */
export function depositById(db: Db, id: number): DepositRow | undefined {
  return db.select().from(deposits).where(eq(deposits.id, id)).get();
}
