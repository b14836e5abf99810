/** Transfers (GET /api/transfers/{userId}, POST /api/transfers). */
import { z } from 'zod';
import { forbidden } from '../../domain/errors';
import { createTransfer } from '../../services/transfers/create';
import { feeScheduleFromEnv } from '../../services/transfers/fees';
import { remainingLimits } from '../../services/transfers/limits';
import { listTransfers } from '../../services/transfers/list';
import { wireAmount } from '../../shared/amount';
import { formatCents } from '../../shared/money';
import {
  CreateTransferInputSchema,
  idParam,
  TransferSchema,
  TransferTypeSchema,
} from '../../shared/wire';
import { assertSelfOrAdmin, customerProcedure, moneyProcedure, router } from '../init';
import { syncParsed } from '../sync-parse';

export const transfersRouter = router({
  /** GET /api/transfers/{userId}?type= → transfers, newest first; 404 unless self or admin. */
  byUser: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/transfers/{userId}',
        tags: ['transfers'],
        summary: "A user's transfers",
      },
    })
    .input(z.object({ userId: idParam, type: TransferTypeSchema.optional() }))
    .output(z.array(TransferSchema))
    .query(({ ctx, input }) => {
      assertSelfOrAdmin(ctx.user, input.userId);
      return listTransfers(ctx.db, input.userId, input.type);
    }),

  /** GET /api/transfer-limits → what the session user may still send today and this month. */
  limits: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/transfer-limits',
        tags: ['transfers'],
        summary: 'Remaining transfer limits',
      },
    })
    .input(z.void())
    .output(z.object({ dailyRemaining: wireAmount, monthlyRemaining: wireAmount }))
    .query(({ ctx }) => {
      const { day, month } = remainingLimits(ctx.db, ctx.user.id);
      return { dailyRemaining: formatCents(day), monthlyRemaining: formatCents(month) };
    }),

  /**
   * POST /api/transfers → the created transfer. INTERNAL completes at once; LOCAL and WIRE
   * need a PIN verified in this session within 5 minutes and start PENDING with a hold.
   * Honours an Idempotency-Key header. 400 bad input; 403 no step-up or another user's id;
   * 404 another's account or beneficiary; 409 key reused for another request; 422 funds or
   * limits. Client `status` and `fees` are ignored.
   */
  create: moneyProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/transfers',
        tags: ['transfers'],
        summary: 'Create a transfer',
        requestHeaders: z.object({
          'Idempotency-Key': z.string().optional().meta({
            description:
              'A fresh random key per submission; a retry with the same key and body returns the first answer',
          }),
        }),
      },
    })
    // The busiest write of the bank: validated by zod's synchronous parser (sync-parse.ts).
    .input(syncParsed(CreateTransferInputSchema.clone()))
    .output(syncParsed(TransferSchema.clone()))
    .mutation(({ ctx, input }) => {
      if (input.userId !== undefined && input.userId !== ctx.user.id) {
        throw forbidden('You can only create transfers for yourself');
      }
      const { status: _status, fees: _fees, userId: _userId, ...request } = input;
      const schedule = feeScheduleFromEnv(ctx.env);
      return ctx.moveMoney(request, () => createTransfer(ctx.db, ctx.session, request, schedule));
    }),
});
