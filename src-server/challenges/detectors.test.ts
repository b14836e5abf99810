/**
 * Each detector the class material relies on, driven through the REST API the way a learner
 * would: the challenge is solved for the caller once the bank has seen them do it, and not
 * before.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessNow } from '../clock/clock';
import { settleDueTransfers } from '../services/transfers/settle-due';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { solvesOf } from './store';

let bank: TestBank;
let demo: string;
let demoId: number;

type Account = { id: number; accountType: string; availableBalance: string };

beforeEach(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  demoId = bank.userId('demo');
});
afterEach(() => {
  vi.useRealTimers();
});

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const solved = (username = 'demo') => solvesOf(bank.db, bank.userId(username)).map((s) => s.key);
const accountsOf = (cookie: string) =>
  json<Account[]>(bank.call('GET', '/api/accounts', { cookie }));
const account = async (cookie: string, type: string) =>
  (await accountsOf(cookie)).find((a) => a.accountType === type)!;
const verifyPin = (cookie: string, pin = '1234', id = demoId) =>
  bank.call('POST', `/api/users/${id}/verify-pin`, { cookie, body: { pin } });
const beneficiary = async (cookie: string, accountNumber = 'GB29NWBK60161331926819') =>
  json<{ id: number }>(
    bank.call('POST', '/api/beneficiaries', {
      cookie,
      body: { name: 'Sam Supplier', accountNumber, bankName: 'Northwind Bank' },
    }),
  );
const transfer = (
  cookie: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => bank.call('POST', '/api/transfers', { cookie, body, headers });
const internal = async (cookie: string, amount: string, headers: Record<string, string> = {}) =>
  transfer(
    cookie,
    {
      transferType: 'INTERNAL',
      fromAccountId: (await account(cookie, 'CHECKING')).id,
      toAccountId: (await account(cookie, 'SAVINGS')).id,
      amount,
    },
    headers,
  );
const cents = (s: string) => Math.round(Number(s) * 100);

describe('the listed detectors', () => {
  it('bad-amount: a money call refused with 400 naming amount', async () => {
    expect((await internal(demo, '1.00')).status).toBe(201);
    expect(solved()).not.toContain('bad-amount');
    const res = await internal(demo, '1.234');
    expect(res.status).toBe(400);
    expect(solved()).toContain('bad-amount');
  });

  it('insufficient-funds: a transfer refused for the available balance', async () => {
    const checking = await account(demo, 'CHECKING');
    const res = await internal(demo, ((cents(checking.availableBalance) + 100) / 100).toFixed(2));
    expect(res.status).toBe(422);
    expect((await json<{ code: string }>(res)).code).toBe('INSUFFICIENT_FUNDS');
    expect(solved()).toEqual(['insufficient-funds']);
  });

  it('over-limit: a WIRE transfer refused with LIMIT_EXCEEDED', async () => {
    const b = await beneficiary(demo);
    await verifyPin(demo);
    const { dailyRemaining } = await json<{ dailyRemaining: string }>(
      bank.call('GET', '/api/transfer-limits', { cookie: demo }),
    );
    const res = await transfer(demo, {
      transferType: 'WIRE',
      fromAccountId: (await account(demo, 'SAVINGS')).id,
      beneficiaryId: b.id,
      amount: ((cents(dailyRemaining) + 1) / 100).toFixed(2),
    });
    expect(res.status).toBe(422);
    expect((await json<{ code: string }>(res)).code).toBe('LIMIT_EXCEEDED');
    expect(solved()).toContain('over-limit');
  });

  it('step-up: refused with STEP_UP_REQUIRED, then the PIN, then a LOCAL transfer sent', async () => {
    const b = await beneficiary(demo);
    const body = {
      transferType: 'LOCAL',
      fromAccountId: (await account(demo, 'CHECKING')).id,
      beneficiaryId: b.id,
      amount: '10.00',
    };
    const refused = await transfer(demo, body);
    expect(refused.status).toBe(403);
    expect((await json<{ code: string }>(refused)).code).toBe('STEP_UP_REQUIRED');
    expect(solved()).not.toContain('step-up');
    expect((await verifyPin(demo)).status).toBe(200);
    expect(solved()).not.toContain('step-up');
    expect((await transfer(demo, body)).status).toBe(201);
    expect(solved()).toContain('step-up');
  });

  it('step-up: the PIN alone and a transfer, without the refusal first, solve nothing', async () => {
    const b = await beneficiary(demo);
    await verifyPin(demo);
    const res = await transfer(demo, {
      transferType: 'LOCAL',
      fromAccountId: (await account(demo, 'CHECKING')).id,
      beneficiaryId: b.id,
      amount: '10.00',
    });
    expect(res.status).toBe(201);
    expect(solved()).not.toContain('step-up');
  });

  it('idempotent-replay: the same POST with the same Idempotency-Key answers the stored result', async () => {
    const key = { 'Idempotency-Key': 'lesson-1' };
    const first = await internal(demo, '2.00', key);
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(solved()).not.toContain('idempotent-replay');
    const again = await internal(demo, '2.00', key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(solved()).toContain('idempotent-replay');
  });

  it('idempotency-conflict: a key reused with another body is refused', async () => {
    const key = { 'Idempotency-Key': 'lesson-2' };
    await internal(demo, '2.00', key);
    const res = await internal(demo, '3.00', key);
    expect(res.status).toBe(409);
    expect(solved()).toContain('idempotency-conflict');
    expect(solved()).not.toContain('idempotent-replay');
  });

  it('cursor-paging: a list read through Link rel="next" to its third page', async () => {
    const checking = await account(demo, 'CHECKING');
    let url = `/api/transactions/${checking.id}?limit=2`;
    for (let page = 1; page <= 3; page++) {
      expect(solved()).not.toContain('cursor-paging');
      const res = await bank.call('GET', url, { cookie: demo });
      expect(res.status).toBe(200);
      const link = res.headers.get('Link');
      expect(link).toMatch(/rel="next"/);
      url = /<([^>]+)>/.exec(link!)![1]!;
    }
    expect(solved()).toContain('cursor-paging');
  });

  it('cursor-paging: a cursor not given to this learner leads nowhere', async () => {
    const jane = await bank.login('jane');
    const janeChecking = await account(jane, 'CHECKING');
    let url = `/api/transactions/${janeChecking.id}?limit=2`;
    for (let page = 1; page <= 2; page++) {
      const res = await bank.call('GET', url, { cookie: jane });
      url = /<([^>]+)>/.exec(res.headers.get('Link')!)![1]!;
    }
    const cursor = new URL(url, ORIGIN).searchParams.get('cursor')!;
    const checking = await account(demo, 'CHECKING');
    await bank.call('GET', `/api/transactions/${checking.id}?limit=2&cursor=${cursor}`, {
      cookie: demo,
    });
    expect(solved()).not.toContain('cursor-paging');
    expect(solved('jane')).not.toContain('cursor-paging');
  });

  it('rate-limited: a 429, then a success on the same operation after its Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 5; i++) expect((await verifyPin(demo, '9999')).status).toBe(403);
    const throttled = await verifyPin(demo, '1234');
    expect(throttled.status).toBe(429);
    const wait = Number(throttled.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    // Too early: still refused, and nothing solved.
    vi.setSystemTime(Date.now() + 1000);
    expect((await verifyPin(demo, '1234')).status).toBe(429);
    expect(solved()).not.toContain('rate-limited');
    vi.setSystemTime(Date.now() + wait * 1000);
    const again = await bank.login('demo');
    expect((await verifyPin(again, '1234')).status).toBe(200);
    expect(solved()).toContain('rate-limited');
  });

  it('authorization-probe: another customer’s account, transfers or statement refused', async () => {
    const jane = await bank.login('jane');
    const janeChecking = await account(jane, 'CHECKING');
    // Own records and a missing id are no probe.
    await bank.call('GET', `/api/transactions/${(await account(demo, 'CHECKING')).id}`, {
      cookie: demo,
    });
    expect((await bank.call('GET', '/api/transactions/999999', { cookie: demo })).status).toBe(404);
    expect(solved()).not.toContain('authorization-probe');
    const res = await bank.call('GET', `/api/transactions/${janeChecking.id}`, { cookie: demo });
    expect(res.status).toBe(404);
    expect(solved()).toContain('authorization-probe');
    // Transfers by user id and the statement file count too.
    const janeAgain = await bank.login('jane');
    expect(
      (await bank.call('GET', `/api/transfers/${demoId}`, { cookie: janeAgain })).status,
    ).toBeGreaterThanOrEqual(403);
    expect(solved('jane')).toContain('authorization-probe');
  });

  it('authorization-probe: a statement file of another customer', async () => {
    const jane = await bank.login('jane');
    const janeChecking = await account(jane, 'CHECKING');
    const res = await bank.call('GET', `/api/accounts/${janeChecking.id}/statement.csv`, {
      cookie: demo,
    });
    expect(res.status).toBe(404);
    expect(solved()).toEqual(['authorization-probe']);
  });

  it('token-scope: a write refused for a read-only API token', async () => {
    const created = await json<{ token: string }>(
      bank.call('POST', '/api/tokens', {
        cookie: demo,
        body: { name: 'read only', scopes: ['read'], expiresInDays: 1 },
      }),
    );
    const auth = { Authorization: `Bearer ${created.token}` };
    const res = await bank.call('POST', '/api/transfers', {
      headers: auth,
      body: { transferType: 'INTERNAL', fromAccountId: 1, toAccountId: 2, amount: '1.00' },
    });
    expect(res.status).toBe(403);
    expect((await json<{ code: string }>(res)).code).toBe('TOKEN_SCOPE');
    expect(solved()).toContain('token-scope');
  });

  it('return-r01: a LOCAL transfer to the magic account returned with R01, read back', async () => {
    const b = await beneficiary(demo, '1000000001');
    await verifyPin(demo);
    const sent = await json<{ id: number; status: string }>(
      transfer(demo, {
        transferType: 'LOCAL',
        fromAccountId: (await account(demo, 'CHECKING')).id,
        beneficiaryId: b.id,
        amount: '4.00',
      }),
    );
    expect(sent.status).toBe('PENDING');
    settleDueTransfers(bank.db, new Date(businessNow(bank.db).getTime() + 3600_000));
    expect(solved()).not.toContain('return-r01');
    const list = await json<{ id: number; returnCode: string | null }[]>(
      bank.call('GET', `/api/transfers/${demoId}`, { cookie: demo }),
    );
    expect(list.find((t) => t.id === sent.id)?.returnCode).toBe('R01');
    expect(solved()).toContain('return-r01');
  });

  it('statement-csv: a statement downloaded as CSV', async () => {
    const checking = await account(demo, 'CHECKING');
    const res = await bank.call('GET', `/api/accounts/${checking.id}/statement.csv`, {
      cookie: demo,
    });
    expect(res.status).toBe(200);
    expect(solved()).toEqual(['statement-csv']);
  });
});

describe('more detectors', () => {
  it('method-not-allowed, unknown-path, created-201 and openapi-read', async () => {
    expect((await bank.call('DELETE', '/api/accounts', { cookie: demo })).status).toBe(405);
    expect(
      (await bank.app.request(`${ORIGIN}/api/nothing-here`, { headers: { Cookie: demo } })).status,
    ).toBe(404);
    await beneficiary(demo);
    await bank.app.request(`${ORIGIN}/api/openapi.json`, { headers: { Cookie: demo } });
    expect(solved().sort()).toEqual(
      ['created-201', 'method-not-allowed', 'openapi-read', 'unknown-path'].sort(),
    );
  });

  it('nothing is solved for a caller who is not signed in', async () => {
    await bank.app.request(`${ORIGIN}/api/nothing-here`);
    await bank.app.request(`${ORIGIN}/api/openapi.json`);
    expect(bank.db.$client.prepare('select count(*) as n from challenge_solves').get()).toEqual({
      n: 0,
    });
  });

  it('foreign-origin: a signed-in write from another site, refused', async () => {
    const res = await bank.app.request(`${ORIGIN}/api/beneficiaries`, {
      method: 'POST',
      headers: { Cookie: demo, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(solved()).toEqual(['foreign-origin']);
  });

  it('malformed-json, many-issues and admin-probe', async () => {
    const broken = await bank.app.request(`${ORIGIN}/api/beneficiaries`, {
      method: 'POST',
      headers: { Cookie: demo, Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(broken.status).toBe(400);
    await bank.call('POST', '/api/beneficiaries', { cookie: demo, body: {} });
    expect((await bank.call('GET', '/api/admin/users', { cookie: demo })).status).toBe(403);
    expect(solved().sort()).toEqual(['admin-probe', 'malformed-json', 'many-issues']);
  });

  it('wrong-pin and bearer-token', async () => {
    await verifyPin(demo, '0000');
    const { token } = await json<{ token: string }>(
      bank.call('POST', '/api/tokens', {
        cookie: demo,
        body: { name: 'script', scopes: ['read'], expiresInDays: 1 },
      }),
    );
    await bank.call('GET', '/api/accounts', { headers: { Authorization: `Bearer ${token}` } });
    expect(solved().sort()).toEqual(['bearer-token', 'created-201', 'wrong-pin']);
  });
});

describe('detectors of plain successes', () => {
  it('postman-collection, statement-pdf, monthly-statements, tax-summary, notifications-read, loan-schedule, revoke-token, event-stream-token', async () => {
    const checking = await account(demo, 'CHECKING');
    const get = (path: string, headers: Record<string, string> = { Cookie: demo }) =>
      bank.app.request(`${ORIGIN}${path}`, { headers: { Origin: ORIGIN, ...headers } });
    expect((await get('/api/postman.json')).status).toBe(200);
    expect((await get(`/api/accounts/${checking.id}/statement.pdf`)).status).toBe(200);
    expect((await get(`/api/accounts/${checking.id}/statements`)).status).toBe(200);
    const years = await json<{ year: number }[]>(get(`/api/accounts/${checking.id}/tax-summaries`));
    expect(
      (await get(`/api/accounts/${checking.id}/tax-summaries/${years[0]!.year}.csv`)).status,
    ).toBe(200);
    expect((await bank.call('POST', '/api/notifications/read-all', { cookie: demo })).status).toBe(
      200,
    );
    const loans = await json<{ id: number }[]>(get(`/api/loans/${demoId}`));
    expect((await get(`/api/loans/${loans[0]!.id}/schedule`)).status).toBe(200);
    const created = await json<{ id: string; token: string }>(
      bank.call('POST', '/api/tokens', {
        cookie: demo,
        body: { name: 'stream', scopes: ['read'], expiresInDays: 1 },
      }),
    );
    const stream = await get('/api/events', { Authorization: `Bearer ${created.token}` });
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
    expect((await bank.call('DELETE', `/api/tokens/${created.id}`, { cookie: demo })).status).toBe(
      200,
    );
    expect(solved().sort()).toEqual(
      [
        'created-201',
        'event-stream-token',
        'loan-schedule',
        'monthly-statements',
        'notifications-read',
        'postman-collection',
        'revoke-token',
        'statement-pdf',
        'tax-summary',
      ].sort(),
    );
  });
});
