/**
 * The settlement sweep: PENDING transfers whose due time (transfers.settle_at, business
 * time) has passed are settled by the bank itself. Most complete; an external one fails
 * with an ACH return code when its account number forces one (10000000NN → RNN) or when the
 * trainer's failure rate picks it. The due times live in the database, so a transfer that
 * fell due while the server was down settles on the first sweep after start.
 */
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beneficiaries, transfers } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { getTrainingSettings } from '../../services/admin/training';
import { setTransferStatus } from '../../services/admin/transfers';
import { magicReturnCode, RANDOM_FAILURE_CODES, type ReturnCode } from '../../shared/return-codes';

/** How far a transfer's due time moves when settling it failed unexpectedly, in ms. */
const RETRY_AFTER_MS = 60_000;

/** How a settlement sweep runs: its batch size (200 by default) and its random draw. */
export interface SettleOptions {
  /** Transfers settled per sweep at most, so one sweep never holds the writer for long. */
  limit?: number;
  /** A number in [0, 1): the failure-rate draw (tests pass a fixed one). */
  random?: () => number;
}

/**
 * Settles every PENDING transfer due by `now` (oldest due first, at most `limit`), each in its
 * own savepoint inside one transaction: one commit for the sweep. A transfer that cannot
 * settle (an unexpected ledger refusal) stays PENDING and is tried again a minute later.
 * @param now business time (scheduler passes the bank's clock)
 * @returns how many transfers were completed and how many failed with a return code
 */
export function settleDueTransfers(
  db: Db,
  now: Date,
  options: SettleOptions = {},
): { completed: number; failed: number } {
  const { limit = 200, random = Math.random } = options;
  const due = db
    .select({
      id: transfers.id,
      transferType: transfers.transferType,
      accountNumber: beneficiaries.accountNumber,
    })
    .from(transfers)
    .leftJoin(beneficiaries, eq(beneficiaries.id, transfers.beneficiaryId))
    .where(
      and(
        eq(transfers.status, 'PENDING'),
        isNotNull(transfers.settleAt),
        lte(transfers.settleAt, now),
      ),
    )
    .orderBy(asc(transfers.settleAt))
    .limit(limit)
    .all();
  const result = { completed: 0, failed: 0 };
  if (due.length === 0) return result;
  const { externalFailureRate } = getTrainingSettings(db);
  atomically(db, () => {
    for (const t of due) {
      let code: ReturnCode | null = null;
      if (t.transferType !== 'INTERNAL') {
        code = t.accountNumber ? magicReturnCode(t.accountNumber) : null;
        if (!code && externalFailureRate > 0 && random() < externalFailureRate) {
          code = RANDOM_FAILURE_CODES[Math.floor(random() * RANDOM_FAILURE_CODES.length)]!;
        }
      }
      try {
        setTransferStatus(db, t.id, code ? 'FAILED' : 'COMPLETED', null, now, code);
        if (code) result.failed++;
        else result.completed++;
      } catch (error) {
        console.error(`Settling transfer TRF-${t.id} failed; trying again later:`, error);
        db.update(transfers)
          .set({ settleAt: new Date(now.getTime() + RETRY_AFTER_MS) })
          .where(eq(transfers.id, t.id))
          .run();
      }
    }
  });
  return result;
}
