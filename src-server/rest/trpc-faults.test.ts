/**
 * Failures on demand on the bank's own screens (`/trpc`): the same fault settings and
 * X-Simulate-Fault rules as the REST API, matched on each procedure's REST path; a refusal
 * comes before any write, only for the procedures in scope, and is marked in the request log.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { setFaults } from '../test/faults';
import { trpcFaultPath } from './fault-step';

let bank: TestBank;
let admin: string;
let demo: string;

/** A tRPC call as the screens make it: GET for queries, POST with the JSON input for mutations. */
function trpc(
  on: TestBank,
  cookie: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  return Promise.resolve(
    on.app.request(`${ORIGIN}/trpc/${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        Origin: ORIGIN,
        Cookie: cookie,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
}

type TrpcError = { error: { message: string; data: { httpStatus: number; code: string } } };

beforeAll(async () => {
  bank = await createTestBank('demo');
  admin = await bank.login('admin');
  demo = await bank.login('demo');
});

afterEach(async () => {
  await setFaults(bank, admin, {});
});

describe('the path a screen procedure is faulted by', () => {
  it('is its REST path, /trpc/<name> without one, and none for admin and sign-in', () => {
    expect(trpcFaultPath('transfers.create')).toBe('/api/transfers');
    expect(trpcFaultPath('transfers.byUser')).toBe('/api/transfers/{userId}');
    expect(trpcFaultPath('transfers.page')).toBe('/trpc/transfers.page');
    expect(trpcFaultPath('adminPeople.users')).toBeNull();
    expect(trpcFaultPath('defects.save')).toBeNull();
    expect(trpcFaultPath('auth.me')).toBeNull();
    expect(trpcFaultPath('nothing.here')).toBeNull();
  });
});

describe('injected faults on /trpc', () => {
  it('refuse a transfer with 503 and Retry-After before it is written, and run it once off', async () => {
    const accounts = (await (await trpc(bank, demo, 'accounts.mine')).json()) as {
      result: { data: { id: number }[] };
    };
    const [from, to] = accounts.result.data;
    const body = {
      fromAccountId: from!.id,
      toAccountId: to!.id,
      amount: '3.00',
      transferType: 'INTERNAL',
    };
    const count = () =>
      (bank.db.$client.prepare('select count(*) as n from transfers').get() as { n: number }).n;
    const before = count();
    await setFaults(bank, admin, { errorRate: 1, errorStatus: 503, pathPrefix: '/api/transfers' });
    const headers = { 'Idempotency-Key': 'trpc-fault-1' };
    const refused = await trpc(bank, demo, 'transfers.create', { body, headers });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('1');
    const error = (await refused.json()) as TrpcError;
    expect(error.error.message).toMatch(/Simulated failure/);
    expect(count()).toBe(before);

    // Another procedure outside the prefix runs.
    expect((await trpc(bank, demo, 'accounts.mine')).status).toBe(200);

    await setFaults(bank, admin, {});
    const retried = await trpc(bank, demo, 'transfers.create', { body, headers });
    expect(retried.status).toBe(200);
    const again = await trpc(bank, demo, 'transfers.create', { body, headers });
    expect(again.status).toBe(200);
    expect(count()).toBe(before + 1);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('refuse only the procedures in scope of a batch, keeping its message for a 500', async () => {
    await setFaults(bank, admin, { errorRate: 1, errorStatus: 500, pathPrefix: '/api/accounts' });
    const res = await trpc(bank, demo, 'accounts.mine,transfers.limits?batch=1&input=%7B%7D');
    const [accounts, limits] = (await res.json()) as [TrpcError, { result: unknown }];
    expect(accounts.error.data.httpStatus).toBe(500);
    expect(accounts.error.message).toBe('Simulated failure: the server answered 500 on purpose');
    expect(limits.result).toBeDefined();
  });

  it('throttle with 429 and the RateLimit headers, and answer 502', async () => {
    await setFaults(bank, admin, { throttleRate: 1 });
    const throttled = await trpc(bank, demo, 'accounts.mine');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toBe('1');
    expect(throttled.headers.get('RateLimit')).toBe('"fault";r=0;t=1');
    expect(throttled.headers.get('RateLimit-Policy')).toBe('"fault";q=1;w=1');
    await setFaults(bank, admin, { errorRate: 1, errorStatus: 502 });
    expect((await trpc(bank, demo, 'accounts.mine')).status).toBe(502);
  });

  it('never touch the admin screens or the sign-in, even at a rate of 1', async () => {
    await setFaults(bank, admin, { errorRate: 1, errorStatus: 503 });
    expect((await trpc(bank, admin, 'adminPeople.users?input=%7B%22limit%22%3A5%7D')).status).toBe(
      200,
    );
    expect((await trpc(bank, demo, 'auth.me')).status).toBe(200);
  });

  it('delay a call by the latency, then run it', async () => {
    await setFaults(bank, admin, { latencyMs: 300 });
    const start = performance.now();
    const res = await trpc(bank, demo, 'accounts.mine');
    expect(res.status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(290);
  });

  it('are marked in the request log', async () => {
    await setFaults(bank, admin, {
      errorRate: 1,
      errorStatus: 503,
      pathPrefix: '/api/credit-cards',
    });
    const refused = await trpc(bank, demo, 'accounts.creditCards');
    expect(refused.status).toBe(503);
    const id = refused.headers.get('X-Request-Id');
    await setFaults(bank, admin, {});
    const log = (await (
      await bank.call('GET', '/api/requests?limit=50', { cookie: demo })
    ).json()) as {
      requestId: string;
      path: string;
      fault: string | null;
    }[];
    const row = log.find((r) => r.requestId === id);
    expect(row?.path).toBe('/trpc/accounts.creditCards');
    expect(row?.fault).toBe('status=503');
  });
});

describe('the X-Simulate-Fault header on /trpc', () => {
  it('is ignored in the main bank without BUG_HUNT=on, even when allowed', async () => {
    await setFaults(bank, admin, { allowHeader: true });
    const res = await trpc(bank, demo, 'accounts.mine', {
      headers: { 'X-Simulate-Fault': 'throttle' },
    });
    expect(res.status).toBe(200);
  });

  it('asks for one fault where BUG_HUNT=on and the admin allowed it', async () => {
    const hunt = await createTestBank('demo', { BUG_HUNT: 'on' });
    const huntAdmin = await hunt.login('admin');
    const huntDemo = await hunt.login('demo');
    const asked = { headers: { 'X-Simulate-Fault': 'status=502' } };
    expect((await trpc(hunt, huntDemo, 'accounts.mine', asked)).status).toBe(200);
    await setFaults(hunt, huntAdmin, { allowHeader: true });
    expect((await trpc(hunt, huntDemo, 'accounts.mine', asked)).status).toBe(502);
    expect(
      (await trpc(hunt, huntAdmin, 'adminPeople.users?input=%7B%22limit%22%3A5%7D', asked)).status,
    ).toBe(200);
  });
});
