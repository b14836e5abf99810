/**
 * Scheduled transfers ("Send on"): a transfer dated for a later business day is stored
 * SCHEDULED and moves no money (no hold, not counted in the limits) until close of business
 * of its day runs it through the normal creation path, with that day's checks: available
 * funds, the daily and monthly limits of that business day. The PIN step-up was taken when
 * it was scheduled and is not asked again. A run refused by a rule leaves it FAILED with the
 * reason stored, and the customer is notified.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transfers, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { badRequest, DomainError, forbidden } from '../../domain/errors';
import { noteTransfer } from '../../events/collect';
import { displayUsd } from '../../shared/money';
import { getOwnedAccount } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { getOwnedBeneficiary } from '../beneficiaries/manage';
import { notify } from '../notifications/notify';
import { assertStepUp } from '../users/pin';
import { createTransfer, type TransferActor, type TransferRequest } from './create';
import { type TransferDto, toTransferDto } from './dto';
import { recordTransferEvent } from './events';
import { DEFAULT_FEE_SCHEDULE, type FeeSchedule, feeFor } from './fees';
import { insertTransfer } from './insert';

/**
 * Stores a SCHEDULED transfer for `request.scheduledDate` (after today). Checks now what does
 * not depend on the day: the destination the type needs, ownership of the account and the
 * beneficiary, and for LOCAL and WIRE the PIN step-up and a verified customer. The fee is
 * the schedule's today. Runs in its own savepoint.
 * @returns the SCHEDULED transfer (no hold, nothing posted)
 * @throws InvalidInput (400) without a destination or with the same account twice;
 *   NotFound (404) for another customer's account or beneficiary; StepUpRequired (403)
 *   without a recent PIN; Forbidden (403) for a customer not verified yet
 */
export function scheduleTransfer(
  db: Db,
  actor: TransferActor,
  request: TransferRequest & { scheduledDate: string },
  schedule: FeeSchedule,
  now: Date,
): TransferDto {
  const userId = actor.userId;
  if (request.transferType === 'INTERNAL') {
    if (!request.toAccountId) throw badRequest('Select destination account');
    if (request.toAccountId === request.fromAccountId) {
      throw badRequest('Choose two different accounts');
    }
  } else {
    if (!request.beneficiaryId) throw badRequest('Select beneficiary');
    if (!('stepUpTakenAtCreation' in actor)) assertStepUp(actor);
  }
  return atomically(db, () => {
    const from = getOwnedAccount(db, request.fromAccountId, userId);
    let toAccountId: number | null = null;
    let beneficiaryId: number | null = null;
    if (request.transferType === 'INTERNAL') {
      toAccountId = getOwnedAccount(db, request.toAccountId!, userId).id;
    } else {
      const owner = db
        .select({ verified: users.verified })
        .from(users)
        .where(eq(users.id, userId))
        .get();
      if (!owner?.verified) {
        throw forbidden(
          'Your account is not verified yet: local and wire transfers open once the bank has verified your application',
        );
      }
      beneficiaryId = getOwnedBeneficiary(db, request.beneficiaryId!, userId).id;
    }
    const inserted = insertTransfer(db, {
      userId,
      fromAccountId: from.id,
      toAccountId,
      beneficiaryId,
      amount: request.amount,
      transferType: request.transferType,
      description: request.description?.trim() || null,
      status: 'SCHEDULED',
      fees: feeFor(request.transferType, schedule),
      completedAt: null,
      createdAt: now,
    });
    const transfer = db
      .update(transfers)
      .set({ scheduledDate: request.scheduledDate })
      .where(eq(transfers.id, inserted.id))
      .returning()
      .get()!;
    recordTransferEvent(db, {
      transferId: transfer.id,
      fromStatus: null,
      toStatus: 'SCHEDULED',
      actorId: userId,
      note: `Send on ${request.scheduledDate}`,
      at: now,
    });
    recordAudit(db, {
      actorId: userId,
      action: 'TRANSFER_SCHEDULED',
      targetType: 'transfer',
      targetId: transfer.id,
      after: toTransferDto(transfer),
      at: now,
    });
    notify(db, userId, {
      type: 'TRANSACTION',
      title: 'Transfer scheduled',
      message: `${displayUsd(transfer.amount)} will be sent on ${request.scheduledDate}.`,
      at: now,
    });
    return toTransferDto(transfer);
  });
}

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
