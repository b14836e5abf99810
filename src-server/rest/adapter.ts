/**
 * The REST adapter: `/api/...` paths answered by the same tRPC procedures (trpc-to-openapi).
 *
 * trpc-to-openapi's fetch adapter gives the context no way to set response headers, so the
 * context gets a Headers object of ours and its Set-Cookie lines are copied onto the answer.
 * Errors keep the adapter's JSON body {message, code, issues?}; a 500 is rewritten so that
 * no internal text ever leaves the server.
 */
import type { Context as HonoContext } from 'hono';
import { createOpenApiFetchHandler } from 'trpc-to-openapi';
import { type AppDeps, createContextFromHono } from '../trpc/context';
import { appRouter } from '../trpc/root';

const INTERNAL_ERROR = {
  message: 'Something went wrong on our side. Please try again.',
  code: 'INTERNAL_SERVER_ERROR',
};

/** Handles one `/api/*` request. */
export async function handleRest(deps: AppDeps, c: HonoContext): Promise<Response> {
  const own = new Headers();
  const response = await createOpenApiFetchHandler({
    endpoint: '/api',
    req: await withJsonDefault(c.req.raw),
    router: appRouter,
    createContext: () => createContextFromHono(deps, c, own),
    onError: ({ error }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        console.error('REST error:', error.cause ?? error);
    },
  });
  const headers = new Headers(response.headers);
  for (const cookie of own.getSetCookie()) headers.append('Set-Cookie', cookie);
  const total = own.get('X-Total-Count');
  if (total !== null) headers.set('X-Total-Count', total);
  headers.set('Cache-Control', 'no-store');
  if (response.status >= 500) {
    headers.set('Content-Type', 'application/json');
    return new Response(JSON.stringify(INTERNAL_ERROR), { status: response.status, headers });
  }
  const body = await response.text();
  return new Response(cleanErrorBody(response.status, body), { status: response.status, headers });
}

/**
 * Calls without a body (POST /api/auth/logout) need no Content-Type: the adapter would
 * refuse them with 415, so an empty JSON object stands in.
 */
async function withJsonDefault(req: Request): Promise<Request> {
  if (req.method === 'GET' || req.method === 'HEAD' || req.headers.has('content-type')) return req;
  const body = await req.text();
  if (body !== '') return new Request(req.url, { method: req.method, headers: req.headers, body });
  const headers = new Headers(req.headers);
  headers.set('Content-Type', 'application/json');
  return new Request(req.url, { method: req.method, headers, body: '{}' });
}

/**
 * Error bodies as ARCHITECTURE.md fixes them: {message, code, issues?}; tRPC's internal
 * `data` block is dropped.
 */
function cleanErrorBody(status: number, body: string): string {
  if (status < 400 || body === '') return body;
  try {
    const { message, code, issues } = JSON.parse(body) as {
      message?: string;
      code?: string;
      issues?: { path?: (string | number)[]; message?: string }[];
    };
    if (!Array.isArray(issues) || issues.length === 0) return JSON.stringify({ message, code });
    // "Input validation failed" tells a person nothing; name each field and its rule.
    const detail = issues
      .map((i) => (i.path?.length ? `${i.path.join('.')}: ${i.message}` : i.message))
      .join('; ');
    return JSON.stringify({ message: detail, code, issues });
  } catch {
    return body;
  }
}
