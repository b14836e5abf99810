/**
 * Deposits from outside the bank: a debit card (this router) and a check (multipart, in
 * rest/deposits.ts, which is not a procedure because tRPC takes JSON), plus the customer's
 * list of both.
 */
import { depositByCard } from '../../services/deposits/card';
import { listDeposits } from '../../services/deposits/records';
import { cardLast4 } from '../../shared/card';
import { CardDepositInputSchema, DepositSchema } from '../../shared/dto';
import { customerProcedure, moneyProcedure, router } from '../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../paging';

/** Card deposits (POST /api/deposits/card) and the caller's deposits (GET /api/deposits). */
export const depositsRouter = router({
  /**
   * POST /api/deposits/card {accountId, amount, cardNumber, expMonth, expYear, cvc} → 201
   * the deposit (COMPLETED; `last4` only). Test cards: 4242 4242 4242 4242 approved,
   * 4000 0000 0000 0002 declined (402 CARD_DECLINED), 4000 0000 0000 9995 declined for
   * insufficient funds (402 CARD_INSUFFICIENT_FUNDS); any other Luhn-valid number is
   * approved. 400 with field issues for a number failing the Luhn check, a past expiry or a
   * CVC of the wrong length; 404 for an account that is not the caller's open account.
   * Nothing moves on any refusal. Idempotency-Key replays the first answer.
   */
  card: moneyProcedure
    .meta({
      successStatus: 201,
      declines: true,
      openapi: {
        method: 'POST',
        path: '/deposits/card',
        tags: ['deposits'],
        summary: 'Deposit from a debit card',
        description:
          'Funds one of the caller’s open accounts from an outside debit card through the bank’s simulated card processor; the amount (at most 10000.00) is available at once. ' +
          'Test cards: `4242 4242 4242 4242` is approved; `4000 0000 0000 0002` is declined (402, `CARD_DECLINED`); ' +
          '`4000 0000 0000 9995` is declined for insufficient funds (402, `CARD_INSUFFICIENT_FUNDS`); any other number passing the Luhn check is approved. ' +
          'A number failing the Luhn check, an expired card (by the bank’s business date) or a CVC of the wrong length (3 digits; 4 for American Express, numbers starting 34 or 37) is 400 with field `issues`. ' +
          'Only the last four digits are kept.',
      },
    })
    .input(CardDepositInputSchema)
    .output(DepositSchema)
    .mutation(({ ctx, input }) =>
      // The idempotency record keeps a hash of the request: the card shows there only as
      // its last four digits.
      ctx.moveMoney(
        {
          accountId: input.accountId,
          amount: input.amount,
          last4: cardLast4(input.cardNumber),
          expMonth: input.expMonth,
          expYear: input.expYear,
        },
        () =>
          depositByCard(
            ctx.db,
            ctx.user.id,
            {
              accountId: input.accountId,
              amount: input.amount,
              cardNumber: input.cardNumber,
              expMonth: input.expMonth,
              expYear: input.expYear,
            },
            ctx.now,
          ),
      ),
    ),

  /**
   * GET /api/deposits?limit=&cursor=&offset= → a page of the caller's card and check
   * deposits, newest first, with X-Total-Count and `Link`.
   */
  list: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/deposits',
        tags: ['deposits'],
        summary: 'My deposits',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(PageInput.prefault({}))
    .output(DepositSchema.array())
    .query(({ ctx, input }) =>
      withPage(ctx, listDeposits(ctx.db, { ...input, userId: ctx.user.id })),
    ),

  /** The deposit screens' history (tRPC only): {items, nextCursor, total}. */
  page: customerProcedure
    .input(PageInput.prefault({}))
    .output(pageOutput(DepositSchema))
    .query(({ ctx, input }) => listDeposits(ctx.db, { ...input, userId: ctx.user.id })),
});
