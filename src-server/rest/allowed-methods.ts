/**
 * Which methods an /api path has, read from the paths of the served OpenAPI document, so a
 * method the path does not have answers 405 Method Not Allowed with `Allow` instead of 404
 * (RFC 9110 §15.5.6, the header in RFC 9110 §10.2.1), and the list cannot drift from what
 * is documented.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Builds the lookup of allowed methods from the document's `paths`.
 * @param paths the OpenAPI `paths` object (keys like `/transactions/{accountId}`)
 * @returns a function taking a path below /api (`/accounts/7`) and answering the methods
 *   it allows, upper case in a fixed order (GET, HEAD, PUT, POST, DELETE, PATCH), or
 *   `undefined` when no documented path matches it (a 404, not a 405)
 *
 * A `{parameter}` matches any one non-empty segment. When several documented paths match
 * (a literal `/transfers/batch` and a template `/transfers/{userId}`), the methods of all of
 * them count, since a request with any of them is routed somewhere. HEAD is allowed wherever
 * GET is: the server answers HEAD as it answers GET, without the body (RFC 9110 §9.3.2).
 */
export function allowedMethodsOf(
  paths: Record<string, unknown>,
): (path: string) => string[] | undefined {
  const routes = Object.entries(paths).map(([template, item]) => ({
    pattern: new RegExp(
      `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
    ),
    methods: METHODS.filter((m) => (item as Record<string, unknown> | undefined)?.[m]),
  }));
  return (path) => {
    const found = new Set<string>();
    let matched = false;
    for (const route of routes) {
      if (!route.pattern.test(path)) continue;
      matched = true;
      for (const m of route.methods) found.add(m);
    }
    if (!matched) return undefined;
    const allow: string[] = [];
    for (const m of METHODS) {
      if (!found.has(m)) continue;
      allow.push(m.toUpperCase());
      if (m === 'get') allow.push('HEAD');
    }
    return allow;
  };
}

/**
 * The 405 answer: status 405, `Allow` listing `allow` comma-separated (RFC 9110 §10.2.1;
 * RFC 9110 §15.5.6 requires it on every 405) and the API's JSON error body
 * `{message, code: 'METHOD_NOT_ALLOWED'}`, not cached.
 * @param method the method that was refused
 * @param allow the path's methods, from `allowedMethodsOf`
 */
export function methodNotAllowed(method: string, allow: string[]): Response {
  const text = JSON.stringify({
    message: `${method} is not allowed here; allowed: ${allow.join(', ')}`,
    code: 'METHOD_NOT_ALLOWED',
  });
  return new Response(text, {
    status: 405,
    headers: {
      Allow: allow.join(', '),
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(text)),
      'Cache-Control': 'no-store',
    },
  });
}
