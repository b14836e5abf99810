/**
 * The request log over REST: each signed-in user's API requests, newest first, paged with
 * `Link`, filtered; never a body or a secret; a customer reads only their own and gets 403 on
 * the admin read; the bound holds after 20,000 requests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { realNowMs } from '../clock/real-time';
import { requestLogOf } from '../services/requests/log';
import { createTestBank, type TestBank } from '../test/bank';

interface Row {
  time: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
  idempotencyKey: string | null;
  tokenName: string | null;
  replayed: boolean;
  fault: string | null;
}

let bank: TestBank;
let demo: string;
let admin: string;

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  admin = await bank.login('admin');
});

async function rows(path: string, cookie: string): Promise<Row[]> {
  const res = await bank.call('GET', path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as Row[];
}

async function accountIds(cookie: string) {
  const list = await rows('/api/accounts', cookie);
  const accounts = list as unknown as { id: number; accountType: string }[];
  return {
    checking: accounts.find((a) => a.accountType === 'CHECKING')!.id,
    savings: accounts.find((a) => a.accountType === 'SAVINGS')!.id,
  };
}

describe('the request log', () => {
  it('lists the caller’s requests newest first with the documented row shape', async () => {
    const sent = await bank.call('GET', '/api/accounts', {
      cookie: demo,
      headers: { 'User-Agent': 'log-test' },
    });
    const list = await rows('/api/requests?limit=5', demo);
    const row = list.find((r) => r.requestId === sent.headers.get('X-Request-Id'));
    expect(row).toBeDefined();
    expect(Object.keys(row!).sort()).toEqual(
      [
        'time',
        'method',
        'path',
        'status',
        'durationMs',
        'requestId',
        'idempotencyKey',
        'tokenName',
        'replayed',
        'fault',
      ].sort(),
    );
    expect(row).toMatchObject({
      method: 'GET',
      path: '/api/accounts',
      status: 200,
      idempotencyKey: null,
      tokenName: null,
      replayed: false,
      fault: null,
    });
    const times = list.map((r) => Date.parse(r.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages through Link headers without repeating a row', async () => {
    for (let i = 0; i < 7; i++) await bank.call('GET', '/api/notification-count', { cookie: demo });
    let url: string | null = '/api/requests?limit=3&path=/api/notification-count';
    const seen: string[] = [];
    let pages = 0;
    let total: string | null = null;
    while (url && pages < 10) {
      const res = await bank.call('GET', url, { cookie: demo });
      expect(res.status).toBe(200);
      total ??= res.headers.get('X-Total-Count');
      seen.push(...((await res.json()) as Row[]).map((r) => r.requestId));
      url = res.headers.get('Link')?.match(/^<([^>]+)>/)?.[1] ?? null;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(total).toBe('7');
  });

  it('filters by idempotency key, status, method, path and time', async () => {
    const { checking, savings } = await accountIds(demo);
    const key = `log-key-${realNowMs()}`;
    const transfer = {
      fromAccountId: checking,
      toAccountId: savings,
      amount: '1.00',
      transferType: 'INTERNAL',
    };
    const first = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: transfer,
      headers: { 'Idempotency-Key': key },
    });
    expect(first.status).toBe(201);
    const again = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: transfer,
      headers: { 'Idempotency-Key': key },
    });
    expect(again.status).toBe(201);
    const refused = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: { ...transfer, amount: '1.001' },
    });
    expect(refused.status).toBe(400);

    const byKey = await rows(`/api/requests?idempotencyKey=${key}`, demo);
    expect(byKey).toHaveLength(2);
    expect(byKey.every((r) => r.idempotencyKey === key && r.path === '/api/transfers')).toBe(true);

    const byStatus = await rows('/api/requests?status=400', demo);
    expect(byStatus.map((r) => r.requestId)).toContain(refused.headers.get('X-Request-Id'));
    expect(byStatus.every((r) => r.status === 400)).toBe(true);

    const posts = await rows('/api/requests?method=POST&path=/api/transfers', demo);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.every((r) => r.method === 'POST' && r.path === '/api/transfers')).toBe(true);

    const future = new Date(realNowMs() + 60_000).toISOString();
    expect(await rows(`/api/requests?from=${encodeURIComponent(future)}`, demo)).toEqual([]);
    const past = new Date(realNowMs() - 3_600_000).toISOString();
    expect(await rows(`/api/requests?to=${encodeURIComponent(past)}`, demo)).toEqual([]);
    const recent = await rows(
      `/api/requests?from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}&idempotencyKey=${key}`,
      demo,
    );
    expect(recent).toHaveLength(2);

    const bad = await bank.call('GET', '/api/requests?status=abc', { cookie: demo });
    expect(bad.status).toBe(400);
  });

  it('logs tRPC calls with their procedures, but not the screen’s own reads of the log', async () => {
    const trpc = (path: string) =>
      bank.app.request(`http://localhost/trpc/${path}`, {
        headers: { Cookie: demo, Origin: 'http://localhost' },
      });
    const read = await trpc(
      `notifications.unreadCount,tokens.list?batch=1&input=${encodeURIComponent('{}')}`,
    );
    expect(read.status).toBe(200);
    const poll = await trpc(
      `requests.page?input=${encodeURIComponent(JSON.stringify({ limit: 5 }))}`,
    );
    expect(poll.status).toBe(200);
    const logged = await rows('/api/requests?limit=5', demo);
    expect(logged[0]).toMatchObject({
      method: 'GET',
      path: '/trpc/notifications.unreadCount,tokens.list?batch&input',
      status: 200,
      requestId: read.headers.get('X-Request-Id'),
    });
    expect(logged.some((r) => r.path.startsWith('/trpc/requests.'))).toBe(false);
  });

  it('never stores a body, a cookie, a token or a query value', async () => {
    const password = 'Demo-1234';
    const created = await bank.call('POST', '/api/tokens', {
      cookie: demo,
      body: { name: 'log probe', scopes: ['read'], expiresInDays: 1 },
    });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const secret = token.split('.')[1]!;
    const cookieValue = demo.split('=')[1]!;
    // A password in a body (a PIN check), secrets in a query, a token in a header.
    await bank.call('POST', '/api/auth/verify-pin', { cookie: demo, body: { pin: '4829-secret' } });
    await bank.call('POST', '/api/users/change-password', {
      cookie: demo,
      body: { currentPassword: password, newPassword: 'Not-Really-9876' },
    });
    await bank.call('GET', `/api/accounts?token=${secret}&password=${password}`, { cookie: demo });
    const bearerRead = await bank.call('GET', `/api/accounts?password=${password}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(bearerRead.status).toBe(200);

    const logged = await rows('/api/requests?limit=20', demo);
    expect(logged.some((r) => r.path === '/api/accounts?token&password')).toBe(true);
    expect(logged.some((r) => r.tokenName === 'log probe')).toBe(true);
    const stored = JSON.stringify(
      bank.db.$client.prepare('select * from request_log').all() as unknown[],
    );
    for (const text of [secret, token, password, cookieValue, '4829-secret', 'Not-Really-9876']) {
      expect(stored).not.toContain(text);
    }
  });

  it('shows a customer only their own and refuses them the admin read', async () => {
    const other = await bank.login('jane');
    await bank.call('GET', '/api/accounts', { cookie: other });
    const theirs = await rows('/api/requests', other);
    const mine = await rows('/api/requests', demo);
    const theirIds = new Set(theirs.map((r) => r.requestId));
    expect(mine.some((r) => theirIds.has(r.requestId))).toBe(false);

    const demoId = bank.userId('demo');
    const refused = await bank.call('GET', `/api/admin/users/${demoId}/requests`, {
      cookie: other,
    });
    expect(refused.status).toBe(403);
    const read = await rows(`/api/admin/users/${demoId}/requests?limit=100`, admin);
    // The admin sees the customer's log as they do (a read is logged once it is answered).
    const own = await rows('/api/requests?limit=100', demo);
    expect(read.map((r) => r.requestId)).toEqual(own.map((r) => r.requestId));
    const unknown = await bank.call('GET', '/api/admin/users/999999/requests', { cookie: admin });
    expect(unknown.status).toBe(404);
  });

  it('stays within its bound after 20,000 requests', async () => {
    const fresh = await createTestBank();
    const cookie = await fresh.login('demo');
    const userId = fresh.userId('demo');
    const writer = requestLogOf(fresh.db);
    writer.bound = { days: 7, rows: 50 };
    for (let i = 0; i < 120; i++) await fresh.call('GET', '/api/notification-count', { cookie });
    const count = () =>
      (
        fresh.db.$client
          .prepare('select count(*) as n from request_log where user_id = ?')
          .get(userId) as { n: number }
      ).n;
    writer.flush();
    expect(count()).toBe(50);

    // The real bound: 20,000 requests queued, one flush keeps the newest 10,000.
    writer.bound = { days: 7, rows: 10_000 };
    const now = realNowMs();
    for (let i = 0; i < 20_000; i++) {
      writer.add({
        userId,
        time: now - 20_000 + i,
        method: 'GET',
        path: '/api/accounts',
        query: '',
        status: 200,
        durationMs: 1,
        requestId: `bulk-${i}`,
        idempotencyKey: null,
        tokenName: null,
        userAgent: null,
        replayed: false,
        fault: null,
      });
    }
    writer.flush();
    expect(count()).toBe(10_000);
    const newest = (await (
      await fresh.call('GET', '/api/requests?limit=1', { cookie })
    ).json()) as Row[];
    expect(newest[0]!.requestId).toBe('bulk-19999');

    // Rows older than 7 days go as new ones arrive.
    writer.add({
      userId,
      time: now - 8 * 86_400_000,
      method: 'GET',
      path: '/api/old',
      query: '',
      status: 200,
      durationMs: 1,
      requestId: 'old',
      idempotencyKey: null,
      tokenName: null,
      userAgent: null,
      replayed: false,
      fault: null,
    });
    // A row whose user is gone by the flush (deleted, or the bank reset) is dropped.
    writer.add({
      userId: 987_654,
      time: now,
      method: 'GET',
      path: '/api/accounts',
      query: '',
      status: 200,
      durationMs: 1,
      requestId: 'orphan',
      idempotencyKey: null,
      tokenName: null,
      userAgent: null,
      replayed: false,
      fault: null,
    });
    writer.flush();
    expect(
      fresh.db.$client
        .prepare("select count(*) as n from request_log where request_id in ('old', 'orphan')")
        .get(),
    ).toEqual({ n: 0 });
    expect(count()).toBeLessThanOrEqual(10_000);
  });
});
