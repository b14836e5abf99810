/** Monthly statements made at close of business: the list of an account's statements. */
import { z } from 'zod';
import { listMonthlyStatements } from '../../cob/statements';
import { getOwnedAccount } from '../../services/accounts/list';
import { idParam, MonthlyStatementSchema } from '../../shared/dto';
import { formatCents } from '../../shared/money';
import { customerProcedure, router } from '../init';

export const statementsRouter = router({
  /**
   * GET /api/accounts/{id}/statements → the account's monthly statements, newest first.
   * 404 for another customer's account (an admin reads any).
   */
  list: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/accounts/{id}/statements',
        tags: ['accounts'],
        summary: 'Monthly statements of an account',
        description:
          'One statement per month closed by close of business: the period, opening and closing balances and the number of rows. Download one as PDF at `/accounts/{id}/statements/{YYYY-MM}.pdf`.',
      },
    })
    .input(z.object({ id: idParam }))
    .output(z.array(MonthlyStatementSchema))
    .query(({ ctx, input }) => {
      getOwnedAccount(ctx.db, input.id, ctx.user.role === 'ADMIN' ? null : ctx.user.id);
      return listMonthlyStatements(ctx.db, input.id).map((s) => ({
        ...s,
        opening: formatCents(s.opening),
        closing: formatCents(s.closing),
        createdAt: s.createdAt.toISOString(),
      }));
    }),
});
