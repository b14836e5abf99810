/**
 * Cancelling a scheduled transfer before its day: a customer may take back a payment dated
 * for later ("Send on", a payments file's execution date) as long as it has not run. Nothing
 * was posted or held for it, so cancelling moves no money.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transfers } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { conflict, notFound } from '../../domain/errors';
import { noteTransfer } from '../../events/collect';
import { displayUsd } from '../../shared/money';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { type TransferDto, toTransferDto } from './dto';
import { recordTransferEvent } from './events';

/**
 * Cancels the customer's SCHEDULED transfer `id`: its status becomes CANCELLED, so close of
 * business never runs it; the change is recorded (transfer event, audit row
 * `TRANSFER_CANCELLED`), the customer notified and a live `transfer` event published after
 * commit, all in one transaction.
 * @param userId the customer who owns the transfer
 * @param now business time of the request
 * @returns the cancelled transfer
 * @throws NotFound (404) for no transfer of this customer with that id; Conflict (409) for a
 *   transfer that is not SCHEDULED (it has run, failed or was cancelled already)
 */
export function cancelScheduledTransfer(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): TransferDto {
  return atomically(db, () => {
    const before = db
      .select()
      .from(transfers)
      .where(and(eq(transfers.id, id), eq(transfers.userId, userId)))
      .get();
    if (!before) throw notFound('Transfer');
    if (before.status !== 'SCHEDULED') {
      throw conflict(
        `Only a scheduled transfer can be cancelled, before its day: this one is ${before.status}`,
      );
    }
    const after = db
      .update(transfers)
      .set({ status: 'CANCELLED' })
      .where(and(eq(transfers.id, id), eq(transfers.status, 'SCHEDULED')))
      .returning()
      .get()!;
    // Open windows and webhooks hear of it once the transaction commits.
    noteTransfer(db, after);
    recordTransferEvent(db, {
      transferId: id,
      fromStatus: 'SCHEDULED',
      toStatus: 'CANCELLED',
      actorId: userId,
      note: 'Cancelled by the customer',
      at: now,
    });
    recordAudit(db, {
      actorId: userId,
      action: 'TRANSFER_CANCELLED',
      targetType: 'transfer',
      targetId: id,
      before: toTransferDto(before),
      after: toTransferDto(after),
      at: now,
    });
    notify(db, userId, {
      type: 'TRANSACTION',
      title: 'Transfer cancelled',
      message: `The transfer of ${displayUsd(after.amount)} due on ${after.scheduledDate} was cancelled: it will not be sent.`,
      at: now,
    });
    return toTransferDto(after);
  });
}
