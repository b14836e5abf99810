/**
 * Close of business runs the scheduled transfers of a day ("Send on", scheduled.ts): each
 * through the normal creation path with that day's checks, and a run refused by a rule
 * leaves the transfer FAILED with the reason stored, the customer notified.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transfers } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { DomainError } from '../../domain/errors';
import { noteTransfer } from '../../events/collect';
import { displayUsd } from '../../shared/money';
import { notify } from '../notifications/notify';
import { createTransfer } from './create';
import { recordTransferEvent } from './events';
import { DEFAULT_FEE_SCHEDULE } from './fees';

/** How many due transfers one query reads; the step loops until none is left. */
const BATCH = 200;

/**
 * Close of business step `scheduledTransfers` for business day `date` ('YYYY-MM-DD'): runs
 * every SCHEDULED transfer dated `date` or earlier, oldest first, at the end of that day
 * (business time), each in its own savepoint through createTransfer with the fee stored
 * when it was scheduled. Exactly once: a run changes the row's status in the same
 * transaction, and only SCHEDULED rows are picked (through the partial index on
 * scheduled_date), so a re-run of the day finds nothing left.
 * @throws what is not a domain error (a defect), which rolls the whole day back
 */
export function runScheduledTransfers(db: Db, date: string): void {
  const at = new Date(`${date}T23:59:59.999Z`);
  for (;;) {
    const due = db
      .select()
      .from(transfers)
      .where(and(eq(transfers.status, 'SCHEDULED'), lte(transfers.scheduledDate, date)))
      .orderBy(asc(transfers.scheduledDate), asc(transfers.id))
      .limit(BATCH)
      .all();
    for (const t of due) {
      try {
        createTransfer(
          db,
          { userId: t.userId, stepUpTakenAtCreation: true },
          {
            transferType: t.transferType,
            fromAccountId: t.fromAccountId,
            toAccountId: t.toAccountId,
            beneficiaryId: t.beneficiaryId,
            amount: t.amount,
            description: t.description,
          },
          { ...DEFAULT_FEE_SCHEDULE, [t.transferType]: t.fees },
          undefined,
          { at, scheduledTransferId: t.id },
        );
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        failScheduled(db, t.id, t.userId, t.amount, error.message, at);
      }
    }
    if (due.length < BATCH) break;
  }
}

/** Marks a SCHEDULED transfer FAILED with `reason`, records it and tells the customer. */
function failScheduled(
  db: Db,
  transferId: number,
  userId: number,
  amount: number,
  reason: string,
  at: Date,
): void {
  atomically(db, () => {
    db.update(transfers)
      .set({ status: 'FAILED', failureReason: reason })
      .where(eq(transfers.id, transferId))
      .run();
    noteTransfer(db, { id: transferId, userId, status: 'FAILED' });
    recordTransferEvent(db, {
      transferId,
      fromStatus: 'SCHEDULED',
      toStatus: 'FAILED',
      actorId: null,
      note: reason,
      at,
    });
    notify(db, userId, {
      type: 'TRANSACTION',
      title: 'Scheduled transfer failed',
      message: `Your scheduled transfer of ${displayUsd(amount)} (TRF-${transferId}) was not sent: ${reason}`,
      at,
    });
  });
}
