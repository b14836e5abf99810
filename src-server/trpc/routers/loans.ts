/** Loans, loan payments and loan applications. */
import { z } from 'zod';
import { applyForLoan, listLoanApplications, listLoans, payLoan } from '../../services/loans/loans';
import { positiveAmountCents } from '../../shared/amount';
import {
  idParam,
  LoanApplicationInputSchema,
  LoanApplicationSchema,
  LoanSchema,
} from '../../shared/wire';
import { assertSelfOrAdmin, customerProcedure, moneyProcedure, router } from '../init';

export const loansRouter = router({
  /** GET /api/loans/{userId} → loans; 404 unless self or admin. */
  byUser: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/loans/{userId}',
        tags: ['loans'],
        summary: "A user's loans",
      },
    })
    .input(z.object({ userId: idParam }))
    .output(z.array(LoanSchema))
    .query(({ ctx, input }) => {
      assertSelfOrAdmin(ctx.user, input.userId);
      return listLoans(ctx.db, input.userId);
    }),

  /**
   * POST /api/loans/{id}/payments {fromAccountId, amount} → the loan after the payment.
   * 404 another's loan or account; 409 not ACTIVE; 422 above the balance or not available.
   */
  pay: moneyProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/loans/{id}/payments',
        tags: ['loans'],
        summary: 'Make a loan payment',
      },
    })
    .input(z.object({ id: idParam, fromAccountId: idParam, amount: positiveAmountCents }))
    .output(LoanSchema)
    .mutation(({ ctx, input }) =>
      ctx.moveMoney(input, () =>
        payLoan(ctx.db, ctx.user.id, input.id, input.fromAccountId, input.amount),
      ),
    ),

  /** POST /api/loan-applications → the PENDING application. */
  createApplication: customerProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/loan-applications',
        tags: ['loans'],
        summary: 'Apply for a loan',
      },
    })
    .input(LoanApplicationInputSchema)
    .output(LoanApplicationSchema)
    .mutation(({ ctx, input }) => applyForLoan(ctx.db, ctx.user.id, input)),

  /** GET /api/loan-applications → the session user's applications. */
  applications: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/loan-applications',
        tags: ['loans'],
        summary: 'My loan applications',
      },
    })
    .input(z.void())
    .output(z.array(LoanApplicationSchema))
    .query(({ ctx }) => listLoanApplications(ctx.db, ctx.user.id)),
});
