/**
 * File downloads that are not JSON, so not tRPC procedures: account statements as CSV, PDF,
 * ISO 20022 camt.053 and OFX (GET /api/accounts/{id}/statement.csv|pdf|camt053.xml|ofx?from=&to=),
 * monthly statements (GET /api/accounts/{id}/statements/{YYYY-MM}.pdf|camt053.xml|ofx) and tax
 * summaries. Same gate, ownership and error rules as every other /api path.
 */

import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Requirement } from '../auth/gate';
import { findMonthlyStatement, monthRange } from '../cob/statements';
import { accounts, users } from '../db/schema';
import { notFound } from '../domain/errors';
import { statementCamt053 } from '../services/statements/camt053';
import { statementCsv, taxSummaryCsv } from '../services/statements/csv';
import { buildStatementDetail, type StatementDetail } from '../services/statements/entries';
import { statementOfx } from '../services/statements/ofx';
import { statementPdf, taxSummaryPdf } from '../services/statements/pdf';
import { buildStatement } from '../services/statements/statement';
import { taxSummary } from '../services/statements/tax';
import type { AppDeps } from '../trpc/context';
import { httpError } from '../trpc/error-adapter';
import { type GatedEnv, gated } from './gated';

/**
 * Who may download an account's files: any fully signed-in user who need not change the
 * password first (the account must be theirs unless they are an admin), by session or by a
 * token of any scope.
 */
export const STATEMENT_FILES = {
  who: 'signedIn',
  tokenScope: 'read',
} as const satisfies Requirement;

