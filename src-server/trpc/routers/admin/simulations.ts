/**
 * Admin: the world outside the bank, simulated, under /api/admin/simulations/… Every
 * simulation moves money through the ledger only and is audit-logged.
 */
import { z } from 'zod';
import { postAccruedInterest } from '../../../cob/interest';
import { makeStatements } from '../../../cob/statements';
import { atomically } from '../../../db/transaction';
import { translateText } from '../../../i18n/translate';
import { listScenarios, loadScenario } from '../../../scenarios/catalog';
import {
  authorizeCard,
  reverseCardAuthorization,
  settleCardAuthorization,
} from '../../../services/simulations/card-authorizations';
import { simulateInboundTransfer } from '../../../services/simulations/inbound';
import { simulateReturn } from '../../../services/simulations/returns';
import {
  CardAuthorizationIdInputSchema,
  CardAuthorizationInputSchema,
  CardAuthorizationSchema,
  InboundTransferInputSchema,
  InboundTransferSchema,
  InterestPaidSchema,
  LoadedScenarioSchema,
  ScenarioNameInputSchema,
  ScenarioSchema,
  SimulatedReturnInputSchema,
  StatementsMadeSchema,
  TransferSchema,
} from '../../../shared/dto';
import { formatCents } from '../../../shared/money';
import { adminProcedure, router } from '../../init';

/**
 * The simulated outside world (/api/admin/simulations/...): inbound transfers, ACH returns,
 * card authorizations settled or reversed, interest paid and statements made on demand; and
 * the trainer's scenarios (/api/admin/scenarios).
 */
