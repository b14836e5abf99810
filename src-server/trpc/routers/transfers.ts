/** Transfers (GET /api/transfers/{userId}, POST /api/transfers). */
import { z } from 'zod';
import { PLAIN_OK_MARK } from '../../defects/marks';
import { defectOn } from '../../defects/switches';
import { forbidden } from '../../domain/errors';
import { createTransferBatch, resultsIn } from '../../services/transfers/batch';
import { cancelScheduledTransfer } from '../../services/transfers/cancel';
import { createTransfer } from '../../services/transfers/create';
import { feeScheduleFromEnv } from '../../services/transfers/fees';
import { remainingLimits } from '../../services/transfers/limits';
import { listTransfers } from '../../services/transfers/list';
import { decimalAmount } from '../../shared/amount';
import {
  BatchTransferInputSchema,
  BatchTransferOutputSchema,
  CreateTransferInputSchema,
  idempotencyKeyHeader,
  idParam,
  TransferSchema,
  TransferTypeSchema,
} from '../../shared/dto';
import { formatCents } from '../../shared/money';
import { assertSelfOrAdmin, customerProcedure, moneyProcedure, router } from '../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../paging';
import { syncParsed } from '../sync-parse';

const TransfersInput = PageInput.extend({ type: TransferTypeSchema.optional() });

/**
 * Transfers: a user's list (GET /api/transfers/{userId}), the limits left (/api/transfer-limits),
 * create (POST /api/transfers), cancel a scheduled one, and a batch (/api/transfers/batch).
 */
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
      // Planted defect: the ownership check is skipped.
      if (!defectOn(ctx, 'transfers-other-customer-readable')) {
        assertSelfOrAdmin(ctx.user, input.userId);
      }
      // Planted defect: the type filter is ignored.
      const query = defectOn(ctx, 'transfers-type-filter-ignored')
        ? { ...input, type: undefined }
        : input;
      const page = listTransfers(ctx.db, input.userId, query, ctx.language);
      // Planted defect: the list comes oldest first within the page.
      const items = withPage(
        ctx,
        defectOn(ctx, 'transfers-oldest-first')
          ? { ...page, items: [...page.items].reverse() }
          : page,
      );
      // Planted defect: the Link header to the next page is missing.
      if (defectOn(ctx, 'transfers-link-header-missing')) ctx.resHeaders.delete('Link');
      return items;
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
      return listTransfers(ctx.db, userId, input, ctx.language);
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
    .output(z.object({ dailyRemaining: decimalAmount, monthlyRemaining: decimalAmount }))
    .query(async ({ ctx }) => {
      // Planted defect: a slow read.
      if (defectOn(ctx, 'transfer-limits-slow')) await new Promise((r) => setTimeout(r, 600));
      const { day, month } = remainingLimits(ctx.db, ctx.user.id, ctx.now);
      // Planted defect: the daily figure names what remains this month.
      const daily = defectOn(ctx, 'transfer-limits-swapped') ? month : day;
      return { dailyRemaining: formatCents(daily), monthlyRemaining: formatCents(month) };
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
          'Idempotency-Key': idempotencyKeyHeader('submission'),
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
      const work = () =>
        createTransfer(ctx.db, ctx.session, request, schedule, ctx.brand, { at: ctx.now });
      // Planted defect: answers 200 where 201 is documented (the REST adapter reads the mark).
      if (defectOn(ctx, 'transfer-created-200')) ctx.resHeaders.set(PLAIN_OK_MARK, '1');
      // Planted defect: the Idempotency-Key is not honoured, so every retry is a new transfer
      // (each one a whole, balanced transfer of its own).
      if (defectOn(ctx, 'transfer-idempotency-ignored')) return ctx.ledger.run(work);
      return ctx.moveMoney(request, work);
    }),

  /**
   * POST /api/transfers/{id}/cancel → the transfer, CANCELLED. Only the customer's own
   * SCHEDULED transfer, before close of business runs it; it moved no money, so none moves.
   * 404 another's or no such transfer; 409 a transfer that is not SCHEDULED.
   */
  cancel: customerProcedure
    .meta({
      tokenScope: 'transfer',
      openapi: {
        method: 'POST',
        path: '/transfers/{id}/cancel',
        tags: ['transfers'],
        summary: 'Cancel a scheduled transfer',
        description:
          "Takes back a transfer dated for a later day (SCHEDULED, from a send-on date or a payments file's execution date) before close of business runs it: its status becomes CANCELLED and it never moves money. 404 for another customer's transfer; 409 for one that is not SCHEDULED (it has run, failed, or was cancelled already).",
      },
    })
    .input(z.object({ id: idParam }))
    .output(TransferSchema)
    .mutation(({ ctx, input }) =>
      ctx.ledger.run(() => cancelScheduledTransfer(ctx.db, ctx.user.id, input.id, ctx.now)),
    ),

  /**
   * POST /api/transfers/batch {items: [...]} → {results: [...]}: up to 1,000 transfers (a
   * payroll run) under one Idempotency-Key, committed together. Each item is created or
   * refused on its own: one item's insufficient funds or missing step-up is reported in its
   * result ({index, status: 'error', error: {code, message}}) and the others still run, in
   * order. 400 when the body itself is invalid (nothing runs); 409 key reused for another
   * batch.
   */
  batch: moneyProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/transfers/batch',
        tags: ['transfers'],
        summary: 'Create many transfers at once',
        description:
          'Bulk payments: up to 1,000 transfers in one request, each created or refused on its own. Results come back in the order of the items. Send an Idempotency-Key: a retry with the same key and body returns the first answer and moves no money twice.',
        requestHeaders: z.object({
          'Idempotency-Key': idempotencyKeyHeader('batch'),
        }),
      },
    })
    .input(syncParsed(BatchTransferInputSchema.clone()))
    .output(syncParsed(BatchTransferOutputSchema.clone()))
    .mutation(async ({ ctx, input }) => {
      const schedule = feeScheduleFromEnv(ctx.env);
      const answer = await ctx.moveMoney(input, () => ({
        results: createTransferBatch(
          ctx.db,
          ctx.session,
          input.items,
          schedule,
          ctx.brand,
          ctx.now,
        ),
      }));
      return resultsIn(answer, ctx.language);
    }),
});
