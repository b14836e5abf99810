/**
 * Holds: money set aside on an account without moving it. A hold lowers the available
 * balance (posted − active holds) and leaves the posted balance alone. Each hold belongs to
 * exactly one owner: a pending transfer, a check deposit whose funds are not yet available,
 * or an approved card authorization. A hold starts ACTIVE and ends once, RELEASED (the money
 * is free again) or CAPTURED (the money was posted by the owner's journal entry).
 *
 * This module is the only code that writes the `holds` table; with each hold placed or ended
 * it moves the account's kept held figure (`accounts.held`) in the same transaction. Every
 * function runs inside the caller's transaction and takes the business time it records.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { holds } from '../db/schema';
import { addToHeld } from './figures';

/** What a hold belongs to: one transfer, one deposit or one card authorization (by id). */
export type HoldOwner =
  | { transferId: number }
  | { depositId: number }
  | { cardAuthorizationId: number };

/** How a hold ends: RELEASED gives the money back, CAPTURED means it was posted. */
export type HoldEnd = 'RELEASED' | 'CAPTURED';

/**
 * Places an ACTIVE hold of `amount` cents on `accountId` for `owner`, and raises the
 * account's held figure by it (the available balance drops, its listeners hear it after
 * commit). Checks no balance: the caller decides whether the money is there.
 * @param input.amount cents, positive
 * @param input.at business time the hold is dated (`created_at`)
 * @throws the database's CHECK error when `owner` names no owner or several
 */
export function placeHold(
  db: Db,
  input: { accountId: number; owner: HoldOwner; amount: number; at: Date },
): void {
  db.insert(holds)
    .values({
      accountId: input.accountId,
      ...input.owner,
      amount: input.amount,
      createdAt: input.at,
    })
    .run();
  addToHeld(db, input.accountId, input.amount);
}

/** The column that names the owner of `owner`'s kind, and its id. */
function ownerColumn(owner: HoldOwner) {
  if ('transferId' in owner) return eq(holds.transferId, owner.transferId);
  if ('depositId' in owner) return eq(holds.depositId, owner.depositId);
  return eq(holds.cardAuthorizationId, owner.cardAuthorizationId);
}

/**
 * Ends `owner`'s ACTIVE holds as `status` at `at` (`released_at`), and lowers each account's
 * held figure by the amounts ended. A no-op when the owner has no active hold, so ending twice
 * changes nothing.
 * @param status RELEASED (the money is free again) or CAPTURED (it was posted)
 * @param at business time the holds end
 */
export function endHolds(db: Db, owner: HoldOwner, status: HoldEnd, at: Date): void {
  const ended = db
    .update(holds)
    .set({ status, releasedAt: at })
    .where(and(ownerColumn(owner), eq(holds.status, 'ACTIVE')))
    .returning({ accountId: holds.accountId, amount: holds.amount })
    .all();
  for (const hold of ended) addToHeld(db, hold.accountId, -hold.amount);
}

/**
 * Releases `owner`'s active holds (the available balance rises by them): a failed transfer,
 * a check whose funds became available or was returned, a reversed card authorization.
 * A no-op when none is active.
 * @param at business time of the release
 */
export function releaseHolds(db: Db, owner: HoldOwner, at: Date): void {
  endHolds(db, owner, 'RELEASED', at);
}

/**
 * Captures `owner`'s active holds: the money they kept aside is being posted by the owner's
 * journal entry in the same transaction. A no-op when none is active.
 * @param at business time of the capture
 */
export function captureHolds(db: Db, owner: HoldOwner, at: Date): void {
  endHolds(db, owner, 'CAPTURED', at);
}
