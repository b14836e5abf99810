/** Monthly statements made at close of business: the list of an account's statements. */
import { z } from 'zod';
import { listMonthlyStatements } from '../../cob/statements';
import { getOwnedAccount } from '../../services/accounts/list';
import { taxSummaries } from '../../services/statements/tax';
import { idParam, isoDate, MonthlyStatementSchema } from '../../shared/dto';
import { formatCents } from '../../shared/money';
import { customerProcedure, router } from '../init';

const money = z.string().meta({ description: 'Two-decimal amount', example: '1234.50' });
const TaxSummarySchema = z.object({
  year: z.number().int(),
  from: isoDate,
  to: isoDate,
  complete: z.boolean(),
  opening: money,
  closing: money,
  totalCredit: money,
  totalDebit: money,
  interestEarned: money,
  feesPaid: money,
  rowCount: z.number().int().min(0),
});

/**
 * An account's monthly statements and yearly tax summaries (GET /api/accounts/{id}/statements,
 * /tax-summaries).
 */
export const statementsRouter = router({
  /**
   * GET /api/accounts/{id}/tax-summaries → one summary per calendar year with postings,
   * newest first (a handful of rows: not paged). Amounts are two-decimal strings. 404 for
   * another customer's account (an admin reads any).
   */
  taxSummaries: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/accounts/{id}/tax-summaries',
        tags: ['accounts'],
        summary: 'Yearly tax summaries of an account',
        description:
          'One summary per calendar year in which the account has postings, newest first: opening ' +
          'and closing balances, total credits and debits, interest earned and fees paid. The year ' +
          'in progress (by the bank’s business clock) runs to today and has `complete: false`. ' +
          'Download one as `/accounts/{id}/tax-summaries/{year}.csv` or `.pdf`.',
      },
    })
    .input(z.object({ id: idParam }))
    .output(z.array(TaxSummarySchema))
    .query(({ ctx, input }) =>
      taxSummaries(ctx.db, input.id, ctx.user.role === 'ADMIN' ? null : ctx.user.id, ctx.now).map(
        (s) => ({
          year: s.year,
          from: s.from,
          to: s.to,
          complete: s.complete,
          opening: formatCents(s.opening),
          closing: formatCents(s.closing),
          totalCredit: formatCents(s.totalCredit),
          totalDebit: formatCents(s.totalDebit),
          interestEarned: formatCents(s.interestEarned),
          feesPaid: formatCents(s.feesPaid),
          rowCount: s.rowCount,
        }),
      ),
    ),

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
