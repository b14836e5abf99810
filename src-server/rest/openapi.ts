/**
 * The OpenAPI document of the REST API, generated from the same tRPC procedures the
 * screens use (trpc-to-openapi), so the documented paths can never drift from the code.
 */
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from '../trpc/root';

type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;

/** The paging convention, stated once for the whole API. */
const PAGING_TEXT =
  'Lists page one way: `limit` rows per page (1 to 100, default 50; the statement without it answers up to 1,000 rows), ' +
  '`cursor` for the next page (opaque: take it from the `Link: <…>; rel="next"` header, which comes whenever more rows follow), ' +
  'and `offset` to skip rows. Answers stay JSON arrays, newest first unless a list says otherwise, ' +
  'with the number of matching rows in `X-Total-Count` where the list counts them. ' +
  'A walk along `Link` visits every row once, even while new rows arrive.';

type Parameter = { in?: string; name?: string; $ref?: string };
type Operation = {
  parameters?: Parameter[];
  responses?: Record<string, { headers?: Record<string, unknown> }>;
};

/**
 * Moves the paging parameters (`limit`, `cursor`, `offset`) and headers (`X-Total-Count`,
 * `Link`) of every list into shared components, so the document states each once; a list
 * whose parameter says something of its own (the statement's `limit`) keeps its own.
 */
function sharePagingComponents(doc: OpenApiDocument): void {
  doc.components ??= {};
  const components = doc.components as Record<string, Record<string, unknown>>;
  components.parameters ??= {};
  components.headers ??= {};
  const { parameters, headers } = components;
  const lists = Object.values(doc.paths ?? {})
    .map((item) => (item as { get?: Operation }).get)
    .filter((op): op is Operation =>
      Boolean(op?.parameters && op.responses?.['200']?.headers?.Link),
    );
  const paging = (param: Parameter) =>
    param.in === 'query' && ['limit', 'cursor', 'offset'].includes(param.name ?? '');
  // The shared form of each parameter is the one most lists use.
  const counts = new Map<string, number>();
  for (const op of lists) {
    for (const param of op.parameters!.filter(paging)) {
      const key = JSON.stringify(param);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const common = new Map<string, string>();
  for (const [key, n] of [...counts].sort((x, y) => y[1] - x[1])) {
    const param = JSON.parse(key) as Parameter;
    if (!common.has(param.name!) && n > 1) {
      common.set(param.name!, key);
      parameters[param.name!] = param;
    }
  }
  for (const op of lists) {
    op.parameters = op.parameters!.map((param) =>
      paging(param) && common.get(param.name!) === JSON.stringify(param)
        ? { $ref: `#/components/parameters/${param.name}` }
        : param,
    );
    const listHeaders = op.responses!['200']!.headers!;
    for (const name of ['X-Total-Count', 'Link']) {
      headers[name] ??= listHeaders[name];
      listHeaders[name] = { $ref: `#/components/headers/${name}` };
    }
  }
}
let cached: OpenApiDocument | undefined;

/** The OpenAPI 3.1 document for `/api` (built once). */
export function openApiDocument(bankName: string): OpenApiDocument {
  cached ??= generateOpenApiDocument(appRouter, {
    title: `${bankName} REST API`,
    description:
      'The documented /api paths of the demo bank. Amounts are decimal strings with two decimals; ' +
      'sign in with POST /api/auth/login, which sets the HttpOnly `session` cookie that every other call sends. ' +
      'Errors are JSON {message, code} (plus `issues` for invalid input). ' +
      PAGING_TEXT,
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: {
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session' },
    },
  });
  cached.paths ??= {};
  sharePagingComponents(cached);
  for (const [ext, type] of [
    ['csv', 'text/csv'],
    ['pdf', 'application/pdf'],
  ] as const) {
    cached.paths[`/accounts/{id}/statement.${ext}`] = {
      get: {
        tags: ['accounts'],
        summary: `Statement of an account as ${ext.toUpperCase()}`,
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
          {
            name: 'from',
            in: 'query',
            required: false,
            schema: { type: 'string', format: 'date' },
            description: 'First day (YYYY-MM-DD); default the opening day',
          },
          {
            name: 'to',
            in: 'query',
            required: false,
            schema: { type: 'string', format: 'date' },
            description: 'Last day (YYYY-MM-DD); default today',
          },
        ],
        responses: {
          '200': {
            description: 'The statement file',
            content: { [type]: { schema: { type: 'string', format: 'binary' } } },
          },
          '401': { description: 'Not signed in' },
          '404': { description: 'Not your account' },
        },
      },
    };
  }
  return cached;
}