export const adminSimulationsRouter = router({
  /**
   * POST /api/admin/simulations/inbound-transfer {accountId, amount, payerName, rail,
   * reference?} → 201 what was posted: EXTERNAL_CLEARING credits the account ("ACH credit
   * from …" / "Wire from …"), the customer is notified. 404 unknown account; 409 closed.
   */
  inboundTransfer: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/simulations/inbound-transfer',
        tags: ['admin'],
        summary: 'Simulate an inbound ACH credit or wire',
        description:
          'An outside payer (a payroll, a relative at another bank) credits a customer account: one journal entry from the bank’s external clearing account into the account, ' +
          'whose statement row reads "ACH credit from {payerName}" or "Wire from {payerName}". The customer is notified. ' +
          'A closed account is refused (409).',
      },
      successStatus: 201,
    })
    .input(InboundTransferInputSchema)
    .output(InboundTransferSchema)
    .mutation(({ ctx, input }) =>
      ctx.ledger.run(() => simulateInboundTransfer(ctx.db, ctx.user.id, input, ctx.now)),
    ),

  /**
   * POST /api/admin/simulations/returns {transferId, returnCode} → the FAILED transfer with
   * returnCode and returnReason; its settlement reversed, the customer notified. 404; 409
   * not COMPLETED; 422 not LOCAL or on-us; 400 unknown code.
   */
  returnTransfer: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/simulations/returns',
        tags: ['admin'],
        summary: 'Simulate an ACH return',
        description:
          'A COMPLETED LOCAL transfer to another bank comes back with an ACH return code (R01, R02, R03, R04, R10, R16, R29): ' +
          'a reversal entry credits the source account, the transfer becomes FAILED with `returnCode` and `returnReason`, and the customer is notified with the reason. ' +
          'A transfer that is not COMPLETED is refused with 409 (`NOT_COMPLETED`); an INTERNAL or WIRE transfer, or an on-us payment to a member, with 422 (`NOT_RETURNABLE`); an unknown code with 400.',
      },
    })
    .input(SimulatedReturnInputSchema)
    .output(TransferSchema)
    .mutation(({ ctx, input }) =>
      ctx.ledger.run(() =>
        simulateReturn(ctx.db, ctx.user.id, input.transferId, input.returnCode, ctx.now),
      ),
    ),

  /**
   * POST /api/admin/simulations/card-authorizations {cardId, amount, merchant} → 201 the
   * authorization, APPROVED (amount held) or DECLINED with declineReason. 404 unknown card;
   * 409 the card's account is closed.
   */
  authorizeCard: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/simulations/card-authorizations',
        tags: ['admin'],
        summary: 'Simulate a card authorization',
        description:
          'A merchant asks to authorize a purchase on one of the bank’s cards. APPROVED holds the amount on the card’s account (the available balance drops until the authorization is settled or reversed). ' +
          'DECLINED holds nothing and gives `declineReason`: `CARD_BLOCKED` (blocked by an admin), `CARD_FROZEN` (frozen by its customer), `DO_NOT_HONOR` (the magic amount 4.04), `INSUFFICIENT_FUNDS` (available balance short). ' +
          'A decline is answered 201 too: the authorization is recorded either way.',
      },
      successStatus: 201,
    })
    .input(CardAuthorizationInputSchema)
    .output(CardAuthorizationSchema)
    .mutation(({ ctx, input }) =>
      ctx.ledger.run(() => authorizeCard(ctx.db, ctx.user.id, input, ctx.now)),
    ),

  /**
   * POST /api/admin/simulations/card-authorizations/{id}/settle → the SETTLED authorization:
   * the hold is captured and "Card purchase at {merchant}" posted. 404; 409 not APPROVED.
   */
  settleCardAuthorization: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/simulations/card-authorizations/{id}/settle',
        tags: ['admin'],
        summary: 'Settle a card authorization',
        description:
          'Captures an APPROVED authorization: its hold ends and the purchase is posted ("Card purchase at {merchant}") to the bank’s external clearing account. ' +
          'A declined, settled or reversed authorization is refused (409).',
      },
    })
    .input(CardAuthorizationIdInputSchema)
    .output(CardAuthorizationSchema)
    .mutation(({ ctx, input }) =>
      ctx.ledger.run(() => settleCardAuthorization(ctx.db, ctx.user.id, input.id, ctx.now)),
    ),

  /**
   * POST /api/admin/simulations/card-authorizations/{id}/reverse → the REVERSED
   * authorization: the hold is released, nothing posted. 404; 409 not APPROVED.
   */
  reverseCardAuthorization: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/simulations/card-authorizations/{id}/reverse',
        tags: ['admin'],
        summary: 'Reverse a card authorization',
        description:
          'Releases the hold of an APPROVED authorization (the merchant cancelled it); nothing is posted. ' +
          'A declined, settled or reversed authorization is refused (409).',
      },
    })
    .input(CardAuthorizationIdInputSchema)
    .output(CardAuthorizationSchema)
    .mutation(({ ctx, input }) =>
      ctx.ledger.run(() => reverseCardAuthorization(ctx.db, ctx.user.id, input.id, ctx.now)),
    ),

  /**
   * POST /api/admin/simulations/interest → {accounts, total}: every savings account's accrued
   * interest is posted now ("Interest earned"), as a month end would; the sub-cent remainder
   * stays accrued.
   */
  payInterest: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/simulations/interest',
        tags: ['admin'],
        summary: 'Pay accrued interest now',
        description:
          'Posts every savings account’s accrued interest now, as the last day of a month does: one "Interest earned" entry per account from the bank’s interest expense, rounded half to even to the cent; the remainder stays accrued. ' +
          'Accounts with less than half a cent accrued are skipped. Answers how many accounts were paid and the total.',
      },
    })
    .input(z.object({}).optional())
    .output(InterestPaidSchema)
    .mutation(({ ctx }) =>
      ctx.ledger.run(() => {
        const paid = postAccruedInterest(ctx.db, ctx.now);
        return { accounts: paid.accounts, total: formatCents(paid.total) };
      }),
    ),

  /**
   * POST /api/admin/simulations/statements → {period, statements}: every open account gets
   * its statement for the current business month so far, and its owner a notice.
   */
  makeStatements: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/simulations/statements',
        tags: ['admin'],
        summary: 'Produce statements now',
        description:
          'Makes every open account’s statement for the current business month as the books stand now (opening and closing balance, row count, PDF on demand) and notifies the customers, as a month end does. ' +
          'The month end replaces these with the whole month’s figures.',
      },
    })
    .input(z.object({}).optional())
    .output(StatementsMadeSchema)
    .mutation(({ ctx }) => {
      const date = ctx.now.toISOString().slice(0, 10);
      const statements = atomically(ctx.db, () => makeStatements(ctx.db, date));
      return { period: date.slice(0, 7), statements };
    }),

  /** GET /api/admin/scenarios → the lessons a trainer can load, with what each shows. */
  scenarios: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/scenarios',
        tags: ['admin'],
        summary: 'Lessons to load',
        description:
          'The named lessons a trainer can load into the bank (`POST /api/admin/scenarios/{name}`), each with what it lets a trainer show.',
      },
    })
    .input(z.void())
    .output(z.array(ScenarioSchema))
    .query(({ ctx }) =>
      listScenarios().map((s) => ({
        ...s,
        title: translateText(s.title, ctx.language ?? 'en'),
        description: translateText(s.description, ctx.language ?? 'en'),
      })),
    ),

  /**
   * POST /api/admin/scenarios/{name} → the lesson and what happened. 404 unknown lesson; 409
   * when the bank lacks what the lesson needs (reset the demo bank) or it is loaded already.
   */
  loadScenario: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/scenarios/{name}',
        tags: ['admin'],
        summary: 'Load a lesson',
        description:
          'Loads a named lesson into the bank, deterministically, through the ledger and audited: `overdrawn` (a returned deposit takes kevin below zero), `suspicious-activity` (a burst of card authorizations far from home on the demo customer’s card), `loan-in-arrears` (two missed instalments with late fees on the demo customer’s loan), `month-end` (the clock moves to the month’s last day). ' +
          'An unknown name is 404; a bank missing the seeded customer, or a lesson that cannot run twice (`overdrawn` on an overdrawn account), is 409.',
      },
    })
    .input(ScenarioNameInputSchema)
    .output(LoadedScenarioSchema)
    .mutation(async ({ ctx, input }) => {
      const loaded = await loadScenario(ctx.db, ctx.user.id, input.name, ctx.now);
      const language = ctx.language ?? 'en';
      return {
        ...loaded,
        title: translateText(loaded.title, language),
        description: translateText(loaded.description, language),
        outcome: translateText(loaded.outcome, language),
      };
    }),
});
