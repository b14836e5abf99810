/**
 * tRPC setup: the three procedure kinds of ARCHITECTURE.md (Authorization) and the error
 * shape. Authorization happens here and in services, never in screens.
 */
import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { forbidden, notFound, unauthorized } from '../services/errors';
import type { Context } from './context';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // Never a stack trace or SQL text in an answer.
    errorFormatter({ shape, error }) {
      const { stack: _stack, ...data } = shape.data;
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        return { ...shape, message: 'Something went wrong on our side. Please try again.', data };
      }
      if (error.cause instanceof ZodError) {
        // Same person-readable message as the REST adapter, plus field paths for forms.
        const issues = error.cause.issues.map((i) => ({
          path: i.path.map(String),
          message: i.message,
        }));
        const message = issues
          .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
          .join('; ');
        return { ...shape, message, data: { ...data, issues } };
      }
      return { ...shape, data };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure;

/** A signed-in user (any role). @throws UNAUTHORIZED (401) without a valid session */
export const customerProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw unauthorized();
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/** A signed-in ADMIN. @throws UNAUTHORIZED (401) without a session, FORBIDDEN (403) otherwise */
export const adminProcedure = customerProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'ADMIN') throw forbidden('Admin role required');
  return next();
});

/**
 * A path's `{userId}` must be the session's own user unless the caller is an admin.
 * @throws NOT_FOUND (404) otherwise, so other customers' existence is not revealed
 */
export function assertSelfOrAdmin(
  user: { id: number; role: string },
  userId: number,
  what = 'User',
): void {
  if (user.id !== userId && user.role !== 'ADMIN') throw notFound(what);
}
