/**
 * What a transfer request is made of, shared by every way a transfer is created (at once,
 * scheduled, in a batch, by close of business): who asks, what they ask for, and how a run
 * of close of business differs.
 */
import type { SessionRow } from '../../auth/session';

/**
 * Who creates a transfer: a signed-in session (LOCAL and WIRE check its PIN step-up now), or
 * close of business running a scheduled transfer or a standing order, whose step-up was taken
 * when the customer set it up (not asked again).
 */
export type TransferActor = SessionRow | { userId: number; stepUpTakenAtCreation: true };

/** How close of business runs a transfer: at its business time, into a stored SCHEDULED row. */
export interface RunOptions {
  /** The business time of the request or run (the bank's clock): the transfer's date. */
  at: Date;
  /** The SCHEDULED transfer this run completes, instead of inserting a new row. */
  scheduledTransferId?: number;
}

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
  /** Send on this business day ('YYYY-MM-DD'); absent, null or today: now. */
  scheduledDate?: string | null;
}
