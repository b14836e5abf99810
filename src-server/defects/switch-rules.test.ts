/**
 * GET /api/admin/defects/status: whether this bank's own planted defects may be switched on
 * (a sandbox always, the main bank only with BUG_HUNT=on) and whether it hosts sandboxes,
 * read before any save, and in step with what PUT /api/admin/defects then does.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { createSandboxHost, type SandboxHost } from '../test/sandbox-host';

const STATUS = '/api/admin/defects/status';

describe('where defects may be switched on', () => {
  it('says the main bank without BUG_HUNT=on may not, and its save then answers 409', async () => {
    const bank = await createTestBank();
    const admin = await bank.login('admin');
    const res = await bank.call('GET', STATUS, { cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ maySwitchOn: false, hostsSandboxes: false });
    const save = await bank.call('PUT', '/api/admin/defects', {
      cookie: admin,
      body: { on: ['notification-leak'] },
    });
    expect(save.status).toBe(409);
  });

  it('says the main bank with BUG_HUNT=on may, and its save then succeeds', async () => {
    const bank = await createTestBank('demo', { BUG_HUNT: 'on' });
    const admin = await bank.login('admin');
    expect(await (await bank.call('GET', STATUS, { cookie: admin })).json()).toEqual({
      maySwitchOn: true,
      hostsSandboxes: false,
    });
    const save = await bank.call('PUT', '/api/admin/defects', {
      cookie: admin,
      body: { on: ['notification-leak'] },
    });
    expect(save.status).toBe(200);
  });

  it('is for admins only (401 signed out, 403 for a customer)', async () => {
    const bank = await createTestBank();
    expect((await bank.call('GET', STATUS)).status).toBe(401);
    const demo = await bank.login('demo');
    expect((await bank.call('GET', STATUS, { cookie: demo })).status).toBe(403);
  });
});

describe('with sandboxes', () => {
  let bank: TestBank;
  let host: SandboxHost;
  beforeAll(async () => {
    host = await createSandboxHost({ max: 5 });
    bank = host.bank;
  });
  afterAll(async () => {
    await host.close();
  });

  it('says the main bank hosts sandboxes though its own defects stay off', async () => {
    const admin = await bank.login('admin');
    expect(await (await bank.call('GET', STATUS, { cookie: admin })).json()).toEqual({
      maySwitchOn: false,
      hostsSandboxes: true,
    });
  });

  it("says a sandbox's admin may switch its defects, without BUG_HUNT=on", async () => {
    const admin = await bank.login('admin');
    await bank.call('POST', '/api/sandboxes', { cookie: admin, body: { name: 'rules-a' } });
    const inSandbox = (path: string, init: RequestInit = {}) =>
      bank.app.request(`${ORIGIN}/s/rules-a${path}`, {
        ...init,
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...init.headers },
      });
    const login = await inSandbox('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password: 'Admin-1234' }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const res = await inSandbox(STATUS, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ maySwitchOn: true, hostsSandboxes: false });
  });
});
