/** Admin: the bank's business clock, which a trainer moves forward to close business days. */
import { z } from 'zod';
import { advanceClock, readClock } from '../../../cob/advance';
import { AdvanceClockInputSchema, AdvancedClockSchema, ClockSchema } from '../../../shared/dto';
import { adminProcedure, router } from '../../init';

const toDto = <T extends ReturnType<typeof readClock>>(state: T) => ({
  ...state,
  now: state.now.toISOString(),
});

/** The business clock for admins: read it (GET /api/admin/clock), move it forward (/advance). */
export const adminClockRouter = router({
  /** GET /api/admin/clock → {now, offsetSeconds, date, closedThrough, closingThrough}. */
  get: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/clock',
        tags: ['admin'],
        summary: 'The bank’s business clock',
        description:
          'Business time (real time plus the offset a trainer moved it by), the business day, the last day whose close of business completed and, while an advance runs, the last day it will close.',
      },
    })
    .input(z.void())
    .output(ClockSchema)
    .query(({ ctx }) => toDto(readClock(ctx.db))),

  /**
   * POST /api/admin/clock/advance {days} or {until} → the clock after every business day
   * passed was closed, with `days`: each day closed and what each step did (counts). A
   * `clock` event goes to the admins' streams after each day. 409 when `until` is not after
   * today. Audited.
   */
  advance: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/clock/advance',
        tags: ['admin'],
        summary: 'Move the business clock forward',
        description:
          'Moves business time forward by `days` (1 to 366) or to the day `until` (same time of day), then runs close of business for every business day passed, in order: settlements and check holds due that day, scheduled transfers and standing orders due, bills on autopay, loan instalments (a missed one turns LATE with a late fee; three make the loan DEFAULTED, the last paid makes it PAID_OFF), interest accrual on savings and, at a month end, interest posting and monthly statements. ' +
          'The answer lists each day closed with what each step did (`days[].steps`: transfers settled and check holds released, scheduled transfers and standing orders run, bills paid, instalments collected, accounts accrued and paid interest, statements made); admins listening on the event stream get the same as a `clock` event after each day. ' +
          'The clock never goes back: `until` today or earlier is 409. Security times (sessions, tokens, throttles) keep the real clock.',
      },
    })
    .input(AdvanceClockInputSchema)
    .output(AdvancedClockSchema)
    .mutation(async ({ ctx, input }) => toDto(await advanceClock(ctx.db, ctx.user.id, input))),
});
