/**
 * Hostile input: malformed bodies, wrong types,
 * huge strings, unexpected fields, prototype-pollution keys, control characters and wrong
 * content types, sent to every REST path and tRPC procedure. Every answer is a 4xx with a
 * message (never a 5xx, a stack trace, a file path or SQL), and a refused request changes
 * nothing.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { appRouter } from '../trpc/root';

let bank: TestBank;
let admin: string;
let demo: string;
let paths: { method: string; path: string; admin: boolean }[];

// Calls that are valid with any body and change state by design.
// GET /events answers a stream that stays open (its refusals are in events.test.ts).
const SKIP = new Set([
  'POST /auth/logout',
  'POST /admin/demo/reset',
  'POST /auth/login',
  'GET /events',
]);

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  demo = await bank.login('demo');
  const doc = (await (await bank.call('GET', '/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  paths = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .map((m) => ({
        method: m.toUpperCase(),
        path,
        admin: path.startsWith('/admin') || path === '/transfers/{id}/status',
      }))
      .filter((p) => !SKIP.has(`${p.method} ${p.path}`)),
  );
});

const tables = () =>
  (
    bank.db.$client
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string }[]
  )
    .map((t) => t.name)
    // Throttles, sessions, the audit and request logs, and a learner's challenge progress may
    // be written by a refused call by design (being refused is what many challenges ask for).
    .filter(
      (t) =>
        !['auth_attempts', 'sessions', 'audit_log', 'request_log'].includes(t) &&
        !t.startsWith('challenge_'),
    );
function snapshot(): string {
  const parts = tables().map(
    (t) =>
      `${t}:${(bank.db.$client.prepare(`select count(*) as n from "${t}"`).get() as { n: number }).n}`,
  );
  const money = bank.db.$client
    .prepare('select group_concat(balance) as b from accounts')
    .get() as { b: string };
  const flags = bank.db.$client
    .prepare('select group_concat(is_read) as r from notifications')
    .get() as { r: string };
  return `${parts.join(',')}|${money.b}|${flags.r}`;
}

const nasty = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 20_000 }),
  fc.constant({ __proto__: { isAdmin: true }, constructor: { prototype: { polluted: true } } }),
  fc.constant(JSON.parse('{"__proto__": {"role": "ADMIN"}, "amount": "1.00"}')),
  fc.dictionary(
    fc.string({ maxLength: 12 }),
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 50 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
    ),
  ),
  fc.record({
    amount: fc.oneof(fc.double(), fc.string(), fc.constant('1e400'), fc.constant('NaN')),
    fromAccountId: fc.oneof(fc.string(), fc.integer()),
    id: fc.string(),
  }),
);
const segment = fc.oneof(
  fc.constant('1'),
  fc.constant('0'),
  fc.constant('-1'),
  fc.constant('abc'),
  fc.constant("1' OR '1'='1"),
  fc.constant('%00'),
  fc.constant('9'.repeat(40)),
  fc.string({ minLength: 1, maxLength: 8 }).map(encodeURIComponent),
);

function assertSafe(status: number, text: string, where: string) {
  expect(status, `${where} answered ${status}: ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(text, where).not.toMatch(
    /at \w+ \(|node_modules|src-server|SQLITE|sqlite_|SELECT |INSERT |\.ts:\d+/,
  );
}

describe('hostile input', () => {
  it('every REST path answers 4xx with a message and changes nothing when it refuses', async () => {
    for (const { method, path, admin: isAdmin } of paths) {
      await fc.assert(
        fc.asyncProperty(
          nasty,
          segment,
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            '',
          ),
          async (body, id, type) => {
            const url = `${ORIGIN}/api${path.replace(/\{[^}]+\}/g, id)}`;
            const headers: Record<string, string> = {
              Origin: ORIGIN,
              Cookie: isAdmin ? admin : demo,
            };
            if (type) headers['Content-Type'] = type;
            const before = snapshot();
            const res = await bank.app.request(url, {
              method,
              headers,
              ...(method === 'GET' || method === 'DELETE'
                ? {}
                : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
            });
            const text = await res.text();
            assertSafe(res.status, text, `${method} ${path}`);
            if (res.status >= 400) {
              expect(JSON.parse(text).message, `${method} ${path}`).toEqual(expect.any(String));
              expect(snapshot(), `${method} ${path} changed the database while refusing`).toBe(
                before,
              );
            }
          },
        ),
        { numRuns: 12 },
      );
    }
  }, 120_000);

  it('every tRPC procedure answers 4xx to hostile input', async () => {
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    ).filter(([name]) => !['auth.logout', 'adminOps.resetDemo', 'auth.login'].includes(name));
    for (const [name, proc] of procedures) {
      await fc.assert(
        fc.asyncProperty(nasty, async (input) => {
          const before = snapshot();
          const cookie = name.startsWith('admin') ? admin : demo;
          const res =
            proc._def.type === 'query'
              ? await bank.app.request(
                  `${ORIGIN}/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input) ?? '')}`,
                  { headers: { Cookie: cookie } },
                )
              : await bank.app.request(`${ORIGIN}/trpc/${name}`, {
                  method: 'POST',
                  headers: { Origin: ORIGIN, Cookie: cookie, 'Content-Type': 'application/json' },
                  body: JSON.stringify(input) ?? '',
                });
          const text = await res.text();
          assertSafe(res.status, text, name);
          if (res.status >= 400)
            expect(snapshot(), `${name} changed the database while refusing`).toBe(before);
        }),
        { numRuns: 10 },
      );
    }
  }, 120_000);

  it('prototype pollution does not reach Object.prototype', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
