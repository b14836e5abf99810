/**
 * Simulated ACH returns: a LOCAL transfer that left the bank and settled comes back from the
 * receiving bank with a return code. The settlement is reversed by a journal entry (never by
 * editing postings), the source account gets its money back, the transfer becomes FAILED
 * with the code and its reason, and the customer is told why.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transfers } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { BusinessRule, Conflict, notFound } from '../../domain/errors';
import { noteSimulation } from '../../events/collect';
import { type ReturnCode, returnReason } from '../../shared/return-codes';
import { setTransferStatus } from '../admin/transfers';
import { recordAudit } from '../audit/record';
import type { TransferDto } from '../transfers/dto';

/**
 * Returns a COMPLETED outbound LOCAL transfer with an ACH return code: COMPLETED → FAILED
 * through setTransferStatus (reversal entry, transfer history, audit, notification "came
 * back: R01 Insufficient funds"), plus a SIMULATED_RETURN audit entry.
 * @param adminId the admin running the simulation
 * @param now business time: the reversal's posting date
 * @returns the FAILED transfer with `returnCode` and `returnReason`
 * @throws NOT_FOUND (404) for an unknown transfer; UNPROCESSABLE_CONTENT (422, code
 *   NOT_RETURNABLE) for an INTERNAL or WIRE transfer or an on-us payment to a member (only
 *   ACH transfers to other banks come back); CONFLICT (409, code NOT_COMPLETED) for a
 *   transfer that is not COMPLETED (pending, or already failed or returned)
 */
export function simulateReturn(
  db: Db,
  adminId: number,
  transferId: number,
  returnCode: ReturnCode,
  now: Date,
): TransferDto {
  return atomically(db, () => {
    const t = db.select().from(transfers).where(eq(transfers.id, transferId)).get();
    if (!t) throw notFound('Transfer');
    if (t.transferType !== 'LOCAL') {
      throw new BusinessRule(
        `TRF-${t.id} is ${t.transferType === 'WIRE' ? 'a wire' : 'an internal transfer'}: only LOCAL (ACH) transfers to other banks come back with a return code`,
        'NOT_RETURNABLE',
      );
    }
    if (t.toAccountId !== null) {
      throw new BusinessRule(
        `TRF-${t.id} paid a member of this bank (on-us): it never left the bank, so no other bank can return it`,
        'NOT_RETURNABLE',
      );
    }
    if (t.status !== 'COMPLETED') {
      throw new Conflict(
        `TRF-${t.id} is ${t.status}: only a COMPLETED transfer can come back`,
        'NOT_COMPLETED',
      );
    }
    const after = setTransferStatus(db, t.id, 'FAILED', adminId, now, returnCode);
    recordAudit(db, {
      actorId: adminId,
      action: 'SIMULATED_RETURN',
      targetType: 'transfer',
      targetId: t.id,
      after: { returnCode, returnReason: returnReason(returnCode) },
      at: now,
    });
    noteSimulation(db, t.userId, {
      kind: 'return',
      id: t.id,
      status: after.status,
      accountId: t.fromAccountId,
      amount: after.amount,
      reason: returnCode,
    });
    return after;
  });
}
