/**
 * What still pays a saved payee: its SCHEDULED transfers and its standing orders that have
 * not ended (ACTIVE or PAUSED). A payee's edit carries them to the new version, so a corrected
 * name or account number does not leave them failing at close of business; a payee with any
 * of them is not deleted until the customer cancels them.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { standingOrders, transfers } from '../../db/schema';

/** How many payments still go to one payee version. */
export interface PayeeCommitments {
  /** SCHEDULED transfers waiting for their day. */
  scheduled: number;
  /** Standing orders ACTIVE or PAUSED (an ENDED order pays nothing more). */
  standingOrders: number;
}

const scheduledTo = (beneficiaryId: number) =>
  and(eq(transfers.beneficiaryId, beneficiaryId), eq(transfers.status, 'SCHEDULED'));
const ordersTo = (beneficiaryId: number) =>
  and(eq(standingOrders.beneficiaryId, beneficiaryId), ne(standingOrders.status, 'ENDED'));

/**
 * Counts the payments still due to beneficiary `beneficiaryId` (one version), through the
 * partial indexes `transfers_beneficiary_scheduled_idx` and `standing_orders_beneficiary_idx`.
 */
export function payeeCommitments(db: Db, beneficiaryId: number): PayeeCommitments {
  const count = sql<number>`count(*)`;
  const scheduled = db
    .select({ n: count })
    .from(transfers)
    .where(scheduledTo(beneficiaryId))
    .get()!.n;
  const orders = db
    .select({ n: count })
    .from(standingOrders)
    .where(ordersTo(beneficiaryId))
    .get()!.n;
  return { scheduled, standingOrders: orders };
}

/**
 * Points the payments still due to version `fromId` of a payee at its new version `toId`
 * (an edit). Past transfers and ENDED orders keep the version they were paid to. Runs in the
 * caller's transaction.
 */
export function moveCommitments(db: Db, fromId: number, toId: number): void {
  db.update(transfers).set({ beneficiaryId: toId }).where(scheduledTo(fromId)).run();
  db.update(standingOrders).set({ beneficiaryId: toId }).where(ordersTo(fromId)).run();
}
