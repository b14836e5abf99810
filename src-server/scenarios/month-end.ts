/** Lesson "month-end": the bank on the last day of a month, its close of business next. */
import { advanceClock } from '../cob/advance';
import { isMonthEnd } from '../cob/interest';
import { monthRange } from '../cob/statements';
import type { Db } from '../db/client';

/**
 * Moves the bank's clock to the last day of the current business month (closing every day
 * passed on the way), so the next day's advance posts interest and makes statements.
 * Nothing moves when today already is a month's last day.
 * @returns one sentence saying where the clock stands
 */
export async function loadMonthEnd(db: Db, adminId: number, now: Date): Promise<string> {
  const today = now.toISOString().slice(0, 10);
  if (isMonthEnd(today)) {
    return `The bank is already on ${today}, the last day of its month: advance one day to close the month.`;
  }
  const { to } = monthRange(today.slice(0, 7));
  await advanceClock(db, adminId, { until: to });
  return `The bank's clock moved to ${to}, the last day of the month: advance one day to post interest and make the monthly statements.`;
}
