/**
 * The shared parts of the OpenAPI document: the one error body, the error responses by
 * status (with their headers), and the security schemes.
 */

/** Path of a component in the document. */
const ref = (kind: 'schemas' | 'responses' | 'headers', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

/** The body of every refusal: `{message, code, issues?}`. */
export const ERROR_SCHEMAS = {
  FieldIssue: {
    type: 'object',
    description: 'One failed rule of the input',
    properties: {
      path: {
        type: 'array',
        items: { type: 'string' },
        description: 'Where the rule failed, field by field (array indexes as text)',
        example: ['amount'],
      },
      code: { type: 'string', description: 'The rule that failed', example: 'too_small' },
      message: {
        type: 'string',
        description: 'The rule in words, for a person, in the caller’s language as `message` is',
        example: 'Amount must be more than 0',
      },
    },
    required: ['path', 'code', 'message'],
    additionalProperties: false,
  },
  Error: {
    type: 'object',
    description: 'A refusal: what went wrong for a person and a stable code for programs',
    properties: {
      message: {
        type: 'string',
        description:
          'For a person; never internal text. In the caller’s language: the saved one, else ' +
          'Accept-Language (`it` gives Italian where the bank has the text, else English); ' +
          'programs read `code`, which never changes',
        example: 'Account not found',
      },
      code: {
        type: 'string',
        description:
          'Stable machine-readable code: the status name (NOT_FOUND, CONFLICT, ...) or a precise ' +
          'rule (INSUFFICIENT_FUNDS, LIMIT_EXCEEDED, STEP_UP_REQUIRED, TOKEN_SCOPE, CARD_DECLINED, ...)',
        example: 'NOT_FOUND',
      },
      issues: {
        type: 'array',
        description: 'For invalid input (400): each failed rule with its field path',
        items: ref('schemas', 'FieldIssue'),
      },
    },
    required: ['message', 'code'],
    additionalProperties: false,
  },
} as const;

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 86400 },
};

/** Response headers that several responses share. */
export const HEADERS = {
  'Retry-After': RETRY_AFTER,
  RateLimit: {
    description:
      'The limit that refused the call (IETF RateLimit header fields): `"<policy>";r=<remaining>;t=<seconds until it resets>`',
    schema: {
      type: 'string',
      maxLength: 100,
      pattern: '^"[a-z_]+";r=\\d+;t=\\d+$',
      example: '"login";r=0;t=840',
    },
  },
  'RateLimit-Policy': {
    description:
      'The policy of that limit: `"<policy>";q=<attempts allowed>;w=<window in seconds>`',
    schema: {
      type: 'string',
      maxLength: 100,
      pattern: '^"[a-z_]+";q=\\d+;w=\\d+$',
      example: '"login";q=5;w=900',
    },
  },
} as const;

/** The request header that asks for one injected fault (failures on demand). */
export const SIMULATE_FAULT_PARAMETER = {
  name: 'X-Simulate-Fault',
  in: 'header',
  required: false,
  description:
    'Asks for one injected fault: `status=500`, `status=502` or `status=503` (refused before it runs), `latency=<ms>` (0 to 10000, delayed before it runs) or `throttle` (429 with Retry-After and the RateLimit headers). Honoured only in a bank whose admin allowed header faults (in the main bank only when the server runs with BUG_HUNT=on); ignored otherwise, and any other value is ignored.',
  schema: {
    type: 'string',
    maxLength: 20,
    pattern: '^(status=(500|502|503)|latency=\\d{1,5}|throttle)$',
    example: 'status=503',
  },
} as const;

/** The error statuses the API answers, each with its meaning. */
export const ERROR_STATUSES = {
  400: ['BadRequest', 'Invalid input: `issues` lists each failed rule with its field'],
  401: ['Unauthorized', 'No valid session or API token (or the sign-in is not complete)'],
  402: [
    'PaymentRequired',
    'The outside payer refused: the card processor declined the card (CARD_DECLINED, CARD_INSUFFICIENT_FUNDS)',
  ],
  403: [
    'Forbidden',
    'Signed in but not allowed: wrong role, token scope, step-up (PIN) missing, or a cross-origin write',
  ],
  404: ['NotFound', 'No such record, or one that belongs to someone else'],
  409: [
    'Conflict',
    'Conflicts with the current state (already done, taken, or a reused Idempotency-Key)',
  ],
  413: ['PayloadTooLarge', 'The body is larger than allowed'],
  415: ['UnsupportedMediaType', 'The body is not in a media type this operation accepts'],
  422: [
    'UnprocessableContent',
    'A business rule refused it (insufficient funds, over a limit, ...)',
  ],
  429: [
    'TooManyRequests',
    'Throttled: too many attempts (or simulated throttling); wait as Retry-After says',
  ],
  500: [
    'InternalServerError',
    'Something went wrong on the server; the body never carries internal text',
  ],
  502: ['BadGateway', 'A simulated failure the trainer switched on (failures on demand)'],
  503: [
    'ServiceUnavailable',
    'The ledger is busy (its queue is full), or a simulated failure; try again after Retry-After',
  ],
} as const;

/** An HTTP status the API documents as an error response (a key of ERROR_STATUSES). */
export type ErrorStatus = keyof typeof ERROR_STATUSES;

const JSON_ERROR = { 'application/json': { schema: ref('schemas', 'Error') } };

/** The shared error responses (components.responses), one per status. */
export function errorResponses(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [status, [name, description]] of Object.entries(ERROR_STATUSES)) {
    const response: Record<string, unknown> = { description, content: JSON_ERROR };
    if (status === '429') {
      response.headers = {
        'Retry-After': ref('headers', 'Retry-After'),
        RateLimit: ref('headers', 'RateLimit'),
        'RateLimit-Policy': ref('headers', 'RateLimit-Policy'),
      };
    }
    if (status === '503') response.headers = { 'Retry-After': ref('headers', 'Retry-After') };
    out[name] = response;
  }
  return out;
}

/** A reference to the shared response of an error status. */
export function errorResponseRef(status: ErrorStatus): { $ref: string } {
  return ref('responses', ERROR_STATUSES[status][0]);
}

/** The ways to authenticate. */
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'session',
    description:
      'The HttpOnly session cookie set by POST /auth/login (named `__Host-session` over HTTPS). ' +
      'Writes must come from the bank’s own origin (or without an Origin header).',
  },
  adminSessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'session',
    description:
      'The session cookie of a fully signed-in user with role ADMIN (authenticator code ' +
      'included when the admin has one).',
  },
  adminBearerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal API token with the `admin` scope, created by a user with role ADMIN, sent as ' +
      '`Authorization: Bearer <token>` (the same kind of token as bearerToken).',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal API token from POST /tokens, sent as `Authorization: Bearer <token>`. Its ' +
      'scopes limit it: `read` reads, `transfer` also moves money (and verifies the PIN), ' +
      '`admin` also calls admin operations (for an ADMIN user). No Origin check applies.',
  },
} as const;
