/** A customer's transfers (GET /api/transfers/{userId}). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transfers } from '../../db/schema';
import { newestFirst, type Page, type PageQuery, readPage } from '../paging';
import { type TransferDto, type TransferRow, toTransferDto } from './dto';
import type { TransferType } from './fees';

/** Newest first, as the transfer screens show them. */
export const TRANSFER_ORDER = newestFirst<TransferRow>(transfers.createdAt, transfers.id);

/**
 * One page of `userId`'s transfers, newest first (creation time, then id), optionally of one
 * type; read through the index on (user, created_at) or (user, type, created_at). No total:
 * counting would read the customer's whole history.
 * @param q limit, cursor (the previous page's nextCursor) and offset; type INTERNAL, LOCAL or
 *   WIRE (all types when omitted)
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function listTransfers(
  db: Db,
  userId: number,
  q: PageQuery & { type?: TransferType },
): Page<TransferDto> {
  const filters = q.type
    ? and(eq(transfers.userId, userId), eq(transfers.transferType, q.type))
    : eq(transfers.userId, userId);
  return readPage(
    q,
    TRANSFER_ORDER,
    (after, orderBy, limit, offset) =>
      db
        .select()
        .from(transfers)
        .where(and(filters, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all(),
    toTransferDto,
  );
}
