/** Cryptocurrency at sample prices. */
import { z } from 'zod';
import { listOrders, markets, placeOrder, portfolio } from '../../services/crypto/crypto';
import {
  CryptoHoldingSchema,
  CryptoMarketSchema,
  CryptoOrderInputSchema,
  CryptoOrderSchema,
  idParam,
} from '../../shared/wire';
import {
  assertSelfOrAdmin,
  customerProcedure,
  moneyProcedure,
  publicProcedure,
  router,
} from '../init';

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

  /** GET /api/crypto/orders → the session user's orders (Transaction History). */
  orders: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/crypto/orders',
        tags: ['crypto'],
        summary: 'My crypto orders',
      },
    })
    .input(z.void())
    .output(z.array(CryptoOrderSchema))
    .query(({ ctx }) => listOrders(ctx.db, ctx.user.id)),

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
      ctx.moveMoney(input, () => placeOrder(ctx.db, ctx.user.id, input)),
    ),
});
