/**
 * Sessions are answered from a short in-process cache, and whatever ends a session or
 * changes who its user is takes effect on the very next request: each test first uses the
 * cookie (so its session is cached), then changes it, then sends the old cookie again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let admin: string;

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
});

const me = (cookie: string) => bank.call('GET', '/api/auth/me', { cookie });

describe('an old cookie is refused at once', () => {
  it('after sign-out', async () => {
    const cookie = await bank.login('demo');
    expect((await me(cookie)).status).toBe(200);
    expect((await me(cookie)).status).toBe(200);
    expect((await bank.call('POST', '/api/auth/logout', { cookie })).status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });

  it('after a password change: the other sessions end, the changing one stays', async () => {
    const id = bank.userId('jane');
    const current = await bank.login('jane');
    const other = await bank.login('jane');
    expect((await me(current)).status).toBe(200);
    expect((await me(other)).status).toBe(200);
    const changed = await bank.call('POST', `/api/users/${id}/password`, {
      cookie: current,
      body: { currentPassword: 'Demo-1234', newPassword: 'Another-Pass-2026!' },
    });
    expect(changed.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(current)).status).toBe(200);
  });

  it('after an admin closes the user', async () => {
    const id = bank.userId('demo');
    const cookie = await bank.login('demo');
    expect((await bank.call('GET', '/api/accounts', { cookie })).status).toBe(200);
    const closed = await bank.call('DELETE', `/api/admin/users/${id}`, { cookie: admin });
    expect(await closed.json()).toEqual({ result: 'CLOSED' });
    expect((await bank.call('GET', '/api/accounts', { cookie })).status).toBe(401);
    expect((await me(cookie)).status).toBe(401);
  });

  it('after an admin takes away the admin role', async () => {
    const id = bank.userId('checker');
    const cookie = await bank.login('checker');
    expect((await bank.call('GET', '/api/admin/users', { cookie })).status).toBe(200);
    const patched = await bank.call('PATCH', `/api/admin/users/${id}`, {
      cookie: admin,
      body: { role: 'USER' },
    });
    expect(patched.status).toBe(200);
    expect((await bank.call('GET', '/api/admin/users', { cookie })).status).toBe(403);
  });

  it('after the demo bank is reset, but the trainer who reset it stays signed in', async () => {
    const cookie = await bank.login('jane', 'Another-Pass-2026!');
    expect((await me(cookie)).status).toBe(200);
    const reset = await bank.call('POST', '/api/admin/demo/reset', { cookie: admin });
    expect(reset.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    expect((await me(admin)).status).toBe(401);
    const fresh = reset.headers.getSetCookie().find((c) => c.startsWith('session='));
    expect(fresh).toBeDefined();
    expect((await me(fresh!.split(';')[0]!)).status).toBe(200);
  });
});
