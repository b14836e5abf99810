/**
 * Admin: the world outside the bank, simulated, under /api/admin/simulations/… Every
 * simulation moves money through the ledger only and is audit-logged.
 */
import { businessNow } from '../../../clock/clock';
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
  SimulatedReturnInputSchema,
  TransferSchema,
} from '../../../shared/dto';
import { adminProcedure, router } from '../../init';

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
      ctx.ledger.run(() =>
        simulateInboundTransfer(ctx.db, ctx.user.id, input, businessNow(ctx.db)),
      ),
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
        simulateReturn(
          ctx.db,
          ctx.user.id,
          input.transferId,
          input.returnCode,
          businessNow(ctx.db),
        ),
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
      ctx.ledger.run(() => authorizeCard(ctx.db, ctx.user.id, input, businessNow(ctx.db))),
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
      ctx.ledger.run(() =>
        settleCardAuthorization(ctx.db, ctx.user.id, input.id, businessNow(ctx.db)),
      ),
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
      ctx.ledger.run(() =>
        reverseCardAuthorization(ctx.db, ctx.user.id, input.id, businessNow(ctx.db)),
      ),
    ),
});
