/** Account Settings over REST: profile, password, sessions, preferences. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let janeId: number;

beforeAll(async () => {
  bank = await createTestBank();
  janeId = bank.userId('jane');
});

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;

describe('profile', () => {
  it('reads and updates names, email and phone, never the username or hashes', async () => {
    const jane = await bank.login('jane');
    const profile = await json<Record<string, unknown>>(
      bank.call('GET', `/api/users/${janeId}`, { cookie: jane }),
    );
    expect(profile).toMatchObject({ username: 'jane', firstName: 'Jane', verified: 'true' });
    expect(JSON.stringify(profile)).not.toMatch(/argon2|password|pin/i);
    const updated = await json<Record<string, unknown>>(
      bank.call('PATCH', `/api/users/${janeId}`, {
        cookie: jane,
        body: {
          firstName: 'Janet',
          lastName: 'Cooper',
          email: 'janet@example.com',
          phone: '+1 555 010 9999',
          username: 'hacker',
        },
      }),
    );
    expect(updated).toMatchObject({
      username: 'jane',
      firstName: 'Janet',
      email: 'janet@example.com',
    });
  });

  it('refuses a bad email (400) and an email of another customer (409)', async () => {
    const jane = await bank.login('jane');
    const base = { firstName: 'J', lastName: 'C', phone: null };
    expect(
      (
        await bank.call('PATCH', `/api/users/${janeId}`, {
          cookie: jane,
          body: { ...base, email: 'nope' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await bank.call('PATCH', `/api/users/${janeId}`, {
          cookie: jane,
          body: { ...base, email: 'alex.morgan@example.com' },
        })
      ).status,
    ).toBe(409);
  });

  it('is a partial update: only phone changes only the phone', async () => {
    const demo = await bank.login('demo');
    const demoId = bank.userId('demo');
    const before = await json<Record<string, unknown>>(
      bank.call('GET', `/api/users/${demoId}`, { cookie: demo }),
    );
    const res = await bank.call('PATCH', `/api/users/${demoId}`, {
      cookie: demo,
      body: { phone: '+1 555 010 4242' },
    });
    expect(res.status).toBe(200);
    const after = (await res.json()) as Record<string, unknown>;
    expect(after).toEqual({ ...before, phone: '+1 555 010 4242' });
  });

  it('of another customer is 404', async () => {
    const jane = await bank.login('jane');
    const demoId = bank.userId('demo');
    expect((await bank.call('GET', `/api/users/${demoId}`, { cookie: jane })).status).toBe(404);
    expect(
      (
        await bank.call('PATCH', `/api/users/${demoId}`, {
          cookie: jane,
          body: { firstName: 'X', lastName: 'Y', email: 'x@example.com' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('password', () => {
  it('needs the current password, at least 12 characters and a change; ends the other sessions only', async () => {
    const here = await bank.login('jane');
    const elsewhere = await bank.login('jane');
    const path = `/api/users/${janeId}/password`;
    expect(
      (
        await bank.call('POST', path, {
          cookie: here,
          body: { currentPassword: 'wrong', newPassword: 'Violet-Harbor-Lantern-42' },
        })
      ).status,
    ).toBe(403);
    const short = await bank.call('POST', path, {
      cookie: here,
      body: { currentPassword: 'Demo-1234', newPassword: '12345' },
    });
    expect(short.status).toBe(400);
    expect((await json<{ message: string }>(short)).message).toBe(
      'newPassword: At least 12 characters',
    );
    expect(
      (
        await bank.call('POST', path, {
          cookie: here,
          body: { currentPassword: 'Demo-1234', newPassword: 'Demo-1234' },
        })
      ).status,
    ).toBe(400);
    const ok = await bank.call('POST', path, {
      cookie: here,
      body: { currentPassword: 'Demo-1234', newPassword: 'Violet-Harbor-Lantern-42' },
    });
    expect(ok.status).toBe(200);
    expect((await bank.call('GET', '/api/auth/me', { cookie: here })).status).toBe(200);
    expect((await bank.call('GET', '/api/auth/me', { cookie: elsewhere })).status).toBe(401);
    expect(
      (
        await bank.call('POST', '/api/auth/login', {
          body: { username: 'jane', password: 'Demo-1234' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await bank.call('POST', '/api/auth/login', {
          body: { username: 'jane', password: 'Violet-Harbor-Lantern-42' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('sessions and preferences', () => {
  it('lists real sessions and revokes one', async () => {
    const demoId = bank.userId('demo');
    const here = await bank.login('demo');
    const other = await bank.login('demo');
    const list = await json<{ id: string; current: boolean }[]>(
      bank.call('GET', `/api/users/${demoId}/sessions`, { cookie: here }),
    );
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const target = list.find((s) => !s.current && other.includes(s.id))!;
    expect(
      (await bank.call('DELETE', `/api/users/${demoId}/sessions/${target.id}`, { cookie: here }))
        .status,
    ).toBe(200);
    expect((await bank.call('GET', '/api/auth/me', { cookie: other })).status).toBe(401);
    const jane = await bank.login('jane', 'Violet-Harbor-Lantern-42');
    expect(
      (await bank.call('DELETE', `/api/users/${demoId}/sessions/${list[0]!.id}`, { cookie: jane }))
        .status,
    ).toBe(404);
  });

  it('stores the preferences with their defaults', async () => {
    const demoId = bank.userId('demo');
    const demo = await bank.login('demo');
    expect(
      await json(
        bank.call('GET', `/api/users/${demoId}/notification-preferences`, { cookie: demo }),
      ),
    ).toEqual({ transactions: true, security: true, statements: true, marketing: false });
    const prefs = { transactions: false, security: true, statements: false, marketing: true };
    expect(
      await json(
        bank.call('PUT', `/api/users/${demoId}/notification-preferences`, {
          cookie: demo,
          body: prefs,
        }),
      ),
    ).toEqual(prefs);
  });
});
