/**
 * The transfer row insert, prepared once per connection: it is on every transfer's hot path
 *, and building Drizzle's insert with `returning()` each time cost
 * more than running it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { transfers } from '../../db/schema';
import { noteTransfer } from '../../events/collect';
import type { TransferRow } from './dto';

/** The columns a new transfer is created with; the rest take their defaults. */
export interface NewTransfer {
  userId: number;
  fromAccountId: number;
  toAccountId: number | null;
  beneficiaryId: number | null;
  /** Cents, > 0. */
  amount: number;
  transferType: TransferRow['transferType'];
  description: string | null;
  status: TransferRow['status'];
  /** Cents, ≥ 0. */
  fees: number;
  completedAt: Date | null;
  createdAt: Date;
  /** When the settlement scheduler settles it (business time); absent or null: never by itself. */
  settleAt?: Date | null;
}

/**
 * Inserts one transfer inside the caller's transaction.
 * @returns the stored row
 * @throws the database's error when a check fails (amount > 0) or an account id is unknown
 */
export function insertTransfer(db: Db, row: NewTransfer): TransferRow {
  const p = sql.placeholder;
  const stored = prepared(db, 'transfers.insert', (d) =>
    d
      .insert(transfers)
      .values({
        userId: p('userId'),
        fromAccountId: p('fromAccountId'),
        toAccountId: p('toAccountId'),
        beneficiaryId: p('beneficiaryId'),
        amount: p('amount'),
        transferType: p('transferType'),
        description: p('description'),
        status: p('status'),
        fees: p('fees'),
        // Raw placeholder: the column's own mapping would call getTime() on a null.
        completedAt: sql`${p('completedAt')}`,
        createdAt: p('createdAt'),
        settleAt: sql`${p('settleAt')}`,
      })
      .returning()
      .prepare(),
  ).get({
    ...row,
    completedAt: row.completedAt?.getTime() ?? null,
    settleAt: row.settleAt?.getTime() ?? null,
  })!;
  noteTransfer(db, stored);
  return stored;
}

/**
 * A new transfer, or, with `scheduledTransferId`, the stored SCHEDULED transfer turned into
 * it (same id; status, fees, destination, settlement time and times from `row`; createdAt
 * becomes the run's time, so the day's limits count it on the day it ran).
 * @throws Error when that transfer is not SCHEDULED any more (a defect: runs are exclusive)
 */
export function placeTransfer(
  db: Db,
  scheduledTransferId: number | undefined,
  row: NewTransfer,
): TransferRow {
  if (scheduledTransferId === undefined) return insertTransfer(db, row);
  const stored = db
    .update(transfers)
    .set({
      toAccountId: row.toAccountId,
      status: row.status,
      fees: row.fees,
      completedAt: row.completedAt,
      createdAt: row.createdAt,
      settleAt: row.settleAt ?? null,
    })
    .where(and(eq(transfers.id, scheduledTransferId), eq(transfers.status, 'SCHEDULED')))
    .returning()
    .get();
  if (!stored) throw new Error(`Transfer ${scheduledTransferId} is not SCHEDULED`);
  noteTransfer(db, stored);
  return stored;
}
