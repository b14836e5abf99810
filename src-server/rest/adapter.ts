/**
 * The REST adapter: `/api/...` paths answered by the same tRPC procedures (trpc-to-openapi).
 *
 * trpc-to-openapi's own fetch adapter rebuilds its procedure cache on every request and
 * gives the context no way to set response headers. This adapter builds the library's
 * handler once and feeds it the same request proxy the fetch adapter uses; the context gets
 * a Headers object of ours whose Set-Cookie and X-Total-Count are copied onto the answer.
 * Errors keep the library's JSON body {message, code, issues?}; a 500 is rewritten so that
 * no internal text ever leaves the server.
 */
import type { IncomingMessage } from 'node:http';
import { TRPCError } from '@trpc/server';
import type { Context as HonoContext } from 'hono';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import { PLAIN_OK_MARK } from '../defects/marks';
import { type FieldIssue, issuesMessage } from '../shared/issues';
import { type AppDeps, type Context, createContextFromHono } from '../trpc/context';
import { refusalHeaders } from '../trpc/error-adapter';
import { restProcedureByName } from '../trpc/procedure-kind';
import { appRouter } from '../trpc/root';
import { allowedMethodsOf, methodNotAllowed } from './allowed-methods';
import { parseJsonBody, queryValues } from './hostile-names';
import { openApiDocument } from './openapi';

const INTERNAL_ERROR = {
  message: 'Something went wrong on our side. Please try again.',
  code: 'INTERNAL_SERVER_ERROR',
};
const CONTEXT = Symbol('context');
const NEVER_ABORTED = new AbortController().signal;

type Body = { ok: true; data: unknown } | { ok: false; error: unknown };

/** What the library's handler wrote: status, headers and the JSON text (or nothing). */
interface Written {
  status: number;
  headers: Headers;
  text: string | null;
}

/**
 * Builds the `/api/*` handler once per app.
 * @param deps the bank's dependencies, handed to each call's context
 * @returns the handler for every `/api` request no other route answered: a documented path
 *   with a method it does not have gets 405 with `Allow` (`allowed-methods.ts`, from the
 *   OpenAPI document's paths, RFC 9110 §15.5.6); anything else goes to trpc-to-openapi,
 *   whose errors keep the JSON body {message, code, issues?} (a 500 never carries internal
 *   text)
 */
