/** Accounts, cards and statements. */
import { z } from 'zod';
import { defectOn } from '../../defects/switches';
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

/** Waits `ms` milliseconds (a planted slow read). */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type StatementPage = ReturnType<typeof listTransactions>;

/**
 * The statement's planted defects (bug-hunt mode), each a branch on its switch: they change
 * which rows the answer shows and in what order, never the rows themselves.
 * @param input the statement query as given (q, sort, order, offset, cursor)
 * @returns the page as the bank shows it
 */
function statementDefects(
  ctx: Parameters<typeof defectOn>[0],
  input: { q?: string; sort: string; order: string; offset?: number; cursor?: string },
  page: StatementPage,
): StatementPage {
  let items = page.items;
  // Planted defect: the search compares text with its case.
  if (defectOn(ctx, 'statement-search-case-sensitive') && input.q) {
    const q = input.q;
    items = items.filter((r) =>
      [r.description, r.type, r.amount, r.date].some((t) => t.includes(q)),
    );
  }
  // Planted defect: amounts sorted as text ('100.00' before '20.00').
  if (defectOn(ctx, 'statement-amount-sorted-as-text') && input.sort === 'amount') {
    const sign = input.order === 'desc' ? -1 : 1;
    items = [...items].sort(
      (a, b) => sign * (a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0),
    );
  }
  // Planted defect: descending order is ignored (rows stay oldest first).
  if (defectOn(ctx, 'statement-descending-ignored') && input.order === 'desc') {
    items = [...items].reverse();
  }
  // Planted defect: a page after the first loses its first row.
  if (defectOn(ctx, 'statement-page-skips-row') && ((input.offset ?? 0) > 0 || input.cursor)) {
    items = items.slice(1);
  }
  // Planted defect: the newest day's rows are left out.
  if (defectOn(ctx, 'statement-last-day-dropped') && items.length > 0) {
    const last = items.reduce((max, r) => (r.date > max ? r.date : max), items[0]!.date);
    items = items.filter((r) => r.date !== last);
  }
  return items === page.items ? page : { ...page, items };
}

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
    description: 'Sort column; ties in posting order, newest posting first when order is desc.',
  }),
  order: SortOrderSchema.default('asc'),
});

/** The statement page size the screens start with (default 10). */
const SCREEN_PAGE_SIZE = 10;

/**
 * Accounts, statement rows and cards: accounts (/api/accounts, /api/accounts/{userId}), an
 * account's statement rows (/api/transactions/{accountId}), the caller's cards and freezing
 * them (/api/credit-cards).
 */
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
    .query(async ({ ctx }) => {
      // Planted defect: a slow read.
      if (defectOn(ctx, 'accounts-slow')) await pause(600);
      const listed = listAccounts(ctx.db, ctx.user.id, ctx.now);
      // Planted defect: the accounts come in reverse order.
      const accounts = defectOn(ctx, 'accounts-order-reversed') ? [...listed].reverse() : listed;
      // Planted defect: the month's credit and debit change places.
      if (!defectOn(ctx, 'accounts-monthly-swapped')) return accounts;
      return accounts.map((a) => ({
        ...a,
        monthlyCredit: a.monthlyDebit,
        monthlyDebit: a.monthlyCredit,
      }));
    }),

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
      // Planted defect: the ownership check is skipped.
      if (!defectOn(ctx, 'accounts-other-customer-readable')) {
        assertSelfOrAdmin(ctx.user, input.userId);
      }
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
    .query(({ ctx, input }) => {
      const items = withPage(
        ctx,
        statementDefects(
          ctx,
          input,
          listTransactions(
            ctx.db,
            input.accountId,
            ctx.user.role === 'ADMIN' ? null : ctx.user.id,
            input,
            ctx.language,
          ),
        ),
      );
      // Planted defect: the documented X-Total-Count header is missing.
      if (defectOn(ctx, 'statement-total-count-missing')) ctx.resHeaders.delete('X-Total-Count');
      return items;
    }),

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
      statementDefects(
        ctx,
        input,
        listTransactions(
          ctx.db,
          input.accountId,
          ctx.user.role === 'ADMIN' ? null : ctx.user.id,
          input,
          ctx.language,
        ),
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
    .query(({ ctx }) => {
      const cards = listCreditCards(ctx.db, ctx.user.id);
      // Planted defect: the expiry month shows the month before.
      if (!defectOn(ctx, 'cards-expiry-month-off-by-one')) return cards;
      return cards.map((c) => ({ ...c, expiryMonth: ((c.expiryMonth + 10) % 12) + 1 }));
    }),

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