/** Routes for statement files (mounted under /api before the REST adapter). */
export function fileRoutes(deps: AppDeps): Hono<GatedEnv> {
  const app = new Hono<GatedEnv>();
  /** The answer carrying `statement` as camt.053 XML or OFX (by `file`'s extension), named `name`. */
  const machineFile = (file: string, statement: StatementDetail, name: string) =>
    file.endsWith('.ofx')
      ? new Response(statementOfx(statement, deps.brand), {
          headers: {
            'Cache-Control': 'no-store',
            'Content-Type': 'application/x-ofx; charset=utf-8',
            'Content-Disposition': `attachment; filename="${name}.ofx"`,
          },
        })
      : new Response(statementCamt053(statement, deps.brand), {
          headers: {
            'Cache-Control': 'no-store',
            'Content-Type': 'application/xml; charset=utf-8',
            'Content-Disposition': `attachment; filename="${name}.camt053.xml"`,
          },
        });
  app.get('/accounts/:id/:file{statement\\.(csv|pdf)}', gated(deps, STATEMENT_FILES), async (c) => {
    const { user } = c.var.signIn;
    const id = Number(c.req.param('id'));
    try {
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Account');
      const statement = buildStatement(
        deps.db,
        id,
        user.role === 'ADMIN' ? null : user.id,
        {
          from: c.req.query('from'),
          to: c.req.query('to'),
        },
        c.var.ctx.now,
      );
      const name = `statement-${statement.accountType.toLowerCase()}-${statement.accountNumber.slice(-4)}-${statement.from}-to-${statement.to}`;
      const headers = { 'Cache-Control': 'no-store' };
      if (c.req.param('file') === 'statement.csv') {
        return c.body(statementCsv(statement, c.var.ctx.language), 200, {
          ...headers,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}.csv"`,
        });
      }
      const pdf = await statementPdf(statement, deps.brand, c.var.ctx.language);
      return c.body(new Uint8Array(pdf), 200, {
        ...headers,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}.pdf"`,
      });
    } catch (error) {
      const refusal = httpError(error, c.var.ctx.language);
      if (!refusal) throw error;
      return c.json(refusal.body, refusal.status, refusal.headers);
    }
  });
  app.get(
    '/accounts/:id/:file{statement\\.(camt053\\.xml|ofx)}',
    gated(deps, STATEMENT_FILES),
    async (c) => {
      const { user } = c.var.signIn;
      const id = Number(c.req.param('id'));
      try {
        if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Account');
        const statement = buildStatementDetail(
          deps.db,
          id,
          user.role === 'ADMIN' ? null : user.id,
          { from: c.req.query('from'), to: c.req.query('to') },
          c.var.ctx.now,
        );
        const name = `statement-${statement.accountType.toLowerCase()}-${statement.accountNumber.slice(-4)}-${statement.from}-to-${statement.to}`;
        return machineFile(c.req.param('file'), statement, name);
      } catch (error) {
        const refusal = httpError(error, c.var.ctx.language);
        if (!refusal) throw error;
        return c.json(refusal.body, refusal.status, refusal.headers);
      }
    },
  );
  app.get(
    '/accounts/:id/statements/:file{\\d{4}-\\d{2}\\.(pdf|camt053\\.xml|ofx)}',
    gated(deps, STATEMENT_FILES),
    async (c) => {
      const { user } = c.var.signIn;
      const id = Number(c.req.param('id'));
      const period = c.req.param('file').slice(0, 7);
      try {
        if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Account');
        // The path only says NNNN-NN: a month outside 01–12 names no statement (and no date).
        if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) throw notFound('Statement');
        const ownerId = user.role === 'ADMIN' ? null : user.id;
        const statement = buildStatement(deps.db, id, ownerId, monthRange(period), c.var.ctx.now);
        if (!findMonthlyStatement(deps.db, id, period)) throw notFound('Statement');
        const name = `statement-${statement.accountType.toLowerCase()}-${statement.accountNumber.slice(-4)}-${period}`;
        const file = c.req.param('file');
        if (!file.endsWith('.pdf')) {
          const detail = buildStatementDetail(
            deps.db,
            id,
            ownerId,
            monthRange(period),
            c.var.ctx.now,
          );
          return machineFile(file, detail, name);
        }
        const pdf = await statementPdf(statement, deps.brand, c.var.ctx.language);
        return c.body(new Uint8Array(pdf), 200, {
          'Cache-Control': 'no-store',
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${name}.pdf"`,
        });
      } catch (error) {
        const refusal = httpError(error, c.var.ctx.language);
        if (!refusal) throw error;
        return c.json(refusal.body, refusal.status, refusal.headers);
      }
    },
  );
  app.get(
    '/accounts/:id/tax-summaries/:file{\\d{4}\\.(csv|pdf)}',
    gated(deps, STATEMENT_FILES),
    async (c) => {
      const { user } = c.var.signIn;
      const id = Number(c.req.param('id'));
      const file = c.req.param('file');
      const year = Number(file.slice(0, 4));
      try {
        if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Account');
        const ownerId = user.role === 'ADMIN' ? null : user.id;
        const summary = taxSummary(deps.db, id, ownerId, year, c.var.ctx.now);
        const name = `tax-summary-${summary.accountType.toLowerCase()}-${summary.accountNumber.slice(-4)}-${year}`;
        if (file.endsWith('.csv')) {
          return c.body(taxSummaryCsv(summary, c.var.ctx.language), 200, {
            'Cache-Control': 'no-store',
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${name}.csv"`,
          });
        }
        const owner = deps.db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .innerJoin(accounts, eq(accounts.userId, users.id))
          .where(eq(accounts.id, id))
          .get();
        const holder = owner ? `${owner.firstName} ${owner.lastName}` : '';
        const pdf = await taxSummaryPdf(summary, holder, deps.brand, c.var.ctx.language);
        return c.body(new Uint8Array(pdf), 200, {
          'Cache-Control': 'no-store',
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${name}.pdf"`,
        });
      } catch (error) {
        const refusal = httpError(error, c.var.ctx.language);
        if (!refusal) throw error;
        return c.json(refusal.body, refusal.status, refusal.headers);
      }
    },
  );
  return app;
}
