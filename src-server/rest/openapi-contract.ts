/**
 * Makes the generated OpenAPI document say what the code does. trpc-to-openapi gives every
 * operation the same security and a fixed set of error statuses; here each operation gets,
 * from its procedure's kind and meta:
 * - its security: none for public operations, the session cookie or a bearer token with the
 *   scope the kind needs, the admin scheme for admin operations;
 * - every status it can answer, each with the one error body `{message, code, issues?}`
 *   (429 with Retry-After and the RateLimit headers, 503 with Retry-After);
 * - 201 instead of 200 for creations;
 * - a description (the procedure's own, or its summary) saying who may call it;
 * - an example for its request body;
 * - `x-requirement`: the requirement the gate decides for it (auth/gate.ts).
 */

import { faultExempt } from '../services/admin/faults';
import { requirementOf } from '../trpc/init';
import { type RestProcedure, restProcedures } from '../trpc/procedure-kind';
import {
  ERROR_SCHEMAS,
  type ErrorStatus,
  errorResponseRef,
  errorResponses,
  HEADERS,
  SECURITY_SCHEMES,
  SIMULATE_FAULT_PARAMETER,
} from './openapi-components';
import { requestExample } from './openapi-examples';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON being rewritten
type Json = any;

type Security = Record<string, string[]>[];

/** Security requirements by who may call. */
export const SECURITY = {
  none: [] as Security,
  session: [{ sessionCookie: [] }] as Security,
  read: [{ sessionCookie: [] }, { bearerToken: [] }] as Security,
  transfer: [{ sessionCookie: [] }, { bearerToken: [] }] as Security,
  admin: [{ adminSessionCookie: [] }, { adminBearerToken: [] }] as Security,
  adminSession: [{ adminSessionCookie: [] }] as Security,
};

/** What may call a procedure: the security it declares and who that is, in words. */
function access(p: RestProcedure): { security: Security; who: string } {
  const scope = p.meta.tokenScope;
  switch (p.kind) {
    case 'public':
      return { security: SECURITY.none, who: 'Open to anyone; no sign-in needed.' };
    case 'password':
      return {
        security: SECURITY.session,
        who: 'Needs a session that gave its password (an admin may still owe the authenticator code); API tokens are not accepted.',
      };
    case 'mfaSetup':
      return {
        security: SECURITY.adminSession,
        who: 'Admin only: needs the session of a user with role ADMIN; API tokens are not accepted.',
      };
    case 'admin':
      return {
        security: SECURITY.admin,
        who: 'Admin only: needs a fully signed-in user with role ADMIN (the session cookie, or an API token with the `admin` scope).',
      };
    case 'money':
      return {
        security: SECURITY.transfer,
        who: 'A money movement: needs the session cookie or an API token with the `transfer` scope. Send an `Idempotency-Key` header so that a retry answers the first result instead of moving money twice.',
      };
    case 'customer':
      if (p.type === 'query' || scope === 'read') {
        return {
          security: SECURITY.read,
          who: 'Needs a signed-in user: the session cookie, or an API token with any scope. A `{userId}` that is not the caller’s own answers 404 unless the caller is an admin.',
        };
      }
      if (scope === 'transfer') {
        return {
          security: SECURITY.transfer,
          who: 'Needs the session cookie or an API token with the `transfer` scope.',
        };
      }
      return {
        security: SECURITY.session,
        who: 'Needs the session cookie; API tokens are refused (403).',
      };
  }
}

/** Every error status an operation can answer, from its kind, meta and inputs. */
function errorStatuses(p: RestProcedure, operation: Json): ErrorStatus[] {
  const hasBody = operation.requestBody !== undefined;
  const hasParams = (operation.parameters ?? []).some((x: Json) => x.in !== 'header');
  const hasPathParams = (operation.parameters ?? []).some((x: Json) => x.in === 'path');
  // 401 everywhere: an Authorization header with an invalid, expired or revoked token is
  // refused whatever the operation, public ones included.
  const out = new Set<ErrorStatus>([401, 500]);
  if (hasBody || hasParams) out.add(400);
  if (hasBody) {
    out.add(413);
    out.add(415);
  }
  // Every write is refused with 403 when it comes from a foreign origin.
  if (p.method !== 'get') out.add(403);
  if (p.meta.throttled) out.add(429);
  if (p.meta.declines) out.add(402);
  if (hasPathParams) out.add(404);
  if (p.kind !== 'public') {
    out.add(403);
    if (hasBody || hasParams) out.add(404);
    if (p.method !== 'get') {
      out.add(409);
      out.add(422);
    }
  }
  if (p.kind === 'money') out.add(503);
  // Failures on demand may refuse any operation but the admin's and signing in.
  if (!faultExempt(`/api${p.path}`)) {
    out.add(429);
    out.add(502);
    out.add(503);
  }
  for (const status of p.meta.alsoAnswers ?? []) out.add(status);
  return [...out].sort((a, b) => a - b);
}

/** Two templated paths that differ only by a parameter name, renamed to one (URLs unchanged). */
const PATH_RENAMES: Record<
  string,
  { to: string; from: string; param: string; description: string }
