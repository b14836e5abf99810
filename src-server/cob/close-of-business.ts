/**
 * Close of business (COB): the work a bank does once per business day after the day ended,
 * in a fixed order. Each day is one ledger transaction holding every step's work and the
 * `cob_runs` row that records the step, so a step never runs twice for a day: after a crash
 * the next run (an advance of the clock, or the scheduler's tick after a start) resumes at
 * the first step not recorded. `bank_clock.closed_through` names the last day all of whose
 * steps completed; the scheduler reads it (cached) every tick.
 */
import { and, count, eq, lte, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { closedThrough, forgetClosedThrough, setClosedThrough } from '../clock/clock';
import { realNow } from '../clock/real-time';
import type { Db } from '../db/client';
import { bills, cobRuns, loanInstalments, standingOrderRuns, transfers } from '../db/schema';
import { atomically } from '../db/transaction';
import { payAutopayBills } from '../services/bills/bills';
import { releaseDueCheckHolds } from '../services/deposits/check';
import { collectLoanInstalments } from '../services/loans/collection';
import { runStandingOrders } from '../services/standing-orders/run';
import { runScheduledTransfers } from '../services/transfers/run-scheduled';
import { settleDueTransfers } from '../services/transfers/settle-due';
import { accrueInterest, endOfDay, postInterest } from './interest';
import { makeMonthlyStatements } from './statements';

/**
 * One step of close of business: does its work for the business day `date` ('YYYY-MM-DD')
 * and says how many things it did (a step that returns no number counts 0).
 */
export interface CobStep {
  /** Stable name, recorded in `cob_runs` (never rename a step that has run). */
  name: string;
  /** Its work for the day; a number it returns is how many things it did. */
  run: (db: Db, date: string) => unknown;
}

/**
 * Settles transfers and releases check holds due by the end of `date`, all of them.
 * @returns transfers settled (COMPLETED or FAILED) plus check holds released
 */
function settleThroughDay(db: Db, date: string): number {
  const end = endOfDay(date);
  let done = 0;
  for (;;) {
    const { completed, failed } = settleDueTransfers(db, end);
    done += completed + failed;
    if (completed + failed < 200) break;
  }
  for (;;) {
    const released = releaseDueCheckHolds(db, end);
    done += released;
    if (released < 200) break;
  }
  return done;
}

/** Rows of `table` matching `where` (every row without one). */
function rowsOf(db: Db, table: SQLiteTable, where?: SQL): number {
  return db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
}

/**
 * Runs `step` and counts its work as the rise (or fall) of a row count it changes.
 * @param measure rows before and after; `fall` counts rows that left the set
 */
function counted(
  measure: (db: Db, date: string) => number,
  step: (db: Db, date: string) => void,
  direction: 'rise' | 'fall',
): (db: Db, date: string) => number {
  return (db, date) => {
    const before = measure(db, date);
    step(db, date);
    const after = measure(db, date);
    return direction === 'rise' ? after - before : before - after;
  };
}

/** The steps of every business day, in the order they run, each counting what it did. */
export const COB_STEPS: readonly CobStep[] = [
  { name: 'settlements', run: settleThroughDay },
  {
    // Every SCHEDULED transfer due by the day runs (sent, or FAILED with its reason).
    name: 'scheduledTransfers',
    run: counted(
      (db, date) =>
        rowsOf(
          db,
          transfers,
          and(eq(transfers.status, 'SCHEDULED'), lte(transfers.scheduledDate, date)),
        ),
      runScheduledTransfers,
      'fall',
    ),
  },
  {
    // One run row (DONE or FAILED) per order and due date.
    name: 'standingOrders',
    run: counted((db) => rowsOf(db, standingOrderRuns), runStandingOrders, 'rise'),
  },
  {
    // Bills paid: due PENDING autopay bills that left PENDING.
    name: 'billsAutopay',
    run: counted(
      (db, date) =>
        rowsOf(
          db,
          bills,
          and(eq(bills.status, 'PENDING'), eq(bills.autopay, true), lte(bills.dueDate, date)),
        ),
      payAutopayBills,
      'fall',
    ),
  },
  {
    // Instalments paid.
    name: 'loanInstalments',
    run: counted(
      (db) => rowsOf(db, loanInstalments, eq(loanInstalments.status, 'PAID')),
      collectLoanInstalments,
      'rise',
    ),
  },
  { name: 'interestAccrual', run: accrueInterest },
  { name: 'interestPosting', run: postInterest },
  { name: 'monthlyStatements', run: makeMonthlyStatements },
];

/** The names of the steps, as each day's summary counts them. */
export type CobStepName =
  | 'settlements'
  | 'scheduledTransfers'
  | 'standingOrders'
  | 'billsAutopay'
  | 'loanInstalments'
  | 'interestAccrual'
  | 'interestPosting'
  | 'monthlyStatements';

/**
 * What close of business did on one business day: per step, how many things it did
 * (settlements: transfers settled and check holds released; scheduledTransfers: scheduled
 * transfers run; standingOrders: standing-order runs; billsAutopay: bills paid;
 * loanInstalments: instalments paid; interestAccrual: savings accounts accrued;
 * interestPosting: accounts paid interest; monthlyStatements: statements made). A step
 * already recorded for the day counts 0.
 */
export interface CobDaySummary {
  date: string;
  steps: Record<CobStepName, number>;
}

/** A summary of `date` with every count at 0. */
function emptySummary(date: string): CobDaySummary {
  return {
    date,
    steps: {
      settlements: 0,
      scheduledTransfers: 0,
      standingOrders: 0,
      billsAutopay: 0,
      loanInstalments: 0,
      interestAccrual: 0,
      interestPosting: 0,
      monthlyStatements: 0,
    },
  };
}

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
  return closeDay(db, date, steps).ran;
}

/**
 * Closes the business day `date` as runCloseOfBusiness does, and says what each step did.
 * @returns the day's summary (counts of the steps that ran now; 0 for those already recorded)
 * @throws what a step throws (the day is rolled back)
 */
export function closeBusinessDay(db: Db, date: string, steps = COB_STEPS): CobDaySummary {
  return closeDay(db, date, steps).summary;
}

/** The work of runCloseOfBusiness and closeBusinessDay: steps ran and the day's summary. */
function closeDay(
  db: Db,
  date: string,
  steps: readonly CobStep[],
): { ran: number; summary: CobDaySummary } {
  let ran = 0;
  const summary = emptySummary(date);
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
        const result = step.run(db, date);
        const did = typeof result === 'number' ? result : 0;
        if (step.name in summary.steps) summary.steps[step.name as CobStepName] += did;
        db.insert(cobRuns).values({ date, step: step.name, completedAt: realNow() }).run();
        ran++;
      }
      if ((closedThrough(db) ?? '') < date) setClosedThrough(db, date);
    });
  } finally {
    forgetClosedThrough(db);
  }
  return { ran, summary };
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
