/**
 * Failures on demand over REST: the fault settings in the training settings, each injected
 * fault (error status, throttle, latency, the X-Simulate-Fault header), the paths never
 * faulted, the request log's marker, and a POST retried with its Idempotency-Key under a
 * 50 % error rate that moves money exactly once.
 */

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_FAULTS } from '../shared/dto/training';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { assertMatchesContract } from '../test/contract';
import { DEFAULT_SETTINGS, setFaults } from '../test/faults';
import { createSandboxHost } from '../test/sandbox-host';

/** A small seeded generator (mulberry32), uniform in [0, 1), so every run draws the same. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let bank: TestBank;
let admin: string;
let demo: string;

interface LogRow {
  path: string;
  status: number;
  requestId: string;
  idempotencyKey: string | null;
  fault: string | null;
}

async function logOf(on: TestBank, cookie: string, query: string): Promise<LogRow[]> {
  const res = await on.call('GET', `/api/requests?${query}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as LogRow[];
}

beforeAll(async () => {
  bank = await createTestBank('demo', {}, undefined, { random: seeded(7) });
  admin = await bank.login('admin');
  demo = await bank.login('demo');
});

afterEach(async () => {
  await setFaults(bank, admin, {});
});

describe('fault settings', () => {
  it('are off by default and saved with the training settings', async () => {
    const saved = await (await bank.call('GET', '/api/admin/training', { cookie: admin })).json();
    expect(saved.faults).toEqual(NO_FAULTS);
    await setFaults(bank, admin, { errorRate: 0.25, errorStatus: 502, pathPrefix: '/api/cards' });
    const again = await (await bank.call('GET', '/api/admin/training', { cookie: admin })).json();
    expect(again.faults).toMatchObject({
      errorRate: 0.25,
      errorStatus: 502,
      pathPrefix: '/api/cards',
    });
  });

  it('answer a decimal rate such as 0.3 as the document describes it', async () => {
    const res = await bank.call('PUT', '/api/admin/training', {
      cookie: admin,
      body: { ...DEFAULT_SETTINGS, faults: { ...NO_FAULTS, errorRate: 0.3, throttleRate: 0.07 } },
    });
    await assertMatchesContract('PUT', '/api/admin/training', res.clone());
    expect(res.status).toBe(200);
    expect((await res.json()).faults).toMatchObject({ errorRate: 0.3, throttleRate: 0.07 });
  });

  it('refuse rates outside 0 to 1 and statuses other than 500, 502, 503', async () => {
    for (const faults of [{ errorRate: 1.5 }, { errorStatus: 404 }, { throttleRate: -0.1 }]) {
      const res = await bank.call('PUT', '/api/admin/training', {
        cookie: admin,
        body: { ...DEFAULT_SETTINGS, faults: { ...NO_FAULTS, ...faults } },
      });
      expect(res.status).toBe(400);
    }
  });

  it('leaves the faults as they are when a PUT leaves them out', async () => {
    await setFaults(bank, admin, { latencyMs: 5 });
    const res = await bank.call('PUT', '/api/admin/training', {
      cookie: admin,
      body: DEFAULT_SETTINGS,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).faults.latencyMs).toBe(5);
  });
});

describe('injected faults', () => {
  it('answer the error status under the prefix only, before the operation runs', async () => {
    await setFaults(bank, admin, { errorRate: 1, errorStatus: 502, pathPrefix: '/api/accounts' });
    const refused = await bank.call('GET', '/api/accounts', { cookie: demo });
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ code: 'BAD_GATEWAY' });
    expect(refused.headers.get('Retry-After')).toBeNull();
    expect((await bank.call('GET', '/api/notifications/count', { cookie: demo })).status).not.toBe(
      502,
    );
  });

  it('answer 503 with Retry-After and 500 without', async () => {
    await setFaults(bank, admin, { errorRate: 1, errorStatus: 503 });
    const busy = await bank.call('GET', '/api/accounts', { cookie: demo });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('Retry-After')).toBe('1');
    await setFaults(bank, admin, { errorRate: 1, errorStatus: 500 });
    expect((await bank.call('GET', '/api/accounts', { cookie: demo })).status).toBe(500);
  });

  it('throttle with 429 and the RateLimit and Retry-After headers the real limiter sends', async () => {
    await setFaults(bank, admin, { throttleRate: 1 });
    const res = await bank.call('GET', '/api/accounts', { cookie: demo });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('1');
    expect(res.headers.get('RateLimit')).toBe('"fault";r=0;t=1');
    expect(res.headers.get('RateLimit-Policy')).toBe('"fault";q=1;w=1');
  });

  it('delay the call by the latency plus jitter, then run it', async () => {
    await setFaults(bank, admin, { latencyMs: 150, latencyJitterMs: 50 });
    const start = performance.now();
    const res = await bank.call('GET', '/api/accounts', { cookie: demo });
    expect(res.status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(145);
    const [row] = await logOf(bank, demo, 'limit=1&path=/api/accounts');
    expect(row!.requestId).toBe(res.headers.get('X-Request-Id'));
    expect(row!.fault).toMatch(/^latency=(1[5-9]\d|200)$/);
  });

  it('never touch the admin, the sign-in, the training settings or liveness', async () => {
    await setFaults(bank, admin, { errorRate: 1, errorStatus: 503 });
    expect((await bank.call('GET', '/api/admin/training', { cookie: admin })).status).toBe(200);
    expect((await bank.call('GET', '/api/auth/me', { cookie: demo })).status).toBe(200);
    expect(await bank.login('demo')).toMatch(/^session=/);
    expect((await bank.app.request('http://localhost/livez')).status).toBe(200);
    expect((await bank.app.request('http://localhost/api/openapi.json')).status).toBe(200);
  });

  it('are marked in the request log with who was refused', async () => {
    await setFaults(bank, admin, { errorRate: 1, errorStatus: 503, pathPrefix: '/api/accounts' });
    const busy = await bank.call('GET', '/api/accounts', { cookie: demo });
    await setFaults(bank, admin, { throttleRate: 1, pathPrefix: '/api/accounts' });
    const throttled = await bank.call('GET', '/api/accounts', { cookie: demo });
    await setFaults(bank, admin, {});
    const rows = await logOf(bank, demo, 'limit=5&path=/api/accounts');
    const byId = new Map(rows.map((r) => [r.requestId, r]));
    expect(byId.get(busy.headers.get('X-Request-Id')!)).toMatchObject({
      status: 503,
      fault: 'status=503',
    });
    expect(byId.get(throttled.headers.get('X-Request-Id')!)).toMatchObject({
      status: 429,
      fault: 'throttle',
    });
  });
});

describe('the X-Simulate-Fault header', () => {
  it('is ignored unless the admin allowed it, and in the main bank without BUG_HUNT=on', async () => {
    const ask = { cookie: demo, headers: { 'X-Simulate-Fault': 'status=503' } };
    expect((await bank.call('GET', '/api/accounts', ask)).status).toBe(200);
    await setFaults(bank, admin, { allowHeader: true });
    expect((await bank.call('GET', '/api/accounts', ask)).status).toBe(200);
  });

  it('asks for one fault where BUG_HUNT=on and the admin allowed it', async () => {
    const hunt = await createTestBank('demo', { BUG_HUNT: 'on' });
    const trainer = await hunt.login('admin');
    const student = await hunt.login('demo');
    const ask = (value: string) =>
      hunt.call('GET', '/api/accounts', {
        cookie: student,
        headers: { 'X-Simulate-Fault': value },
      });
    expect((await ask('status=502')).status).toBe(200);
    await setFaults(hunt, trainer, { allowHeader: true });
    expect((await ask('status=502')).status).toBe(502);
    expect((await ask('status=503')).headers.get('Retry-After')).toBe('1');
    const throttled = await ask('throttle');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('RateLimit')).toBe('"fault";r=0;t=1');
    const start = performance.now();
    expect((await ask('latency=120')).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(115);
    expect((await ask('status=404')).status).toBe(200);
    const marks = (await logOf(hunt, student, 'limit=6&path=/api/accounts')).map((r) => r.fault);
    expect(marks).toEqual([null, 'latency=120', 'throttle', 'status=503', 'status=502', null]);
    // The admin's own operations ignore it.
    const adminRead = await hunt.call('GET', '/api/admin/training', {
      cookie: trainer,
      headers: { 'X-Simulate-Fault': 'status=503' },
    });
    expect(adminRead.status).toBe(200);
  });
});

describe('the X-Simulate-Fault header in a sandbox', () => {
  it('is honoured once the sandbox admin allows it, without BUG_HUNT', async () => {
    const sandboxHost = await createSandboxHost({ max: 2, maxOpen: 2 });
    const host = sandboxHost.bank;
    try {
      const hostAdmin = await host.login('admin');
      const made = await host.call('POST', '/api/sandboxes', {
        cookie: hostAdmin,
        body: { name: 'faults' },
      });
      expect(made.status).toBe(201);
      const inSandbox = (path: string, cookie: string, method = 'GET', body?: unknown) =>
        host.app.request(`${ORIGIN}/s/faults${path}`, {
          method,
          headers: {
            Origin: ORIGIN,
            Cookie: cookie,
            'X-Simulate-Fault': 'status=503',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const signIn = async (username: string, password: string) => {
        const res = await host.app.request(`${ORIGIN}/s/faults/api/auth/login`, {
          method: 'POST',
          headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password }),
        });
        expect(res.status).toBe(200);
        return res.headers.getSetCookie()[0]!.split(';')[0]!;
      };
      const trainer = await signIn('admin', 'Admin-1234');
      const student = await signIn('demo', 'Demo-1234');
      expect((await inSandbox('/api/accounts', student)).status).toBe(200);
      const saved = await inSandbox('/api/admin/training', trainer, 'PUT', {
        ...DEFAULT_SETTINGS,
        faults: { ...NO_FAULTS, allowHeader: true },
      });
      expect(saved.status).toBe(200);
      expect((await inSandbox('/api/accounts', student)).status).toBe(503);
      // The main bank, without BUG_HUNT=on, still ignores it.
      const mainDemo = await host.login('demo');
      const main = await host.call('GET', '/api/accounts', {
        cookie: mainDemo,
        headers: { 'X-Simulate-Fault': 'status=503' },
      });
      expect(main.status).toBe(200);
    } finally {
      await sandboxHost.close();
    }
  });
});

describe('a POST retried with its Idempotency-Key under a 50 % error rate', () => {
  it('moves the money exactly once', async () => {
    await setFaults(bank, admin, {
      errorRate: 0.5,
      errorStatus: 503,
      pathPrefix: '/api/transfers',
    });
    const accounts = (await (await bank.call('GET', '/api/accounts', { cookie: demo })).json()) as {
      id: number;
      accountType: string;
      balance: string;
    }[];
    const checking = accounts.find((a) => a.accountType === 'CHECKING')!;
    const savings = accounts.find((a) => a.accountType === 'SAVINGS')!;
    const key = `fault-retry-${Date.now()}`;
    const statuses: number[] = [];
    let firstId = 0;
    for (let attempt = 0; attempt < 40; attempt++) {
      const res = await bank.call('POST', '/api/transfers', {
        cookie: demo,
        body: {
          fromAccountId: checking.id,
          toAccountId: savings.id,
          amount: '12.34',
          transferType: 'INTERNAL',
        },
        headers: { 'Idempotency-Key': key },
      });
      statuses.push(res.status);
      if (res.status === 201) {
        firstId = ((await res.json()) as { id: number }).id;
        break;
      }
      expect(res.status).toBe(503);
    }
    // A further retry after the success answers the stored result (or a fault), never a second transfer.
    for (let i = 0; i < 6; i++) {
      const res = await bank.call('POST', '/api/transfers', {
        cookie: demo,
        body: {
          fromAccountId: checking.id,
          toAccountId: savings.id,
          amount: '12.34',
          transferType: 'INTERNAL',
        },
        headers: { 'Idempotency-Key': key },
      });
      statuses.push(res.status);
      if (res.status === 201) expect(((await res.json()) as { id: number }).id).toBe(firstId);
    }
    expect(statuses).toContain(503);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(2);
    await setFaults(bank, admin, {});
    const after = (await (await bank.call('GET', '/api/accounts', { cookie: demo })).json()) as {
      id: number;
      balance: string;
    }[];
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(after.find((a) => a.id === checking.id)!.balance)).toBe(
      cents(checking.balance) - 1234,
    );
    expect(cents(after.find((a) => a.id === savings.id)!.balance)).toBe(
      cents(savings.balance) + 1234,
    );
    const rows = await logOf(bank, demo, `idempotencyKey=${key}&limit=100`);
    expect(rows).toHaveLength(statuses.length);
    expect(rows.filter((r) => r.status === 503).every((r) => r.fault === 'status=503')).toBe(true);
  });
});