export function createRestHandler(deps: AppDeps): (c: HonoContext) => Promise<Response> {
  const allowedMethods = allowedMethodsOf(openApiDocument(deps.brand.name).paths ?? {});
  const handler = createOpenApiNodeHttpHandler({
    router: appRouter,
    createContext: ({ req }: { req: unknown }) => (req as { [CONTEXT]: () => Context })[CONTEXT](),
    // A procedure that creates a resource answers 201 Created (its meta's successStatus).
    responseMeta: ({
      paths,
      errors,
      ctx,
    }: {
      paths?: string[];
      errors: unknown[];
      ctx?: Context;
    }) => {
      const name = paths?.[0];
      if (errors.length > 0 || !name) return {};
      // A planted defect (bug-hunt mode) answers 200 where 201 is documented.
      if (ctx?.resHeaders.has(PLAIN_OK_MARK)) {
        ctx.resHeaders.delete(PLAIN_OK_MARK);
        return {};
      }
      const status = restProcedureByName(name)?.meta.successStatus;
      return status ? { status } : {};
    },
    onError: ({ error, ctx }: { error: TRPCError; ctx?: Context }) => {
      for (const [name, value] of Object.entries(refusalHeaders(error))) {
        ctx?.resHeaders.set(name, value);
      }
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        console.error('REST error:', error.cause ?? error);
      }
    },
  } as Parameters<typeof createOpenApiNodeHttpHandler>[0]);

  return async (c) => {
    const raw = c.req.raw;
    const allow = allowedMethods(c.req.path.replace(/^\/api/, '') || '/');
    if (allow && !allow.includes(raw.method)) return methodNotAllowed(raw.method, allow);
    const own = new Headers();
    const body = await readJsonBody(raw, await readBodyText(c));
    const url = new URL(raw.url);
    url.pathname = url.pathname.replace(/^\/api/, '') || '/';
    // The library would read the query into a plain object, where `?toString=` or
    // `?__proto__=` reach the prototype (a 500): it gets a null-prototype one without them.
    const query = queryValues(url.searchParams);
    const req = new Proxy(raw, {
      get(target, prop) {
        if (prop === 'url') return url.toString();
        if (prop === 'query') return query;
        // Reading `signal` makes @hono/node-server build a full Request; procedures here are
        // synchronous and never watch for aborts, so a signal that never fires is the same.
        if (prop === 'signal') return NEVER_ABORTED;
        if (prop === CONTEXT) return () => createContextFromHono(deps, c, own);
        if (prop === 'body') {
          if (!body.ok)
            throw new TRPCError({
              code: 'PARSE_ERROR',
              message: 'The body is not valid JSON',
              cause: body.error,
            });
          return body.data;
        }
        return Reflect.get(target, prop, target);
      },
    });
    const written = await new Promise<Written>((resolve) => {
      let status = 200;
      const headers = new Headers();
      const res = {
        setHeader: (key: string, value: string | string[]) => {
          if (typeof value === 'string') headers.set(key, value);
          else for (const v of value) headers.append(key, v);
        },
        get statusCode() {
          return status;
        },
        set statusCode(code: number) {
          status = code;
        },
        end: (text?: string) => resolve({ status, headers, text: text ?? null }),
      };
      void (handler as unknown as (req: unknown, res: unknown) => Promise<void>)(req, res);
    });
    return finish(written, own);
  };
}

/**
 * The request body as text ('' for GET and HEAD). Under Node, a body with a Content-Length
 * (already checked against the 1 MB limit by the bodyLimit middleware) is read straight from
 * the socket: building a WHATWG Request and stream just to read it cost more than the rest
 * of a small REST call. Elsewhere (tests, chunked bodies) the Request is read as usual.
 */
async function readBodyText(c: HonoContext): Promise<string> {
  const raw = c.req.raw;
  if (raw.method === 'GET' || raw.method === 'HEAD') return '';
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || raw.headers.get('content-length') === null || incoming.readableDidRead) {
    return raw.text();
  }
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  // TextDecoder, like Request.text(), drops a leading byte order mark.
  return new TextDecoder().decode(Buffer.concat(chunks));
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
  if (!type?.includes('application/json')) return { ok: true, data: undefined };
  try {
    return { ok: true, data: text === '' ? {} : parseJsonBody(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The answer: the handler's status and text plus our headers. The text goes into the one
 * Response as a string, so @hono/node-server writes it straight to the socket (no web
 * stream, no second copy of the body: the statement is the biggest answer the bank gives).
 */
function finish(written: Written, own: Headers): Response {
  const { status, headers } = written;
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
  if (status >= 500) {
    headers.set('Content-Type', 'application/json');
    return sized(JSON.stringify(INTERNAL_ERROR), status, headers);
  }
  return sized(status < 400 ? written.text : cleanErrorBody(written.text ?? ''), status, headers);
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
function cleanErrorBody(body: string): string {
  if (body === '') return body;
  try {
    const { message, code, data } = JSON.parse(body) as {
      message?: string;
      code?: string;
      data?: { domainCode?: string; issues?: FieldIssue[] };
    };
    const issues = data?.issues;
    if (Array.isArray(issues) && issues.length > 0) {
      // The library says only "Input validation failed"; the message names each field.
      return JSON.stringify({ message: issuesMessage(issues), code: 'BAD_REQUEST', issues });
    }
    return JSON.stringify({ message, code: data?.domainCode ?? code });
  } catch {
    return body;
  }
}
