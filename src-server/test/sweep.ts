/**
 * Helpers for the API sweep: reads the operations out of the served OpenAPI document and
 * turns the subset of JSON Schema the document uses (object, string with pattern / format /
 * length, integer and number with bounds, boolean, enum, const, array, anyOf / oneOf, type
 * lists, $ref) into fast-check arbitraries of schema-valid values, plus arbitraries of
 * schema-invalid values (wrong types, missing required fields, huge strings, injection
 * payloads). Ids named by a parameter or a body field are filled from a resolver, so valid
 * inputs point at real records.
 */
import fc from 'fast-check';

/** A value of the parsed OpenAPI document: plain JSON of no fixed shape. */
// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON
export type Json = any;

/** The HTTP methods the sweep reads operations for, as the document's path items key them. */
export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** One operation of the document, with its parameters and body resolved. */
export interface Operation {
  /** `METHOD /path` as written in the document, e.g. `GET /accounts/{userId}`. */
  key: string;
  method: string;
  path: string;
  /** No security requirement (`security: []`, or none at all): anyone may call it. */
  isPublic: boolean;
  /** Every scheme it accepts is an admin one. */
  adminOnly: boolean;
  /**
   * How it refuses a signed-in caller without the right: 403, or 404 when it documents no 403
   * (it hides that the record exists, as the admin's file downloads do).
   */
  refusal: 403 | 404;
  /**
   * What the gate requires of the caller (`x-requirement`: who, the token scope, whether a
   * user who must change the password may call it); undefined when the document omits it.
   */
  requirement?: {
    who: 'public' | 'password' | 'mfaSetup' | 'signedIn' | 'admin';
    tokenScope?: string | null;
    beforePasswordChange?: boolean;
    stepUp?: string;
    hideAs?: string;
  };
  parameters: { name: string; in: string; required: boolean; schema: Json }[];
  body?: { type: string; schema: Json; example?: unknown; required: boolean };
}

/** The operations of `doc`, in document order. */
export function operationsOf(doc: Json): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const security: Json[] | undefined = op.security ?? doc.security;
      const schemes = (security ?? []).flatMap((s: Json) => Object.keys(s));
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map((p: Json) => deref(doc, p))
        .filter((p: Json) => p?.name)
        .map((p: Json) => ({
          name: String(p.name),
          in: String(p.in),
          required: Boolean(p.required),
          schema: deref(doc, p.schema ?? {}),
        }));
      let body: Operation['body'];
      const content = op.requestBody ? deref(doc, op.requestBody).content : undefined;
      if (content) {
        const type = Object.keys(content)[0]!;
        body = {
          type,
          schema: deref(doc, content[type].schema ?? {}),
          example: content[type].example,
          required: Boolean(deref(doc, op.requestBody).required),
        };
      }
      out.push({
        // A customer's refusal: what the operation declares (`x-customer-refusal`), else 403 when
        // it documents 403 or no 404, else 404.
        refusal:
          op['x-customer-refusal'] ?? (op.responses?.['403'] || !op.responses?.['404'] ? 403 : 404),
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        isPublic: schemes.length === 0,
        adminOnly: schemes.length > 0 && schemes.every((s: string) => /admin/i.test(s)),
        parameters,
        ...(op['x-requirement'] ? { requirement: op['x-requirement'] } : {}),
        ...(body ? { body } : {}),
      });
    }
  }
  return out;
}

