/**
 * The class credentials sheet as a CSV download (GET /api/admin/classes/{id}/credentials.csv):
 * not JSON, so not a tRPC procedure. Same rules as the admin procedures: a signed-in ADMIN
 * (session, or an API token with the `admin` scope) who need not change their password first
 * (403 PASSWORD_CHANGE_REQUIRED otherwise).
 */
import { stringify } from 'csv-stringify/sync';
import { Hono } from 'hono';
import { parseScopes, tokenAllows } from '../auth/api-token';
import { sealingKey } from '../auth/sealed';
import {
  Forbidden,
  forbidden,
  notFound,
  PasswordChangeRequired,
  unauthorized,
} from '../domain/errors';
import { classCredentials } from '../services/admin/classes';
import { type AppDeps, createContextFromHono } from '../trpc/context';
import { httpError } from '../trpc/error-adapter';

/**
 * The sheet: a header `username,password,name`, then one line per current student by
 * username; `password` is empty for a student who already chose their own.
 */
export function credentialsCsv(rows: { username: string; password: string; name: string }[]) {
  return stringify(rows, { header: true, columns: ['username', 'password', 'name'] });
}

/** Routes for class files (mounted under /api before the REST adapter). */
export function classFileRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/admin/classes/:id/credentials.csv', (c) => {
    try {
      const ctx = createContextFromHono(deps, c, new Headers());
      if (ctx.badToken) throw unauthorized('The API token is invalid, expired or revoked');
      if (!ctx.user) throw unauthorized();
      // As every signed-in call: a password the bank chose opens nothing but its own change.
      if (ctx.user.mustChangePassword) throw new PasswordChangeRequired();
      if (ctx.user.role !== 'ADMIN') throw forbidden('Admin role required');
      if (ctx.token && !tokenAllows(parseScopes(ctx.token.scopes), 'admin')) {
        throw new Forbidden('This API token needs the admin scope for this call', 'TOKEN_SCOPE');
      }
      const id = Number(c.req.param('id'));
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Class');
      const rows = classCredentials(deps.db, id, sealingKey(deps.env.DATABASE_PATH));
      return c.body(credentialsCsv(rows), 200, {
        'Cache-Control': 'no-store',
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="class-${id}-credentials.csv"`,
      });
    } catch (error) {
      const refusal = httpError(error);
      if (!refusal) throw error;
      return c.json(refusal.body, refusal.status, refusal.headers);
    }
  });
  return app;
}
