/**
 * Close of business (COB): the work a bank does once per business day after the day ended,
 * in a fixed order. Each day is one ledger transaction holding every step's work and the
 * `cob_runs` row that records the step, so a step never runs twice for a day: after a crash
 * the next run (an advance of the clock, or the scheduler's tick after a start) resumes at
 * the first step not recorded. `bank_clock.closed_through` names the last day all of whose
 * steps completed; the scheduler reads it (cached) every tick.
 */
import { and, eq } from 'drizzle-orm';
import { closedThrough, forgetClosedThrough, setClosedThrough } from '../clock/clock';
import { realNow } from '../clock/real-time';
import type { Db } from '../db/client';
import { cobRuns } from '../db/schema';
import { atomically } from '../db/transaction';
import { payAutopayBills } from '../services/bills/bills';
import { releaseDueCheckHolds } from '../services/deposits/check';
import { collectLoanInstalments } from '../services/loans/schedule';
import { runStandingOrders } from '../services/standing-orders/run';
import { runScheduledTransfers } from '../services/transfers/run-scheduled';
import { settleDueTransfers } from '../services/transfers/settle-due';
import { accrueInterest, endOfDay, postInterest } from './interest';
import { makeMonthlyStatements } from './statements';

/** One step of close of business: does its work for the business day `date` ('YYYY-MM-DD'). */
export interface CobStep {
  /** Stable name, recorded in `cob_runs` (never rename a step that has run). */
  name: string;
  run: (db: Db, date: string) => void;
}

/** Settles transfers and releases check holds due by the end of `date`, all of them. */
function settleThroughDay(db: Db, date: string): void {
  const end = endOfDay(date);
  for (;;) {
    const { completed, failed } = settleDueTransfers(db, end);
    if (completed + failed < 200) break;
  }
  while (releaseDueCheckHolds(db, end) >= 200) {
    // every due hold, 200 at a time
  }
}

/** The steps of every business day, in the order they run. */
export const COB_STEPS: readonly CobStep[] = [
  { name: 'settlements', run: settleThroughDay },
  { name: 'scheduledTransfers', run: runScheduledTransfers },
  { name: 'standingOrders', run: runStandingOrders },
  { name: 'billsAutopay', run: payAutopayBills },
  { name: 'loanInstalments', run: collectLoanInstalments },
  { name: 'interestAccrual', run: accrueInterest },
  { name: 'interestPosting', run: postInterest },
  { name: 'monthlyStatements', run: makeMonthlyStatements },
];

/** 'YYYY-MM-DD' of `date` moved by `days`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Runs every step of close of business for `date` not yet recorded, in order: the day is one
 * transaction (one commit per day) holding each step's work and its `cob_runs` row; the day
 * also moves `closed_through`. A step that throws rolls the day back, so the
 * next run starts the day again from its first step not recorded.
 * @returns how many steps ran now (0 when the day was already closed)
 */
export function runCloseOfBusiness(db: Db, date: string, steps = COB_STEPS): number {
  let ran = 0;
  try {
    atomically(db, () => {
      // No savepoint per step: a step that throws rolls the whole day back anyway, and
      // SQLite makes every statement inside a savepoint dearer the more it changed (a month
      // end posting interest for 5,000 accounts took 65 s in one, about 1 s without).
      for (const step of steps) {
        const done = db
          .select({ id: cobRuns.id })
          .from(cobRuns)
          .where(and(eq(cobRuns.date, date), eq(cobRuns.step, step.name)))
          .get();
        if (done) continue;
        step.run(db, date);
        db.insert(cobRuns).values({ date, step: step.name, completedAt: realNow() }).run();
        ran++;
      }
      if ((closedThrough(db) ?? '') < date) setClosedThrough(db, date);
    });
  } finally {
    forgetClosedThrough(db);
  }
  return ran;
}

/**
 * The business days whose close of business is due at `now`: from the day after
 * `closed_through` to yesterday (business time). A bank that never closed a day starts
 * counting from yesterday, which it records as closed.
 */
export function dueCobDays(db: Db, now: Date): string[] {
  const yesterday = addDays(now.toISOString().slice(0, 10), -1);
  const last = closedThrough(db);
  if (last === null) {
    atomically(db, () => setClosedThrough(db, yesterday));
    forgetClosedThrough(db);
    return [];
  }
  const days: string[] = [];
  for (let d = addDays(last, 1); d <= yesterday; d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * Closes every business day that ended and is not closed yet, in order (the scheduler's
 * tick calls it: a cached date comparison when nothing is due).
 * @returns the days closed
 * @param now business time (the bank's clock) of the run: days that ended before its day are closed
 */
export function runDueCloseOfBusiness(db: Db, now: Date): string[] {
  const days = dueCobDays(db, now);
  for (const day of days) runCloseOfBusiness(db, day);
  return days;
}
