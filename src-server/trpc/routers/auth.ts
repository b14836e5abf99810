/**
 * Sign-in, current user and sign-out, with the admin second factor's code step (OWASP ASVS
 * 4.3.1).
 */
import { z } from 'zod';
import { login } from '../../auth/login';
import { mfaState } from '../../auth/mfa';
import {
  clearedSessionCookie,
  invalidateSession,
  type SessionUser,
  sessionCookie,
} from '../../auth/session';
import { conflict } from '../../domain/errors';
import { verifySignInCode } from '../../services/admin/mfa';
import {
  LoginInputSchema,
  type MfaState,
  type SignedInUser,
  SignedInUserSchema,
  TotpCodeSchema,
} from '../../shared/dto';
import { passwordProcedure, publicProcedure, router } from '../init';

/** The wire shape of a signed-in user: the flag travels as `passwordChangeRequired`. */
function signedInAnswer({ mustChangePassword, ...user }: SessionUser, mfa: MfaState): SignedInUser {
  return { ...user, mfa, passwordChangeRequired: mustChangePassword };
}

export const authRouter = router({
  /**
   * POST /api/auth/login {username, password} → the user (id, role, names) and `mfa`: `OK`,
   * or for an admin `CODE_REQUIRED` (send the app's code to /api/auth/login/code next) or
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
      });
      ctx.resHeaders.append('Set-Cookie', sessionCookie(token, ctx.secure));
      return signedInAnswer(user, mfaState(ctx.db, ctx.env, user, { mfaVerifiedAt: null }));
    }),

  /**
   * POST /api/auth/login/code {code} → the user with `mfa: OK`: the second step of an admin's
   * sign-in with a 6-digit code from the authenticator app. Replaces the session (a new
   * cookie). 400 not six digits; 401 no session, or a wrong or already used code; 409 when
   * the session needs no code; 429 after 5 wrong codes in 15 minutes (Retry-After).
   */
  verifyCode: passwordProcedure
    .meta({
      throttled: true,
      openapi: {
        method: 'POST',
        path: '/auth/login/code',
        tags: ['auth'],
        summary: 'Finish an admin sign-in with an authenticator code',
      },
    })
    .input(z.object({ code: TotpCodeSchema }))
    .output(SignedInUserSchema)
    .mutation(({ ctx, input }) => {
      if (ctx.signIn.mfa !== 'CODE_REQUIRED') {
        throw conflict('No authentication code is needed for this session.');
      }
      const { token } = verifySignInCode(ctx.db, ctx.signIn, input.code, {
        userAgent: ctx.userAgent,
        ip: ctx.ip,
      });
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
