/**
 * The first customer journey over plain HTTP:
 * login, me, accounts, transactions, INTERNAL transfer, overdraft, other customers, logout.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let demo: string;
let demoId: number;

type Account = {
  id: number;
  accountType: string;
  balance: string;
  availableBalance: string;
  monthlyCredit: string;
  monthlyDebit: string;
};
type Row = { id: number; type: string; amount: string; description: string; balance: string };

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  demoId = bank.userId('demo');
});

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const accountsOf = (cookie: string) =>
  json<Account[]>(bank.call('GET', '/api/accounts', { cookie }));
const byType = (list: Account[], type: string) => list.find((a) => a.accountType === type)!;

describe('sign-in', () => {
  it('answers the user with id and role, and a session cookie', async () => {
    const res = await bank.call('POST', '/api/auth/login', {
      body: { username: 'demo', password: 'Demo-1234' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: demoId, role: 'USER', username: 'demo' });
    expect(res.headers.get('set-cookie')).toMatch(
      /^session=[a-z0-9]+\.[a-z0-9]+; .*HttpOnly; SameSite=Lax/,
    );
  });

  it('gives a new token at every sign-in', async () => {
    expect(await bank.login('demo')).not.toBe(await bank.login('demo'));
  });

  it('refuses bad credentials with 401 and a message', async () => {
    const res = await bank.call('POST', '/api/auth/login', {
      body: { username: 'demo', password: 'nope' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: 'Invalid account ID or password',
      code: 'UNAUTHORIZED',
    });
    const unknown = await bank.call('POST', '/api/auth/login', {
      body: { username: 'ghost', password: 'x' },
    });
    expect(unknown.status).toBe(401);
  });

  it('refuses an empty form with 400 naming the fields', async () => {
    const res = await bank.call('POST', '/api/auth/login', {
      body: { username: '', password: '' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { path: string[] }[] };
    expect(body.message).toContain('username: Account ID or username is required');
    expect(body.issues.map((i) => i.path[0])).toEqual(['username', 'password']);
  });

  it('throttles repeated failures with 429', async () => {
    for (let i = 0; i < 10; i++) {
      await bank.call('POST', '/api/auth/login', {
        body: { username: 'jane', password: `wrong-${i}` },
      });
    }
    const res = await bank.call('POST', '/api/auth/login', {
      body: { username: 'jane', password: 'Demo-1234' },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await res.json()).message).toMatch(
      /^Too many failed sign-ins for this account\. Try again in 15 minutes\.$/,
    );
    const trpc = await bank.call('POST', '/trpc/auth.login', {
      body: { username: 'jane', password: 'Demo-1234' },
    });
    expect(trpc.status).toBe(429);
    expect(trpc.headers.get('retry-after')).not.toBeNull();
    bank.db.$client.prepare('delete from auth_attempts').run();
  });

  it('me answers the session user, 401 without a session', async () => {
    expect(await json(bank.call('GET', '/api/auth/me', { cookie: demo }))).toMatchObject({
      id: demoId,
      role: 'USER',
      firstName: 'Alex',
    });
    const res = await bank.call('GET', '/api/auth/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('accounts and statements', () => {
  it('lists the three demo accounts, by session and by user id', async () => {
    const mine = await accountsOf(demo);
    expect(mine.map((a) => a.accountType)).toEqual(['CHECKING', 'SAVINGS', 'CURRENT']);
    for (const a of mine) expect(a.balance).toMatch(/^\d+\.\d{2}$/);
    expect(await json(bank.call('GET', `/api/accounts/${demoId}`, { cookie: demo }))).toEqual(mine);
  });

  it('has six months of history on checking', async () => {
    const checking = byType(await accountsOf(demo), 'CHECKING');
    const rows = await json<(Row & { date: string })[]>(
      bank.call('GET', `/api/transactions/${checking.id}`, { cookie: demo }),
    );
    const months = new Set(rows.map((r) => r.date.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    expect(rows.at(-1)?.balance).toBe(checking.balance);
    const text = rows.map((r) => r.description).join('\n');
    expect(text).toContain('Salary');
    expect(text).toContain('Card purchase');
    expect(text).toContain('Bill payment');
  });

  it('lists the card with a masked number', async () => {
    const cards = await json<{ cardNumber: string; cardholderName: string; isActive: string }[]>(
      bank.call('GET', '/api/credit-cards', { cookie: demo }),
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      cardNumber: '4532XXXXXXXX0366',
      cardholderName: 'Alex Morgan',
      isActive: 'true',
    });
  });

  it("answers 404 for another customer's accounts and statements", async () => {
    const jane = await bank.login('jane');
    const janeChecking = byType(await accountsOf(jane), 'CHECKING');
    expect(
      (await bank.call('GET', `/api/accounts/${bank.userId('jane')}`, { cookie: demo })).status,
    ).toBe(404);
    expect(
      (await bank.call('GET', `/api/transactions/${janeChecking.id}`, { cookie: demo })).status,
    ).toBe(404);
    expect(
      (await bank.call('GET', `/api/transfers/${bank.userId('jane')}`, { cookie: demo })).status,
    ).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await bank.call('GET', '/api/accounts')).status).toBe(401);
    expect((await bank.call('GET', '/api/transactions/1')).status).toBe(401);
  });
});

describe('INTERNAL transfer', () => {
  it('moves 12.34 from checking to savings at once, with a row in both statements', async () => {
    const before = await accountsOf(demo);
    const checking = byType(before, 'CHECKING');
    const savings = byType(before, 'SAVINGS');
    const res = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        userId: demoId,
        fromAccountId: checking.id,
        toAccountId: savings.id,
        amount: '12.34',
        transferType: 'INTERNAL',
        description: 'Rainy day',
        status: 'PENDING',
        fees: '99.00',
      },
    });
    expect(res.status).toBe(201);
    const transfer = await res.json();
    // The client's status and fees are ignored: INTERNAL completes at once, fee from the schedule.
    expect(transfer).toMatchObject({
      status: 'COMPLETED',
      fees: '0.00',
      amount: '12.34',
      transferType: 'INTERNAL',
    });

    const after = await accountsOf(demo);
    const cents = (s: string) => Math.round(Number(s.replace('.', '')));
    expect(cents(byType(after, 'CHECKING').balance)).toBe(cents(checking.balance) - 1234);
    expect(cents(byType(after, 'SAVINGS').balance)).toBe(cents(savings.balance) + 1234);
    // The carousel's month figures move with this month's rows.
    expect(cents(byType(after, 'CHECKING').monthlyDebit)).toBe(cents(checking.monthlyDebit) + 1234);
    expect(cents(byType(after, 'SAVINGS').monthlyCredit)).toBe(cents(savings.monthlyCredit) + 1234);

    const out = await json<Row[]>(
      bank.call('GET', `/api/transactions/${checking.id}`, { cookie: demo }),
    );
    const into = await json<Row[]>(
      bank.call('GET', `/api/transactions/${savings.id}`, { cookie: demo }),
    );
    expect(out.at(-1)).toMatchObject({
      type: 'DEBIT',
      amount: '12.34',
      balance: byType(after, 'CHECKING').balance,
    });
    expect(out.at(-1)?.description).toContain('Rainy day');
    expect(into.at(-1)).toMatchObject({
      type: 'CREDIT',
      amount: '12.34',
      balance: byType(after, 'SAVINGS').balance,
    });

    const list = await json<{ id: number }[]>(
      bank.call('GET', `/api/transfers/${demoId}?type=INTERNAL`, { cookie: demo }),
    );
    expect(list[0]?.id).toBe(transfer.id);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('refuses an overdraft with 422 and changes nothing', async () => {
    const before = await accountsOf(demo);
    const checking = byType(before, 'CHECKING');
    const savings = byType(before, 'SAVINGS');
    const rowsBefore = await json<Row[]>(
      bank.call('GET', `/api/transactions/${checking.id}`, { cookie: demo }),
    );
    const res = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        fromAccountId: checking.id,
        toAccountId: savings.id,
        amount: '9999999.00',
        transferType: 'INTERNAL',
      },
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe('INSUFFICIENT_FUNDS');
    expect(body.message).toMatch(
      /^Insufficient funds: the available balance of CHECKING ••••\d{4} is \$[\d,]+\.\d{2}$/,
    );
    expect(await accountsOf(demo)).toEqual(before);
    expect(
      await json<Row[]>(bank.call('GET', `/api/transactions/${checking.id}`, { cookie: demo })),
    ).toEqual(rowsBefore);
  });

  it.each([
    ['0', 'Amount must be more than 0'],
    ['-5', 'Amount must be a number with at most 2 decimals'],
    ['1.234', 'Amount must be a number with at most 2 decimals'],
    ['10000000000000.00', 'Amount must have at most 15 digits'],
    ['abc', 'Amount must be a number with at most 2 decimals'],
  ])('refuses amount %j with 400', async (amount, message) => {
    const [checking, savings] = await accountsOf(demo);
    const res = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        fromAccountId: checking!.id,
        toAccountId: savings!.id,
        amount,
        transferType: 'INTERNAL',
      },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(`amount: ${message}`);
  });

  it("refuses another customer's account (404) and a foreign userId (403)", async () => {
    const jane = await bank.login('jane');
    const janeSavings = byType(await accountsOf(jane), 'SAVINGS');
    const checking = byType(await accountsOf(demo), 'CHECKING');
    const toJane = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        fromAccountId: checking.id,
        toAccountId: janeSavings.id,
        amount: '1.00',
        transferType: 'INTERNAL',
      },
    });
    expect(toJane.status).toBe(404);
    const fromJane = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        fromAccountId: janeSavings.id,
        toAccountId: checking.id,
        amount: '1.00',
        transferType: 'INTERNAL',
      },
    });
    expect(fromJane.status).toBe(404);
    const asJane = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        userId: bank.userId('jane'),
        fromAccountId: checking.id,
        toAccountId: checking.id,
        amount: '1.00',
        transferType: 'INTERNAL',
      },
    });
    expect(asJane.status).toBe(403);
  });

  it('refuses the same account on both sides', async () => {
    const checking = byType(await accountsOf(demo), 'CHECKING');
    const res = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        fromAccountId: checking.id,
        toAccountId: checking.id,
        amount: '1.00',
        transferType: 'INTERNAL',
      },
    });
    expect(res.status).toBe(400);
  });
});

describe('the HTTP edge', () => {
  it('refuses writes from another origin with 403', async () => {
    const res = await bank.call('POST', '/api/auth/logout', {
      cookie: demo,
      headers: { Origin: 'http://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await bank.call('GET', '/api/auth/me', { cookie: demo })).status).toBe(200);
    const trpc = await bank.call('POST', '/trpc/auth.logout', {
      cookie: demo,
      headers: { Origin: 'http://evil.example' },
    });
    expect(trpc.status).toBe(403);
  });

  it('gives tRPC callers the same readable validation message, with field paths', async () => {
    const res = await bank.call('POST', '/trpc/transfers.create', {
      cookie: demo,
      body: { fromAccountId: 1, toAccountId: 2, amount: '1.234', transferType: 'INTERNAL' },
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.message).toBe('amount: Amount must be a number with at most 2 decimals');
    expect(error.data.issues).toEqual([
      {
        path: ['amount'],
        code: 'custom',
        message: 'Amount must be a number with at most 2 decimals',
      },
    ]);
    expect(JSON.stringify(error)).not.toContain('stack');
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await bank.call('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('serves health, the OpenAPI document and the reference page', async () => {
    expect(await json(bank.call('GET', '/api/health'))).toEqual({ status: 'ok' });
    const doc = await json<{ openapi: string; paths: Record<string, unknown> }>(
      bank.call('GET', '/api/openapi.json'),
    );
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/login',
        '/auth/me',
        '/auth/logout',
        '/accounts',
        '/accounts/{userId}',
        '/credit-cards',
        '/transactions/{accountId}',
        '/transfers/{userId}',
        '/transfers',
      ]),
    );
    const page = await bank.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
    expect((await bank.call('GET', '/api/docs/swagger-ui-bundle.js')).status).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await bank.call('GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await bank.call('POST', '/api/auth/login', {
      body: { username: 'x'.repeat(1_100_000), password: 'y' },
    });
    expect(res.status).toBe(413);
  });

  it('refuses a declared Content-Length over 1 MB with 413, on REST and tRPC', async () => {
    const body = JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' });
    for (const path of ['/api/auth/login', '/trpc/auth.login']) {
      const res = await bank.call('POST', path, {
        body: JSON.parse(body),
        headers: { 'Content-Length': String(Buffer.byteLength(body)) },
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
  });
});

describe('sign-out', () => {
  it('deletes the session on the server: me is 401 afterwards, even with the old cookie', async () => {
    const cookie = await bank.login('demo');
    const res = await bank.call('POST', '/api/auth/logout', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^session=; Max-Age=0/);
    expect((await bank.call('GET', '/api/auth/me', { cookie })).status).toBe(401);
  });
});
