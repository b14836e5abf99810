/**
 * Creates a transfer of any type: the one entry point the transports call.
 */
import type { Db } from '../../db/client';
import { badRequest } from '../../domain/errors';
import { createExternalTransfer } from './create-external';
import { createInternalTransfer } from './create-internal';
import type { FeeSchedule } from './fees';
import type { RunOptions, TransferActor, TransferRequest } from './request';
import { scheduleTransfer } from './scheduled';

export type { RunOptions, TransferActor, TransferRequest } from './request';

/**
 * Creates the transfer the request's type names. With a `scheduledDate` after today (bank's
 * clock) it is only stored, SCHEDULED (checked for ownership and step-up now, for funds and
 * limits on its day: run-scheduled.ts). Otherwise: INTERNAL moves money between the
 * customer's own accounts and completes at once; LOCAL and WIRE go to a beneficiary, need
 * the session's PIN step-up and start PENDING with a hold. Call it inside a ledger writer
 * batch (synchronous). The transfer is dated by `run.at`, the business time of the request
 * (or of the close-of-business run) its caller passes.
 * @param bank this bank's routing number and name: a LOCAL transfer to a member account there
 *   is on-us (create-external.ts)
 * @returns the created transfer row, as `createInternalTransfer`/`createExternalTransfer` give it
 * @throws InvalidInput (400) without the destination the type needs or for a `scheduledDate`
 *   before today; and whatever the
 *   type's own rules raise (404 foreign records, 403 step-up, 422 funds and limits)
 */
export function createTransfer(
  db: Db,
  session: TransferActor,
  request: TransferRequest,
  schedule: FeeSchedule,
  bank: { routingNumber: string; name: string } | undefined,
  run: RunOptions,
) {
  const now = run.at;
  const description = request.description ?? null;
  const scheduledTransferId = run.scheduledTransferId;
  if (request.scheduledDate && scheduledTransferId === undefined) {
    const today = now.toISOString().slice(0, 10);
    if (request.scheduledDate < today) {
      throw badRequest(
        `The send-on date ${request.scheduledDate} is in the past: pick today (${today}) or a later day`,
      );
    }
    if (request.scheduledDate > today) {
      return scheduleTransfer(
        db,
        session,
        { ...request, scheduledDate: request.scheduledDate },
        schedule,
        now,
      );
    }
  }
  if (request.transferType === 'INTERNAL') {
    if (!request.toAccountId) throw badRequest('Select destination account');
    return createInternalTransfer(
      db,
      {
        userId: session.userId,
        fromAccountId: request.fromAccountId,
        toAccountId: request.toAccountId,
        amount: request.amount,
        description,
        ...(scheduledTransferId !== undefined ? { scheduledTransferId } : {}),
      },
      schedule,
      now,
    );
  }
  if (!request.beneficiaryId) throw badRequest('Select beneficiary');
  return createExternalTransfer(
    db,
    {
      session,
      transferType: request.transferType,
      fromAccountId: request.fromAccountId,
      beneficiaryId: request.beneficiaryId,
      amount: request.amount,
      description,
      ...(bank ? { bank } : {}),
      ...(scheduledTransferId !== undefined ? { scheduledTransferId } : {}),
    },
    schedule,
    now,
  );
}
