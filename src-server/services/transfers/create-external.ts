/**
 * LOCAL and WIRE transfers to a saved beneficiary. They need the PIN step-up and respect the
 * daily and monthly limits. They start PENDING and hold amount + fee on the source account
 * until the settlement scheduler (or an admin) completes or fails them
 * (services/transfers/settlement.ts, services/transfers/settle-due.ts). A LOCAL transfer to another
 * member of this bank is a book transfer instead: it completes at once (on-us.ts).
 */

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { badRequest, forbidden } from '../../domain/errors';
import { DEFAULT_BRAND } from '../../shared/brand-defaults';
import { displayUsd } from '../../shared/money';
import { MAGIC_PENDING_ACCOUNT } from '../../shared/return-codes';
import { accountLabel, getOwnedAccount } from '../accounts/list';
import { getTrainingSettings, settleDelaySeconds } from '../admin/training';
import { recordAudit } from '../audit/record';
import { getOwnedBeneficiary } from '../beneficiaries/manage';
import { notify } from '../notifications/notify';
import { messageTransferAlert } from '../outbox/messages';
import { assertStepUp } from '../users/pin';
import { type TransferDto, toTransferDto } from './dto';
import { recordTransferEvent } from './events';
import { DEFAULT_FEE_SCHEDULE, type FeeSchedule, feeFor } from './fees';
import { placeTransfer } from './insert';
import { assertWithinLimits } from './limits';
import { type OnUsAccount, payerName, requireOnUsAccount } from './on-us';
import type { TransferActor } from './request';
import { countOutgoing, placeHold, settleNow } from './settlement';

/** A LOCAL or WIRE transfer to create: who asks, from which account, to which payee, cents. */
export interface ExternalTransferInput {
  /** The session whose PIN step-up is checked, or close of business (step-up taken at creation). */
  session: TransferActor;
  transferType: 'LOCAL' | 'WIRE';
  fromAccountId: number;
  beneficiaryId: number;
  /** Amount in cents, > 0. */
  amount: number;
  description?: string | null;
  /** This bank's routing number and name, which make a LOCAL transfer on-us (default brand). */
  bank?: { routingNumber: string; name: string };
  /** Completes this SCHEDULED transfer (close of business) instead of inserting a new one. */
  scheduledTransferId?: number;
}

/**
 * Creates a PENDING LOCAL or WIRE transfer and its hold, due for settlement after the
 * trainer's delay for its type (never, for the account number that waits for an admin). A
 * LOCAL transfer to this bank's routing number is on-us: it goes to the member account with
 * that number and completes at once, and the member is notified.
 * @returns the PENDING transfer (COMPLETED when on-us)
 * @throws FORBIDDEN without a PIN verified in this session in the last 5 minutes, or when the
 *   customer is not verified yet (a new enrollment);
 *   NOT_FOUND when the account or beneficiary is not the customer's;
 *   BusinessRule (422, UNKNOWN_ACCOUNT) on-us to a number no open member account has;
 *   UNPROCESSABLE_CONTENT over a limit or when the available balance does not cover
 *   amount + fee.
 * @param now business time (the bank's clock) of the request: the transfer's date, the day its limits count, its hold's and settlement's start
 */
export function createExternalTransfer(
  db: Db,
  input: ExternalTransferInput,
  schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE,
  now: Date,
): TransferDto {
  // Step-up is security: it keeps real time, whatever the business clock says.
  // A scheduled run had its step-up checked when the customer scheduled it.
  if (!('stepUpTakenAtCreation' in input.session)) assertStepUp(input.session);
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
    const bank = input.bank ?? DEFAULT_BRAND;
    const onUs =
      input.transferType === 'LOCAL' && beneficiary.routingNumber === bank.routingNumber
        ? requireOnUsAccount(db, beneficiary.accountNumber, bank.name)
        : null;
    if (onUs?.account.id === from.id) {
      throw badRequest('Source and destination accounts must be different');
    }
    assertWithinLimits(db, userId, input.amount, now);
    if (onUs) {
      return bookTransfer(db, { userId, from, beneficiary, onUs, input, schedule, now });
    }
    const delay =
      beneficiary.accountNumber === MAGIC_PENDING_ACCOUNT
        ? null
        : settleDelaySeconds(getTrainingSettings(db), input.transferType);
    const transfer = placeTransfer(db, input.scheduledTransferId, {
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
      settleAt: delay === null ? null : new Date(now.getTime() + delay * 1000),
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
    messageTransferAlert(
      db,
      userId,
      transfer.amount,
      `${kind} transfer TRF-${transfer.id} to ${beneficiary.name}`,
    );
    return toTransferDto(transfer);
  });
}

/**
 * The on-us side of createExternalTransfer: a COMPLETED LOCAL transfer straight into the
 * member's account (both statements show it), history, audit, and a notification to each
 * side. Runs inside createExternalTransfer's transaction, after its checks.
 * @param now business time (the bank's clock): the on-us posting's date
 */
function bookTransfer(
  db: Db,
  args: {
    userId: number;
    from: ReturnType<typeof getOwnedAccount>;
    beneficiary: ReturnType<typeof getOwnedBeneficiary>;
    onUs: OnUsAccount;
    input: ExternalTransferInput;
    schedule: FeeSchedule;
    now: Date;
  },
): TransferDto {
  const { userId, from, beneficiary, onUs, input, now } = args;
  const transfer = placeTransfer(db, input.scheduledTransferId, {
    userId,
    fromAccountId: from.id,
    toAccountId: onUs.account.id,
    beneficiaryId: beneficiary.id,
    amount: input.amount,
    transferType: 'LOCAL',
    description: input.description?.trim() || null,
    status: 'COMPLETED',
    fees: feeFor('LOCAL', args.schedule),
    completedAt: now,
    createdAt: now,
  });
  settleNow(db, transfer, userId, now, [from, onUs.account]);
  countOutgoing(db, transfer);
  recordTransferEvent(db, {
    transferId: transfer.id,
    fromStatus: null,
    toStatus: 'COMPLETED',
    actorId: userId,
    note: 'On-us: booked to a member account',
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
  notify(db, userId, {
    type: 'TRANSACTION',
    title: 'Local transfer completed',
    message: `${displayUsd(transfer.amount)} to ${onUs.payeeName} (TRF-${transfer.id}) has arrived.`,
    at: now,
  });
  messageTransferAlert(
    db,
    userId,
    transfer.amount,
    `Local transfer TRF-${transfer.id} to ${onUs.payeeName}`,
  );
  notify(db, onUs.account.userId, {
    type: 'TRANSACTION',
    title: 'Money received',
    message: `${displayUsd(transfer.amount)} from ${payerName(db, userId)} arrived in ${accountLabel(onUs.account)}.`,
    at: now,
  });
  return toTransferDto(transfer);
}
