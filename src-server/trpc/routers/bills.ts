/** Bill Pay: bills listed, added and paid. */
import { z } from 'zod';
import { defectOn } from '../../defects/switches';
import { forbidden } from '../../domain/errors';
import { createBill, listBills, payBill, setBillAutopay } from '../../services/bills/bills';
import {
  BillAutopayInputSchema,
  BillSchema,
  CreateBillInputSchema,
  idParam,
} from '../../shared/dto';
import { assertSelfOrAdmin, customerProcedure, moneyProcedure, router } from '../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../paging';

/** Bill Pay: list, add, pay and set autopay (/api/bills, /api/bills/{id}/status, /autopay). */
export const billsRouter = router({
  /**
   * GET /api/bills/{userId}?limit=&cursor=&offset= → a page of bills by due date, soonest first (default 50 rows, at most 100), with
   * X-Total-Count and `Link` to the next page; 404 unless self or admin.
   */
  byUser: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/bills/{userId}',
        tags: ['bills'],
        summary: "A user's bills",
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(PageInput.extend({ userId: idParam }))
    .output(z.array(BillSchema))
    .query(({ ctx, input }) => {
      // Planted defect: the ownership check is skipped.
      if (!defectOn(ctx, 'bills-other-customer-readable'))
        assertSelfOrAdmin(ctx.user, input.userId);
      return withPage(ctx, listBills(ctx.db, input.userId, input, ctx.now));
    }),

  /** The bills screen's read (tRPC only): {items, nextCursor, total}; `userId` defaults to the session user. */
  page: customerProcedure
    .input(PageInput.extend({ userId: idParam.optional() }))
    .output(pageOutput(BillSchema))
    .query(({ ctx, input }) => {
      const userId = input.userId ?? ctx.user.id;
      assertSelfOrAdmin(ctx.user, userId);
      return listBills(ctx.db, userId, input, ctx.now);
    }),

  /** POST /api/bills → the PENDING bill. 400 without a due date ('Please select a due date'). */
  create: customerProcedure
    .meta({
      successStatus: 201,
      openapi: { method: 'POST', path: '/bills', tags: ['bills'], summary: 'Add a bill' },
    })
    .input(CreateBillInputSchema)
    .output(BillSchema)
    .mutation(({ ctx, input }) => {
      const { userId, status: _status, ...values } = input;
      if (userId !== undefined && userId !== ctx.user.id)
        throw forbidden('You can only add bills for yourself');
      return createBill(ctx.db, ctx.user.id, values, ctx.now);
    }),

  /**
   * PATCH /api/bills/{id}/status {status: 'PAID', fromAccountId?} → the PAID bill.
   * 404 another's bill or account; 409 already paid; 422 insufficient funds.
   */
  pay: moneyProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/bills/{id}/status',
        tags: ['bills'],
        summary: 'Pay a bill',
      },
    })
    .input(
      z.object({
        id: idParam,
        status: z.literal('PAID', { error: "Status must be 'PAID'" }),
        fromAccountId: idParam.optional().nullable(),
      }),
    )
    .output(BillSchema)
    .mutation(({ ctx, input }) =>
      ctx.moveMoney(input, () =>
        payBill(ctx.db, ctx.user.id, input.id, input.fromAccountId, ctx.now),
      ),
    ),

  /**
   * PATCH /api/bills/{id}/autopay {autopay} → the bill. Turning autopay on needs a recurring PENDING bill;
   * 404 another's bill; 409 already paid; 422 not recurring.
   */
  setAutopay: customerProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/bills/{id}/autopay',
        tags: ['bills'],
        summary: 'Turn autopay on or off',
        description:
          "With autopay on, close of business pays the bill on its due date (bank's business day) from the first checking account, and the next period's bill keeps autopay. Short of funds the bill stays PENDING (Overdue) and is tried again each business day. Only a recurring PENDING bill can be put on autopay (422 otherwise; 409 when already paid). Another customer's bill answers 404.",
      },
    })
    .input(BillAutopayInputSchema)
    .output(BillSchema)
    .mutation(({ ctx, input }) =>
      setBillAutopay(ctx.db, ctx.user.id, input.id, input.autopay, ctx.now),
    ),
});
