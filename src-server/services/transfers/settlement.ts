/**
 * Holds and settlement of transfers: the ledger side of a transfer's status.
 *
 * A PENDING LOCAL or WIRE transfer holds amount + fee on its source account (the available
 * balance drops, the posted balance does not). COMPLETED posts it: the source pays
 * amount + fee, the counterpart (EXTERNAL_CLEARING, or the destination account of an
 * INTERNAL or on-us LOCAL transfer) receives the amount and FEES the fee. FAILED holds and posts nothing.
 * Every change between the three statuses, in any order, keeps the books balanced: money
 * that had moved is reversed by a journal entry, never by editing one.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type accounts, beneficiaries, transfers } from '../../db/schema';
import { InsufficientFunds, notFound } from '../../domain/errors';
import { noteTransfer } from '../../events/collect';
import { heldCents } from '../../ledger/balances';
import { addToOutgoing } from '../../ledger/figures';
import { endHolds, placeHold as placeLedgerHold } from '../../ledger/holds';
import { type PostingLine, postJournal } from '../../ledger/post';
import { displayUsd } from '../../shared/money';
import { accountById, accountLabel } from '../accounts/list';
import type { TransferRow } from './dto';
import { payerName } from './on-us';

/** A transfer's stored status (the values of TransferStatusSchema). */
export type TransferStatus = TransferRow['status'];

type AccountRow = typeof accounts.$inferSelect;

function account(db: Db, id: number): AccountRow {
  const row = accountById(db, id);
  if (!row) throw notFound('Account');
  return row;
}

/** Finds an account row: from rows the caller already read in this transaction, or the database. */
type FindAccount = (id: number) => AccountRow;
const finder =
  (db: Db, known: readonly AccountRow[] = []): FindAccount =>
  (id) =>
    known.find((row) => row.id === id) ?? account(db, id);

/** What the customer's statement calls the other side of a transfer. */
function counterpartName(db: Db, t: TransferRow, find: FindAccount): string {
  if (t.transferType === 'INTERNAL' && t.toAccountId) return accountLabel(find(t.toAccountId));
  const b = t.beneficiaryId
    ? db.select().from(beneficiaries).where(eq(beneficiaries.id, t.beneficiaryId)).get()
    : undefined;
  return b ? `${b.name} ••••${b.accountNumber.slice(-4)}` : 'external account';
}

/**
 * Refuses when `accountId`'s available balance (posted − active holds) is below `cents`.
 * @throws InsufficientFunds (422, code INSUFFICIENT_FUNDS) naming the account and what is available
 */
export function assertAvailable(db: Db, accountId: number, cents: number): void {
  assertRowAvailable(db, account(db, accountId), cents);
}

function assertRowAvailable(db: Db, row: AccountRow, cents: number): void {
  const available = row.balance - heldCents(db, row.id);
  if (available < cents) {
    throw new InsufficientFunds(
      available,
      `Insufficient funds: the available balance of ${accountLabel(row)} is ${displayUsd(available)}`,
    );
  }
}

/**
 * Sets amount + fee aside on the source account; checks the available balance first.
 * @param now business time (the bank's clock): when the hold was placed
 */
export function placeHold(db: Db, t: TransferRow, now: Date): void {
  assertAvailable(db, t.fromAccountId, t.amount + t.fees);
  placeLedgerHold(db, {
    accountId: t.fromAccountId,
    owner: { transferId: t.id },
    amount: t.amount + t.fees,
    at: now,
  });
}

/** LOCAL and WIRE transfers count towards the limits while PENDING or COMPLETED. */
const countsTowardsLimits = (t: TransferRow, status: TransferStatus) =>
  t.transferType !== 'INTERNAL' && status !== 'FAILED';

/**
 * Records a new transfer in its customer's outgoing day total (a LOCAL or WIRE transfer that
 * is PENDING or COMPLETED; anything else changes nothing). Call in the creating transaction.
 */
export function countOutgoing(db: Db, t: TransferRow): void {
  if (countsTowardsLimits(t, t.status)) addToOutgoing(db, t.userId, t.createdAt, t.amount);
}

