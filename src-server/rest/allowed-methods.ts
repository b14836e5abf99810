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
  // Routes by their number of segments and first segment (`*` when it holds a parameter), so a
  // request tests the few templates it can match, not all of them.
  const buckets = new Map<string, { pattern: RegExp; methods: (typeof METHODS)[number][] }[]>();
  const bucketOf = (segments: string[], first: string) => `${segments.length} ${first}`;
  for (const [template, item] of Object.entries(paths)) {
    const segments = template.split('/');
    const first = segments[1] ?? '';
    const key = bucketOf(segments, first.includes('{') ? '*' : first);
    const route = {
      pattern: new RegExp(
        `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
      ),
      methods: METHODS.filter((m) => (item as Record<string, unknown> | undefined)?.[m]),
    };
    buckets.set(key, [...(buckets.get(key) ?? []), route]);
  }
  return (path) => {
    const segments = path.split('/');
    const routes = [
      ...(buckets.get(bucketOf(segments, segments[1] ?? '')) ?? []),
      ...(buckets.get(bucketOf(segments, '*')) ?? []),
    ];
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
