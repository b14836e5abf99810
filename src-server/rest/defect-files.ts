/**
 * The bug hunt's reports as a CSV download (GET /api/admin/defect-reports.csv): not JSON, so
 * not a tRPC procedure. The same gate as the admin procedures.
 */
import { Hono } from 'hono';
import type { Requirement } from '../auth/gate';
import { reportsCsv } from '../defects/reports';
import type { AppDeps } from '../trpc/context';
import { httpError } from '../trpc/error-adapter';
import { type GatedEnv, gated } from './gated';

/** Who may download the reports: a fully signed-in ADMIN, or a token with the `admin` scope. */
export const DEFECT_REPORTS_SHEET = {
  who: 'admin',
  tokenScope: 'admin',
} as const satisfies Requirement;

/** Routes for the bug hunt's files (mounted under /api before the REST adapter). */
export function defectFileRoutes(deps: AppDeps): Hono<GatedEnv> {
  const app = new Hono<GatedEnv>();
  app.get('/admin/defect-reports.csv', gated(deps, DEFECT_REPORTS_SHEET), (c) => {
    try {
      return c.body(reportsCsv(deps.db), 200, {
        'Cache-Control': 'no-store',
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="defect-reports.csv"',
      });
    } catch (error) {
      const refusal = httpError(error, c.var.ctx.language);
      if (!refusal) throw error;
      return c.json(refusal.body, refusal.status, refusal.headers);
    }
  });
  return app;
}
