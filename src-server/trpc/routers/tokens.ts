/**
 * Personal API tokens: each signed-in user (customer or admin) creates, lists and revokes
 * their own. Managing tokens needs the session: a token can list tokens but not create or
 * revoke them.
 */
import { z } from 'zod';
import {
  type ApiTokenInfo,
  createApiToken,
  listApiTokens,
  revokeApiToken,
} from '../../auth/api-token';
import { ApiTokenSchema, CreatedTokenSchema, CreateTokenInputSchema } from '../../shared/dto';
import { customerProcedure, router } from '../init';

function toTokenDto(info: ApiTokenInfo): z.infer<typeof ApiTokenSchema> {
  return {
    id: info.id,
    name: info.name,
    scopes: info.scopes,
    createdAt: info.createdAt.toISOString(),
    expiresAt: info.expiresAt.toISOString(),
    lastUsedAt: info.lastUsedAt?.toISOString() ?? null,
  };
}

/** Personal API tokens: create (secret shown once), list, revoke (/api/tokens). */
export const tokensRouter = router({
  /**
   * POST /api/tokens {name, scopes, expiresInDays} → 201 with the token text, shown once.
   * 403 for the admin scope unless the user is an admin.
   */
  create: customerProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/tokens',
        tags: ['tokens'],
        summary: 'Create an API token',
        description:
          'Creates a personal API token for the signed-in user and answers its text once; only a hash of its secret is kept, so it cannot be shown again. Scopes: `read` reads, `transfer` also moves money and verifies the PIN, `admin` also calls admin operations (admins only). It expires after `expiresInDays` days.',
      },
    })
    .input(CreateTokenInputSchema)
    .output(CreatedTokenSchema)
    .mutation(({ ctx, input }) => {
      const { token, info } = createApiToken(ctx.db, ctx.user, input);
      return { ...toTokenDto(info), token };
    }),

  /** GET /api/tokens → the user's tokens that are not revoked, newest first; never a secret. */
  list: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/tokens',
        tags: ['tokens'],
        summary: 'My API tokens',
        description:
          'The signed-in user’s tokens that are not revoked (expired ones included), newest first. Never the token text.',
      },
    })
    .input(z.void())
    .output(z.array(ApiTokenSchema))
    .query(({ ctx }) => listApiTokens(ctx.db, ctx.user.id).map(toTokenDto)),

  /** DELETE /api/tokens/{id} → {ok}. It stops working at once; 404 unknown or another's. */
  revoke: customerProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/tokens/{id}',
        tags: ['tokens'],
        summary: 'Revoke an API token',
        description:
          'Revokes one of the signed-in user’s tokens: it stops working at once. Another user’s token, or one already revoked, answers 404.',
      },
    })
    .input(z.object({ id: z.string().min(1).max(64) }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => {
      revokeApiToken(ctx.db, ctx.user.id, input.id);
      return { ok: true as const };
    }),
});
