/**
 * Request body examples for the OpenAPI document: one hand-written example where a body
 * needs one that reads like a real call, otherwise one sampled from the body's JSON Schema
 * (a property's own `example` first, then its first enum value, then a value of its type
 * that meets its limits). A test checks every example against its schema.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects from the document
type Json = any;

/** Hand-written examples by procedure (tRPC path). */
const EXAMPLES: Record<string, unknown> = {
  'auth.login': { username: 'demo', password: 'Demo-1234' },
  'auth.verifyCode': { code: '123456' },
  'auth.confirmPasswordReset': {
    token: 'k3J9x2VqLr8TzYp4WmN6bC1dF5gH7jQs0aE2uI9oP3w',
    password: 'Violet-Harbor-Lantern-42',
  },
  'adminApprovals.stepUp': { password: 'Admin-1234' },
  'adminClock.advance': { days: 1 },
  'transfers.create': {
    fromAccountId: 1,
    toAccountId: 2,
    amount: '125.00',
    transferType: 'INTERNAL',
    description: 'Rent share',
  },
  'standingOrders.create': {
    fromAccountId: 1,
    toAccountId: 2,
    amount: '250.00',
    transferType: 'INTERNAL',
    frequency: 'MONTHLY',
    startDate: '2026-12-01',
    count: 12,
  },
  'users.setPin': { pin: '2468', currentPin: '1234' },
  'users.verifyPin': { pin: '1234' },
  'settings.updateProfile': { phone: '+1 555 010 0199' },
  'tokens.create': { name: 'Reporting script', scopes: ['read'], expiresInDays: 30 },
  'webhooks.create': { url: 'https://example.com/hooks/bank', events: ['transfer', 'balance'] },
};

/** Values for string properties by name, when the schema gives no example. */
const BY_NAME: Record<string, string> = {
  email: 'jane.doe@example.com',
  password: 'Demo-1234',
  currentPassword: 'Demo-1234',
  newPassword: 'Violet-Harbor-Lantern-42',
  pin: '1234',
  code: '123456',
  username: 'demo',
  phone: '+1 555 010 0199',
  accountNumber: '000123456789',
  routingNumber: '021000021',
  swift: 'ACMEUS33',
  iban: 'GB33BUKB20201555555555',
};

const DATE = '2026-11-24';

function resolve(schema: Json, components: Json): Json {
  if (schema?.$ref) {
    const name = String(schema.$ref).split('/').pop();
    return components?.schemas?.[name as string] ?? {};
  }
  return schema ?? {};
}

function sampleString(schema: Json, name: string): string {
  if (BY_NAME[name]) return BY_NAME[name];
  switch (schema.format) {
    case 'date':
      return DATE;
    case 'date-time':
      return `${DATE}T09:30:00.000Z`;
    case 'email':
      return BY_NAME.email!;
    case 'uri':
      return 'https://example.com/';
  }
  const base = name ? name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`) : 'text';
  const min = schema.minLength ?? 0;
  const text = base.length < min ? base.padEnd(min, 'x') : base;
  return schema.maxLength ? text.slice(0, schema.maxLength) : text;
}

function sampleNumber(schema: Json, integer: boolean): number {
  let value = 1;
  if (typeof schema.minimum === 'number') value = Math.max(value, schema.minimum);
  if (typeof schema.exclusiveMinimum === 'number')
    value = Math.max(value, schema.exclusiveMinimum + 1);
  if (typeof schema.maximum === 'number') value = Math.min(value, schema.maximum);
  return integer ? Math.ceil(value) : value;
}

/** A value that meets `schema`, named `name` in its parent object. */
export function sample(schema: Json, components: Json, name = ''): unknown {
  const s = resolve(schema, components);
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const branches = s.anyOf ?? s.oneOf;
  if (Array.isArray(branches)) {
    const branch =
      branches.find((b: Json) => resolve(b, components).type !== 'null') ?? branches[0];
    return sample(branch, components, name);
  }
  if (Array.isArray(s.allOf)) {
    return Object.assign({}, ...s.allOf.map((b: Json) => sample(b, components, name)));
  }
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set<string>(s.required ?? []);
      for (const [key, prop] of Object.entries(s.properties ?? {}) as [string, Json][]) {
        if (required.has(key) || resolve(prop, components).example !== undefined) {
          out[key] = sample(prop, components, key);
        }
      }
      return out;
    }
    case 'array': {
      const n = Math.max(1, s.minItems ?? 1);
      return Array.from({ length: n }, () => sample(s.items, components, name));
    }
    case 'string':
      return sampleString(s, name);
    case 'integer':
      return sampleNumber(s, true);
    case 'number':
      return sampleNumber(s, false);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** The example for the request body of procedure `name` whose schema is `schema`. */
export function requestExample(name: string, schema: Json, components: Json): unknown {
  return EXAMPLES[name] ?? sample(schema, components);
}
