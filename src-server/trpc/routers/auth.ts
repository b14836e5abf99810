/**
 * Sign-in, current user and sign-out, with the admin second factor's code step (OWASP ASVS
 * 4.3.1).
 */
import { z } from 'zod';
import { login } from '../../auth/login';
import { mfaState } from '../../auth/mfa';
import {
  confirmPasswordReset,
  RESET_ACCEPTED,
  requestPasswordReset,
} from '../../auth/password-reset';
import {
  clearedSessionCookie,
  invalidateSession,
  type SessionUser,
  sessionCookie,
} from '../../auth/session';
import { conflict } from '../../domain/errors';
import { verifySignInCode } from '../../services/admin/mfa';
import { sendSignInCode } from '../../services/users/two-factor';
import {
  LoginInputSchema,
  type MfaState,
  PasswordResetAcceptedSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  type SignedInUser,
  SignedInUserSchema,
  SignInCodeSchema,
} from '../../shared/dto';
import { passwordProcedure, publicProcedure, router } from '../init';

/** The wire shape of a signed-in user: the flag travels as `passwordChangeRequired`. */
function signedInAnswer({ mustChangePassword, ...user }: SessionUser, mfa: MfaState): SignedInUser {
  return { ...user, mfa, passwordChangeRequired: mustChangePassword };
}

/**
 * Sign-in and its code step, who am I, password recovery and sign-out (/api/auth/login,
 * /login/code, /me, /password-reset, /password-reset/confirm, /logout).
 */
