/**
 * The open-banking API, NextGenPSD2 account information, as a Hono app mounted at /psd2/v1:
 *
 *   POST   /consents                      a third party asks for a consent (201, received)
 *   GET    /consents/{consentId}          the consent, as asked or as granted
 *   GET    /consents/{consentId}/status   its status
 *   DELETE /consents/{consentId}          the third party ends it (204, terminatedByTpp)
 *   GET    /accounts                      the granted accounts (Consent-ID header)
 *   GET    /accounts/{account-id}/balances
 *   GET    /accounts/{account-id}/transactions?bookingStatus&dateFrom&dateTo (paged by links)
 *
 * and, open to anyone, its document (`openapi.json`), reference page (`docs`) and Postman
 * collection (`postman.json`). Every API call needs `X-Request-ID` (a UUID, echoed back) and
 * passes the bank's one gate (auth/gate.ts) as a `thirdParty` caller by its `X-API-Key`.
 * Refusals are NextGenPSD2 bodies `{tppMessages: [{category, code, text}]}`.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { authorize, type GateContext, type Requirement } from '../auth/gate';
import { businessNow } from '../clock/clock';
import { DomainError } from '../domain/errors';
import type { AppDeps } from '../trpc/context';
import {
  businessDay,
  consentForRead,
  consentInformation,
  consentOfThirdParty,
  createConsent,
  statusOn,
  terminateConsent,
} from './consents';
import { PSD2_DOCS_INIT, psd2DocsPage } from './docs';
import { Psd2Error } from './errors';
import { psd2Document } from './openapi';
import { psd2Postman } from './postman';
import { listAccounts, readBalances, readTransactions } from './reads';
import { type ThirdPartyCaller, thirdPartyOf } from './third-parties';
import { ConsentRequestSchema, TransactionsQuerySchema } from './wire';

/** What every call of the API requires: a registered third party's key. */
export const THIRD_PARTY: Requirement = { who: 'thirdParty' };

