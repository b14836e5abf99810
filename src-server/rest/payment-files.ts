/**
 * POST /api/transfers/batch with `Content-Type: application/xml`: a pain.001.001.03 bulk
 * payments file, run as the JSON batch is (the same gate, Idempotency-Key, ledger writer
 * batch, per-item results and limits). Answers the JSON batch result, or with
 * `Accept: application/xml` a pain.002.001.03 status report. 400 for a file that is not
 * well formed or not valid (line and column, or line and element, named), 413 over
 * MAX_BATCH_ITEMS payments, 409 for a reused key. Any other content type goes on to the
 * REST adapter's JSON batch.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { accepts } from 'hono/accepts';
import type { Requirement } from '../auth/gate';
import { resultsIn } from '../services/transfers/batch';
import { feeScheduleFromEnv } from '../services/transfers/fees';
import { withIdempotency } from '../services/transfers/idempotency';
import { applyPain001 } from '../services/transfers/pain/apply';
import { readPain001 } from '../services/transfers/pain/read';
import { pain002Document } from '../services/transfers/pain/status-report';
import type { AppDeps } from '../trpc/context';
import { httpError } from '../trpc/error-adapter';
import { type GatedEnv, gated } from './gated';

/**
 * Who may send a payments file: as the JSON batch (a money procedure), a fully signed-in
 * user who need not change the password first, by session or by a token with the
 * `transfer` scope.
 */
export const PAYMENT_FILE = {
  who: 'signedIn',
  tokenScope: 'transfer',
} as const satisfies Requirement;

/** The idempotency scope: the JSON batch's tRPC path, so one key is one batch whatever its form. */
const SCOPE = 'transfers.batch';

/** Whether a Content-Type names an XML body (application/xml, text/xml, or a +xml type). */
export const isXmlType = (type: string | undefined) =>
  /^(application|text)\/([\w.-]+\+)?xml\s*(;|$)/i.test(type ?? '');

/** Routes for pain.001 files (mounted under /api before the REST adapter). */
export function paymentFileRoutes(deps: AppDeps): Hono<GatedEnv> {
  const app = new Hono<GatedEnv>();
  const gate = gated(deps, PAYMENT_FILE) as unknown as MiddlewareHandler<GatedEnv>;
  app.post('/transfers/batch', async (c, next) => {
    if (!isXmlType(c.req.header('content-type'))) return next();
    let answer: Response | undefined;
    const refused = await gate(c, async () => {
      answer = await handle(deps, c);
    });
    return refused ?? (answer as Response);
  });
  return app;
}

/** Reads, runs and answers one pain.001 file for a caller who passed the gate. */
async function handle(deps: AppDeps, c: Context<GatedEnv>): Promise<Response> {
  const { ctx } = c.var;
  const { user, session } = c.var.signIn;
  try {
    const file = await readPain001(await c.req.text());
    const schedule = feeScheduleFromEnv(ctx.env);
    const stored = await deps.ledger.run(() =>
      withIdempotency(
        deps.db,
        {
          userId: user.id,
          key: ctx.idempotencyKey,
          scope: SCOPE,
          request: { file: file.payments },
          onReplay: () => {
            c.header('Idempotent-Replayed', 'true');
            if (ctx.observation) ctx.observation.replayed = true;
          },
          onConflict: () => {
            if (ctx.observation) ctx.observation.idempotencyConflict = true;
          },
        },
        () => ({
          results: applyPain001(deps.db, session, file.payments, schedule, ctx.brand, ctx.now),
        }),
        ctx.now,
      ),
    );
    const results = resultsIn(stored, ctx.language).results;
    c.header('Cache-Control', 'no-store');
    const wanted = accepts(c, {
      header: 'Accept',
      supports: ['application/json', 'application/xml', 'text/xml'],
      default: 'application/json',
    });
    if (wanted === 'application/json') return c.json({ results }, 200);
    return c.body(pain002Document(file, results, ctx.brand.name, ctx.now), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    });
  } catch (error) {
    const refusal = httpError(error, ctx.language);
    if (!refusal) throw error;
    return c.json(refusal.body, refusal.status, refusal.headers);
  }
}
