/**
 * Scheduled transfers ("Send on"): a transfer dated for a later business day is stored
 * SCHEDULED and moves no money (no hold, not counted in the limits) until close of business
 * of its day runs it through the normal creation path, with that day's checks: available
 * funds, the daily and monthly limits of that business day. The PIN step-up was taken when
 * it was scheduled and is not asked again. A run refused by a rule leaves it FAILED with the
 * reason stored, and the customer is notified (the run: run-scheduled.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transfers, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { badRequest, forbidden } from '../../domain/errors';
import { displayUsd } from '../../shared/money';
import { getOwnedAccount } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { getOwnedBeneficiary } from '../beneficiaries/manage';
import { notify } from '../notifications/notify';
import { assertStepUp } from '../users/pin';
import { type TransferDto, toTransferDto } from './dto';
import { recordTransferEvent } from './events';
import { type FeeSchedule, feeFor } from './fees';
import { insertTransfer } from './insert';
import type { TransferActor, TransferRequest } from './request';

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
