/**
 * Test harness: a fresh in-memory bank with the demo seed, the HTTP app over it, and helpers
 * to sign in and call the REST API with cookies, as a browser or curl would.
 */

import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { inject } from 'vitest';
import { createApp } from '../app';
import { splitSignIn } from '../auth/mfa';
import { createSession } from '../auth/session';
import { openDatabase } from '../bank/open';
import { seedDemo } from '../bank/seed/demo';
import { businessNow } from '../clock/clock';
import { realNow } from '../clock/real-time';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { type Env, loadEnv } from '../env';
import { LedgerWriter } from '../ledger/writer';
import type { SandboxManager } from '../sandboxes/manager';
import { DEFAULT_BRAND } from '../shared/brand';
import type { Context } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from '../trpc/root';
import { assertMatchesContract } from './contract';

/** The origin the test app is called from: same-origin writes carry it as their Origin header. */
export const ORIGIN = 'http://localhost';

const createCaller = createCallerFactory(appRouter);
type Caller = ReturnType<typeof createCaller>;

/** A fresh in-memory demo bank for a test: the database, the app, and helpers to call it. */
export interface TestBank {
  db: Db;
  app: Hono;
  /** Signs in over REST; returns the Cookie header value to send. */
  login(username: string, password?: string): Promise<string>;
  /**
   * Calls the app like a same-origin browser would (JSON body, Origin header). Every /api
   * answer is checked against the OpenAPI document (status, body schema, headers); a
   * mismatch rejects the call, which fails the test.
   */
  call(
    method: string,
    path: string,
    options?: { cookie?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  /**
   * A tRPC caller acting as `username` (a real session row is created); each call's context
   * carries the bank's business time at that call.
   */
  caller(username: string): Caller;
  userId(username: string): number;
}

/** The template's bytes, read once per test file. */
let templateBytes: Buffer | undefined;

/**
 * A new in-memory demo bank: a copy of the run's seeded template (`global-setup.ts`), or a
 * fresh seed when there is none or its day is not today's, so the seed's dates (drawn from
 * real time) are what a bank seeded now would have.
 */
async function openDemoBank() {
  const template = inject('demoTemplate');
  if (template && template.day === realNow().toISOString().slice(0, 10)) {
    templateBytes ??= readFileSync(template.path);
    return openDatabase(templateBytes);
  }
  const db = openDatabase(':memory:');
  await seedDemo(db, realNow());
  return db;
}

/**
 * Opens a new in-memory bank; `seed: 'none'` leaves it empty; `envOverrides` sets config (fees,
 * ADMIN_MFA); `sandboxes` makes it host sandboxes (built from the same env); `options.random`
 * draws the injected faults (a seeded generator for repeatable tests).
 */
export async function createTestBank(
  seed: 'demo' | 'none' = 'demo',
  envOverrides: Record<string, string> = {},
  sandboxes?: (env: Env) => SandboxManager,
  options: { random?: () => number } = {},
): Promise<TestBank> {
  const db = seed === 'demo' ? await openDemoBank() : openDatabase(':memory:');
  const env = loadEnv({ DATABASE_PATH: ':memory:', SEED: seed, ...envOverrides });
  const deps = {
    db,
    env,
    brand: DEFAULT_BRAND,
    ledger: new LedgerWriter(db),
    ...(sandboxes ? { sandboxes: sandboxes(env) } : {}),
  };
  const app = createApp({ ...deps, random: options.random });

  const call: TestBank['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { Origin: ORIGIN, ...options.headers };
    if (options.cookie) headers.Cookie = options.cookie;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await app.request(`${ORIGIN}${path}`, { method, headers, body });
    await assertMatchesContract(method, path, res);
    return res;
  };

  const userId = (username: string) => {
    const row = db.select({ id: users.id }).from(users).where(eq(users.username, username)).get();
    if (!row) throw new Error(`No user ${username}`);
    return row.id;
  };

  return {
    db,
    app,
    call,
    userId,
    async login(
      username,
      password = username === 'admin' || username === 'checker' ? 'Admin-1234' : 'Demo-1234',
    ) {
      const res = await call('POST', '/api/auth/login', { body: { username, password } });
      if (res.status !== 200) throw new Error(`Login of ${username} failed: ${res.status}`);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
      if (!cookie) throw new Error('No session cookie');
      return cookie.split(';')[0]!;
    },
    caller(username) {
      const row = db.select().from(users).where(eq(users.username, username)).get();
      if (!row) throw new Error(`No user ${username}`);
      const { session } = createSession(db, row.id);
      const user = {
        id: row.id,
        username: row.username,
        role: row.role,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        mustChangePassword: row.mustChangePassword,
      };
      const ctx: Context = {
        ...deps,
        // A fresh session, so an admin with an authenticator (or ADMIN_MFA=required) is
        // signed in half-way, as after the password step.
        ...splitSignIn(db, env, { session, user }),
        now: businessNow(db),
        resHeaders: new Headers(),
        secure: false,
        userAgent: 'vitest',
        ip: null,
        idempotencyKey: null,
      };
      // Each call reads the bank's business time afresh, as each HTTP request does.
      return createCaller(() => ({ ...ctx, now: businessNow(db) }));
    },
  };
}
