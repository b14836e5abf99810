/**
 * LOCAL and WIRE transfers to a saved beneficiary (Local and Wire Transfers). They need the PIN step-up, respect the daily and monthly
 * limits, start PENDING and hold amount + fee on the source account until an admin
 * completes or fails them (services/transfers/settlement.ts).
 */

import { eq } from 'drizzle-orm';
import type { SessionRow } from '../../auth/session';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden } from '../../domain/errors';
import { atomically } from '../../ledger/post';
import { displayUsd } from '../../shared/money';
import { accountLabel, getOwnedAccount } from '../accounts/list';
import { recordAudit } from '../audit/record';
import { getOwnedBeneficiary } from '../beneficiaries/manage';
import { notify } from '../notifications/notify';
import { assertStepUp } from '../users/pin';
import { type TransferDto, toTransferDto } from './dto';
import { recordTransferEvent } from './events';
import { DEFAULT_FEE_SCHEDULE, type FeeSchedule, feeFor } from './fees';
import { insertTransfer } from './insert';
import { assertWithinLimits } from './limits';
import { countOutgoing, placeHold } from './settlement';

export interface ExternalTransferInput {
  session: SessionRow;
  transferType: 'LOCAL' | 'WIRE';
  fromAccountId: number;
  beneficiaryId: number;
  /** Amount in cents, > 0. */
  amount: number;
  description?: string | null;
}

/**
 * Creates a PENDING LOCAL or WIRE transfer and its hold.
 * @returns the PENDING transfer
 * @throws FORBIDDEN without a PIN verified in this session in the last 5 minutes, or when the
 *   customer is not verified yet (a new enrollment);
 *   NOT_FOUND when the account or beneficiary is not the customer's;
 *   UNPROCESSABLE_CONTENT over a limit or when the available balance does not cover
 *   amount + fee.
 */
export function createExternalTransfer(
  db: Db,
  input: ExternalTransferInput,
  schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE,
  now = new Date(),
): TransferDto {
  assertStepUp(input.session, now);
  const userId = input.session.userId;
  return atomically(db, () => {
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
    const from = getOwnedAccount(db, input.fromAccountId, userId);
    const beneficiary = getOwnedBeneficiary(db, input.beneficiaryId, userId);
    assertWithinLimits(db, userId, input.amount, now);
    const transfer = insertTransfer(db, {
      userId,
      fromAccountId: from.id,
      toAccountId: null,
      beneficiaryId: beneficiary.id,
      amount: input.amount,
      transferType: input.transferType,
      description: input.description?.trim() || null,
      status: 'PENDING',
      fees: feeFor(input.transferType, schedule),
      completedAt: null,
      createdAt: now,
    });
    placeHold(db, transfer, now);
    countOutgoing(db, transfer);
    recordTransferEvent(db, {
      transferId: transfer.id,
      fromStatus: null,
      toStatus: 'PENDING',
      actorId: userId,
      at: now,
    });
    recordAudit(db, {
      actorId: userId,
      action: 'TRANSFER_CREATED',
      targetType: 'transfer',
      targetId: transfer.id,
      after: toTransferDto(transfer),
      at: now,
    });
    const kind = input.transferType === 'LOCAL' ? 'Local' : 'Wire';
    notify(db, userId, {
      type: 'TRANSACTION',
      title: `${kind} transfer pending`,
      message: `${displayUsd(transfer.amount)} to ${beneficiary.name} is pending; the amount is on hold on ${accountLabel(from)}.`,
      at: now,
    });
    return toTransferDto(transfer);
  });
}
