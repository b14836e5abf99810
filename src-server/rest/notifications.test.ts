/** Notifications: events create them; customers read, mark and delete only their own. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let jane: string;
let janeId: number;

type Note = { id: number; title: string; isRead: string; type: string };

beforeAll(async () => {
  bank = await createTestBank();
  jane = await bank.login('jane');
  janeId = bank.userId('jane');
});

const list = async (cookie: string, userId: number) =>
  (await (await bank.call('GET', `/api/notifications/${userId}`, { cookie })).json()) as Note[];
const count = async (cookie: string) =>
  (
    (await (await bank.call('GET', '/api/notification-count', { cookie })).json()) as {
      count: number;
    }
  ).count;

describe('notifications', () => {
  it('are created by a first sign-in from a browser, not by the next one', async () => {
    const first = await list(jane, janeId);
    expect(first.filter((n) => n.title === 'New sign-in')).toHaveLength(1);
    await bank.login('jane');
    expect((await list(jane, janeId)).filter((n) => n.title === 'New sign-in')).toHaveLength(1);
    await bank.call('POST', '/api/auth/login', {
      body: { username: 'jane', password: 'Demo-1234' },
      headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0' },
    });
    const after = await list(jane, janeId);
    expect(after.filter((n) => n.title === 'New sign-in')).toHaveLength(2);
  });

  it('are created by a transfer and a PIN change, and counted for the bell', async () => {
    const before = await count(jane);
    const accounts = (await (await bank.call('GET', '/api/accounts', { cookie: jane })).json()) as {
      id: number;
    }[];
    await bank.call('POST', '/api/transfers', {
      cookie: jane,
      body: {
        transferType: 'INTERNAL',
        fromAccountId: accounts[0]!.id,
        toAccountId: accounts[1]!.id,
        amount: '5.00',
      },
    });
    await bank.call('POST', `/api/users/${janeId}/pin`, {
      cookie: jane,
      body: { pin: '2468', currentPassword: 'Demo-1234' },
    });
    const titles = (await list(jane, janeId)).map((n) => n.title);
    expect(titles.slice(0, 2)).toEqual(['Transaction PIN changed', 'Internal transfer completed']);
    expect(await count(jane)).toBe(before + 2);
  });

  it('mark read, mark all read and delete', async () => {
    const [first] = await list(jane, janeId);
    const read = await bank.call('PATCH', `/api/notifications/${first!.id}/read`, { cookie: jane });
    expect(await read.json()).toMatchObject({ id: first!.id, isRead: 'true' });
    await bank.call('POST', '/api/notifications/read-all', { cookie: jane });
    expect(await count(jane)).toBe(0);
    expect(
      (await bank.call('DELETE', `/api/notifications/${first!.id}`, { cookie: jane })).status,
    ).toBe(200);
    expect((await list(jane, janeId)).map((n) => n.id)).not.toContain(first!.id);
  });

  it('of another customer are 404', async () => {
    const demo = await bank.login('demo');
    const [janeNote] = await list(jane, janeId);
    expect((await bank.call('GET', `/api/notifications/${janeId}`, { cookie: demo })).status).toBe(
      404,
    );
    expect(
      (await bank.call('PATCH', `/api/notifications/${janeNote!.id}/read`, { cookie: demo }))
        .status,
    ).toBe(404);
    expect(
      (await bank.call('DELETE', `/api/notifications/${janeNote!.id}`, { cookie: demo })).status,
    ).toBe(404);
    expect((await list(jane, janeId)).map((n) => n.id)).toContain(janeNote!.id);
  });
});
