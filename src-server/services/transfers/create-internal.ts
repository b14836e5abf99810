/**
 * INTERNAL transfers between a customer's own accounts (Internal Transfers; internal transfers are instant). One database transaction writes
 * the transfer (COMPLETED), its balanced journal entry (a DEBIT and a CREDIT statement row,
 * plus the fee to the bank's FEES account when the schedule has one) and the audit entry.
 * Not limited: the daily and monthly limits are for money leaving the customer.
 */
import type { Db } from '../../db/client';
import { atomically } from '../../db/transaction';
import { badRequest } from '../../domain/errors';
import { displayUsd } from '../../shared/money';
import { accountLabel, getOwnedAccount } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { messageTransferAlert } from '../outbox/messages';
import { type TransferDto, toTransferDto } from './dto';
import { recordTransferEvent } from './events';
import { DEFAULT_FEE_SCHEDULE, type FeeSchedule, feeFor } from './fees';
import { placeTransfer } from './insert';
import { settleNow } from './settlement';

/** A transfer between two of the customer's own accounts to create: amount in cents. */
export interface InternalTransferInput {
  userId: number;
  fromAccountId: number;
  toAccountId: number;
  /** Amount in cents, > 0. */
  amount: number;
  description?: string | null;
  /** Completes this SCHEDULED transfer (close of business) instead of inserting a new one. */
  scheduledTransferId?: number;
}

/**
 * Moves `amount` cents from one of the customer's accounts to another, at once.
 * @returns the COMPLETED transfer
 * @throws BAD_REQUEST when source and destination are the same account;
 *   NOT_FOUND when either account is not the customer's;
 *   UNPROCESSABLE_CONTENT when the source's available balance does not cover amount + fee.
 * @param now business time (the bank's clock) of the request: the transfer's date, posting and statement date
 */
export function createInternalTransfer(
  db: Db,
  input: InternalTransferInput,
  schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE,
  now: Date,
): TransferDto {
  if (input.fromAccountId === input.toAccountId) {
    throw badRequest('Choose two different accounts');
  }
  return atomically(db, () => {
    const from = getOwnedAccount(db, input.fromAccountId, input.userId);
    const to = getOwnedAccount(db, input.toAccountId, input.userId);
    const transfer = placeTransfer(db, input.scheduledTransferId, {
      userId: input.userId,
      fromAccountId: from.id,
      toAccountId: to.id,
      beneficiaryId: null,
      amount: input.amount,
      transferType: 'INTERNAL',
      description: input.description?.trim() || null,
      status: 'COMPLETED',
      fees: feeFor('INTERNAL', schedule),
      completedAt: now,
      createdAt: now,
    });
    settleNow(db, transfer, input.userId, now, [from, to]);
    recordTransferEvent(db, {
      transferId: transfer.id,
      fromStatus: null,
      toStatus: 'COMPLETED',
      actorId: input.userId,
      at: now,
    });
    recordAudit(db, {
      actorId: input.userId,
      action: 'TRANSFER_CREATED',
      targetType: 'transfer',
      targetId: transfer.id,
      after: toTransferDto(transfer),
      at: now,
    });
    notify(db, input.userId, {
      type: 'TRANSACTION',
      title: 'Internal transfer completed',
      message: `${displayUsd(transfer.amount)} moved from ${accountLabel(from)} to ${accountLabel(to)}.`,
      at: now,
    });
    messageTransferAlert(
      db,
      input.userId,
      transfer.amount,
      `Internal transfer TRF-${transfer.id} from ${accountLabel(from)} to ${accountLabel(to)}`,
    );
    return toTransferDto(transfer);
  });
}
