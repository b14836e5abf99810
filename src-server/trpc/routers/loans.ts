/** Loans, loan payments and loan applications. */
import { z } from 'zod';
import { defectOn } from '../../defects/switches';
import { listSchedule } from '../../services/loans/instalments';
import { applyForLoan, listLoanApplications, listLoans, payLoan } from '../../services/loans/loans';
import { positiveAmountCents } from '../../shared/amount';
import {
  idParam,
  LoanApplicationInputSchema,
  LoanApplicationSchema,
  LoanInstalmentSchema,
  LoanSchema,
} from '../../shared/dto';
import { assertSelfOrAdmin, customerProcedure, moneyProcedure, router } from '../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../paging';

/**
 * Loans: a user's loans (GET /api/loans/{userId}), a loan's schedule and paying it
 * (/api/loans/{id}/schedule, /payments), and loan applications (/api/loan-applications).
 */
export const loansRouter = router({
  /**
   * GET /api/loans/{userId}?limit=&cursor=&offset= → a page of loans, newest first (default 50 rows, at most 100), with
   * X-Total-Count and `Link` to the next page; 404 unless self or admin.
   */
  byUser: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/loans/{userId}',
        tags: ['loans'],
        summary: "A user's loans",
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(PageInput.extend({ userId: idParam }))
    .output(z.array(LoanSchema))
    .query(({ ctx, input }) => {
      // Planted defect: the ownership check is skipped.
      if (!defectOn(ctx, 'loans-other-customer-readable'))
        assertSelfOrAdmin(ctx.user, input.userId);
      return withPage(ctx, listLoans(ctx.db, input.userId, input));
    }),

  /** The loans screen's read (tRPC only): {items, nextCursor, total}; `userId` defaults to the session user. */
  page: customerProcedure
    .input(PageInput.extend({ userId: idParam.optional() }))
    .output(pageOutput(LoanSchema))
    .query(({ ctx, input }) => {
      const userId = input.userId ?? ctx.user.id;
      assertSelfOrAdmin(ctx.user, userId);
      return listLoans(ctx.db, userId, input);
    }),

  /**
   * GET /api/loans/{id}/schedule?limit=&cursor=&offset= → a page of the loan's amortization
   * schedule by instalment number (default 50 rows, at most 100), with X-Total-Count and `Link`;
   * 404 for another customer's loan (admins read any).
   */
  schedule: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/loans/{id}/schedule',
        tags: ['loans'],
        summary: "A loan's repayment schedule",
        description:
          'Each monthly instalment of the loan (annuity schedule in whole cents; the last instalment absorbs the rounding): number, due date, principal, interest, total, the principal remaining once it is paid, the late fee assessed if it was missed, and its status: PAID, OVERDUE (unpaid and past due, or missed), DUE (the next one to pay) or SCHEDULED (later). Another customer\'s loan answers 404. Paged: `limit` rows (default 50, at most 100), by instalment number; the next page through `cursor` (the `Link: <…>; rel="next"` header gives its URL whenever more rows follow); `X-Total-Count` counts the instalments.',
        responseHeaders: listHeaders,
      },
    })
    .input(PageInput.extend({ id: idParam }))
    .output(z.array(LoanInstalmentSchema))
    .query(({ ctx, input }) =>
      withPage(
        ctx,
        listSchedule(
          ctx.db,
          input.id,
          ctx.user.role === 'ADMIN' ? null : ctx.user.id,
          input,
          ctx.now,
        ),
      ),
    ),

  /** The loan screen's schedule read (tRPC only): {items, nextCursor, total}. */
  schedulePage: customerProcedure
    .input(PageInput.extend({ id: idParam }))
    .output(pageOutput(LoanInstalmentSchema))
    .query(({ ctx, input }) =>
      listSchedule(
        ctx.db,
        input.id,
        ctx.user.role === 'ADMIN' ? null : ctx.user.id,
        input,
        ctx.now,
      ),
    ),

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
        payLoan(ctx.db, ctx.user.id, input.id, input.fromAccountId, input.amount, ctx.now),
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
    .mutation(({ ctx, input }) => applyForLoan(ctx.db, ctx.user.id, input, ctx.now)),

  /**
   * GET /api/loan-applications?limit=&cursor=&offset= → a page of the session user's loan applications, newest first (default 50 rows, at most 100), with
   * X-Total-Count and `Link` to the next page.
   */
  applications: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/loan-applications',
        tags: ['loans'],
        summary: 'My loan applications',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(PageInput.prefault({}))
    .output(z.array(LoanApplicationSchema))
    .query(({ ctx, input }) => withPage(ctx, listLoanApplications(ctx.db, ctx.user.id, input))),

  /** The loan applications screen's read (tRPC only): {items, nextCursor, total}. */
  applicationsPage: customerProcedure
    .input(PageInput.prefault({}))
    .output(pageOutput(LoanApplicationSchema))
    .query(({ ctx, input }) => listLoanApplications(ctx.db, ctx.user.id, input)),
});
