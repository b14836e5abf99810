/**
 * Admin transfer management (/admin/transfers): lists, the detail with user, source account and beneficiary, and status changes that
 * keep the books balanced (services/transfers/settlement.ts), with history, audit and a notification.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, beneficiaries, transfers, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { conflict, notFound } from '../../domain/errors';
import { displayUsd } from '../../shared/money';
import { type ReturnCode, returnReason } from '../../shared/return-codes';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { type TransferDto, toTransferDto } from '../transfers/dto';
import { recordTransferEvent, transferHistory } from '../transfers/events';
import { changeTransferStatus, type TransferStatus } from '../transfers/settlement';

/**
 * One transfer with its user, source account, beneficiary (or null) and history.
 * @throws NOT_FOUND when it does not exist
 */
export function transferDetail(db: Db, id: number) {
  const t = db.select().from(transfers).where(eq(transfers.id, id)).get();
  if (!t) throw notFound('Transfer');
  const user =
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(users)
      .where(eq(users.id, t.userId))
      .get() ?? null;
  const fromAccount =
    db
      .select({
        id: accounts.id,
        accountType: accounts.accountType,
        accountNumber: accounts.accountNumber,
      })
      .from(accounts)
      .where(eq(accounts.id, t.fromAccountId))
      .get() ?? null;
  const toAccount = t.toAccountId
    ? (db
        .select({
          id: accounts.id,
          accountType: accounts.accountType,
          accountNumber: accounts.accountNumber,
        })
        .from(accounts)
        .where(eq(accounts.id, t.toAccountId))
        .get() ?? null)
    : null;
  const beneficiary = t.beneficiaryId
    ? (db
        .select({
          id: beneficiaries.id,
          name: beneficiaries.name,
          bankName: beneficiaries.bankName,
          accountNumber: beneficiaries.accountNumber,
        })
        .from(beneficiaries)
        .where(eq(beneficiaries.id, t.beneficiaryId))
        .get() ?? null)
    : null;
  return {
    ...toTransferDto(t),
    user,
    fromAccount,
    toAccount,
    beneficiary,
    history: transferHistory(db, id),
  };
}

const LABEL: Record<TransferStatus, string> = {
  PENDING: 'pending',
  COMPLETED: 'completed',
  FAILED: 'failed',
  SCHEDULED: 'scheduled',
  CANCELLED: 'cancelled',
};

/**
 * Sets a transfer's status (any of the three, in any order), posting, reversing, holding or
 * releasing as needed; records history and audit and notifies the customer. A FAILED
 * transfer may carry an ACH return code, which the history and the notification explain.
 * @param actorId the admin who decides, or null for the bank itself (the scheduler)
 * @param returnCode only with `next` FAILED: why it came back (R01…)
 * @returns the updated transfer
 * @throws NOT_FOUND; UNPROCESSABLE_CONTENT when the change needs money that is not there
 * @param now business time (the bank's clock): the date of any posting, hold change, event and audit entry
 */
export function setTransferStatus(
  db: Db,
  id: number,
  next: TransferStatus,
  actorId: number | null,
  now: Date,
  returnCode: ReturnCode | null = null,
): TransferDto {
  return atomically(db, () => {
    const before = db.select().from(transfers).where(eq(transfers.id, id)).get();
    if (!before) throw notFound('Transfer');
    if (before.status === 'SCHEDULED' || next === 'SCHEDULED') {
      throw conflict(
        'A scheduled transfer runs on its date at close of business: its status is not set by hand',
      );
    }
    if (before.status === 'CANCELLED' || next === 'CANCELLED') {
      throw conflict(
        'Only its customer cancels a scheduled transfer, and a cancelled transfer stays cancelled',
      );
    }
    let after = changeTransferStatus(db, before, next, actorId, now);
    const reason = next === 'FAILED' ? returnReason(returnCode) : null;
    if (reason) {
      after = db
        .update(transfers)
        .set({ returnCode })
        .where(eq(transfers.id, id))
        .returning()
        .get()!;
    }
    if (before.status !== after.status) {
      recordTransferEvent(db, {
        transferId: id,
        fromStatus: before.status,
        toStatus: after.status,
        actorId,
        note: reason ? `Returned: ${reason}` : null,
        at: now,
      });
      recordAudit(db, {
        actorId,
        action: 'TRANSFER_STATUS_CHANGED',
        targetType: 'transfer',
        targetId: id,
        before: toTransferDto(before),
        after: toTransferDto(after),
        at: now,
      });
      const kind =
        after.transferType === 'INTERNAL'
          ? 'Internal'
          : after.transferType === 'LOCAL'
            ? 'Local'
            : 'Wire';
      notify(db, after.userId, {
        type: 'TRANSACTION',
        title: `${kind} transfer ${LABEL[after.status]}`,
        message: reason
          ? `Your ${kind.toLowerCase()} transfer of ${displayUsd(after.amount)} (TRF-${after.id}) came back: ${reason}. The money is available again.`
          : `Your ${kind.toLowerCase()} transfer of ${displayUsd(after.amount)} (TRF-${after.id}) is now ${LABEL[after.status]}.`,
        priority: after.status === 'FAILED' ? 'HIGH' : 'NORMAL',
        at: now,
      });
    }
    return toTransferDto(after);
  });
}