type Psd2Env = { Variables: { caller: ThirdPartyCaller; now: Date } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The routes of the API, with the methods each answers (others: 405 SERVICE_INVALID). */
const ROUTES: [RegExp, string[]][] = [
  [/^\/consents$/, ['POST']],
  [/^\/consents\/[^/]+$/, ['GET', 'DELETE']],
  [/^\/consents\/[^/]+\/status$/, ['GET']],
  [/^\/accounts$/, ['GET']],
  [/^\/accounts\/[^/]+\/(balances|transactions)$/, ['GET']],
];

function refuse(c: Context, error: Psd2Error): Response {
  return c.json(error.body(), error.status);
}

function formatError(error: z.ZodError): Psd2Error {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return new Psd2Error('FORMAT_ERROR', `${where}${issue?.message ?? 'Invalid request'}`);
}

/**
 * The /psd2/v1 app of one bank.
 * @param deps the bank (database, environment, brand)
 * @param basePath the sandbox's path ('/s/{name}') or '' for the main bank; links and the
 *   customer's redirect carry it
 */
export function psd2Routes(deps: AppDeps, basePath = ''): Hono<Psd2Env> {
  const app = new Hono<Psd2Env>();
  const base = `${basePath}/psd2/v1`;

  // A refusal a handler throws answers as NextGenPSD2 says; anything else is the bank's fault.
  app.onError((error, c) => {
    if (error instanceof Psd2Error) return refuse(c, error);
    if (error instanceof z.ZodError) return refuse(c, formatError(error));
    console.error('Open-banking API error:', error);
    return refuse(c, new Psd2Error('INTERNAL_SERVER_ERROR', 'Something went wrong on our side'));
  });

  app.get('/openapi.json', (c) => c.json(psd2Document(base)));
  app.get('/postman.json', (c) => {
    const origin = deps.env.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
    return c.json(psd2Postman(`${origin}${base}`));
  });
  app.get('/docs', (c) => c.html(psd2DocsPage(basePath)));
  app.get('/docs/init.js', (c) =>
    c.body(PSD2_DOCS_INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );

  app.use('*', async (c, next) => {
    const path = c.req.path.slice(c.req.path.indexOf('/psd2/v1') + '/psd2/v1'.length) || '/';
    const route = ROUTES.find(([pattern]) => pattern.test(path));
    if (!route) {
      return refuse(c, new Psd2Error('SERVICE_UNKNOWN', `No service at ${c.req.method} ${path}`));
    }
    if (!route[1].includes(c.req.method)) {
      c.header('Allow', route[1].join(', '));
      return refuse(
        c,
        new Psd2Error(
          'SERVICE_INVALID',
          `${path} answers ${route[1].join(', ')}, not ${c.req.method}`,
        ),
      );
    }
    const requestId = c.req.header('x-request-id');
    if (!requestId || !UUID.test(requestId)) {
      return refuse(c, new Psd2Error('FORMAT_ERROR', 'Send an X-Request-ID header with a UUID'));
    }
    c.header('X-Request-ID', requestId);
    const gate: GateContext = {
      session: null,
      user: null,
      partialSignIn: null,
      token: null,
      thirdParty: thirdPartyOf(deps.db, c.req.header('x-api-key')),
    };
    try {
      authorize(gate, THIRD_PARTY);
    } catch (error) {
      if (error instanceof DomainError)
        return refuse(c, new Psd2Error('TOKEN_INVALID', error.message));
      throw error;
    }
    c.set('caller', gate.thirdParty as ThirdPartyCaller);
    c.set('now', businessNow(deps.db));
    await next();
    // Hono catches what a handler throws and keeps it in `c.error`; the refusals become
    // NextGenPSD2 bodies here (anything else stays the app's 500).
    const error = c.error;
    if (error instanceof Psd2Error) c.res = refuse(c, error);
    else if (error instanceof z.ZodError) c.res = refuse(c, formatError(error));
    c.res.headers.set('X-Request-ID', requestId);
  });
  app.use(
    '/consents',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => refuse(c, new Psd2Error('FORMAT_ERROR', 'The body is over 64 KB')),
    }),
  );

  app.post('/consents', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new Psd2Error('FORMAT_ERROR', 'The body is not JSON');
    }
    const request = ConsentRequestSchema.parse(body);
    const state = c.req.header('tpp-redirect-state') ?? null;
    if (state !== null && state.length > 200) {
      throw new Psd2Error('FORMAT_ERROR', 'TPP-Redirect-State is over 200 characters');
    }
    const id = createConsent(deps.db, c.var.caller, request, state, c.var.now);
    const origin = deps.env.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
    c.header('Location', `${base}/consents/${id}`);
    c.header('ASPSP-SCA-Approach', 'REDIRECT');
    return c.json(
      {
        consentStatus: 'received',
        consentId: id,
        _links: {
          scaRedirect: { href: `${origin}${basePath}/consents/${id}` },
          self: { href: `${base}/consents/${id}` },
          status: { href: `${base}/consents/${id}/status` },
        },
      },
      201,
    );
  });

  app.get('/consents/:consentId/status', (c) => {
    const row = consentOfThirdParty(deps.db, c.var.caller, c.req.param('consentId'));
    return c.json({ consentStatus: statusOn(row, businessDay(c.var.now)) });
  });

  app.get('/consents/:consentId', (c) => {
    const row = consentOfThirdParty(deps.db, c.var.caller, c.req.param('consentId'));
    const info = consentInformation(deps.db, row, c.var.now);
    return c.json({
      ...info,
      _links: {
        ...(info.consentStatus === 'valid' ? { account: { href: `${base}/accounts` } } : {}),
        status: { href: `${base}/consents/${row.id}/status` },
      },
    });
  });

  app.delete('/consents/:consentId', (c) => {
    terminateConsent(deps.db, c.var.caller, c.req.param('consentId'), c.var.now);
    return c.body(null, 204);
  });

  const readConsent = (c: Context<Psd2Env>) =>
    consentForRead(
      deps.db,
      c.var.caller,
      c.req.header('consent-id'),
      c.req.header('psu-ip-address') !== undefined,
      c.var.now,
    );

  app.get('/accounts', (c) => {
    const consent = readConsent(c);
    return c.json(listAccounts(deps.db, consent.id, base));
  });

  app.get('/accounts/:accountId/balances', (c) => {
    const consent = readConsent(c);
    return c.json(readBalances(deps.db, consent.id, c.req.param('accountId'), c.var.now));
  });

  app.get('/accounts/:accountId/transactions', (c) => {
    const query = TransactionsQuerySchema.parse(c.req.query());
    const consent = readConsent(c);
    return c.json(readTransactions(deps.db, consent.id, c.req.param('accountId'), query, base));
  });

  return app;
}
