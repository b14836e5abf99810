/**
 * The REST adapter: `/api/...` paths answered by the same tRPC procedures, at the paths and
 * methods their `openapi` meta gives (trpc-to-openapi's conventions, run by `dispatch.ts`).
 *
 * The body is read straight from the socket and parsed once, the query loses hostile names,
 * the context gets a Headers object of ours whose Set-Cookie, X-Total-Count and the like are
 * copied onto the answer. Errors keep the library's JSON body {message, code, issues?}; a 500
 * is rewritten so that no internal text ever leaves the server.
 */
import type { TRPCError } from '@trpc/server';
import type { Context as HonoContext } from 'hono';
import { PLAIN_OK_MARK } from '../defects/marks';
import { type FieldIssue, issuesMessage } from '../shared/issues';
import { type AppDeps, type Context, createContextFromHono } from '../trpc/context';
import { refusalHeaders } from '../trpc/error-adapter';
import { restProcedureByName } from '../trpc/procedure-kind';
import { allowedMethodsOf, methodNotAllowed } from './allowed-methods';
import { isJsonMediaType, readBodyText } from './body';
import { type DispatchHooks, dispatch, type ErrorBody, type RestOutcome } from './dispatch';
import { parseJsonBody, queryValues } from './hostile-names';
import { openApiDocument } from './openapi';

const INTERNAL_ERROR = {
  message: 'Something went wrong on our side. Please try again.',
  code: 'INTERNAL_SERVER_ERROR',
};

type Body = { ok: true; data: unknown } | { ok: false; error: unknown };

/**
 * What the edge tells the dispatcher: a creation answers 201 Created (its meta's
 * successStatus), and an error's refusal headers (Retry-After, RateLimit) go on the answer.
 */
const HOOKS: DispatchHooks = {
  successStatus: (path: string, ctx: Context) => {
    // A planted defect (bug-hunt mode) answers 200 where 201 is documented.
    if (ctx.resHeaders.has(PLAIN_OK_MARK)) {
      ctx.resHeaders.delete(PLAIN_OK_MARK);
      return 200;
    }
    return restProcedureByName(path)?.meta.successStatus ?? 200;
  },
  onError: (error: TRPCError, ctx: Context | undefined) => {
    for (const [name, value] of Object.entries(refusalHeaders(error))) {
      ctx?.resHeaders.set(name, value);
    }
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      console.error('REST error:', error.cause ?? error);
    }
  },
};

/**
 * Builds the `/api/*` handler once per app.
 * @param deps the bank's dependencies, handed to each call's context
 * @returns the handler for every `/api` request no other route answered: a documented path
 *   with a method it does not have gets 405 with `Allow` (`allowed-methods.ts`, from the
 *   OpenAPI document's paths, RFC 9110 §15.5.6); anything else goes to the procedure its
 *   method and path name, whose errors keep the JSON body {message, code, issues?} (a 500
 *   never carries internal text)
 */
export function createRestHandler(deps: AppDeps): (c: HonoContext) => Promise<Response> {
  const allowedMethods = allowedMethodsOf(openApiDocument(deps.brand.name).paths ?? {});
  return async (c) => {
    const raw = c.req.raw;
    const allow = allowedMethods(c.req.path.replace(/^\/api/, '') || '/');
    if (allow && !allow.includes(raw.method)) return methodNotAllowed(raw.method, allow);
    const own = new Headers();
    const body = await readJsonBody(raw, await readBodyText(c));
    const url = new URL(raw.url);
    const outcome = await dispatch(
      {
        method: raw.method,
        path: url.pathname.replace(/^\/api/, '') || '/',
        // Read after the body: a bodiless write counts as JSON (readJsonBody).
        contentType: raw.headers.get('content-type'),
        // The query as a null-prototype object without hostile names: in a plain object
        // `?toString=` or `?__proto__=` would reach the prototype (a 500).
        query: queryValues(url.searchParams),
        body,
        context: () => createContextFromHono(deps, c, own),
      },
      HOOKS,
    );
    return finish(outcome, own);
  };
}

/**
 * Parses a JSON body once. A write without Content-Type and body (logout) counts as {}. Keys
 * named after members of Object.prototype are dropped (hostile-names.ts).
 */
function readJsonBody(req: Request, text: string): Body {
  if (req.method === 'GET' || req.method === 'HEAD') return { ok: true, data: undefined };
  const type = req.headers.get('content-type');
  if (type === null && text === '') {
    // The library refuses writes without a Content-Type; a bodiless call means "no input".
    req.headers.set?.('content-type', 'application/json');
    return { ok: true, data: {} };
  }
  if (!isJsonMediaType(type)) return { ok: true, data: undefined };
  try {
    return { ok: true, data: text === '' ? {} : parseJsonBody(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The answer: the outcome's status and JSON plus our headers. The text goes into the one
 * Response as a string, so @hono/node-server writes it straight to the socket (no web
 * stream, no second copy of the body: the statement is the biggest answer the bank gives).
 */
function finish(outcome: RestOutcome, own: Headers): Response {
  const { status } = outcome;
  const headers = new Headers({ 'Content-Type': 'application/json' });
  for (const cookie of own.getSetCookie()) headers.append('Set-Cookie', cookie);
  for (const name of [
    'X-Total-Count',
    'Link',
    'Retry-After',
    'RateLimit',
    'RateLimit-Policy',
    'Idempotent-Replayed',
  ]) {
    const value = own.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set('Cache-Control', 'no-store');
  if (status >= 500) return sized(JSON.stringify(INTERNAL_ERROR), status, headers);
  const text = outcome.ok ? (JSON.stringify(outcome.data) ?? null) : errorText(outcome.shape);
  return sized(text, status, headers);
}

/**
 * A Response whose Content-Length is declared, so the compression middleware leaves small
 * answers alone (under 1 KB, compressing costs more than it saves).
 */
function sized(text: string | null, status: number, headers: Headers): Response {
  if (text !== null) headers.set('Content-Length', String(Buffer.byteLength(text)));
  return new Response(text, { status, headers });
}

/**
 * Error bodies as the API documents them: {message, code, issues?}. `code` is the stable
 * domain code and `issues` the structured field issues, both put in the shape's `data` by
 * the router's errorFormatter; tRPC's internal `data` block itself is dropped.
 */
function errorText(shape: ErrorBody): string {
  const issues = shape.data?.issues;
  if (Array.isArray(issues) && issues.length > 0) {
    // The library says only "Input validation failed"; the message names each field.
    return JSON.stringify({
      message: issuesMessage(issues as FieldIssue[]),
      code: 'BAD_REQUEST',
      issues,
    });
  }
  return JSON.stringify({ message: shape.message, code: shape.data?.domainCode ?? shape.code });
}
