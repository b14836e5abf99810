/**
 * Checks REST answers against the OpenAPI document the app serves, so the document cannot
 * drift from the code: the status must be documented for the operation, a JSON body must
 * match the documented schema (JSON Schema 2020-12, as OpenAPI 3.1 uses), and the headers a
 * response documents as always sent (Retry-After on 429 and 503) must be there. Paths the
 * document does not have (the tRPC endpoint, the client, unknown URLs) must answer an error
 * in the documented error body, or are not REST at all and are skipped.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../rest/openapi';
import { DEFAULT_BRAND } from '../shared/brand';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON
type Json = any;

const API = '/api';
/** Served by the app under /api but not operations of the API itself. */
const NOT_OPERATIONS = [/^\/openapi\.json$/, /^\/docs(\/|$)/, /^\/postman(-environment)?\.json$/];

let state: { ajv: Ajv2020; doc: Json; templates: { path: string; pattern: RegExp }[] } | undefined;

function setup() {
  if (state) return state;
  const doc = openApiDocument(DEFAULT_BRAND.name) as Json;
  // A decimal `multipleOf` (rates in steps of 0.0001) is checked to 9 digits, as zod checks it:
  // in binary floating point 0.3 / 0.0001 is not a whole number, though 0.3 is a valid rate.
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    multipleOfPrecision: 9,
  });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi');
  const templates = Object.keys(doc.paths).map((path) => ({
    path,
    literal: !path.includes('{'),
    pattern: new RegExp(
      `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
    ),
  }));
  // A literal path wins over a template that also matches it.
  templates.sort((a, b) => Number(b.literal) - Number(a.literal));
  state = { ajv, doc, templates };
  return state;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** A response object, following a `$ref` into components.responses. */
function responseObject(doc: Json, response: Json): Json {
  if (!response?.$ref) return response;
  const name = String(response.$ref).split('/').pop()!;
  return doc.components.responses[name];
}

/**
 * Throws when `res` (the answer to `method` `url`) breaks the document.
 * @param url the request URL (absolute or a path), query string allowed
 */
export async function assertMatchesContract(
  method: string,
  url: string,
  res: Response,
): Promise<void> {
  const { pathname } = new URL(url, 'http://localhost');
  if (!pathname.startsWith(`${API}/`) && pathname !== API) return;
  const path = pathname.slice(API.length) || '/';
  if (NOT_OPERATIONS.some((re) => re.test(path))) return;
  const { ajv, doc, templates } = setup();
  const where = `${method} ${pathname} → ${res.status}`;
  const template = templates.find((t) => t.pattern.test(path))?.path;
  const operation = template ? doc.paths[template][method.toLowerCase()] : undefined;

  let responseRef: string;
  let response: Json;
  if (!operation) {
    // Not an operation of the document: only a refusal in the error body is right.
    if (res.status < 400) throw new Error(`Undocumented operation answered: ${where}`);
    responseRef = 'openapi#/components/schemas/Error';
    response = { content: { 'application/json': { schema: { $ref: '#' } } } };
  } else {
    const documented = operation.responses[String(res.status)];
    if (!documented) {
      throw new Error(
        `Undocumented status: ${where} (documented: ${Object.keys(operation.responses).join(', ')})`,
      );
    }
    response = responseObject(doc, documented);
    const base = documented.$ref
      ? `openapi#${pointer('', 'components', 'responses', String(documented.$ref).split('/').pop()!)}`
      : `openapi#${pointer('', 'paths', template!, method.toLowerCase(), 'responses', String(res.status))}`;
    responseRef = `${base}/content/${pointer('application/json')}/schema`;
    // Every throttled or overloaded answer says when to retry; a throttled one names its limit.
    const always = [
      'Retry-After',
      ...(res.status === 429 ? ['RateLimit', 'RateLimit-Policy'] : []),
    ];
    for (const name of Object.keys(response.headers ?? {})) {
      if (always.includes(name) && res.headers.get(name) === null) {
        throw new Error(`Missing header ${name}: ${where}`);
      }
    }
  }

  const type = res.headers.get('content-type') ?? '';
  const json = response?.content?.['application/json'];
  if (!json) {
    const documentedTypes = Object.keys(response?.content ?? {});
    if (documentedTypes.length && !documentedTypes.some((t) => type.startsWith(t))) {
      throw new Error(`Undocumented content type ${type}: ${where}`);
    }
    return;
  }
  if (!type.includes('application/json')) {
    // An answer documented in JSON and another type (a pain.002 report) may be the other.
    const others = Object.keys(response.content).filter((t) => t !== 'application/json');
    if (type && others.some((t) => type.startsWith(t))) return;
    throw new Error(`Expected JSON, got ${type || 'no content type'}: ${where}`);
  }
  const body = JSON.parse(await res.clone().text());
  const validate = ajv.getSchema(responseRef);
  if (!validate) throw new Error(`No schema at ${responseRef}`);
  if (!validate(body)) {
    throw new Error(
      `Answer does not match the document: ${where}\n${ajv.errorsText(validate.errors, { separator: '\n' })}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}
