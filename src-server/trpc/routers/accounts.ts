/** Accounts, cards and statements. */
import { z } from 'zod';
import { listAccounts } from '../../services/accounts/list';
import { listCreditCards, setCardFrozen } from '../../services/cards/list';
import { listTransactions } from '../../services/transactions/list';
import {
  AccountSchema,
  CreditCardSchema,
  idParam,
  SortOrderSchema,
  StatementSortSchema,
  TransactionSchema,
} from '../../shared/dto';
import { assertSelfOrAdmin, customerProcedure, router } from '../init';
import { cursorParam, limitParam, listHeaders, PageInput, withPage } from '../paging';
import { syncParsed } from '../sync-parse';

/**
 * A statement read: which page, what to search for,
 * and the order. Query parameters on REST, so numbers may arrive as text.
 */
const StatementQueryInput = z.object({
  accountId: idParam,
  limit: limitParam
    .meta({
      description:
        'Rows per page, 1 to 100. Omitted: every matching row up to 1,000 (then `Link` gives the rest).',
    })
    .optional(),
  cursor: cursorParam.optional(),
  offset: PageInput.shape.offset,
  q: z
    .string()
    .trim()
    .max(100)
    .meta({
      description:
        "Case-insensitive text found in the date ('2026-11-21' or 'Nov 21, 2026'), description, type or amount ('1234.50' or '$1,234.50').",
    })
    .optional(),
  sort: StatementSortSchema.default('date').meta({
    description: 'Sort column; ties keep posting order.',
  }),
  order: SortOrderSchema.default('asc'),
});

/** The statement page size the screens start with (default 10). */
const SCREEN_PAGE_SIZE = 10;

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
    .query(({ ctx }) => listAccounts(ctx.db, ctx.user.id, ctx.now)),

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
      return listAccounts(ctx.db, input.userId, ctx.now);
    }),

  /**
   * GET /api/transactions/{accountId}?limit=&cursor=&offset=&q=&sort=&order= → statement rows,
   * by date (oldest first) unless sorted otherwise, with the number of matching rows in the
   * X-Total-Count header and `Link: <…>; rel="next"` when more rows follow. Without `limit`
   * every matching row up to 1,000 (the unpaged answer older callers rely on, whole for any real statement);
   * 404 for another's account; 400 for a bad parameter.
   */
  transactions: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/transactions/{accountId}',
        tags: ['accounts'],
        summary: 'Statement of an account',
        description:
          'Rows oldest first by default. Page with limit (1 to 100; without it up to 1,000 rows), cursor or offset, search with q, sort by date, description, type or amount; X-Total-Count carries the number of matching rows, Link the next page.',
        responseHeaders: listHeaders,
      },
    })
    .input(StatementQueryInput)
    .output(syncParsed(z.array(TransactionSchema)))
    .query(({ ctx, input }) =>
      withPage(
        ctx,
        listTransactions(
          ctx.db,
          input.accountId,
          ctx.user.role === 'ADMIN' ? null : ctx.user.id,
          input,
          ctx.language,
        ),
      ),
    ),

  /**
   * The statement screens' read (tRPC only): the same query with a page of 10 by default,
   * answering {items, nextCursor, total} so a screen can say 'Showing X to Y of Z entries'
   * or scroll on with the cursor.
   */
  statement: customerProcedure
    .input(StatementQueryInput.extend({ limit: limitParam.default(SCREEN_PAGE_SIZE) }))
    .output(
      syncParsed(
        z.object({
          items: z.array(TransactionSchema),
          nextCursor: z.string().nullable(),
          total: z.number().int().min(0),
        }),
      ),
    )
    .query(({ ctx, input }) =>
      listTransactions(
        ctx.db,
        input.accountId,
        ctx.user.role === 'ADMIN' ? null : ctx.user.id,
        input,
        ctx.language,
      ),
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

  /**
   * POST /api/credit-cards/{id}/freeze → the card with `isFrozen: 'true'`: the customer stops
   * their own card for a while (a card the bank blocked stays blocked). Already frozen is not
   * an error. 404 for another customer's card.
   */
  freezeCard: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/credit-cards/{id}/freeze',
        tags: ['accounts'],
        summary: 'Freeze my card',
      },
    })
    .input(z.object({ id: idParam }))
    .output(CreditCardSchema)
    .mutation(({ ctx, input }) => setCardFrozen(ctx.db, ctx.user.id, input.id, true, ctx.now)),

  /** POST /api/credit-cards/{id}/unfreeze → the card with `isFrozen: 'false'`. 404 as freeze. */
  unfreezeCard: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/credit-cards/{id}/unfreeze',
        tags: ['accounts'],
        summary: 'Unfreeze my card',
      },
    })
    .input(z.object({ id: idParam }))
    .output(CreditCardSchema)
    .mutation(({ ctx, input }) => setCardFrozen(ctx.db, ctx.user.id, input.id, false, ctx.now)),
});
