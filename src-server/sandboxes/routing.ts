/**
 * Serves each sandbox under /s/{name}/: the request goes to the sandbox's own app with the
 * prefix taken off, so the sandbox app is the bank's app unchanged.
 *
 * Cookies are translated at this boundary. The browser holds the sandbox's session as
 * `session-{name}` (or `__Secure-session-{name}` over HTTPS) with Path=/s/{name}/, so it never
 * meets the main bank's `session` cookie; the sandbox app sees it under its usual name, and
 * the main bank's cookie is never passed in. Paths the app writes into headers (Link,
 * Location) get the prefix back.
 */
import type { Context } from 'hono';
import { DomainError } from '../domain/errors';
import { type Language, languageFromHeader, serverT } from '../i18n/translate';
import { CLUSTER_OPERATION_PATH, type ClusterOperation } from './cluster-operations';
import { SANDBOX_NAME, type SandboxManager } from './manager';

const PLAIN = 'session';
const SECURE = '__Host-session';

/** The cookie a browser keeps for a sandbox's session. */
export function sandboxCookieName(name: string, secure: boolean): string {
  return secure ? `__Secure-session-${name}` : `session-${name}`;
}

/** The Cookie header the sandbox app sees: only its own session, under the usual name. */
function inboundCookies(header: string | undefined, name: string): string | null {
  if (!header) return null;
  const pairs = header.split(/;\s*/).filter(Boolean);
  const out: string[] = [];
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const key = eq === -1 ? pair : pair.slice(0, eq);
    const value = eq === -1 ? '' : pair.slice(eq + 1);
    if (key === sandboxCookieName(name, false)) out.push(`${PLAIN}=${value}`);
    else if (key === sandboxCookieName(name, true)) out.push(`${SECURE}=${value}`);
  }
  return out.length ? out.join('; ') : null;
}

/** A Set-Cookie of the sandbox app, renamed and scoped to the sandbox's path. */
function outboundCookie(cookie: string, name: string): string {
  const prefix = `/s/${name}/`;
  const eq = cookie.indexOf('=');
  const key = cookie.slice(0, eq);
  if (key !== PLAIN && key !== SECURE) return cookie;
  const renamed = sandboxCookieName(name, key === SECURE) + cookie.slice(eq);
  return renamed.replace(/;\s*Path=[^;]*/i, `; Path=${prefix}`);
}

/** Escapes text for HTML (a sandbox name in the path is the visitor's own text). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * True when the request wants a page: not an API or tRPC path of the sandbox, and an Accept
 * header that names text/html (browsers) rather than only JSON.
 * @param rest the path after `/s/{name}` ('' or '/…')
 */
export function wantsPage(rest: string, accept: string | undefined): boolean {
  if (/^\/(api|trpc)(\/|$)/.test(rest)) return false;
  return (accept ?? '').toLowerCase().includes('text/html');
}

/**
 * The page a browser gets for a sandbox that does not exist: says so and links to the main
 * bank, in `language` (the visitor's Accept-Language; English by default). Static, without
 * scripts or styles, with its own strict Content Security Policy.
 */
export function unknownSandboxPage(name: string, language: Language = 'en'): Response {
  const shown = escapeHtml(name.slice(0, 64));
  const t = (key: string, params?: Record<string, string>) => serverT(key, language, params);
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('Sandbox not found')}</title>
</head>
<body>
<main>
<h1>${t('This sandbox does not exist')}</h1>
<p>${t('There is no sandbox bank named {{name}}. It may have been removed, or the address may be mistyped.', { name: `<strong>${shown}</strong>` })}</p>
<p><a href="/">${t('Go to the main bank')}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 404,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
  });
}

/** The statuses a refused cluster operation answers with, by the refusal's kind. */
const CLUSTER_REFUSAL_STATUS: Partial<Record<DomainError['kind'], 400 | 404 | 409>> = {
  INVALID: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

/**
 * The cluster operation a request asks for: a POST to `/s/{name}/.cluster/{operation}` with a
 * valid sandbox name (the secret is checked by the manager); null for every other request.
 */
function clusterRequest(c: Context, name: string): ClusterOperation | null {
  if (c.req.method !== 'POST' || !SANDBOX_NAME.test(name)) return null;
  const rest = new URL(c.req.url).pathname.slice(`/s/${name}`.length);
  const match = CLUSTER_OPERATION_PATH.exec(rest);
  return match ? (match[1] as ClusterOperation) : null;
}

/**
 * The handler of `/s/:name/*`: for an unknown sandbox, a 404 page when a browser asks for a
 * page (wantsPage), 404 JSON otherwise (API paths, API clients); for a known one, the sandbox
 * app's answer to the same request without the prefix. `/s/{name}` redirects to `/s/{name}/`.
 */
export function sandboxHandler(manager: SandboxManager) {
  return async (c: Context): Promise<Response> => {
    const name = c.req.param('name') ?? '';
    const operation = clusterRequest(c, name);
    if (operation) {
      try {
        const body = operation === 'defects' ? await c.req.json().catch(() => null) : undefined;
        const done = await manager.clusterOperation(
          operation,
          name,
          c.req.header('x-cluster-secret'),
          body,
        );
        if (done) return c.json(done, operation === 'create' ? 201 : 200);
      } catch (error) {
        // The refusal goes back to the process that asked, which raises it again.
        if (!(error instanceof DomainError)) throw error;
        const status = CLUSTER_REFUSAL_STATUS[error.kind] ?? 500;
        return c.json({ message: error.message, code: error.code }, status);
      }
    }
    if (!SANDBOX_NAME.test(name) || !manager.exists(name)) {
      const rest = new URL(c.req.url).pathname.replace(/^\/s\/[^/]*/, '');
      if (wantsPage(rest, c.req.header('accept'))) {
        const language = languageFromHeader(c.req.header('accept-language')) ?? 'en';
        return unknownSandboxPage(name, language);
      }
      return c.json({ message: 'Sandbox not found', code: 'NOT_FOUND' }, 404);
    }
    const prefix = `/s/${name}`;
    const url = new URL(c.req.url);
    if (url.pathname === prefix) return c.redirect(`${prefix}/${url.search}`, 308);
    const inner = new URL(url);
    inner.pathname = url.pathname.slice(prefix.length) || '/';
    const headers = new Headers(c.req.raw.headers);
    const cookies = inboundCookies(c.req.header('cookie'), name);
    if (cookies) headers.set('cookie', cookies);
    else headers.delete('cookie');
    const method = c.req.method;
    const request = new Request(inner, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? null : c.req.raw.body,
      // Node's fetch needs this to pass a streamed body on.
      ...(method === 'GET' || method === 'HEAD' ? {} : { duplex: 'half' }),
    } as RequestInit);
    const sandbox = manager.get(name);
    const response = await sandbox.app.fetch(request, c.env);
    const out = new Headers(response.headers);
    out.delete('set-cookie');
    for (const cookie of response.headers.getSetCookie()) {
      out.append('set-cookie', outboundCookie(cookie, name));
    }
    const link = out.get('link');
    if (link) out.set('link', link.replace(/<\//g, `<${prefix}/`));
    const location = out.get('location');
    if (location?.startsWith('/')) out.set('location', `${prefix}${location}`);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: out,
    });
  };
}
