/**
 * Close of business step `standingOrders`: each ACTIVE order due by the day makes its
 * transfer through the normal creation path (ledger, funds, limits, on-us), exactly once per
 * due date. The run row (unique per order and due date: the run's idempotency key), the
 * transfer and the order's advance (runs done, last and next run date, ENDED after the end
 * date or the count) commit in one savepoint, so an interrupted close and its re-run never
 * pay a period twice. A run refused by a rule (funds, a limit) is recorded FAILED, the
 * customer is notified, and the order goes on next period. A run whose account or payee is
 * gone (NOT_FOUND: a closed account, a payee deleted in a bank file from before payees kept
 * their orders) would fail every period: the order is PAUSED instead, and the customer told.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { standingOrderRuns, standingOrders } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { DomainError } from '../../domain/errors';
import { loadEnv } from '../../env';
import { displayUsd } from '../../shared/money';
import { notify } from '../notifications/notify';
import { createTransfer } from '../transfers/create';
import { type FeeSchedule, feeScheduleFromEnv } from '../transfers/fees';
import { nextDueDate, type StandingOrderRow } from './manage';

const BATCH = 200;

/**
 * Runs every ACTIVE standing order whose next run date is `date` ('YYYY-MM-DD') or earlier,
 * at the end of that business day, oldest due first, until none is due.
 * @throws what is not a domain error (a defect), which rolls the whole day back
 */
export function runStandingOrders(db: Db, date: string): void {
  const at = new Date(`${date}T23:59:59.999Z`);
  const schedule = feeScheduleFromEnv(loadEnv());
  for (;;) {
    const due = db
      .select()
      .from(standingOrders)
      .where(and(eq(standingOrders.status, 'ACTIVE'), lte(standingOrders.nextRunDate, date)))
      .orderBy(asc(standingOrders.nextRunDate), asc(standingOrders.id))
      .limit(BATCH)
      .all();
    if (due.length === 0) break;
    for (const order of due) runOnce(db, order, at, schedule);
  }
}

/**
 * One due date of one order, in one savepoint: the transfer (unless a run row for this date
 * already exists), the run row, and the order moved to its next due date or ENDED.
 */
function runOnce(db: Db, order: StandingOrderRow, at: Date, schedule: FeeSchedule): void {
  const dueDate = order.nextRunDate!;
  atomically(db, () => {
    const done = db
      .select({ id: standingOrderRuns.id })
      .from(standingOrderRuns)
      .where(and(eq(standingOrderRuns.orderId, order.id), eq(standingOrderRuns.dueDate, dueDate)))
      .get();
    let gone = false;
    if (!done) {
      let transferId: number | null = null;
      let reason: string | null = null;
      try {
        transferId = createTransfer(
          db,
          { userId: order.userId, stepUpTakenAtCreation: true },
          {
            transferType: order.transferType,
            fromAccountId: order.fromAccountId,
            toAccountId: order.toAccountId,
            beneficiaryId: order.beneficiaryId,
            amount: order.amount,
            description: order.description ?? `Standing order SO-${order.id}`,
          },
          schedule,
          undefined,
          { at },
        ).id;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        reason = error.message;
        gone = error.kind === 'NOT_FOUND';
        notify(db, order.userId, {
          type: 'TRANSACTION',
          title: 'Standing order payment failed',
          message: gone
            ? `The ${displayUsd(order.amount)} payment of standing order SO-${order.id} due ${dueDate} was not made (${reason}); the order is paused, as its account or payee is gone: delete it, or set up a new one.`
            : `The ${displayUsd(order.amount)} payment of standing order SO-${order.id} due ${dueDate} was not made (${reason}); it runs again next period.`,
          at,
        });
      }
      db.insert(standingOrderRuns)
        .values({
          orderId: order.id,
          dueDate,
          transferId,
          outcome: reason === null ? 'DONE' : 'FAILED',
          reason,
          createdAt: at,
        })
        .run();
    }
    const runsDone = order.runsDone + 1;
    const next = nextDueDate(order.frequency, order.startDate, dueDate);
    const ended =
      (order.count !== null && runsDone >= order.count) ||
      (order.endDate !== null && next > order.endDate);
    db.update(standingOrders)
      .set({
        runsDone,
        lastRunDate: dueDate,
        nextRunDate: ended ? null : next,
        status: ended ? 'ENDED' : gone ? 'PAUSED' : 'ACTIVE',
      })
      .where(eq(standingOrders.id, order.id))
      .run();
  });
}
