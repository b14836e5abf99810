/**
 * A customer's second factor at sign-in: status, choosing a method (with the PIN or password
 * as step-up), confirming it with a first code, and renewing the recovery codes (customers and
 * admins alike). Each call is for the session's own user: another user's id is 404.
 */
import { z } from 'zod';
import { notFound } from '../../domain/errors';
import { regenerateRecoveryCodes, twoFactorStatus } from '../../services/users/two-factor';
import { chooseTwoFactor, confirmTwoFactor } from '../../services/users/two-factor-setup';
import { idParam, TotpCodeSchema } from '../../shared/dto';
import { customerProcedure, router } from '../init';

const MethodSchema = z.enum(['NONE', 'TOTP', 'SMS', 'EMAIL']);
const StatusSchema = z.object({
  method: MethodSchema.meta({ description: 'The method that guards sign-ins now' }),
  pending: z
    .enum(['TOTP', 'SMS', 'EMAIL'])
    .nullable()
    .meta({ description: 'A method chosen and waiting for its first code' }),
  recoveryCodesLeft: z.number().int().min(0),
});
const StepUp = {
  currentPin: z
    .string()
    .max(32)
    .optional()
    .meta({ description: 'The transaction PIN (step-up)', example: '1234' }),
  currentPassword: z
    .string()
    .max(255)
    .optional()
    .meta({ description: 'The account password (step-up), when no PIN is given' }),
};
const RecoveryCodes = z
  .array(z.string())
  .meta({ description: '10 single-use recovery codes; shown only in this answer' });

/** Two-factor calls are for the session's own user. */
function own(ctx: { user: { id: number } }, id: number): void {
  if (ctx.user.id !== id) throw notFound('User');
}

/**
 * A customer's second factor: status, choose a method, confirm it, renew recovery codes
 * (/api/users/{id}/two-factor, /confirm, /recovery-codes).
 */
export const twoFactorRouter = router({
  /** GET /api/users/{id}/two-factor → {method, pending, recoveryCodesLeft}. 404 unless mine. */
  status: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/{id}/two-factor',
        tags: ['settings'],
        summary: 'My two-factor sign-in',
        description:
          'The method that guards sign-ins (NONE, TOTP, SMS or EMAIL), a method waiting for its first code, and how many recovery codes are left. Never a secret or a code.',
      },
    })
    .input(z.object({ id: idParam }))
    .output(StatusSchema)
    .query(({ ctx, input }) => {
      own(ctx, input.id);
      return twoFactorStatus(ctx.db, input.id);
    }),

  /**
   * PUT /api/users/{id}/two-factor {method, currentPin | currentPassword} → the status plus
   * `totp` (secret, otpauth URI, QR code) or `sentTo`. NONE turns it off at once; the others
   * wait for POST …/two-factor/confirm. 400 no step-up; 403 wrong PIN or password, or an
   * admin; 404 not mine; 409 already on; 422 SMS without a phone; 429 throttled.
   */
  choose: customerProcedure
    .meta({
      throttled: true,
      openapi: {
        method: 'PUT',
        path: '/users/{id}/two-factor',
        tags: ['settings'],
        summary: 'Choose my two-factor sign-in method',
        description:
          'Needs the transaction PIN (`currentPin`) or the account password (`currentPassword`). `NONE` turns two-factor sign-in off at once. `TOTP` answers a new authenticator secret (base32, `otpauth://` URI and QR code, shown only here); `SMS` and `EMAIL` send a 6-digit code there (valid 5 minutes, see the outbox). The new method is on only once POST /api/users/{id}/two-factor/confirm gets its first code; until then the previous one stays. Admins use /api/admin/mfa.',
      },
    })
    .input(z.object({ id: idParam, method: MethodSchema, ...StepUp }))
    .output(
      StatusSchema.extend({
        totp: z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() }).nullable(),
        sentTo: z.string().nullable().meta({ description: 'Where the code went, masked' }),
      }),
    )
    .mutation(({ ctx, input }) => {
      own(ctx, input.id);
      return chooseTwoFactor(ctx.db, ctx.user, input, ctx.brand.name, ctx.now);
    }),

  /**
   * POST /api/users/{id}/two-factor/confirm {code} → the status and 10 recovery codes (shown
   * once): the chosen method is on. 403 wrong, expired or used code; 409 nothing waits; 429
   * after 5 wrong codes in 15 minutes.
   */
  confirm: customerProcedure
    .meta({
      throttled: true,
      openapi: {
        method: 'POST',
        path: '/users/{id}/two-factor/confirm',
        tags: ['settings'],
        summary: 'Confirm my two-factor method with a first code',
        description:
          'The first code from the authenticator app, or the one sent by SMS or email, turns the chosen method on. The answer carries 10 recovery codes, each good for one sign-in; they are never shown again.',
      },
    })
    .input(z.object({ id: idParam, code: TotpCodeSchema }))
    .output(StatusSchema.extend({ recoveryCodes: RecoveryCodes }))
    .mutation(({ ctx, input }) => {
      own(ctx, input.id);
      return confirmTwoFactor(
        ctx.db,
        { session: ctx.session, user: ctx.user },
        input.code,
        ctx.now,
      );
    }),

  /**
   * POST /api/users/{id}/two-factor/recovery-codes {currentPin | currentPassword} →
   * {recoveryCodes}: 10 new codes, the old ones stop working. 403 wrong PIN or password; 409
   * no second factor on.
   */
  regenerateRecoveryCodes: customerProcedure
    .meta({
      throttled: true,
      openapi: {
        method: 'POST',
        path: '/users/{id}/two-factor/recovery-codes',
        tags: ['settings'],
        summary: 'Renew my recovery codes',
        description:
          'Needs the transaction PIN or the account password. Issues 10 new single-use recovery codes (shown only in this answer) and voids the old ones. For customers and admins with two-factor sign-in on.',
      },
    })
    .input(z.object({ id: idParam, ...StepUp }))
    .output(z.object({ recoveryCodes: RecoveryCodes }))
    .mutation(({ ctx, input }) => {
      own(ctx, input.id);
      return regenerateRecoveryCodes(ctx.db, ctx.user, input, ctx.now);
    }),
});
