/**
 * Webhooks over REST: registered, listed without the secret, deleted; a transfer's event
 * delivered to a real local HTTP server with Standard Webhooks headers that the library's
 * own verifier accepts; a failing endpoint retried (the worker driven with a later time) and
 * FAILED after 24 hours; a replay; private targets refused; the in-process inbox.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhooksOf } from '../services/webhooks';
import { createTestBank, type TestBank } from '../test/bank';

interface Received {
  headers: Record<string, string>;
  body: string;
}

let bank: TestBank;
let demo: string;
let server: Server;
let url: string;
const received: Received[] = [];
let answer = 200;

beforeAll(async () => {
  bank = await createTestBank('demo', { WEBHOOKS_ALLOW_PRIVATE: 'true' });
  demo = await bank.login('demo');
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.statusCode = answer;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function register(cookie: string, body: unknown) {
  return bank.call('POST', '/api/webhooks', { cookie, body });
}

async function transfer(cookie: string) {
  const accounts = (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as {
    id: number;
    accountType: string;
  }[];
  const from = accounts.find((a) => a.accountType === 'CHECKING')!.id;
  const to = accounts.find((a) => a.accountType === 'SAVINGS')!.id;
  const res = await bank.call('POST', '/api/transfers', {
    cookie,
    body: { fromAccountId: from, toAccountId: to, amount: '1.00', transferType: 'INTERNAL' },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}

interface Delivery {
  id: number;
  status: string;
  attempts: number;
  lastResponseCode: number | null;
  eventType: string;
}

async function deliveries(webhookId: number): Promise<Delivery[]> {
  const res = await bank.call('GET', `/api/webhooks/${webhookId}/deliveries`, { cookie: demo });
  expect(res.status).toBe(200);
  return (await res.json()) as Delivery[];
}

/** The endpoint's log once its newest delivery has had its first attempt. */
async function settled(webhookId: number): Promise<Delivery[]> {
  const end = Date.now() + 5000;
  for (;;) {
    const log = await deliveries(webhookId);
    if ((log[0]?.attempts ?? 0) > 0 || Date.now() > end) return log;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('webhooks', () => {
  it('registers (secret once), lists without the secret, deletes; 404 for another user', async () => {
    const res = await register(demo, { url: 'https://example.com/hook', events: ['transfer'] });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number; secret: string; events: string[] };
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.events).toEqual(['transfer']);

    const list = await (await bank.call('GET', '/api/webhooks', { cookie: demo })).json();
    expect(list).toContainEqual(expect.objectContaining({ id: created.id }));
    expect(JSON.stringify(list)).not.toContain(created.secret);

    const jane = await bank.login('jane');
    const other = await bank.call('DELETE', `/api/webhooks/${created.id}`, { cookie: jane });
    expect(other.status).toBe(404);
    const del = await bank.call('DELETE', `/api/webhooks/${created.id}`, { cookie: demo });
    expect(del.status).toBe(200);
    const after = (await (await bank.call('GET', '/api/webhooks', { cookie: demo })).json()) as {
      id: number;
    }[];
    expect(after.map((w) => w.id)).not.toContain(created.id);
  });

  it('refuses bad input with field issues', async () => {
    const res = await register(demo, { url: 'ftp://example.com', events: [] });
    expect(res.status).toBe(400);
    const unknown = await register(demo, { url: 'inbox', events: ['session'] });
    expect(unknown.status).toBe(400);
  });

  it('delivers a transfer event that the library’s own verifier accepts; retries; replays', async () => {
    const res = await register(demo, { url, events: ['transfer'] });
    const hook = (await res.json()) as { id: number; secret: string };
    received.length = 0;
    answer = 200;
    const t = await transfer(demo);
    await until(() => received.length > 0);
    const got = received[0]!;
    expect(got.headers['webhook-id']).toMatch(/^msg_/);
    expect(got.headers['webhook-timestamp']).toMatch(/^\d+$/);
    const payload = new Webhook(hook.secret).verify(got.body, got.headers) as {
      type: string;
      data: { id: number };
    };
    expect(payload.type).toBe('transfer');
    expect(payload.data.id).toBe(t.id);
    expect(() => new Webhook(hook.secret).verify(`${got.body} `, got.headers)).toThrow();
    const { worker } = webhooksOf(bank.db, { WEBHOOKS_ALLOW_PRIVATE: true });
    let log = await settled(hook.id);
    expect(log[0]).toMatchObject({ status: 'DELIVERED', attempts: 1, lastResponseCode: 200 });

    // A failing endpoint: the attempt is recorded and the delivery waits for its retry.
    answer = 500;
    received.length = 0;
    await transfer(demo);
    log = await settled(hook.id);
    expect(log[0]).toMatchObject({ status: 'PENDING', attempts: 1, lastResponseCode: 500 });
    // Not due yet at real time; due a minute later.
    expect(await worker.runDue()).toBe(0);
    answer = 200;
    expect(await worker.runDue(Date.now() + 60_000)).toBe(1);
    log = await deliveries(hook.id);
    expect(log[0]).toMatchObject({ status: 'DELIVERED', attempts: 2, lastResponseCode: 200 });
    const first = received[0]!;
    expect(received[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);

    // 24 hours of failures: FAILED, then a replay delivers it.
    answer = 503;
    received.length = 0;
    await transfer(demo);
    await settled(hook.id);
    expect(await worker.runDue(Date.now() + 25 * 3600 * 1000)).toBe(1);
    log = await deliveries(hook.id);
    expect(log[0]).toMatchObject({ status: 'FAILED', attempts: 2, lastResponseCode: 503 });
    answer = 200;
    const replay = await bank.call(
      'POST',
      `/api/webhooks/${hook.id}/deliveries/${log[0]!.id}/replay`,
      { cookie: demo },
    );
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({
      status: 'DELIVERED',
      attempts: 3,
      lastResponseCode: 200,
    });
    const last = received.at(-1)!;
    expect(() => new Webhook(hook.secret).verify(last.body, last.headers)).not.toThrow();
    await bank.call('DELETE', `/api/webhooks/${hook.id}`, { cookie: demo });
  });

  it('delivers to the bank’s own inbox, verified', async () => {
    const res = await register(demo, { url: 'inbox', events: ['transfer', 'balance'] });
    expect(res.status).toBe(201);
    const hook = (await res.json()) as { id: number };
    await transfer(demo);
    let items: { webhookId: number; verified: boolean; body: string; headers: object }[] = [];
    const end = Date.now() + 5000;
    while (items.length < 3 && Date.now() < end) {
      items = await (await bank.call('GET', '/api/webhook-inbox', { cookie: demo })).json();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // One transfer event and the two accounts' balance events.
    const types = items.map((i) => (JSON.parse(i.body) as { type: string }).type).sort();
    expect(types).toEqual(['balance', 'balance', 'transfer']);
    for (const item of items) {
      expect(item).toMatchObject({ webhookId: hook.id, verified: true });
      expect(item.headers).toHaveProperty('webhook-signature');
    }
    // Another customer's inbox is their own.
    const jane = await bank.login('jane');
    const theirs = await (await bank.call('GET', '/api/webhook-inbox', { cookie: jane })).json();
    expect(theirs).toEqual([]);
  });

  it('sends an admin’s endpoint every customer’s transfer events, not a customer’s another’s', async () => {
    const admin = await bank.login('admin');
    const jane = await bank.login('jane');
    const a = (await (await register(admin, { url: 'inbox', events: ['transfer'] })).json()) as {
      id: number;
    };
    const j = (await (await register(jane, { url: 'inbox', events: ['transfer'] })).json()) as {
      id: number;
    };
    const t = await transfer(demo);
    const end = Date.now() + 5000;
    let seen: { body: string }[] = [];
    while (seen.length === 0 && Date.now() < end) {
      seen = await (await bank.call('GET', '/api/webhook-inbox', { cookie: admin })).json();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen.map((i) => JSON.parse(i.body).data.id)).toContain(t.id);
    const janes = await (
      await bank.call('GET', `/api/webhooks/${j.id}/deliveries`, { cookie: jane })
    ).json();
    expect(janes).toEqual([]);
    await bank.call('DELETE', `/api/webhooks/${a.id}`, { cookie: admin });
  });
});

describe('webhook targets', () => {
  let strict: TestBank;
  let cookie: string;
  beforeAll(async () => {
    strict = await createTestBank('demo');
    cookie = await strict.login('demo');
  });

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://10.0.0.5/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://0.0.0.0/hook',
    'http://localhost:3000/hook',
  ])('refuses %s', async (target) => {
    const res = await strict.call('POST', '/api/webhooks', {
      cookie,
      body: { url: target, events: ['transfer'] },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('WEBHOOK_URL_REFUSED');
    expect(body.message).toMatch(/private|loopback/);
  });

  it('tells a customer’s endpoint what a simulation did to their money', async () => {
    const admin = await bank.login('admin');
    const hook = (await (
      await register(demo, { url: 'inbox', events: ['simulation'] })
    ).json()) as { id: number };
    const accounts = (await (await bank.call('GET', '/api/accounts', { cookie: demo })).json()) as {
      id: number;
      accountType: string;
    }[];
    const checking = accounts.find((a) => a.accountType === 'CHECKING')!;
    const res = await bank.call('POST', '/api/admin/simulations/inbound-transfer', {
      cookie: admin,
      body: { accountId: checking.id, amount: '321.00', payerName: 'Globex Payroll', rail: 'ACH' },
    });
    expect(res.status).toBe(201);
    const end = Date.now() + 5000;
    let bodies: { type: string; data: Record<string, unknown> }[] = [];
    while (Date.now() < end) {
      const items = (await (
        await bank.call('GET', '/api/webhook-inbox', { cookie: demo })
      ).json()) as { webhookId: number; verified: boolean; body: string }[];
      bodies = items
        .filter((i) => i.webhookId === hook.id && i.verified)
        .map((i) => JSON.parse(i.body));
      if (bodies.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      type: 'simulation',
      data: {
        kind: 'inbound-transfer',
        status: 'POSTED',
        accountId: checking.id,
        amount: '321.00',
      },
    });
    await bank.call('DELETE', `/api/webhooks/${hook.id}`, { cookie: demo });
  });
});
