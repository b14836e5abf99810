/** Accounts, cards and statements (customer-area.md §7). */
import { z } from 'zod';
import { listAccounts } from '../../services/accounts/list';
import { listCreditCards } from '../../services/cards/list';
import { listTransactions } from '../../services/transactions/list';
import { AccountSchema, CreditCardSchema, idParam, TransactionSchema } from '../../shared/wire';
import { assertSelfOrAdmin, customerProcedure, router } from '../init';

export const accountsRouter = router({
  /** GET /api/accounts → the session user's open accounts with available balances. */
  mine: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/accounts',
        tags: ['accounts'],
        summary: "The signed-in user's accounts",
      },
    })
    .input(z.void())
    .output(z.array(AccountSchema))
    .query(({ ctx }) => listAccounts(ctx.db, ctx.user.id)),

  /** GET /api/accounts/{userId} → that user's accounts; 404 unless self or admin. */
  byUser: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/accounts/{userId}',
        tags: ['accounts'],
        summary: "A user's accounts",
      },
    })
    .input(z.object({ userId: idParam }))
    .output(z.array(AccountSchema))
    .query(({ ctx, input }) => {
      assertSelfOrAdmin(ctx.user, input.userId);
      return listAccounts(ctx.db, input.userId);
    }),

  /** GET /api/transactions/{accountId} → statement rows, oldest first; 404 for another's account. */
  transactions: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/transactions/{accountId}',
        tags: ['accounts'],
        summary: 'Statement of an account',
      },
    })
    .input(z.object({ accountId: idParam }))
    .output(z.array(TransactionSchema))
    .query(({ ctx, input }) =>
      listTransactions(ctx.db, input.accountId, ctx.user.role === 'ADMIN' ? null : ctx.user.id),
    ),

  /** GET /api/credit-cards → the session user's cards, numbers masked. */
  creditCards: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/credit-cards',
        tags: ['accounts'],
        summary: "The signed-in user's cards",
      },
    })
    .input(z.void())
    .output(z.array(CreditCardSchema))
    .query(({ ctx }) => listCreditCards(ctx.db, ctx.user.id)),
});
