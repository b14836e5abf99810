/**
 * Configuration from the environment, validated once (Configuration).
 */
import { z } from 'zod';
import { parseCents } from './shared/money';

/** A fee from the environment: a decimal amount like "2.50", held as cents. */
const feeCents = z
  .string()
  .default('0.00')
  .transform((value, ctx) => {
    const parsed = parseCents(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.cents;
  });

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_PATH: z.string().min(1).default('data/bank.db'),
  SEED: z.enum(['demo', 'none']).default('demo'),
  NODE_ENV: z.string().optional(),
  /** The origin browsers use, e.g. https://bank.example.org; derived from Host when unset. */
  PUBLIC_ORIGIN: z
    .url()
    .optional()
    .transform((v) => (v ? new URL(v).origin : undefined)),
  /** The fee schedule per transfer type, decimal dollars; 0.00 by default. */
  FEE_INTERNAL: feeCents,
  FEE_LOCAL: feeCents,
  FEE_WIRE: feeCents,
  /** One JSON line per request on stdout (request id, method, path, status, time). */
  LOG_REQUESTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * `off` stops the per-user request log ("My requests"); only the benchmark sets it, to
   * measure what the log costs a request.
   */
  REQUEST_LOG: z.enum(['on', 'off']).default('on'),
  /** Where enrollment uploads are stored; never served. */
  UPLOAD_DIR: z.string().min(1).default('data/uploads'),
  /**
   * Admin second factor (OWASP ASVS 4.3.1): `optional` lets each admin choose to enrol an
   * authenticator app (TOTP); `required` lets an admin without one do nothing but enrol.
   */
  ADMIN_MFA: z.enum(['optional', 'required']).default('optional'),
  /**
   * Four eyes: an admin's balance adjustment or top-up above this amount (a decimal like
   * "10000.00", held as cents) waits for a second admin's approval before anything moves.
   */
  APPROVAL_ABOVE: z
    .string()
    .default('10000.00')
    .transform((value, ctx) => {
      const parsed = parseCents(value);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.cents;
    }),
  /**
   * The key that seals second-factor secrets (authenticator keys) at rest with AES-256-GCM:
   * 32 bytes as 64 hex digits or base64. Unset, a key is generated on first start into
   * `credentials.key` beside the database (mode 0600); a `:memory:` bank keeps one in memory.
   */
  SECRETS_KEY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const t = v.trim();
      const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
      if (key.length !== 32) {
        ctx.addIssue({ code: 'custom', message: 'Must be 32 bytes, as 64 hex digits or base64' });
        return z.NEVER;
      }
      return key;
    }),
  /**
   * Failed sign-ins allowed per network address in 15 minutes. High on purpose: a classroom
   * signs in from one address, and each account has its own limit of 5.
   */
  THROTTLE_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /**
   * `true` behind a reverse proxy: the client address is the right-most `X-Forwarded-For`
   * entry (the one the proxy itself appended); otherwise the header is ignored.
   */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Where emails go: an SMTP URL (`smtp://user:pass@host:587`, `smtps://…:465`). Unset, the
   * outbox keeps every message (status KEPT) and sends nothing.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'Must start with smtp:// or smtps://')
    .optional(),
  /** The From address of the bank's emails. */
  SMTP_FROM: z.string().min(3).default('no-reply@bank.example'),
  /** Optional JSON file overriding the brand (name, phone, colours, ...). */
  BRAND_FILE: z.string().optional(),
  /**
   * Sandboxes (independent banks under /s/{name}/): `admin` lets the main bank's admins create
   * them, `open` lets anyone (a class of API students), `off` serves none.
   */
  SANDBOXES: z.enum(['off', 'admin', 'open']).default('admin'),
  /** How many sandboxes may exist at once. */
  SANDBOX_MAX: z.coerce.number().int().min(1).max(10_000).default(200),
  /**
   * `false` serves the API and tRPC only, without the client (neither the build nor Vite's dev
   * middleware): a bank process of a cluster started from source in a test.
   */
  SERVE_CLIENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** This process's name in a cluster; every answer carries it as `X-Bank-Process`. */
  BANK_PROCESS: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,32}$/, 'Letters, digits, dot, hyphen and underscore, 32 at most')
    .optional(),
  /**
   * The cluster's front door (its nginx), e.g. http://127.0.0.1:3000. With CLUSTER_SECRET set
   * too, creating, resetting and removing a sandbox go through it, so the process that holds
   * the sandbox (the one the front door routes its name to) does them.
   */
  CLUSTER_FRONT: z
    .url()
    .optional()
    .transform((v) => (v ? new URL(v).origin : undefined)),
  /** The secret a cluster's processes show each other on those forwarded calls (32+ characters). */
  CLUSTER_SECRET: z.string().min(32).optional(),
  /** Where sandbox databases live; by default `sandboxes/` beside DATABASE_PATH. */
  SANDBOX_DIR: z.string().min(1).optional(),
  /** A sandbox unused this many seconds closes its database until its next request. */
  SANDBOX_IDLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /** Sandboxes with an open database at once at most (the least recently used closes). */
  SANDBOX_MAX_OPEN: z.coerce.number().int().min(1).max(1_000).default(16),
  /**
   * `true` lets webhooks go to loopback, private and link-local addresses (a test server on
   * this machine); by default only public addresses (and the bank's own `inbox`) receive them.
   */
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * `on` lets the main bank's admins switch planted defects on (a bug hunt in the main bank);
   * `off` (the default) keeps them off there, so a demo never shows one by accident. A
   * sandbox's admin may switch its own defects either way.
   */
  BUG_HUNT: z
    .enum(['on', 'off'])
    .default('off')
    .transform((v) => v === 'on'),
});

/** The validated environment (EnvSchema's output): flags as booleans, defaults filled in. */
export type Env = z.infer<typeof EnvSchema>;

/**
 * Reads and validates the environment.
 * @throws Error naming each bad variable, so the process stops before serving.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