/** The journal lines that settle `t`; `sign` -1 gives the reversal. */
function settlementLines(
  db: Db,
  t: TransferRow,
  sign: 1 | -1,
  find: FindAccount = finder(db),
): PostingLine[] {
  const reference = `TRF-${t.id}`;
  const prefix = sign === 1 ? '' : 'Reversal: ';
  const note = t.description ? ` - ${t.description}` : '';
  const kind =
    t.transferType === 'INTERNAL'
      ? 'Transfer'
      : t.transferType === 'LOCAL'
        ? 'Local transfer'
        : 'Wire transfer';
  const from = find(t.fromAccountId);
  const lines: PostingLine[] = [
    {
      accountId: t.fromAccountId,
      amount: -sign * (t.amount + t.fees),
      description: `${prefix}${kind} to ${counterpartName(db, t, find)}${note}`,
      category: 'TRANSFER',
      reference,
    },
  ];
  if (t.toAccountId) {
    lines.push({
      accountId: t.toAccountId,
      amount: sign * t.amount,
      description:
        t.transferType === 'INTERNAL'
          ? `${prefix}Transfer from ${accountLabel(from)}${note}`
          : `${prefix}${kind} from ${payerName(db, t.userId)}${note}`,
      category: 'TRANSFER',
      reference,
    });
  } else {
    lines.push({ ledger: 'EXTERNAL_CLEARING', amount: sign * t.amount });
  }
  if (t.fees > 0) lines.push({ ledger: 'FEES', amount: sign * t.fees });
  return lines;
}

/** @param now business time (the bank's clock): the entry's posting and statement date */
function post(
  db: Db,
  t: TransferRow,
  sign: 1 | -1,
  actorId: number | null,
  now: Date,
  find: FindAccount = finder(db),
): void {
  postJournal(db, {
    kind: sign === 1 ? 'TRANSFER_SETTLEMENT' : 'TRANSFER_REVERSAL',
    description: `${sign === 1 ? 'Settlement' : 'Reversal'} of transfer TRF-${t.id}`,
    transferId: t.id,
    createdBy: actorId,
    at: now,
    lines: settlementLines(db, t, sign, find),
  });
}

/**
 * Posts a transfer that has no hold (INTERNAL at creation, FAILED → COMPLETED).
 * @param known account rows the caller read earlier in this same transaction (so still
 *   current), to spare reading them again; any other account is read from the database
 * @throws UNPROCESSABLE_CONTENT when the source's available balance does not cover it
 * @param now business time (the bank's clock): the posting and statement date
 */
export function settleNow(
  db: Db,
  t: TransferRow,
  actorId: number | null,
  now: Date,
  known: readonly AccountRow[] = [],
): void {
  const find = finder(db, known);
  assertRowAvailable(db, find(t.fromAccountId), t.amount + t.fees);
  post(db, t, 1, actorId, now, find);
}

/**
 * Moves a transfer to `next`, doing what the ledger needs for that change. Call inside
 * `atomically`. Setting the current status again changes nothing.
 * @returns the updated transfer row
 * @throws UNPROCESSABLE_CONTENT when the change needs money that is not available (re-holding
 *   or settling a FAILED transfer, reversing an INTERNAL transfer the destination has spent)
 * @param now business time (the bank's clock): the date of any posting, hold change and completion
 */
export function changeTransferStatus(
  db: Db,
  t: TransferRow,
  next: TransferStatus,
  actorId: number | null,
  now: Date,
): TransferRow {
  if (t.status === next) return t;
  const wasPosted = t.status === 'COMPLETED';
  if (t.status === 'PENDING') {
    endHolds(db, { transferId: t.id }, next === 'COMPLETED' ? 'CAPTURED' : 'RELEASED', now);
  }
  if (wasPosted) {
    // The money goes back before anything else; for INTERNAL the destination must still have it.
    if (t.toAccountId) assertAvailable(db, t.toAccountId, t.amount);
    post(db, t, -1, actorId, now);
  }
  if (next === 'COMPLETED') {
    if (t.status === 'PENDING') post(db, t, 1, actorId, now);
    else settleNow(db, t, actorId, now);
  }
  if (next === 'PENDING') placeHold(db, t, now);
  const before = countsTowardsLimits(t, t.status);
  if (before !== countsTowardsLimits(t, next)) {
    addToOutgoing(db, t.userId, t.createdAt, before ? -t.amount : t.amount);
  }
  const after = db
    .update(transfers)
    .set({
      status: next,
      completedAt: next === 'COMPLETED' ? now : null,
      // A return code explains a FAILED transfer only; the caller sets one after this.
      returnCode: null,
      // Settled by hand or by the scheduler: nothing is due any more. Put back to PENDING by
      // an admin, it waits for an admin again.
      settleAt: null,
    })
    .where(eq(transfers.id, t.id))
    .returning()
    .get()!;
  noteTransfer(db, after);
  return after;
}
