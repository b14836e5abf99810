/** Standing orders (GET/POST /api/standing-orders, PATCH/DELETE /api/standing-orders/{id}). */
import { z } from 'zod';
import {
  createStandingOrder,
  deleteStandingOrder,
  listStandingOrders,
  setStandingOrderStatus,
} from '../../services/standing-orders/manage';
import {
  CreateStandingOrderInputSchema,
  idParam,
  StandingOrderSchema,
  UpdateStandingOrderInputSchema,
} from '../../shared/dto';
import { customerProcedure, router } from '../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../paging';

/** Standing orders: list, create, pause or resume, delete (/api/standing-orders). */
export const standingOrdersRouter = router({
  /**
   * GET /api/standing-orders?limit=&cursor=&offset= → a page of the session customer's
   * standing orders, newest first, with `Link: <…>; rel="next"` when more follow; 400 for a
   * bad parameter.
   */
  list: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/standing-orders',
        tags: ['transfers'],
        summary: 'My standing orders',
        description: `The session customer's weekly and monthly standing orders with their next run date. ${LIST_DESCRIPTION}`,
        responseHeaders: listHeaders,
      },
    })
    .input(PageInput)
    .output(z.array(StandingOrderSchema))
    .query(({ ctx, input }) => withPage(ctx, listStandingOrders(ctx.db, ctx.user.id, input))),

  /** The screen's read (tRPC only): the same list as {items, nextCursor}. */
  page: customerProcedure
    .input(PageInput)
    .output(pageOutput(StandingOrderSchema))
    .query(({ ctx, input }) => listStandingOrders(ctx.db, ctx.user.id, input)),

  /**
   * POST /api/standing-orders → the ACTIVE order (201). Runs first on `startDate` (today or
   * later by the bank's clock), then every week or month (on the start's day, or the month's
   * last day when shorter), until `endDate` or `count` runs. 400 bad input or a past start;
   * 403 LOCAL/WIRE without a PIN verified in the last 5 minutes; 404 another's account or
   * beneficiary.
   */
  create: customerProcedure
    .meta({
      successStatus: 201,
      tokenScope: 'transfer',
      openapi: {
        method: 'POST',
        path: '/standing-orders',
        tags: ['transfers'],
        summary: 'Create a standing order',
        description:
          "The same transfer every week or month, made by close of business on each due date through the normal transfer path (funds, limits, fees). INTERNAL needs `toAccountId`, LOCAL and WIRE a `beneficiaryId` and a PIN verified in the last 5 minutes (the runs do not ask again). A run without funds fails, the customer is notified, and the order continues next period. 400 for a start date before today (bank's clock).",
      },
    })
    .input(CreateStandingOrderInputSchema)
    .output(StandingOrderSchema)
    .mutation(({ ctx, input }) => createStandingOrder(ctx.db, ctx.session, input, ctx.now)),

  /**
   * PATCH /api/standing-orders/{id} {status} → the order. PAUSED skips due dates; ACTIVE
   * resumes from the next due date from today on. 404 another's order; 409 an ENDED one.
   */
  update: customerProcedure
    .meta({
      tokenScope: 'transfer',
      openapi: {
        method: 'PATCH',
        path: '/standing-orders/{id}',
        tags: ['transfers'],
        summary: 'Pause or resume a standing order',
        description:
          'Send `{"status": "PAUSED"}` to skip the due dates until resumed, `{"status": "ACTIVE"}` to resume: the next run is the first due date from today on. 404 for another customer\'s order; 409 when it has ended.',
      },
    })
    .input(UpdateStandingOrderInputSchema)
    .output(StandingOrderSchema)
    .mutation(({ ctx, input }) =>
      setStandingOrderStatus(ctx.db, ctx.user.id, input.id, input.status, ctx.now),
    ),

  /** DELETE /api/standing-orders/{id} → {ok}. It never runs again; 404 another's order. */
  delete: customerProcedure
    .meta({
      tokenScope: 'transfer',
      openapi: {
        method: 'DELETE',
        path: '/standing-orders/{id}',
        tags: ['transfers'],
        summary: 'Delete a standing order',
        description:
          "Stops the order for good; the transfers it already made stay. 404 for another customer's order.",
      },
    })
    .input(z.object({ id: idParam }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => {
      deleteStandingOrder(ctx.db, ctx.user.id, input.id, ctx.now);
      return { ok: true as const };
    }),
});