> = {
  '/beneficiaries/{userId}': {
    to: '/beneficiaries/{id}',
    from: 'userId',
    param: 'id',
    description: 'The id of the user whose beneficiaries to list',
  },
  '/notifications/{userId}': {
    to: '/notifications/{id}',
    from: 'userId',
    param: 'id',
    description: 'The id of the user whose notifications to list',
  },
};

/** Rewrites one generated operation as its procedure behaves. */
function applyToOperation(doc: Json, p: RestProcedure): void {
  const operation = doc.paths[p.path]?.[p.method];
  if (!operation) throw new Error(`No operation ${p.method.toUpperCase()} ${p.path}`);
  const { security, who } = access(p);
  operation.security = security;
  // What the gate requires, as the procedure's kind and meta state it (the API sweep reads it).
  operation['x-requirement'] = requirementOf(p.kind, p.type, p.meta);
  if (p.kind === 'admin' || p.kind === 'mfaSetup') {
    operation.tags = ['admin', ...(operation.tags ?? []).filter((t: string) => t !== 'admin')];
  }
  const lead = p.meta.openapi?.description ?? `${p.meta.openapi?.summary ?? p.name}.`;
  operation.description = `${lead}\n\n${who}`;

  const success = operation.responses['200'];
  const responses: Json = {};
  responses[String(p.meta.successStatus ?? 200)] = {
    ...success,
    description:
      p.meta.successStatus === 201
        ? 'Created'
        : p.meta.successStatus === 202
          ? 'Accepted'
          : (success.description ?? 'OK'),
  };
  if (p.kind === 'money') {
    // A repeat under the same Idempotency-Key answers the stored result and says so.
    const ok = responses[String(p.meta.successStatus ?? 200)];
    ok.headers = {
      ...ok.headers,
      'Idempotent-Replayed': {
        description:
          '`true` when this answer is the stored result of an earlier request with the same `Idempotency-Key` (nothing was done again); absent otherwise',
        schema: { type: 'string', enum: ['true'] },
      },
    };
  }
  for (const status of errorStatuses(p, operation)) {
    responses[String(status)] = errorResponseRef(status);
  }
  operation.responses = responses;
  if (!faultExempt(`/api${p.path}`)) {
    operation.parameters = [...(operation.parameters ?? []), { ...SIMULATE_FAULT_PARAMETER }];
  }

  const media = operation.requestBody?.content?.['application/json'];
  if (media && media.example === undefined) {
    media.example = requestExample(p.name, media.schema, doc.components);
  }
}

/**
 * The Hono file routes (uploads, downloads, the event stream, deposits) pass the same fault
 * step as the procedures: each one a fault can reach gets the X-Simulate-Fault parameter and
 * the 429, 502 and 503 answers, like the procedures' operations above.
 */
function stateFaultsOnFileRoutes(doc: Json): void {
  for (const [path, item] of Object.entries(doc.paths) as [string, Json][]) {
    if (faultExempt(`/api${path}`)) continue;
    for (const operation of Object.values(item) as Json[]) {
      const parameters: Json[] = operation.parameters ?? [];
      if (parameters.some((x) => x.name === SIMULATE_FAULT_PARAMETER.name)) continue;
      operation.parameters = [...parameters, { ...SIMULATE_FAULT_PARAMETER }];
      for (const status of [429, 502, 503] as const) {
        operation.responses[String(status)] ??= errorResponseRef(status);
      }
    }
  }
}

/** Applies the contract to a freshly generated document (mutates and returns it). */
export function applyContract(doc: Json): Json {
  doc.components ??= {};
  const schemas = doc.components.schemas ?? {};
  for (const name of Object.keys(schemas)) {
    if (name.startsWith('error.')) delete schemas[name];
  }
  doc.components.schemas = { ...schemas, ...ERROR_SCHEMAS };
  doc.components.responses = errorResponses();
  doc.components.headers = { ...doc.components.headers, ...HEADERS };
  doc.components.securitySchemes = SECURITY_SCHEMES;
  doc.security = SECURITY.read;

  for (const p of restProcedures()) applyToOperation(doc, p);
  stateFaultsOnFileRoutes(doc);

  for (const [from, rename] of Object.entries(PATH_RENAMES)) {
    const item = doc.paths[from];
    if (!item) continue;
    for (const operation of Object.values(item) as Json[]) {
      for (const param of operation.parameters ?? []) {
        if (param.in === 'path' && param.name === rename.from) {
          param.name = rename.param;
          param.description = rename.description;
        }
      }
    }
    doc.paths[rename.to] = { ...doc.paths[rename.to], ...item };
    delete doc.paths[from];
  }
  return doc;
}

/** The tag list with descriptions, for every tag an operation uses. */
export function documentTags(doc: Json, descriptions: Record<string, string>): Json[] {
  const used = new Set<string>();
  for (const item of Object.values(doc.paths) as Json[]) {
    for (const operation of Object.values(item) as Json[]) {
      for (const tag of operation.tags ?? []) used.add(tag);
    }
  }
  return [...used].map((name) => ({ name, description: descriptions[name] ?? name }));
}
