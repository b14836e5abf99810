/** Sign-in, current user and sign-out (customer-area.md §7). */
import { z } from 'zod';
import { login } from '../../auth/login';
import { clearedSessionCookie, invalidateSession, sessionCookie } from '../../auth/session';
import { LoginInputSchema, SessionUserSchema } from '../../shared/wire';
import { customerProcedure, publicProcedure, router } from '../init';

export const authRouter = router({
  /**
   * POST /api/auth/login {username, password} → the user (id, role, names).
   * Sets the `session` cookie. 401 on bad credentials, 429 when throttled.
   */
  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/login', tags: ['auth'], summary: 'Sign in' } })
    .input(LoginInputSchema)
    .output(SessionUserSchema)
    .mutation(async ({ ctx, input }) => {
      const { user, token } = await login(ctx.db, input, { userAgent: ctx.userAgent, ip: ctx.ip });
      ctx.resHeaders.append('Set-Cookie', sessionCookie(token, ctx.secure));
      return user;
    }),

  /** GET /api/auth/me → the session's user. 401 without a session. */
  me: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/me', tags: ['auth'], summary: 'Current user' } })
    .input(z.void())
    .output(SessionUserSchema)
    .query(({ ctx }) => ctx.user),

  /** POST /api/auth/logout: deletes the session on the server and clears the cookie. */
  logout: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/auth/logout', tags: ['auth'], summary: 'Sign out' },
    })
    .input(z.void())
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx }) => {
      if (ctx.session) invalidateSession(ctx.db, ctx.session.id);
      ctx.resHeaders.append('Set-Cookie', clearedSessionCookie(ctx.secure));
      return { ok: true as const };
    }),
});
