/**
 * Moving the bank's clock forward: the offset grows (never shrinks), the move is audited,
 * then close of business runs for every business day that ended, one day at a time, letting
 * other requests in between days so the admin screen can watch the progress.
 */
import { businessNow, clockOffsetSeconds, closedThrough, setClockOffset } from '../clock/clock';
import type { Db } from '../db/client';
import { atomically } from '../db/transaction';
import { badRequest, conflict } from '../domain/errors';
import { noteClockDay } from '../events/collect';
import { recordAudit } from '../services/audit/record';
import type { AdvanceClockInput } from '../shared/dto/clock';
import { addDays, type CobDaySummary, closeBusinessDay, dueCobDays } from './close-of-business';

const DAY_SECONDS = 86_400;
/** The longest single advance, in days (as `days` allows). */
export const MAX_ADVANCE_DAYS = 366;

/** Per bank, the last day an advance under way will close (absent when none runs). */
const closing = new WeakMap<Db, string>();

/** The clock as the admin screen reads it. */
export interface ClockState {
  now: Date;
  offsetSeconds: number;
  date: string;
  closedThrough: string | null;
  closingThrough: string | null;
}

/** The bank's business time, offset and close-of-business progress. */
export function readClock(db: Db): ClockState {
  const now = businessNow(db);
  return {
    now,
    offsetSeconds: clockOffsetSeconds(db),
    date: now.toISOString().slice(0, 10),
    closedThrough: closedThrough(db),
    closingThrough: closing.get(db) ?? null,
  };
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The clock after an advance, with what close of business did on each day it closed. */
export interface AdvancedClockState extends ClockState {
  days: CobDaySummary[];
}

/**
 * Moves the clock forward by `days`, or to the day `until` (same time of day), audits it as
 * CLOCK_ADVANCED, then closes every business day that ended, in order. After each day
 * commits, a `clock` event with that day's counts goes to the admin `actorId` and every
 * listening admin, so an open clock screen shows the progress as it runs.
 * @throws CONFLICT (409) when `until` is today or in the past: the clock never goes back;
 *   BAD_REQUEST (400) when `until` is more than MAX_ADVANCE_DAYS ahead
 * @returns the clock once every due day is closed, and each day's summary in order
 */
export async function advanceClock(
  db: Db,
  actorId: number,
  input: AdvanceClockInput,
): Promise<AdvancedClockState> {
  const before = readClock(db);
  const days = input.until !== undefined ? daysBetween(before.date, input.until) : input.days!;
  if (days < 1) throw conflict('The bank’s clock never goes back: pick a day after today');
  // Each day passed is a close of business: a far-off `until` would hold the bank for hours.
  if (days > MAX_ADVANCE_DAYS) {
    throw badRequest(`Advance at most ${MAX_ADVANCE_DAYS} days at once: pick a day within a year`);
  }
  // A bank that never closed a day counts from yesterday, before the clock moves.
  dueCobDays(db, before.now);
  atomically(db, () => {
    const offsetSeconds = setClockOffset(db, before.offsetSeconds + days * DAY_SECONDS);
    recordAudit(db, {
      actorId,
      action: 'CLOCK_ADVANCED',
      targetType: 'clock',
      targetId: null,
      before: { date: before.date, offsetSeconds: before.offsetSeconds },
      after: { date: addDays(before.date, days), offsetSeconds, days },
      at: before.now,
    });
  });
  const due = dueCobDays(db, businessNow(db));
  const closingThrough = due.at(-1);
  if (closingThrough) closing.set(db, closingThrough);
  const closed: CobDaySummary[] = [];
  try {
    for (const [index, day] of due.entries()) {
      const summary = closeBusinessDay(db, day);
      closed.push(summary);
      noteClockDay(db, actorId, {
        ...summary,
        done: index + 1,
        total: due.length,
        closingThrough: closingThrough!,
      });
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    closing.delete(db);
  }
  return { ...readClock(db), days: closed };
}
