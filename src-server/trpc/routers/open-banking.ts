/**
 * The bank's own side of open banking: an admin registers third parties (their API key shown
 * once), and a customer approves or refuses a third party's consent on the bank's screen and
 * later sees and revokes the consents given (Settings). The API third parties call is
 * openbanking/api.ts.
 */
import { z } from 'zod';
import {
  approveConsent,
  consentForCustomer,
  customerConsents,
  refuseConsent,
  revokeConsent,
} from '../../openbanking/customer-consents';
import {
  createThirdParty,
  listThirdParties,
  revokeThirdParty,
  type ThirdPartyInfo,
} from '../../openbanking/third-parties';
import {
  ApproveConsentInputSchema,
  ConsentDecisionSchema,
  ConsentRequestViewSchema,
  CreatedThirdPartySchema,
  CreateThirdPartyInputSchema,
  CustomerConsentSchema,
  ThirdPartySchema,
} from '../../shared/dto/open-banking';
import { adminProcedure, customerProcedure, router } from '../init';

const consentId = z.object({ id: z.string().min(1).max(64) });

function toDto(info: ThirdPartyInfo): z.infer<typeof ThirdPartySchema> {
  return {
    id: info.id,
    name: info.name,
    redirectUri: info.redirectUri,
    createdAt: info.createdAt.toISOString(),
    revokedAt: info.revokedAt?.toISOString() ?? null,
  };
}

/** Third parties for admins: register (key shown once), list, revoke (/api/admin/third-parties). */
export const adminThirdPartiesRouter = router({
  /** POST /api/admin/third-parties {name, redirectUri} → 201 with the API key, shown once. */
  create: adminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/admin/third-parties',
        tags: ['open banking'],
        summary: 'Register a third party',
        description:
          'Registers a third party of the open-banking API (/psd2/v1) and answers its `apiKey` once; only a hash is kept. The third party sends it as `X-API-Key`; customers are sent back to `redirectUri` after deciding on its consents.',
      },
    })
    .input(CreateThirdPartyInputSchema)
    .output(CreatedThirdPartySchema)
    .mutation(({ ctx, input }) => {
      const { thirdParty, apiKey } = createThirdParty(ctx.db, input, ctx.now);
      return { ...toDto(thirdParty), apiKey };
    }),

  /** GET /api/admin/third-parties → every third party, oldest first; never a key. */
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/third-parties',
        tags: ['open banking'],
        summary: 'Third parties',
      },
    })
    .input(z.void())
    .output(z.array(ThirdPartySchema))
    .query(({ ctx }) => listThirdParties(ctx.db).map(toDto)),

  /** DELETE /api/admin/third-parties/{id} → the third party, revoked; 404 unknown or revoked. */
  revoke: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/third-parties/{id}',
        tags: ['open banking'],
        summary: 'Revoke a third party',
        description: 'Its API key stops working at once. Unknown or already revoked: 404.',
      },
    })
    .input(z.object({ id: z.string().min(1).max(64) }))
    .output(ThirdPartySchema)
    .mutation(({ ctx, input }) => toDto(revokeThirdParty(ctx.db, input.id, ctx.now))),
});

/**
 * A customer's side of open banking (Berlin Group NextGenPSD2 consents): read, approve or
 * refuse a consent asked for, list and revoke those given (/api/open-banking/consents).
 */
export const openBankingRouter = router({
  /**
   * GET /api/open-banking/consents/{id} → the consent a third party asks for and the accounts
   * the customer may grant. 404 unknown or another customer's.
   */
  consent: customerProcedure
    .meta({
      alsoAnswers: [404],
      openapi: {
        method: 'GET',
        path: '/open-banking/consents/{id}',
        tags: ['open banking'],
        summary: 'A consent to decide on',
      },
    })
    .input(consentId)
    .output(ConsentRequestViewSchema)
    .query(({ ctx, input }) => consentForCustomer(ctx.db, ctx.user.id, input.id, ctx.now)),

  /**
   * POST /api/open-banking/consents/{id}/approve {pin, accountIds} → the redirect to the third
   * party. 403 wrong PIN, 429 after 5, 409 already decided, 400 no or wrong accounts.
   */
  approve: customerProcedure
    .meta({
      throttled: true,
      alsoAnswers: [404, 409],
      openapi: {
        method: 'POST',
        path: '/open-banking/consents/{id}/approve',
        tags: ['open banking'],
        summary: 'Approve a consent with the PIN',
      },
    })
    .input(ApproveConsentInputSchema)
    .output(ConsentDecisionSchema)
    .mutation(({ ctx, input }) => approveConsent(ctx.db, ctx.session, input, ctx.now)),

  /** POST /api/open-banking/consents/{id}/refuse → the redirect to the third party. */
  refuse: customerProcedure
    .meta({
      alsoAnswers: [404, 409],
      openapi: {
        method: 'POST',
        path: '/open-banking/consents/{id}/refuse',
        tags: ['open banking'],
        summary: 'Refuse a consent',
      },
    })
    .input(consentId)
    .output(ConsentDecisionSchema)
    .mutation(({ ctx, input }) => refuseConsent(ctx.db, ctx.user.id, input.id, ctx.now)),

  /** GET /api/open-banking/consents → the consents the customer decided, newest first. */
  list: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/open-banking/consents',
        tags: ['open banking'],
        summary: 'My open-banking consents',
      },
    })
    .input(z.void())
    .output(z.array(CustomerConsentSchema))
    .query(({ ctx }) => customerConsents(ctx.db, ctx.user.id, ctx.now)),

  /** DELETE /api/open-banking/consents/{id} → the consent, revokedByPsu. 409 when not valid. */
  revoke: customerProcedure
    .meta({
      alsoAnswers: [404, 409],
      openapi: {
        method: 'DELETE',
        path: '/open-banking/consents/{id}',
        tags: ['open banking'],
        summary: 'Revoke a consent',
      },
    })
    .input(consentId)
    .output(CustomerConsentSchema)
    .mutation(({ ctx, input }) => revokeConsent(ctx.db, ctx.user.id, input.id, ctx.now)),
});
