/**
 * Admin: the second factor, an authenticator app (OWASP ASVS 4.3.1). Status, enrolment (start, then confirm with a first code) and turning it
 * off (with a current code). Enrolment also answers a password-only session when the bank
 * requires it (ADMIN_MFA=required); turning it off needs a fully signed-in admin.
 */
import { z } from 'zod';
import {
  confirmTotpSetup,
  disableTotp,
  mfaStatus,
  startTotpSetup,
} from '../../../services/admin/mfa';
import { TotpCodeSchema } from '../../../shared/dto';
import { adminProcedure, mfaSetupProcedure, router } from '../../init';

const MfaStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  pending: z.boolean(),
  required: z.boolean(),
});
const CodeInput = z.object({ code: TotpCodeSchema });

/**
 * An admin's authenticator app (RFC 6238 TOTP): status, setup and its confirmation, turning it
 * off (/api/admin/mfa, /setup, /confirm, /disable).
 */
export const adminMfaRouter = router({
  /**
   * GET /api/admin/mfa → {enabled, enabledAt, pending, required}: the signed-in admin's
   * authenticator (never its secret). 401 anonymous or owing a code, 403 not an admin.
   */
  status: mfaSetupProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/mfa',
        tags: ['admin'],
        summary: 'Two-factor sign-in status',
      },
    })
    .input(z.void())
    .output(MfaStatusSchema)
    .query(({ ctx }) => mfaStatus(ctx.db, ctx.env, ctx.signIn.user.id)),

  /**
   * POST /api/admin/mfa/setup → {secret, uri, qrCode}: a new secret waiting for its first
   * code, as base32 for manual entry, as an otpauth:// URI and as a QR code (SVG data URL).
   * 409 when an authenticator is already on.
   */
  startSetup: mfaSetupProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/mfa/setup',
        tags: ['admin'],
        summary: 'Start enrolling an authenticator app',
      },
    })
    .input(z.void())
    .output(z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() }))
    .mutation(({ ctx }) => startTotpSetup(ctx.db, ctx.signIn.user, ctx.brand.name, ctx.now)),

  /**
   * POST /api/admin/mfa/confirm {code} → the status and 10 recovery codes (shown once): a
   * first code from the app turns the authenticator on, and this session counts as having
   * given its code. 400 not six digits;
   * 403 wrong or already used code; 409 nothing to confirm; 429 after 5 wrong codes.
   */
  confirmSetup: mfaSetupProcedure
    .meta({
      throttled: true,
      openapi: {
        method: 'POST',
        path: '/admin/mfa/confirm',
        tags: ['admin'],
        summary: 'Confirm the authenticator app with a first code',
      },
    })
    .input(CodeInput)
    .output(
      MfaStatusSchema.extend({
        recoveryCodes: z
          .array(z.string())
          .meta({ description: '10 single-use recovery codes; shown only in this answer' }),
      }),
    )
    .mutation(({ ctx, input }) =>
      confirmTotpSetup(ctx.db, ctx.env, ctx.signIn, input.code, ctx.now),
    ),

  /**
   * POST /api/admin/mfa/disable {code} → the status: turns the authenticator off with a
   * current code. 403 wrong or already used code; 409 none is on; 422 the bank requires it
   * (ADMIN_MFA=required); 429 after 5 wrong codes.
   */
  disable: adminProcedure
    .meta({
      throttled: true,
      openapi: {
        method: 'POST',
        path: '/admin/mfa/disable',
        tags: ['admin'],
        summary: 'Turn two-factor sign-in off',
      },
    })
    .input(CodeInput)
    .output(MfaStatusSchema)
    .mutation(({ ctx, input }) => disableTotp(ctx.db, ctx.env, ctx.user.id, input.code, ctx.now)),
});
