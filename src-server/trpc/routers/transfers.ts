/** Transfers (customer-area.md §7, GET /api/transfers/{userId}, POST /api/transfers). */
import { z } from 'zod';
import { badRequest, forbidden } from '../../services/errors';
import { createInternalTransfer } from '../../services/transfers/create-internal';
import { listTransfers } from '../../services/transfers/list';
import {
  CreateTransferInputSchema,
  idParam,
  TransferSchema,
  TransferTypeSchema,
} from '../../shared/wire';
import { assertSelfOrAdmin, customerProcedure, router } from '../init';

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

  /**
   * POST /api/transfers → the created transfer. INTERNAL completes at once.
   * 400 bad input or same account; 403 for another user's id; 404 for another's account;
   * 422 when the available balance does not cover it. Client `status` and `fees` are ignored.
   */
  create: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/transfers',
        tags: ['transfers'],
        summary: 'Create a transfer',
      },
    })
    .input(CreateTransferInputSchema)
    .output(TransferSchema)
    .mutation(({ ctx, input }) => {
      if (input.userId !== undefined && input.userId !== ctx.user.id) {
        throw forbidden('You can only create transfers for yourself');
      }
      if (input.transferType !== 'INTERNAL') {
        throw badRequest('LOCAL and WIRE transfers are not available yet');
      }
      if (!input.toAccountId) throw badRequest('Select destination account');
      return createInternalTransfer(ctx.db, {
        userId: ctx.user.id,
        fromAccountId: input.fromAccountId,
        toAccountId: input.toAccountId,
        amount: input.amount,
        description: input.description ?? null,
      });
    }),
});
