/**
 * The OpenAPI document of the REST API, generated from the same tRPC procedures the
 * screens use (trpc-to-openapi), so the documented paths can never drift from the code;
 * `openapi-contract.ts` then states each operation's security, statuses and examples from
 * its procedure's kind, and `openapi-files.ts` adds the routes that are not procedures.
 */
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from '../trpc/root';
import { applyContract, documentTags } from './openapi-contract';
import { addEventStream } from './openapi-events';
import { addFileOperations, stateFileRouteRequirements } from './openapi-files';
import { addPaymentFileContent } from './openapi-payment-files';

type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;
// biome-ignore lint/suspicious/noExplicitAny: parts of the generated document, rewritten as JSON
type Json = any;

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
/**
 * Drops a `type` written beside a `$ref` (zod-openapi copies the referenced schema's raw
 * type next to the reference when a use adds its own description): the reference states it.
 */
function dropTypesBesideRefs(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (typeof node.$ref === 'string') delete node.type;
  for (const child of Object.values(node)) dropTypesBesideRefs(child);
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/**
 * Gives every integer schema the width its range fits, `int32` or `int64` (OpenAPI's
 * formats), where none is written: a client generated for a typed language (Java, C#, Go)
 * otherwise picks a 32-bit integer for an id or a count that may not fit. The range is the
 * schema's own `minimum`/`exclusiveMinimum` and `maximum`; zod writes the safe-integer bounds
 * (±2^53 - 1) where no narrower rule is set, which only `int64` holds.
 */
function stateIntegerFormats(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  const type = node.type;
  const integer = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
  if (integer && node.format === undefined) {
    const low = (node.minimum ?? node.exclusiveMinimum) as number | undefined;
    const high = (node.maximum ?? node.exclusiveMaximum) as number | undefined;
    const fits = low !== undefined && high !== undefined && low >= INT32_MIN && high <= INT32_MAX;
    node.format = fits ? 'int32' : 'int64';
  }
  for (const child of Object.values(node)) stateIntegerFormats(child);
}

/**
 * Bodies that take one field or another, never both (their zod schemas refine so): the
 * document states it as `oneOf` over the required field, which zod cannot render.
 */
const BODY_ALTERNATIVES: Record<string, string[]> = {
  'post /admin/clock/advance': ['days', 'until'],
  'post /admin/step-up': ['password', 'code'],
};

function stateBodyAlternatives(doc: OpenApiDocument): void {
  for (const [key, fields] of Object.entries(BODY_ALTERNATIVES)) {
    const [method, path] = key.split(' ') as [string, string];
    const operation = (doc.paths?.[path] as Record<string, Json> | undefined)?.[method];
    const schema = operation?.requestBody?.content?.['application/json']?.schema;
    if (!schema?.properties) throw new Error(`No JSON body to state alternatives on: ${key}`);
    schema.oneOf = fields.map((field) => ({ required: [field] }));
  }
}

let cached: OpenApiDocument | undefined;

const TAGS: Record<string, string> = {
  system: 'Health and branding',
  auth: 'Signing in and out',
  accounts: 'Accounts, statements and cards',
  transfers: 'Transfers between accounts and to beneficiaries',
  beneficiaries: 'Saved payees',
  security: 'Transaction PIN',
  settings: 'Profile, password, preferences and sessions',
  tokens: 'Personal API tokens',
  notifications: 'Messages from the bank',
  bills: 'Bills to pay',
  loans: 'Loans, payments and applications',
  investments: 'Investment holdings',
  support: 'Support tickets and feedback',
  crypto: 'Crypto markets, portfolio and orders',
  events: 'Live events (Server-Sent Events)',
  webhooks:
    'Webhooks: signed event deliveries to your endpoints, their log and the bank’s own inbox',
  deposits: 'Card and check deposits from outside the bank',
  enrollment: 'Opening an account (places for the form)',
  admin: 'Admin only: operations for users with role ADMIN',
  sandboxes: 'Independent sandbox banks under /s/{name}/, one per student or exercise',
};

/**
 * The OpenAPI 3.1 document for `/api` (built once).
 * @param bankName the brand's name, used in the title
 * @param basePath the path a sandbox is served under ('/s/{name}'): its document names
 *   `{basePath}/api` as the server, so generated clients call the sandbox
 */
export function openApiDocument(bankName: string, basePath?: string): OpenApiDocument {
  const doc = mainDocument(bankName);
  if (!basePath) return doc;
  return {
    ...doc,
    servers: (doc.servers ?? []).map((server) => ({ ...server, url: `${basePath}${server.url}` })),
  };
}

function mainDocument(bankName: string): OpenApiDocument {
  if (cached) return cached;
  const doc = generateOpenApiDocument(appRouter, {
    title: `${bankName} REST API`,
    description:
      'The documented /api paths of the demo bank. Amounts are decimal strings with two decimals. ' +
      'Sign in with POST /api/auth/login, which sets the HttpOnly `session` cookie, or send a ' +
      'personal API token as `Authorization: Bearer <token>`. ' +
      'Errors are JSON {message, code} (plus `issues` for invalid input). ' +
      PAGING_TEXT,
    version: '1.0.0',
    baseUrl: '/api',
  });
  dropTypesBesideRefs(doc);
  stateBodyAlternatives(doc);
  addFileOperations(doc);
  addEventStream(doc);
  stateFileRouteRequirements(doc);
  sharePagingComponents(doc);
  applyContract(doc);
  addPaymentFileContent(doc);
  stateIntegerFormats(doc);
  doc.info.contact = { name: `${bankName} API support`, url: 'https://example.com/support' };
  doc.info.license = { name: 'Demonstration use only', identifier: 'LicenseRef-Demo' };
  doc.tags = documentTags(doc, TAGS);
  // The one server is the bank itself, meant for its customers and trainees (not internal).
  for (const server of doc.servers ?? []) Object.assign(server, { 'x-internal': false });
  cached = deepFreeze(doc);
  return doc;
}

/**
 * Freezes `value` and everything reachable from it, so nothing can change the shared,
 * cached document that every later request is served: a write from strict-mode code (all of
 * ours) throws, one from sloppy-mode library code is dropped. Returns `value`.
 */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
