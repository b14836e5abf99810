/**
 * The in-process scheduler: every tick it runs the work that has fallen due by the bank's
 * business clock: settlements, check-hold releases and close of business for days that ended. What is
 * due is always read from the database, never kept in timers, so stopping the process loses
 * nothing: the first tick after a start catches up.
 */
import { businessNow } from '../clock/clock';
import { runDueCloseOfBusiness } from '../cob/close-of-business';
import type { Db } from '../db/client';
import { releaseDueCheckHolds } from '../services/deposits/check';
import { settleDueTransfers } from '../services/transfers/settle-due';

/** One kind of work that falls due: does what is due by `now` (business time). */
export type DueWork = (db: Db, now: Date) => unknown;

/** The work every tick runs, in this order. */
export const DUE_WORK: readonly DueWork[] = [
  (db, now) => settleDueTransfers(db, now),
  (db, now) => releaseDueCheckHolds(db, now),
  // Closes any business day that ended (real midnight or a trainer's advance); when none
  // did, a comparison with the cached last closed day.
  (db, now) => runDueCloseOfBusiness(db, now),
];

/**
 * Runs every kind of due work once, at the bank's current business time. A failing kind is
 * logged and does not stop the others.
 */
export function runDueWork(db: Db, work: readonly DueWork[] = DUE_WORK): void {
  const now = businessNow(db);
  for (const run of work) {
    try {
      run(db, now);
    } catch (error) {
      console.error('Scheduled work failed:', error);
    }
  }
}

/**
 * Starts ticking every `intervalMs` (default 1 s) for the bank `db`, and runs once at start.
 * @returns a function that stops it
 */
export function startScheduler(db: Db, intervalMs = 1_000): () => void {
  runDueWork(db);
  const timer = setInterval(() => runDueWork(db), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
