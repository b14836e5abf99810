/**
 * Creates a transfer of any type: the one entry point the transports call.
 */
import type { SessionRow } from '../../auth/session';
import { businessNow } from '../../clock/clock';
import type { Db } from '../../db/client';
import { badRequest } from '../../domain/errors';
import { createExternalTransfer } from './create-external';
import { createInternalTransfer } from './create-internal';
import type { FeeSchedule } from './fees';

/** What a customer asks for; amounts in cents. */
export interface TransferRequest {
  transferType: 'INTERNAL' | 'LOCAL' | 'WIRE';
  fromAccountId: number;
  /** The destination account of an INTERNAL transfer (the customer's own). */
  toAccountId?: number | null;
  /** The saved beneficiary of a LOCAL or WIRE transfer. */
  beneficiaryId?: number | null;
  amount: number;
  description?: string | null;
}

/**
 * Creates the transfer the request's type names: INTERNAL moves money between the
 * customer's own accounts and completes at once; LOCAL and WIRE go to a beneficiary, need
 * the session's PIN step-up and start PENDING with a hold. Call it inside a ledger writer
 * batch (synchronous). The transfer is dated by the bank's business clock.
 * @param bank this bank's routing number and name: a LOCAL transfer to a member account there
 *   is on-us (create-external.ts)
 * @returns the created transfer row, as `createInternalTransfer`/`createExternalTransfer` give it
 * @throws InvalidInput (400) without the destination the type needs; and whatever the
 *   type's own rules raise (404 foreign records, 403 step-up, 422 funds and limits)
 */
export function createTransfer(
  db: Db,
  session: SessionRow,
  request: TransferRequest,
  schedule: FeeSchedule,
  bank?: { routingNumber: string; name: string },
) {
  const now = businessNow(db);
  const description = request.description ?? null;
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
    },
    schedule,
    now,
  );
}
