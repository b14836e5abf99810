/** Transfers (customer-area.md §7, GET /api/transfers/{userId}, POST /api/transfers). */
import { z } from 'zod';
import { badRequest, forbidden } from '../../services/errors';
import { createExternalTransfer } from '../../services/transfers/create-external';
import { createInternalTransfer } from '../../services/transfers/create-internal';
import { feeScheduleFromEnv } from '../../services/transfers/fees';
import { withIdempotency } from '../../services/transfers/idempotency';
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
import { assertSelfOrAdmin, customerProcedure, router } from '../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../paging';
import { syncParsed } from '../sync-parse';

const TransfersInput = PageInput.extend({ type: TransferTypeSchema.optional() });

export const transfersRouter = router({
  /**
   * GET /api/transfers/{userId}?type=&limit=&cursor=&offset= → a page of transfers, newest
   * first (default 50 rows, at most 100), with `Link: <…>; rel="next"` when more follow;
   * 404 unless self or admin; 400 for a bad parameter.
   */
  byUser: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/transfers/{userId}',
        tags: ['transfers'],
        summary: "A user's transfers",
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(TransfersInput.extend({ userId: idParam }))
    .output(z.array(TransferSchema))
    .query(({ ctx, input }) => {
      assertSelfOrAdmin(ctx.user, input.userId);
      return withPage(ctx, listTransfers(ctx.db, input.userId, input));
    }),

  /**
   * The transfer screens' read (tRPC only): the same list as {items, nextCursor} for
   * useInfiniteQuery; `userId` defaults to the session user.
   */
  page: customerProcedure
    .input(TransfersInput.extend({ userId: idParam.optional() }))
    .output(pageOutput(TransferSchema))
    .query(({ ctx, input }) => {
      const userId = input.userId ?? ctx.user.id;
      assertSelfOrAdmin(ctx.user, userId);
      return listTransfers(ctx.db, userId, input);
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
  create: customerProcedure
    .meta({
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
      const schedule = feeScheduleFromEnv(ctx.env);
      const { status: _status, fees: _fees, userId: _userId, ...request } = input;
      return ctx.ledger.run(() =>
        withIdempotency(
          ctx.db,
          { userId: ctx.user.id, key: ctx.idempotencyKey, scope: 'transfers.create', request },
          () => {
            if (input.transferType === 'INTERNAL') {
              if (!input.toAccountId) throw badRequest('Select destination account');
              return createInternalTransfer(
                ctx.db,
                {
                  userId: ctx.user.id,
                  fromAccountId: input.fromAccountId,
                  toAccountId: input.toAccountId,
                  amount: input.amount,
                  description: input.description ?? null,
                },
                schedule,
              );
            }
            if (!input.beneficiaryId) throw badRequest('Select beneficiary');
            return createExternalTransfer(
              ctx.db,
              {
                session: ctx.session,
                transferType: input.transferType,
                fromAccountId: input.fromAccountId,
                beneficiaryId: input.beneficiaryId,
                amount: input.amount,
                description: input.description ?? null,
              },
              schedule,
            );
          },
        ),
      );
    }),
});
