/**
 * Sandboxes: created from the demo template, served under /s/{name}/ with their own
 * sessions and data, listed and removed by admins, and isolated from each other and from
 * the main bank.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, type TestBank } from '../test/bank';
import { createSandboxHost, type SandboxHost } from '../test/sandbox-host';
import type { SandboxManager } from './manager';

let bank: TestBank;
let manager: SandboxManager;
let admin: string;
let host: SandboxHost;

type Account = { id: number; accountType: string; balance: string };
const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;

beforeAll(async () => {
  host = await createSandboxHost({ max: 3, maxOpen: 2 });
  ({ bank, manager } = host);
  admin = await bank.login('admin');
});

afterAll(async () => {
  await host.close();
});

/** A request to a sandbox path, as a browser on the bank's origin sends it. */
const inSandbox = (
  name: string,
  path: string,
  options: {
    method?: string;
    cookie?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
) => {
  const headers: Record<string, string> = { Origin: ORIGIN, ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return bank.app.request(`${ORIGIN}/s/${name}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
};

/** Signs in to a sandbox; returns the sandbox's cookie pair and the Set-Cookie it came in. */
async function sandboxLogin(name: string, username: string, password = 'Demo-1234') {
  const res = await inSandbox(name, '/api/auth/login', {
    method: 'POST',
    body: { username, password },
  });
  expect(res.status).toBe(200);
  const setCookie = res.headers.getSetCookie()[0]!;
  return { cookie: setCookie.split(';')[0]!, setCookie };
}

describe('creating sandboxes', () => {
  it('needs an admin of the main bank when sandboxes are not open to all', async () => {
    expect((await bank.call('POST', '/api/sandboxes', { body: {} })).status).toBe(401);
    const demo = await bank.login('demo');
    expect((await bank.call('POST', '/api/sandboxes', { cookie: demo, body: {} })).status).toBe(
      403,
    );
  });

  it('creates two banks from the demo template, each under its own path', async () => {
    const a = await bank.call('POST', '/api/sandboxes', {
      cookie: admin,
      body: { name: 'class-a' },
    });
    expect(a.status).toBe(201);
    expect(await json(a)).toEqual({ name: 'class-a', url: '/s/class-a/' });
    const b = await json<{ name: string; url: string }>(
      bank.call('POST', '/api/sandboxes', { cookie: admin, body: {} }),
    );
    expect(b.name).toMatch(/^sb-[0-9a-f]{8}$/);
    const list = await json<{ name: string; sizeBytes: number; lastUsedAt: string }[]>(
      bank.call('GET', '/api/sandboxes', { cookie: admin }),
    );
    expect(list.map((s) => s.name).sort()).toEqual(['class-a', b.name].sort());
    expect(list.every((s) => s.sizeBytes > 0 && !Number.isNaN(Date.parse(s.lastUsedAt)))).toBe(
      true,
    );
  });

  it('refuses a bad name, a taken name, and more than SANDBOX_MAX', async () => {
    const bad = await bank.call('POST', '/api/sandboxes', { cookie: admin, body: { name: 'No!' } });
    expect(bad.status).toBe(400);
    const taken = await bank.call('POST', '/api/sandboxes', {
      cookie: admin,
      body: { name: 'class-a' },
    });
    expect(taken.status).toBe(409);
    expect(
      (await bank.call('POST', '/api/sandboxes', { cookie: admin, body: { name: 'third' } }))
        .status,
    ).toBe(201);
    const full = await bank.call('POST', '/api/sandboxes', {
      cookie: admin,
      body: { name: 'fourth' },
    });
    expect(full.status).toBe(409);
    expect((await json<{ code: string }>(full)).code).toBe('SANDBOX_LIMIT');
    await bank.call('DELETE', '/api/sandboxes/third', { cookie: admin });
  });
});

describe('a sandbox bank', () => {
  it('has the demo sign-ins, and its session cookie is its own, scoped to its path', async () => {
    const { setCookie } = await sandboxLogin('class-a', 'demo');
    expect(setCookie).toMatch(/^session-class-a=/);
    expect(setCookie).toMatch(/Path=\/s\/class-a\//);
    const { cookie } = await sandboxLogin('class-a', 'demo');
    const accounts = await json<Account[]>(inSandbox('class-a', '/api/accounts', { cookie }));
    expect(accounts.length).toBeGreaterThan(0);
  });

  it('is isolated: sessions, data and idempotency keys of one are unknown to the others', async () => {
    const other = (
      await json<{ name: string }[]>(bank.call('GET', '/api/sandboxes', { cookie: admin }))
    )
      .map((s) => s.name)
      .find((n) => n !== 'class-a')!;
    const a = await sandboxLogin('class-a', 'demo');
    const b = await sandboxLogin(other, 'demo');
    // A's cookie means nothing in B (renamed for B's path it is still not a B session).
    const aAsB = a.cookie.replace('session-class-a=', `session-${other}=`);
    expect((await inSandbox(other, '/api/accounts', { cookie: aAsB })).status).toBe(401);
    // Nor in the main bank.
    expect(
      (
        await bank.call('GET', '/api/accounts', {
          cookie: a.cookie.replace('session-class-a=', 'session='),
        })
      ).status,
    ).toBe(401);
    // The main bank's session is not passed into a sandbox.
    const mainDemo = await bank.login('demo');
    expect((await inSandbox('class-a', '/api/accounts', { cookie: mainDemo })).status).toBe(401);

    // Money moved in A changes nothing in B.
    const [fromA, toA] = await json<Account[]>(
      inSandbox('class-a', '/api/accounts', { cookie: a.cookie }),
    );
    const beforeB = await json<Account[]>(inSandbox(other, '/api/accounts', { cookie: b.cookie }));
    const key = 'same-key-in-two-banks';
    const move = (name: string, cookie: string) =>
      inSandbox(name, '/api/transfers', {
        method: 'POST',
        cookie,
        headers: { 'Idempotency-Key': key },
        body: {
          transferType: 'INTERNAL',
          fromAccountId: fromA!.id,
          toAccountId: toA!.id,
          amount: '10.00',
        },
      });
    const inA = await json<{ id: number }>(move('class-a', a.cookie));
    expect(await json<Account[]>(inSandbox(other, '/api/accounts', { cookie: b.cookie }))).toEqual(
      beforeB,
    );
    // The same key in B is a new request there: it moves money in B, not a replay of A's answer.
    const inB = await move(other, b.cookie);
    expect(inB.status).toBe(201);
    const afterB = await json<Account[]>(inSandbox(other, '/api/accounts', { cookie: b.cookie }));
    expect(afterB).not.toEqual(beforeB);
    expect(inA.id).toBeGreaterThan(0);
  });

  it('writes its own path into its OpenAPI document and its list links', async () => {
    const doc = await json<{ servers: { url: string }[] }>(
      inSandbox('class-a', '/api/openapi.json'),
    );
    expect(doc.servers[0]!.url).toBe('/s/class-a/api');
    const { cookie } = await sandboxLogin('class-a', 'demo');
    const [account] = await json<Account[]>(inSandbox('class-a', '/api/accounts', { cookie }));
    const page = await inSandbox('class-a', `/api/transactions/${account!.id}?limit=1`, { cookie });
    expect(page.headers.get('link')).toMatch(/^<\/s\/class-a\/api\/transactions\/\d+\?/);
  });

  it('closes when idle and opens again on the next request with its data', async () => {
    const { cookie } = await sandboxLogin('class-a', 'demo');
    const before = await json<Account[]>(inSandbox('class-a', '/api/accounts', { cookie }));
    manager.closeIdle(Date.now() + 61_000);
    expect(manager.openCount()).toBe(0);
    expect(await json<Account[]>(inSandbox('class-a', '/api/accounts', { cookie }))).toEqual(
      before,
    );
  });

  it('keeps at most maxOpen sandboxes open, closing the least recently used', async () => {
    await bank.call('POST', '/api/sandboxes', { cookie: admin, body: { name: 'third' } });
    const names = manager.names();
    expect(names).toHaveLength(3);
    for (const name of names) await inSandbox(name, '/api/health');
    expect(manager.openCount()).toBe(2);
    // The last one used is open; the first, used longest ago, was closed to make room.
    expect(manager.list().find((s) => s.name === names.at(-1))?.open).toBe(true);
    expect(manager.list().find((s) => s.name === names[0])?.open).toBe(false);
    await bank.call('DELETE', '/api/sandboxes/third', { cookie: admin });
  });

  it('answers 404 for an unknown sandbox, and is gone once removed', async () => {
    expect((await inSandbox('nobody', '/api/health')).status).toBe(404);
    expect((await bank.call('DELETE', '/api/sandboxes/class-a', { cookie: admin })).status).toBe(
      200,
    );
    expect((await inSandbox('class-a', '/api/health')).status).toBe(404);
    expect((await bank.call('DELETE', '/api/sandboxes/class-a', { cookie: admin })).status).toBe(
      404,
    );
  });
});

describe('the admins’ list and reset', () => {
  type Listed = { name: string; sizeBytes: number; lastUsedAt: string; businessDate: string };
  const listed = async (name: string) =>
    (await json<Listed[]>(bank.call('GET', '/api/sandboxes', { cookie: admin }))).find(
      (s) => s.name === name,
    )!;
  const sandboxClock = async (name: string, cookie: string) =>
    json<{ date: string }>(inSandbox(name, '/api/admin/clock', { cookie }));

  it('shows each sandbox’s own business day, open or closed, and its size and last use', async () => {
    expect(
      (await bank.call('POST', '/api/sandboxes', { cookie: admin, body: { name: 'reset-me' } }))
        .status,
    ).toBe(201);
    const { cookie } = await sandboxLogin('reset-me', 'admin', 'Admin-1234');
    const start = await sandboxClock('reset-me', cookie);
    expect((await listed('reset-me')).businessDate).toBe(start.date);
    const moved = await inSandbox('reset-me', '/api/admin/clock/advance', {
      method: 'POST',
      cookie,
      body: { days: 3 },
    });
    expect(moved.status).toBe(200);
    const after = await sandboxClock('reset-me', cookie);
    const open = await listed('reset-me');
    expect(open.businessDate).toBe(after.date);
    expect(open.businessDate > start.date).toBe(true);
    expect(open.sizeBytes).toBeGreaterThan(0);
    expect(Date.parse(open.lastUsedAt)).toBeGreaterThan(0);
    // Closed, its day is read from its file.
    manager.close('reset-me');
    expect((await listed('reset-me')).businessDate).toBe(after.date);
    // The main bank's clock did not move.
    const main = await json<{ date: string }>(
      bank.call('GET', '/api/admin/clock', { cookie: admin }),
    );
    expect(main.date).toBe(start.date);
  });

  it('resets a sandbox to a fresh copy of the template: clock, data and sessions start again', async () => {
    const { cookie } = await sandboxLogin('reset-me', 'admin', 'Admin-1234');
    const demo = await sandboxLogin('reset-me', 'demo');
    const start = await sandboxClock('reset-me', cookie);
    const [from, to] = await json<Account[]>(
      inSandbox('reset-me', '/api/accounts', { cookie: demo.cookie }),
    );
    // What a fresh copy holds, read from a new sandbox of the same template: reset-me's own
    // balances are no reference, as its clock was moved three days, which posts the savings
    // interest when those days cross a month's end.
    expect(
      (await bank.call('POST', '/api/sandboxes', { cookie: admin, body: { name: 'reset-ref' } }))
        .status,
    ).toBe(201);
    const reference = await sandboxLogin('reset-ref', 'demo');
    const fresh = await json<Account[]>(
      inSandbox('reset-ref', '/api/accounts', { cookie: reference.cookie }),
    );
    await bank.call('DELETE', '/api/sandboxes/reset-ref', { cookie: admin });
    expect(
      (
        await inSandbox('reset-me', '/api/transfers', {
          method: 'POST',
          cookie: demo.cookie,
          body: {
            transferType: 'INTERNAL',
            fromAccountId: from!.id,
            toAccountId: to!.id,
            amount: '25.00',
          },
        })
      ).status,
    ).toBe(201);
    // Only the main bank's admins reset; a customer may not.
    const customer = await bank.login('demo');
    expect(
      (await bank.call('POST', '/api/sandboxes/reset-me/reset', { cookie: customer })).status,
    ).toBe(403);
    const reset = await bank.call('POST', '/api/sandboxes/reset-me/reset', { cookie: admin });
    expect(reset.status).toBe(200);
    expect(await json(reset)).toEqual({ name: 'reset-me', url: '/s/reset-me/' });
    // The old sessions are gone with the old file.
    expect((await inSandbox('reset-me', '/api/accounts', { cookie: demo.cookie })).status).toBe(
      401,
    );
    const again = await sandboxLogin('reset-me', 'demo');
    const balances = await json<Account[]>(
      inSandbox('reset-me', '/api/accounts', { cookie: again.cookie }),
    );
    expect(balances.map((a) => a.balance)).toEqual(fresh.map((a) => a.balance));
    // Its clock starts again at today, three days behind where it was moved.
    const admin2 = await sandboxLogin('reset-me', 'admin', 'Admin-1234');
    const clock = await sandboxClock('reset-me', admin2.cookie);
    expect(clock.date < start.date).toBe(true);
    expect((await listed('reset-me')).businessDate).toBe(clock.date);
    expect((await bank.call('POST', '/api/sandboxes/nobody/reset', { cookie: admin })).status).toBe(
      404,
    );
    await bank.call('DELETE', '/api/sandboxes/reset-me', { cookie: admin });
  });
});

describe('an unknown sandbox', () => {
  it('gives a browser a page that says so and links to the main bank', async () => {
    for (const path of ['/', '/login', '/admin/clock']) {
      const res = await inSandbox('no-such-bank', path, {
        headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('This sandbox does not exist');
      expect(html).toContain('no-such-bank');
      expect(html).toContain('<a href="/">Go to the main bank</a>');
    }
  });

  it('speaks the language the browser asks for', async () => {
    const res = await inSandbox('no-such-bank', '/', {
      headers: { Accept: 'text/html', 'Accept-Language': 'it-IT,it;q=0.9,en;q=0.8' },
    });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Questa sandbox non esiste');
    expect(html).toContain('<strong>no-such-bank</strong>');
    expect(html).toContain('<a href="/">Vai alla banca principale</a>');
  });

  it('escapes a name it shows', async () => {
    const res = await bank.app.request(`${ORIGIN}/s/%3Cb%3Ex%3C%2Fb%3E/`, {
      headers: { Accept: 'text/html' },
    });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&#60;b&#62;x');
  });

  it('still gives API clients JSON: API paths, and requests that ask for JSON', async () => {
    const api = await inSandbox('no-such-bank', '/api/health', {
      headers: { Accept: 'text/html' },
    });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Sandbox not found', code: 'NOT_FOUND' });
    const trpc = await inSandbox('no-such-bank', '/trpc/health', {
      headers: { Accept: 'text/html' },
    });
    expect(trpc.status).toBe(404);
    expect(trpc.headers.get('content-type')).toMatch(/^application\/json/);
    const page = await inSandbox('no-such-bank', '/login', {
      headers: { Accept: 'application/json' },
    });
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ message: 'Sandbox not found', code: 'NOT_FOUND' });
  });
});
