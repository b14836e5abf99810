/**
 * The class files as CSV downloads: the credentials sheet (GET
 * /api/admin/classes/{id}/credentials.csv) and the challenge progress (GET
 * /api/admin/classes/{id}/progress.csv): not JSON, so not tRPC procedures. The same gate as the admin procedures: a signed-in ADMIN
 * (session, or an API token with the `admin` scope) who need not change their password first
 * (403 PASSWORD_CHANGE_REQUIRED otherwise).
 */
import { stringify } from 'csv-stringify/sync';
import { Hono } from 'hono';
import type { Requirement } from '../auth/gate';
import { sealingKey } from '../auth/sealed';
import { classProgress, PROGRESS_CSV_COLUMNS, progressCsvRows } from '../challenges/progress';
import { notFound } from '../domain/errors';
import { classCredentials } from '../services/admin/classes';
import type { AppDeps } from '../trpc/context';
import { httpError } from '../trpc/error-adapter';
import { type GatedEnv, gated } from './gated';

/**
 * Who may download a class sheet: as an admin procedure, a fully signed-in ADMIN who need not
 * change the password first, by session or by a token with the `admin` scope.
 */
export const CLASS_SHEET = { who: 'admin', tokenScope: 'admin' } as const satisfies Requirement;

/**
 * The sheet: a header `username,password,name`, then one line per current student by
 * username; `password` is empty for a student who already chose their own.
 */
export function credentialsCsv(rows: { username: string; password: string; name: string }[]) {
  return stringify(rows, { header: true, columns: ['username', 'password', 'name'] });
}

/**
 * The progress sheet of a class: a header `username,name,API,UI,OPERATIONS,SECURITY,solved,
 * hintsUsed,score`, then one line per current student by username (solved counts per track,
 * solves overall, hints revealed and points).
 */
export function progressCsv(rows: Record<string, string | number>[]) {
  return stringify(rows, { header: true, columns: [...PROGRESS_CSV_COLUMNS] });
}

/** Routes for class files (mounted under /api before the REST adapter). */
export function classFileRoutes(deps: AppDeps): Hono<GatedEnv> {
  const app = new Hono<GatedEnv>();
  app.get('/admin/classes/:id/credentials.csv', gated(deps, CLASS_SHEET), (c) => {
    try {
      const id = Number(c.req.param('id'));
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Class');
      const rows = classCredentials(deps.db, id, sealingKey(deps.env.DATABASE_PATH));
      return c.body(credentialsCsv(rows), 200, {
        'Cache-Control': 'no-store',
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="class-${id}-credentials.csv"`,
      });
    } catch (error) {
      const refusal = httpError(error, c.var.ctx.language);
      if (!refusal) throw error;
      return c.json(refusal.body, refusal.status, refusal.headers);
    }
  });
  app.get('/admin/classes/:id/progress.csv', gated(deps, CLASS_SHEET), (c) => {
    try {
      const id = Number(c.req.param('id'));
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Class');
      const rows = progressCsvRows(classProgress(deps.db, id));
      return c.body(progressCsv(rows), 200, {
        'Cache-Control': 'no-store',
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="class-${id}-progress.csv"`,
      });
    } catch (error) {
      const refusal = httpError(error, c.var.ctx.language);
      if (!refusal) throw error;
      return c.json(refusal.body, refusal.status, refusal.headers);
    }
  });
  return app;
}
