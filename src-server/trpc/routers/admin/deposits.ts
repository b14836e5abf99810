/** Admin: every customer's card and check deposits, and returning a held check. */
import { z } from 'zod';
import { adminDepositRows } from '../../../services/admin/named-lists';
import { returnCheck } from '../../../services/deposits/check';
import {
  AdminDepositRowSchema,
  DepositKindSchema,
  DepositSchema,
  DepositStatusSchema,
  idParam,
  ReturnDepositInputSchema,
} from '../../../shared/dto';
import { adminProcedure, router } from '../../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../../paging';

const Filters = PageInput.extend({
  userId: idParam.optional(),
  status: DepositStatusSchema.optional(),
  kind: DepositKindSchema.optional(),
});

/** All deposits (GET /api/admin/deposits) and returning a held check (/{id}/return). */
export const adminDepositsRouter = router({
  /**
   * GET /api/admin/deposits?userId=&status=&kind= → a page of deposits, newest first, each
   * with customerName and the credited accountNumber.
   */
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/deposits',
        tags: ['admin'],
        summary: 'List deposits',
        description: `Every card and check deposit, filtered by user, status (HELD checks can be returned) or kind. ${LIST_DESCRIPTION}`,
        responseHeaders: listHeaders,
      },
    })
    .input(Filters.prefault({}))
    .output(z.array(AdminDepositRowSchema))
    .query(({ ctx, input }) => withPage(ctx, adminDepositRows(ctx.db, input))),

  /** The admin deposits screen's read (tRPC only): {items, nextCursor, total}, with names. */
  page: adminProcedure
    .input(Filters.prefault({}))
    .output(pageOutput(AdminDepositRowSchema))
    .query(({ ctx, input }) => adminDepositRows(ctx.db, input)),

  /**
   * POST /api/admin/deposits/{id}/return {reason?} → the RETURNED deposit: a reversal entry
   * takes the amount back, the hold ends, the customer is notified, the action audited.
   * 404 unknown deposit; 409 a card deposit, a check already returned, or one whose hold
   * was released.
   */
  returnCheck: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/deposits/{id}/return',
        tags: ['admin'],
        summary: 'Return a held check',
        description:
          'Returns a check deposit while its funds are held: a reversal entry ("Check returned - returned item", or the reason given) takes the amount back from the account, the hold ends, and the customer is notified. ' +
          'Once the hold was released the check can no longer be returned (409, code `HOLD_RELEASED`).',
      },
    })
    .input(ReturnDepositInputSchema)
    .output(DepositSchema)
    .mutation(({ ctx, input }) =>
      ctx.ledger.run(() => returnCheck(ctx.db, ctx.user.id, input.id, input.reason, ctx.now)),
    ),
});