/** Follows a local `$ref` (`#/components/...`). */
export function deref(doc: Json, value: Json): Json {
  let v = value;
  for (let i = 0; v?.$ref && i < 10; i++) {
    v = String(v.$ref)
      .replace(/^#\//, '')
      .split('/')
      .reduce((o: Json, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return v;
}

/** Gives real ids for a field or parameter name (`accountId`, `userId`, `id` under /cards…). */
export type IdResolver = (name: string, context: string) => (number | string)[];

const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '" UNION SELECT password_hash FROM users --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%00',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload
  '{{7*7}}${7*7}',
  '\u0000\u202e\uffff',
  'NaN',
  '-1',
  '1e400',
  '9'.repeat(40),
];

/** `text` as XML text and attribute values carry it (xmlbuilder2, the statement files). */
const asXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** Each payload as an answer may carry it: as sent, JSON-escaped, XML-escaped; any case. */
const PAYLOAD_ECHOES = INJECTIONS.map((payload) => {
  const forms = [...new Set([payload, JSON.stringify(payload).slice(1, -1), asXml(payload)])];
  // Longest first, so a form that contains another is taken out whole.
  forms.sort((a, b) => b.length - a.length);
  return new RegExp(forms.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi');
});

/**
 * `text` without the sweep's own payloads, in any form an answer gives them back: as stored,
 * JSON- or XML-escaped, and in another case (an account type the bank upper-cases). An answer
 * that gives back what a caller stored (a phone number that reads like SQL) echoes input; it
 * leaks nothing.
 */
export function withoutSentPayloads(text: string): string {
  return PAYLOAD_ECHOES.reduce((rest, echo) => rest.replace(echo, ''), text);
}

/** Strings that try SQL, HTML, path traversal, template and control-character tricks. */
export const injection = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.string({ maxLength: 30 }).map((s) => `${s}${INJECTIONS[s.length % INJECTIONS.length]}`),
);

/** A huge string (past any documented maxLength, under the 1 MB body limit). */
export const huge = fc.integer({ min: 5_000, max: 100_000 }).map((n) => 'x'.repeat(n));

const MAX_DEPTH = 6;

/**
 * Schema-valid values of `schema`. Fields whose name ends in `Id` (or `userId`) take a real
 * id from `ids` most of the time.
 */
export function validArb(
  doc: Json,
  schema: Json,
  ids: IdResolver,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = deref(doc, schema ?? {});
  if (depth > MAX_DEPTH) return fc.constant(null);
  const withExample = (arb: fc.Arbitrary<unknown>) =>
    s.example !== undefined ? fc.oneof(fc.constant(s.example), arb) : arb;
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (Array.isArray(alternatives) && alternatives.length) {
    return withExample(
      fc.oneof(...alternatives.map((a: Json) => validArb(doc, a, ids, name, depth + 1))),
    );
  }
  if (Array.isArray(s.allOf) && s.allOf.length) {
    return validArb(
      doc,
      Object.assign({}, ...s.allOf.map((a: Json) => deref(doc, a))),
      ids,
      name,
      depth + 1,
    );
  }
  if (Array.isArray(s.type)) {
    return withExample(
      fc.oneof(
        ...s.type.map((t: string) =>
          validArb(doc, { ...s, type: t, example: undefined }, ids, name, depth + 1),
        ),
      ),
    );
  }
  const real = idNamed(name) ? ids(name, name) : [];
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min =
        s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000_000);
      const max =
        s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? 1_000_000);
      const lo = Math.max(min, -Number.MAX_SAFE_INTEGER);
      const hi = Math.min(max, Number.MAX_SAFE_INTEGER);
      const num =
        s.type === 'integer'
          ? fc.oneof(
              fc.integer({ min: lo, max: Math.min(hi, lo + 1000) }),
              fc.integer({ min: lo, max: hi }),
            )
          : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
      const fitting = real.filter((n): n is number => typeof n === 'number' && n >= lo && n <= hi);
      return withExample(
        fitting.length
          ? fc.oneof(
              { weight: 4, arbitrary: fc.constantFrom(...fitting) },
              { weight: 1, arbitrary: num },
            )
          : num,
      );
    }
    case 'string': {
      if (s.format === 'binary') return fc.constant('<binary>');
      if (real.length && s.pattern && new RegExp(s.pattern).test(String(real[0]))) {
        return fc.constantFrom(...real.map(String));
      }
      let str: fc.Arbitrary<string>;
      if (s.pattern) str = fc.stringMatching(new RegExp(s.pattern));
      else if (s.format === 'date')
        str = fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      else if (s.format === 'date-time')
        str = fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString());
      else if (s.format === 'email') str = fc.emailAddress();
      else if (s.format === 'uuid') str = fc.uuid();
      else if (s.format === 'uri') str = fc.webUrl();
      else
        str = fc.string({
          minLength: s.minLength ?? 0,
          maxLength: Math.min(s.maxLength ?? 40, 200),
        });
      const min = s.minLength ?? 0;
      const max = s.maxLength ?? Number.POSITIVE_INFINITY;
      return withExample(str.filter((v) => v.length >= min && v.length <= max));
    }
    case 'array': {
      const min = s.minItems ?? 0;
      const max = Math.min(s.maxItems ?? 3, Math.max(min, 3));
      return withExample(
        fc.array(validArb(doc, s.items ?? {}, ids, name, depth + 1), {
          minLength: min,
          maxLength: max,
        }),
      );
    }
    default: {
      if (s.type !== 'object' && !s.properties) return withExample(fc.jsonValue({ maxDepth: 2 }));
      const props = Object.entries<Json>(s.properties ?? {});
      const required = new Set<string>(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, prop] of props) record[key] = validArb(doc, prop, ids, key, depth + 1);
      return withExample(
        fc.record(record, { requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)) }),
      );
    }
  }
}

/** Schema-invalid variants of `schema`: wrong types, missing fields, huge and hostile strings. */
export function invalidArb(doc: Json, schema: Json, ids: IdResolver): fc.Arbitrary<unknown> {
  const s = deref(doc, schema ?? {});
  const wrongScalar = fc.oneof(
    injection,
    huge,
    fc.constantFrom(null, true, -1, 0, 1.5, 2 ** 63, [], {}, '', 'abc'),
  );
  // An object with no properties ({}) has no field to spoil: wrong types and junk only.
  if (s.type !== 'object' || !s.properties || Object.keys(s.properties).length === 0)
    return fc.oneof(wrongScalar, fc.jsonValue({ maxDepth: 2 }));
  const keys = Object.keys(s.properties);
  return fc.oneof(
    wrongScalar,
    fc.jsonValue({ maxDepth: 3 }),
    // One field replaced by a wrong or hostile value.
    fc
      .tuple(validArb(doc, s, ids), fc.constantFrom(...keys), wrongScalar)
      .map(([v, k, bad]) => ({ ...(v as object), [k]: bad })),
    // A required field left out.
    ...(s.required?.length
      ? [
          fc
            .tuple(validArb(doc, s, ids), fc.constantFrom(...(s.required as string[])))
            .map(([v, k]) => {
              const copy = { ...(v as Record<string, unknown>) };
              delete copy[k];
              return copy;
            }),
        ]
      : []),
    // Every string field hostile.
    validArb(doc, s, ids).chain((v) =>
      fc
        .tuple(...keys.map(() => injection))
        .map((bad) => Object.fromEntries(keys.map((k, i) => [k, bad[i]])))
        .map((bad) => ({ ...(v as object), ...bad })),
    ),
    // Prototype pollution and unknown keys.
    fc.constant(
      JSON.parse('{"__proto__": {"role": "ADMIN"}, "constructor": {"prototype": {"x": 1}}}'),
    ),
  );
}

/** Whether a field or parameter name names a record id. */
export function idNamed(name: string): boolean {
  return name === 'id' || /Id$/.test(name);
}
