/**
 * Bug-hunt switches: the admin's catalogue (answer key) and its switches, the main bank's
 * BUG_HUNT guard, sandboxes switched in one action, and customers kept away from the key.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxManager } from '../sandboxes/manager';
import { BROWSER_DEFECTS } from '../shared/defects';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { createSandboxHost, type SandboxHost } from '../test/sandbox-host';
import { DEFECT_AREAS, DEFECTS } from './catalogue';
import { isOn } from './switches';

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;

describe('the catalogue', () => {
  it('has at least 30 defects with unique keys, covering every area', () => {
    expect(DEFECTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(DEFECTS.map((x) => x.key)).size).toBe(DEFECTS.length);
    const areas = new Set(DEFECTS.map((x) => x.area));
    for (const area of DEFECT_AREAS) {
      expect(areas.has(area)).toBe(true);
    }
  });

  it('names every defect the browser plays', () => {
    const keys = new Set(DEFECTS.map((x) => x.key));
    for (const key of BROWSER_DEFECTS) expect(keys.has(key), key).toBe(true);
  });
});

describe('the main bank without BUG_HUNT', () => {
  let bank: TestBank;
  beforeAll(async () => {
    bank = await createTestBank();
  });

  it('lists the catalogue to an admin with the answer key, every defect off', async () => {
    const admin = await bank.login('admin');
    const res = await bank.call('GET', '/api/admin/defects', { cookie: admin });
    expect(res.status).toBe(200);
    const items = await json<Record<string, unknown>[]>(res);
    expect(items).toHaveLength(DEFECTS.length);
    expect(Object.keys(items[0]!).sort()).toEqual(
      ['key', 'title', 'area', 'severity', 'where', 'expected', 'actual', 'technique', 'on'].sort(),
    );
    expect(items.every((x) => x.on === false)).toBe(true);
  });

  it('refuses to switch a defect on (409), but switching all off is fine', async () => {
    const admin = await bank.login('admin');
    const res = await bank.call('PUT', '/api/admin/defects', {
      cookie: admin,
      body: { on: ['notification-leak'] },
    });
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toMatch(/BUG_HUNT=on/);
    expect(isOn(bank.db, 'notification-leak')).toBe(false);
    const off = await bank.call('PUT', '/api/admin/defects', { cookie: admin, body: { on: [] } });
    expect(off.status).toBe(200);
  });

  it('keeps the catalogue from a customer (403) and tells them only that none is on', async () => {
    const demo = await bank.login('demo');
    expect((await bank.call('GET', '/api/admin/defects', { cookie: demo })).status).toBe(403);
    expect(
      (await bank.call('PUT', '/api/admin/defects', { cookie: demo, body: { on: [] } })).status,
    ).toBe(403);
    expect(await json(bank.call('GET', '/api/defects/active', { cookie: demo }))).toEqual({
      on: [],
      hunting: false,
    });
  });
});

describe('the main bank with BUG_HUNT=on', () => {
  let bank: TestBank;
  beforeAll(async () => {
    bank = await createTestBank('demo', { BUG_HUNT: 'on' });
  });

  it('switches exactly the listed defects on, and reads them back', async () => {
    const admin = await bank.login('admin');
    const res = await bank.call('PUT', '/api/admin/defects', {
      cookie: admin,
      body: { on: ['notification-leak', 'accounts-slow'] },
    });
    expect(res.status).toBe(200);
    expect(isOn(bank.db, 'notification-leak')).toBe(true);
    const items = await json<{ key: string; on: boolean }[]>(
      bank.call('GET', '/api/admin/defects', { cookie: admin }),
    );
    expect(
      items
        .filter((x) => x.on)
        .map((x) => x.key)
        .sort(),
    ).toEqual(['accounts-slow', 'notification-leak'].sort());
    await bank.call('PUT', '/api/admin/defects', {
      cookie: admin,
      body: { on: ['notification-leak'] },
    });
    expect(isOn(bank.db, 'accounts-slow')).toBe(false);
    const demo = await bank.login('demo');
    const active = await json<{ on: string[] }>(
      bank.call('GET', '/api/defects/active', { cookie: demo }),
    );
    // A defect the server plays is never named to the browser: its key says what is wrong.
    expect(active).toEqual({ on: [], hunting: true });
    await bank.call('PUT', '/api/admin/defects', {
      cookie: admin,
      body: { on: ['notification-leak', 'a11y-bell-unlabelled'] },
    });
    const both = await json<{ on: string[] }>(
      bank.call('GET', '/api/defects/active', { cookie: demo }),
    );
    expect(both).toEqual({ on: ['a11y-bell-unlabelled'], hunting: true });
    expect(JSON.stringify(both)).not.toMatch(/notification-leak|expected|technique/);
  });

  it('answers 400 naming unknown keys, and changes nothing', async () => {
    const admin = await bank.login('admin');
    const res = await bank.call('PUT', '/api/admin/defects', {
      cookie: admin,
      body: { on: ['notification-leak', 'no-such-bug'] },
    });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toContain('no-such-bug');
    expect(isOn(bank.db, 'notification-leak')).toBe(true);
  });
});

describe('sandboxes', () => {
  let bank: TestBank;
  let manager: SandboxManager;
  let host: SandboxHost;
  beforeAll(async () => {
    host = await createSandboxHost({ max: 5 });
    ({ bank, manager } = host);
  });
  afterAll(async () => {
    await host.close();
  });

  const inSandbox = (name: string, path: string, method = 'GET', cookie?: string, body?: unknown) =>
    bank.app.request(`${ORIGIN}/s/${name}${path}`, {
      method,
      headers: {
        Origin: ORIGIN,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("lets a sandbox's admin switch its defects, leaving the main bank alone", async () => {
    const admin = await bank.login('admin');
    await bank.call('POST', '/api/sandboxes', { cookie: admin, body: { name: 'hunt-a' } });
    const login = await inSandbox('hunt-a', '/api/auth/login', 'POST', undefined, {
      username: 'admin',
      password: 'Admin-1234',
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const res = await inSandbox('hunt-a', '/api/admin/defects', 'PUT', cookie, {
      on: ['accounts-monthly-swapped'],
    });
    expect(res.status).toBe(200);
    expect(isOn(manager.get('hunt-a').db, 'accounts-monthly-swapped')).toBe(true);
    expect(isOn(bank.db, 'accounts-monthly-swapped')).toBe(false);
  });

  it('switches a set of sandboxes in one action from the main bank', async () => {
    const admin = await bank.login('admin');
    await bank.call('POST', '/api/sandboxes', { cookie: admin, body: { name: 'hunt-b' } });
    await bank.call('POST', '/api/sandboxes', { cookie: admin, body: { name: 'hunt-c' } });
    const res = await bank.call('PUT', '/api/admin/defects', {
      cookie: admin,
      body: {
        on: ['notification-leak', 'cards-expiry-month-off-by-one'],
        sandboxes: ['hunt-b', 'hunt-c'],
      },
    });
    expect(res.status).toBe(200);
    for (const name of ['hunt-b', 'hunt-c']) {
      expect(isOn(manager.get(name).db, 'notification-leak')).toBe(true);
    }
    expect(isOn(bank.db, 'notification-leak')).toBe(false);
    const missing = await bank.call('PUT', '/api/admin/defects', {
      cookie: admin,
      body: { on: ['notification-leak'], sandboxes: ['nowhere'] },
    });
    expect(missing.status).toBe(404);
  });

  it("switches a class's banks in one action: the students' sandboxes, and this bank when it may", async () => {
    const admin = await bank.login('admin');
    const created = await json<{ class: { id: number }; credentials: { username: string }[] }>(
      bank.call('POST', '/api/admin/classes', {
        cookie: admin,
        body: { name: 'Hunters', count: 3, prefix: 'hunter', openingDeposit: '100.00' },
      }),
    );
    const [first, second] = created.credentials.map((c) => c.username);
    for (const name of [first!, second!]) {
      await bank.call('POST', '/api/sandboxes', { cookie: admin, body: { name } });
    }
    const res = await bank.call('PUT', '/api/admin/defects', {
      cookie: admin,
      body: { on: ['accounts-order-reversed'], classId: created.class.id },
    });
    expect(res.status).toBe(200);
    // The main bank runs without BUG_HUNT: only the students' sandboxes are switched.
    expect(await json(res)).toEqual({
      on: ['accounts-order-reversed'],
      sandboxes: [first, second],
      thisBank: false,
    });
    for (const name of [first!, second!]) {
      expect(isOn(manager.get(name).db, 'accounts-order-reversed')).toBe(true);
    }
    expect(isOn(manager.get('hunt-b').db, 'accounts-order-reversed')).toBe(false);
    expect(isOn(bank.db, 'accounts-order-reversed')).toBe(false);

    const unknown = await bank.call('PUT', '/api/admin/defects', {
      cookie: admin,
      body: { on: ['accounts-order-reversed'], classId: 9999 },
    });
    expect(unknown.status).toBe(404);
  });

  it("switches a class's bank when the class lives in a sandbox", async () => {
    const login = await inSandbox('hunt-a', '/api/auth/login', 'POST', undefined, {
      username: 'admin',
      password: 'Admin-1234',
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const created = (await (
      await inSandbox('hunt-a', '/api/admin/classes', 'POST', cookie, {
        name: 'Sandbox class',
        count: 1,
        prefix: 'pupil',
        openingDeposit: '10.00',
      })
    ).json()) as { class: { id: number } };
    const res = await inSandbox('hunt-a', '/api/admin/defects', 'PUT', cookie, {
      on: ['transfers-oldest-first'],
      classId: created.class.id,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      on: ['transfers-oldest-first'],
      sandboxes: [],
      thisBank: true,
    });
    expect(isOn(manager.get('hunt-a').db, 'transfers-oldest-first')).toBe(true);
  });

  it('refuses a class in the main bank without BUG_HUNT when none of its students has a sandbox (409)', async () => {
    const admin = await bank.login('admin');
    const created = await json<{ class: { id: number } }>(
      bank.call('POST', '/api/admin/classes', {
        cookie: admin,
        body: { name: 'Loners', count: 1, prefix: 'loner', openingDeposit: '10.00' },
      }),
    );
    const res = await bank.call('PUT', '/api/admin/defects', {
      cookie: admin,
      body: { on: ['accounts-order-reversed'], classId: created.class.id },
    });
    expect(res.status).toBe(409);
  });
});

describe('the README', () => {
  it("lists the catalogue's table as generated, without the answer key", async () => {
    const { readFileSync } = await import('node:fs');
    const { readmeDefectTable } = await import('./readme');
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const between = /<!-- defects:begin -->\n([\s\S]*?)\n<!-- defects:end -->/.exec(readme);
    expect(between?.[1]).toBe(readmeDefectTable());
    for (const x of DEFECTS) expect(between?.[1]).not.toContain(x.actual);
  });
});
