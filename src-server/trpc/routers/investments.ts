/** Investments (GET /api/investments/{userId}). */
import { z } from 'zod';
import { listInvestments } from '../../services/investments/list';
import { InvestmentSchema, idParam } from '../../shared/dto';
import { assertSelfOrAdmin, customerProcedure, router } from '../init';

/** A user's investment positions (GET /api/investments/{userId}). */
export const investmentsRouter = router({
  /** GET /api/investments/{userId} → positions; 404 unless self or admin. */
  byUser: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/investments/{userId}',
        tags: ['investments'],
        summary: "A user's investments",
      },
    })
    .input(z.object({ userId: idParam }))
    .output(z.array(InvestmentSchema))
    .query(({ ctx, input }) => {
      assertSelfOrAdmin(ctx.user, input.userId);
      return listInvestments(ctx.db, input.userId);
    }),
});
