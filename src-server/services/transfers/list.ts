/** A customer's transfers (customer-area.md §7, GET /api/transfers/{userId}). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transfers } from '../../db/schema';
import { type TransferDto, toTransferDto } from './dto';
import type { TransferType } from './fees';

/**
 * Transfers of `userId`, newest first, optionally of one type.
 * @param type INTERNAL, LOCAL or WIRE; all types when omitted
 */
export function listTransfers(db: Db, userId: number, type?: TransferType): TransferDto[] {
  const where = type
    ? and(eq(transfers.userId, userId), eq(transfers.transferType, type))
    : eq(transfers.userId, userId);
  return db
    .select()
    .from(transfers)
    .where(where)
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .all()
    .map(toTransferDto);
}
