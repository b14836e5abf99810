/**
 * Check deposits: the customer sends the amount and photos of both sides of a check. The
 * amount is posted to the account at once (credit the account, debit EXTERNAL_CLEARING, which
 * collects the check from the paying bank) and held: the available balance rises only when
 * the hold ends, `checkHoldSeconds` (trainer setting) of business time later. While held,
 * an admin may return the check ("returned item"): a reversal entry takes the money back
 * and the hold ends. Once released, the check can no longer be returned.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { Conflict, notFound } from '../../domain/errors';
import { postJournal } from '../../ledger/post';
import { displayUsd } from '../../shared/money';
import { accountById, accountLabel, getOwnedAccount } from '../accounts/list';
import { getTrainingSettings } from '../admin/training';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import {
  type DepositDto,
  depositById,
  placeDepositHold,
  releaseDepositHold,
  toDepositDto,
} from './records';

/** The reason a returned check gives when the admin names none. */
export const DEFAULT_RETURN_REASON = 'returned item';

/** A check deposit: account, amount in cents, and the stored images of both sides. */
export interface CheckDepositInput {
  accountId: number;
  /** Cents, more than 0. */
  amount: number;
  /** Stored image names (in UPLOAD_DIR) of the check's front and back, already checked. */
  frontPath: string;
  backPath: string;
}

/**
 * Deposits a check to `userId`'s open account: posts the amount (statement row "Check
 * deposit") and holds it until `now` + checkHoldSeconds. Synchronous: one transaction.
 * @param now business time: the posting date and the start of the hold
 * @returns the deposit, HELD with its `holdReleaseAt`
 * @throws NOT_FOUND (404) for an account that is not the customer's or is closed (nothing
 *   is stored)
 */
export function depositCheck(
  db: Db,
  userId: number,
  input: CheckDepositInput,
  now: Date,
): DepositDto {
  return atomically(db, () => {
    const account = getOwnedAccount(db, input.accountId, userId);
    const { checkHoldSeconds } = getTrainingSettings(db);
    const row = db
      .insert(deposits)
      .values({
        userId,
        accountId: account.id,
        kind: 'CHECK',
        amount: input.amount,
        status: 'HELD',
        holdReleaseAt: new Date(now.getTime() + checkHoldSeconds * 1000),
        frontPath: input.frontPath,
        backPath: input.backPath,
        createdAt: now,
      })
      .returning()
      .get();
    const { journalId } = postJournal(db, {
      kind: 'CHECK_DEPOSIT',
      description: 'Check deposit',
      createdBy: userId,
      at: now,
      lines: [
        {
          accountId: account.id,
          amount: input.amount,
          description: 'Check deposit',
          category: 'DEPOSIT',
          reference: `DEP-${row.id}`,
        },
        { ledger: 'EXTERNAL_CLEARING', amount: -input.amount },
      ],
    });
    const held = db
      .update(deposits)
      .set({ journalId })
      .where(eq(deposits.id, row.id))
      .returning()
      .get()!;
    placeDepositHold(db, held, now);
    const dto = toDepositDto(held);
    recordAudit(db, {
      actorId: userId,
      action: 'DEPOSIT_CHECK',
      targetType: 'deposit',
      targetId: row.id,
      after: dto,
      at: now,
    });
    notify(db, userId, {
      type: 'TRANSACTION',
      title: 'Check deposit received',
      message: `Your check of ${displayUsd(input.amount)} was posted to ${accountLabel(account)}. The funds are on hold until ${held.holdReleaseAt!.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      at: now,
    });
    return dto;
  });
}

/**
 * Releases the holds of every HELD check whose `holdReleaseAt` has come (at most `limit`,
 * soonest first), in one transaction: the deposit becomes RELEASED, its amount available,
 * and the customer is told. Safe to run again: a released check is never released twice.
 * @param now business time (the scheduler passes the bank's clock)
 * @returns how many checks were released
 */
export function releaseDueCheckHolds(db: Db, now: Date, limit = 200): number {
  const due = db
    .select()
    .from(deposits)
    .where(and(eq(deposits.status, 'HELD'), lte(deposits.holdReleaseAt, now)))
    .orderBy(asc(deposits.holdReleaseAt))
    .limit(limit)
    .all();
  if (due.length === 0) return 0;
  return atomically(db, () => {
    let released = 0;
    for (const d of due) {
      const done = db
        .update(deposits)
        .set({ status: 'RELEASED', releasedAt: now })
        .where(and(eq(deposits.id, d.id), eq(deposits.status, 'HELD')))
        .returning()
        .get();
      // Returned by an admin since the read above: nothing to release.
      if (!done) continue;
      releaseDepositHold(db, d.id, now);
      notify(db, d.userId, {
        type: 'TRANSACTION',
        title: 'Check funds available',
        message: `The ${displayUsd(d.amount)} of your check deposit are now available.`,
        at: now,
      });
      released++;
    }
    return released;
  });
}

/**
 * An admin returns a held check: a reversal entry ("Check returned - <reason>") takes the
 * amount back from the account to EXTERNAL_CLEARING, the hold ends, the deposit becomes
 * RETURNED, the customer is notified and the action audited.
 * @param reason the return reason; default "returned item"
 * @param now business time: the reversal's posting date
 * @returns the returned deposit
 * @throws NOT_FOUND (404) for an unknown deposit; CONFLICT (409) for a card deposit, a check
 *   already returned, or one whose hold was released (its funds are the customer's)
 */
export function returnCheck(
  db: Db,
  adminId: number,
  depositId: number,
  reason: string | undefined,
  now: Date,
): DepositDto {
  const why = reason?.trim() || DEFAULT_RETURN_REASON;
  return atomically(db, () => {
    const d = depositById(db, depositId);
    if (!d) throw notFound('Deposit');
    if (d.kind !== 'CHECK') {
      throw new Conflict('Only a check deposit can be returned; card deposits are final');
    }
    if (d.status === 'RETURNED') throw new Conflict('This check was already returned');
    if (d.status !== 'HELD') {
      throw new Conflict(
        `This check can no longer be returned: its hold was released${d.releasedAt ? ` on ${d.releasedAt.toISOString().slice(0, 10)}` : ''} and the funds are available to the customer`,
        'HOLD_RELEASED',
      );
    }
    const account = accountById(db, d.accountId)!;
    const description = `Check returned - ${why}`;
    // The hold ends first: the reversal takes back money that was never available.
    releaseDepositHold(db, d.id, now);
    const { journalId } = postJournal(db, {
      kind: 'CHECK_RETURN',
      description,
      createdBy: adminId,
      at: now,
      lines: [
        {
          accountId: d.accountId,
          amount: -d.amount,
          description,
          category: 'DEPOSIT',
          reference: `DEP-${d.id}`,
        },
        { ledger: 'EXTERNAL_CLEARING', amount: d.amount },
      ],
    });
    const done = db
      .update(deposits)
      .set({ status: 'RETURNED', returnJournalId: journalId, returnReason: why, releasedAt: now })
      .where(eq(deposits.id, d.id))
      .returning()
      .get()!;
    const dto = toDepositDto(done);
    recordAudit(db, {
      actorId: adminId,
      action: 'DEPOSIT_RETURNED',
      targetType: 'deposit',
      targetId: d.id,
      before: toDepositDto(d),
      after: dto,
      at: now,
    });
    notify(db, d.userId, {
      type: 'TRANSACTION',
      title: 'Check returned',
      message: `Your check deposit of ${displayUsd(d.amount)} to ${accountLabel(account)} was returned (${why}); the amount was taken back.`,
      priority: 'HIGH',
      at: now,
    });
    return dto;
  });
}
