/** Cryptocurrency at sample prices. */
import { z } from 'zod';
import { listOrders, markets, placeOrder, portfolio } from '../../services/crypto/crypto';
import {
  CryptoHoldingSchema,
  CryptoMarketSchema,
  CryptoOrderInputSchema,
  CryptoOrderSchema,
  idParam,
} from '../../shared/dto';
import {
  assertSelfOrAdmin,
  customerProcedure,
  moneyProcedure,
  publicProcedure,
  router,
} from '../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../paging';

/**
 * Crypto at sample prices: markets (GET /api/crypto/markets), a user's portfolio
 * (/api/crypto/portfolio/{userId}), orders listed and placed (/api/crypto/orders).
 */
export const cryptoRouter = router({
  /** GET /api/crypto/markets → the static sample market. */
  markets: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/crypto/markets',
        tags: ['crypto'],
        summary: 'Sample crypto prices',
      },
    })
    .input(z.void())
    .output(z.array(CryptoMarketSchema))
    .query(() => markets()),

  /** GET /api/crypto/portfolio/{userId} → holdings valued at sample prices; 404 unless self or admin. */
  portfolio: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/crypto/portfolio/{userId}',
        tags: ['crypto'],
        summary: "A user's crypto holdings",
      },
    })
    .input(z.object({ userId: idParam }))
    .output(z.array(CryptoHoldingSchema))
    .query(({ ctx, input }) => {
      assertSelfOrAdmin(ctx.user, input.userId);
      return portfolio(ctx.db, input.userId);
    }),

  /**
   * GET /api/crypto/orders?limit=&cursor=&offset= → a page of the session user's orders, newest first (Transaction History) (default 50 rows, at most 100), with
   * X-Total-Count and `Link` to the next page.
   */
  orders: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/crypto/orders',
        tags: ['crypto'],
        summary: 'My crypto orders',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(PageInput.prefault({}))
    .output(z.array(CryptoOrderSchema))
    .query(({ ctx, input }) => withPage(ctx, listOrders(ctx.db, ctx.user.id, input))),

  /** The crypto Transaction History's read (tRPC only): {items, nextCursor, total}. */
  ordersPage: customerProcedure
    .input(PageInput.prefault({}))
    .output(pageOutput(CryptoOrderSchema))
    .query(({ ctx, input }) => listOrders(ctx.db, ctx.user.id, input)),

  /**
   * POST /api/crypto/orders {side, cryptoId, amount, accountId} → the order. BUY amount is
   * USD, SELL amount is units. 400 bad amount; 404 coin or account; 422 funds or holdings.
   */
  placeOrder: moneyProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/crypto/orders',
        tags: ['crypto'],
        summary: 'Buy or sell crypto',
      },
    })
    .input(CryptoOrderInputSchema)
    .output(CryptoOrderSchema)
    .mutation(({ ctx, input }) =>
      ctx.moveMoney(input, () => placeOrder(ctx.db, ctx.user.id, input, ctx.now)),
    ),
});
