/**
 * CSRF defence for JSON and tRPC posts (hono/csrf covers form posts only): every request
 * that is not GET, HEAD or OPTIONS must come from the bank's own origin.
 *
 * A browser always sends `Origin` (and `Sec-Fetch-Site`) on such requests, so a foreign or
 * "cross-site" value is refused with 403. A request with neither header does not come from
 * a browser page (curl, a REST client, a test) and carries no ambient-credential risk.
 *
 * A call with an `Authorization` header is authenticated by that API token alone (cookies
 * are then ignored), and a page cannot make a browser attach such a header to another
 * site's request: there is no ambient credential, so no Origin check applies.
 */
import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin browsers use: PUBLIC_ORIGIN when set, else the request's own origin. */
export function expectedOrigin(requestUrl: string, publicOrigin: string | undefined): string {
  return publicOrigin ?? new URL(requestUrl).origin;
}

/** Hono middleware refusing cross-origin writes with a JSON 403. */
export function originCheck(publicOrigin: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (c.req.header('authorization') !== undefined) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const expected = expectedOrigin(c.req.url, publicOrigin);
    const crossOrigin = origin !== undefined && origin !== expected;
    const crossSite = fetchSite === 'cross-site';
    if (crossOrigin || crossSite) {
      return c.json({ message: 'Cross-origin request refused', code: 'FORBIDDEN' }, 403);
    }
    return next();
  };
}
