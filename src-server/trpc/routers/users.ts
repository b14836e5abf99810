/** The transaction PIN: change (POST /api/users/{id}/pin), status, and the verify-pin step-up. */
import { z } from 'zod';
import { notFound } from '../../domain/errors';
import { changePin, hasPin, verifyPin } from '../../services/users/pin';
import { idParam } from '../../shared/dto';
import { customerProcedure, router } from '../init';

const PinSchema = z
  .string()
  .regex(/^\d{4,6}$/, 'PIN must be 4 to 6 digits')
  .meta({ id: 'Pin', description: 'A transaction PIN: 4 to 6 digits', example: '1234' });

/** The PIN calls are for the session's own user only, admins included. */
function assertOwnUser(ctx: { user: { id: number } }, id: number): void {
  if (ctx.user.id !== id) throw notFound('User');
}

/** The transaction PIN: change it, its status, and the verify-pin step-up (/api/users/{id}/pin). */
export const usersRouter = router({
  /**
   * POST /api/users/{id}/pin {pin, currentPin | currentPassword} → {ok}. Sets or changes the
   * PIN: with a PIN set the current one proves it, without one the account password. 400
   * unless 4 to 6 digits or when the proof is missing; 403 wrong proof (counted towards the
   * PIN throttle); 429 after 5 wrong ones.
   */
  setPin: customerProcedure
    .meta({
      throttled: true,
      openapi: {
        method: 'POST',
        path: '/users/{id}/pin',
        tags: ['security'],
        summary: 'Set or change the transaction PIN',
        description:
          'Changing a PIN needs the current one (`currentPin`); setting the first PIN needs the account password (`currentPassword`). A wrong one is 403 and counts towards the PIN throttle (5 in 15 minutes, then 429).',
      },
    })
    .input(
      z.object({
        id: idParam,
        pin: PinSchema,
        currentPin: z.string().max(32).optional().meta({ example: '1234' }),
        currentPassword: z.string().max(200).optional(),
      }),
    )
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      assertOwnUser(ctx, input.id);
      await changePin(ctx.db, input.id, input.pin, input, ctx.now);
      return { ok: true as const };
    }),

  /** GET /api/users/{id}/pin → {isSet}: whether a PIN exists (the PIN guard asks this). */
  pinStatus: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/{id}/pin',
        tags: ['security'],
        summary: 'Whether a transaction PIN is set',
      },
    })
    .input(z.object({ id: idParam }))
    .output(z.object({ isSet: z.boolean() }))
    .query(({ ctx, input }) => {
      assertOwnUser(ctx, input.id);
      return { isSet: hasPin(ctx.db, input.id) };
    }),

  /**
   * POST /api/users/{id}/verify-pin {pin} → {verified, verifiedUntil}. The session counts as
   * step-up verified for 5 minutes. 404 no PIN set; 403 wrong PIN; 429 after 5 wrong PINs.
   */
  verifyPin: customerProcedure
    .meta({
      tokenScope: 'transfer',
      throttled: true,
      openapi: {
        method: 'POST',
        path: '/users/{id}/verify-pin',
        tags: ['security'],
        summary: 'Verify the transaction PIN (step-up)',
      },
    })
    .input(
      z.object({
        id: idParam,
        // Any text up to 32 is checked against the PIN (a wrong one counts as a failure);
        // the document states the form a PIN has.
        pin: z
          .string()
          .max(32)
          .meta({
            override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
              for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
              jsonSchema.$ref = '#/components/schemas/Pin';
            },
          }),
      }),
    )
    .output(z.object({ verified: z.literal(true), verifiedUntil: z.string() }))
    .mutation(async ({ ctx, input }) => {
      assertOwnUser(ctx, input.id);
      const { verifiedUntil } = await verifyPin(ctx.db, ctx.session, input.pin);
      return { verified: true as const, verifiedUntil: verifiedUntil.toISOString() };
    }),
});