export const authRouter = router({
  /**
   * POST /api/auth/login {username, password} → the user (id, role, names) and `mfa`: `OK`,
   * or `CODE_REQUIRED` for a user with a second factor (send the app's code, or the one just
   * sent by SMS or email, or a recovery code, to /api/auth/login/code next) or
   * `SETUP_REQUIRED` (ADMIN_MFA=required and no authenticator yet: enrol at /api/admin/mfa).
   * Sets the `session` cookie. `passwordChangeRequired: true` (a customer whose password an
   * admin chose) means every other call answers 403 PASSWORD_CHANGE_REQUIRED until
   * POST /api/users/{id}/password. 401 on bad credentials, 429 when throttled (5 failures per
   * account, THROTTLE_PER_ADDRESS per address, in 15 minutes).
   */
  login: publicProcedure
    .meta({
      throttled: true,
      openapi: { method: 'POST', path: '/auth/login', tags: ['auth'], summary: 'Sign in' },
    })
    .input(LoginInputSchema)
    .output(SignedInUserSchema)
    .mutation(async ({ ctx, input }) => {
      const { user, token } = await login(ctx.db, input, {
        userAgent: ctx.userAgent,
        ip: ctx.ip,
        perAddress: ctx.env.THROTTLE_PER_ADDRESS,
        at: ctx.now,
      });
      ctx.resHeaders.append('Set-Cookie', sessionCookie(token, ctx.secure));
      const mfa = mfaState(ctx.db, ctx.env, user, { mfaVerifiedAt: null });
      if (mfa === 'CODE_REQUIRED') sendSignInCode(ctx.db, user.id);
      return signedInAnswer(user, mfa);
    }),

  /**
   * POST /api/auth/login/code {code} → the user with `mfa: OK`: the second step of a sign-in
   * with a second factor: the 6-digit code from the authenticator app or sent by SMS or email
   * (valid 5 minutes, once), or a recovery code (once). Replaces the session (a new cookie).
   * 400 neither shape; 401 no session, or a wrong, expired or already used code; 409 when the
   * session needs no code; 429 after 5 wrong codes in 15 minutes (Retry-After).
   */
  verifyCode: passwordProcedure
    .meta({
      throttled: true,
      openapi: {
        method: 'POST',
        path: '/auth/login/code',
        tags: ['auth'],
        summary: 'Finish a sign-in with a second-factor code',
        description:
          'After a sign-in answered `mfa: CODE_REQUIRED`: the 6-digit code from the authenticator app, or the one just sent by SMS or email (valid 5 minutes, once), or one of the recovery codes (`xxxx-xxxx-xxxx`, once each). A wrong code counts towards the limit of 5 in 15 minutes.',
      },
    })
    .input(z.object({ code: SignInCodeSchema }))
    .output(SignedInUserSchema)
    .mutation(({ ctx, input }) => {
      if (ctx.signIn.mfa !== 'CODE_REQUIRED') {
        throw conflict('No authentication code is needed for this session.');
      }
      const { token } = verifySignInCode(
        ctx.db,
        ctx.signIn,
        input.code,
        {
          userAgent: ctx.userAgent,
          ip: ctx.ip,
        },
        ctx.now,
      );
      ctx.resHeaders.append('Set-Cookie', sessionCookie(token, ctx.secure));
      return signedInAnswer(ctx.signIn.user, 'OK');
    }),

  /**
   * GET /api/auth/me → the session's user and its `mfa` state (see login). A session that
   * still owes its admin code answers too, with `mfa: CODE_REQUIRED`, so a screen can ask
   * for the code. 401 without a session.
   */
  me: passwordProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/me', tags: ['auth'], summary: 'Current user' } })
    .input(z.void())
    .output(SignedInUserSchema)
    .query(({ ctx }) => signedInAnswer(ctx.signIn.user, ctx.signIn.mfa)),

  /**
   * POST /api/auth/password-reset {login} → 202 and the same body whether or not an account
   * matches the username or email: an open account gets an email with a link that works
   * once, for 30 minutes. 429 past 3 requests per login or 20 per address in 15 minutes.
   */
  requestPasswordReset: publicProcedure
    .meta({
      throttled: true,
      successStatus: 202,
      openapi: {
        method: 'POST',
        path: '/auth/password-reset',
        tags: ['auth'],
        summary: 'Ask for a password reset link',
        description:
          'Always 202 with the same body, whether or not an account matches `login` (a username or an email address), so the answer tells nobody which accounts exist. An open account gets an email (see the outbox) with a link `/reset-password?token=…` that works once, for 30 minutes.',
      },
    })
    .input(PasswordResetRequestSchema)
    .output(PasswordResetAcceptedSchema)
    .mutation(({ ctx, input }) => {
      const origin =
        ctx.env.PUBLIC_ORIGIN ?? (ctx.requestUrl ? new URL(ctx.requestUrl).origin : '');
      requestPasswordReset(ctx.db, input.login, { ip: ctx.ip, origin, at: ctx.now });
      return { message: RESET_ACCEPTED };
    }),

  /**
   * POST /api/auth/password-reset/confirm {token, password} → {endedSessions}: sets the new
   * password (the password change's rules), ends every session of the user and tells them.
   * 400 for an invalid, expired or used link; 429 after 10 bad links per address.
   */
  confirmPasswordReset: publicProcedure
    .meta({
      throttled: true,
      openapi: {
        method: 'POST',
        path: '/auth/password-reset/confirm',
        tags: ['auth'],
        summary: 'Set a new password with a reset link',
      },
    })
    .input(PasswordResetConfirmSchema)
    .output(z.object({ endedSessions: z.number().int().min(0) }))
    .mutation(({ ctx, input }) => confirmPasswordReset(ctx.db, input, { ip: ctx.ip, at: ctx.now })),

  /** POST /api/auth/logout: deletes the session (signed in or half-way) and clears the cookie. */
  logout: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/auth/logout', tags: ['auth'], summary: 'Sign out' },
    })
    .input(z.void())
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx }) => {
      const session = ctx.session ?? ctx.partialSignIn?.session;
      if (session) invalidateSession(ctx.db, session.id, 'signed_out');
      ctx.resHeaders.append('Set-Cookie', clearedSessionCookie(ctx.secure));
      return { ok: true as const };
    }),
});
