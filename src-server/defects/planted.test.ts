/**
 * Every planted defect shows when switched on and not when off, through the public REST
 * surface of a real bank; with every defect on, the ledger still verifies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { DEFECTS } from './catalogue';
import { setActiveDefects } from './switches';

let bank: TestBank;
let demo: string;
let jane: string;
let admin: string;
let demoId: number;
let accountIds: number[];

/** A REST call without the contract check: a planted defect may break the contract on purpose. */
const raw = async (
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
  headers = {},
): Promise<Response> =>
  bank.app.request(`${ORIGIN}${path}`, {
    method,
    headers: {
      Origin: ORIGIN,
      Cookie: cookie,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const get = async <T>(path: string, cookie = demo): Promise<T> =>
  (await raw('GET', path, cookie)).json() as Promise<T>;

/** Runs `read` with only `key` on, then with every defect off: [on, off]. */
async function onAndOff<T>(key: string, read: () => Promise<T>): Promise<[T, T]> {
  setActiveDefects(bank.db, [key], new Date());
  const on = await read();
  setActiveDefects(bank.db, [], new Date());
  const off = await read();
  return [on, off];
}

type Row = { id: number; date: string; amount: string; description: string };

beforeAll(async () => {
  bank = await createTestBank('demo', { BUG_HUNT: 'on' });
  demo = await bank.login('demo');
  jane = await bank.login('jane');
  admin = await bank.login('admin');
  demoId = bank.userId('demo');
  const accounts = await get<{ id: number }[]>('/api/accounts');
  accountIds = accounts.map((a) => a.id);
});

const statement = () => `/api/transactions/${accountIds[0]}`;

describe('statement defects', () => {
  it('statement-search-case-sensitive', async () => {
    const rows = await get<Row[]>(statement());
    const word = rows.map((r) => r.description).find((t) => t !== t.toLowerCase())!;
    const q = encodeURIComponent(word.toLowerCase());
    const [on, off] = await onAndOff('statement-search-case-sensitive', () =>
      get<Row[]>(`${statement()}?q=${q}`),
    );
    expect(off.length).toBeGreaterThan(0);
    expect(on.length).toBeLessThan(off.length);
  });

  it('statement-amount-sorted-as-text', async () => {
    const [on, off] = await onAndOff('statement-amount-sorted-as-text', () =>
      get<Row[]>(`${statement()}?sort=amount`),
    );
    const numeric = off.map((r) => Number(r.amount));
    expect(numeric).toEqual([...numeric].sort((a, b) => a - b));
    const text = on.map((r) => r.amount);
    expect(text).toEqual([...text].sort());
    expect(text).not.toEqual(off.map((r) => r.amount));
  });

  it('statement-page-skips-row', async () => {
    const [on, off] = await onAndOff('statement-page-skips-row', () =>
      get<Row[]>(`${statement()}?limit=5&offset=5`),
    );
    expect(off).toHaveLength(5);
    expect(on.map((r) => r.id)).toEqual(off.slice(1).map((r) => r.id));
  });

  it('statement-last-day-dropped', async () => {
    const [on, off] = await onAndOff('statement-last-day-dropped', () => get<Row[]>(statement()));
    const last = off
      .map((r) => r.date)
      .sort()
      .at(-1)!;
    expect(off.some((r) => r.date === last)).toBe(true);
    expect(on.some((r) => r.date === last)).toBe(false);
  });

  it('statement-total-count-missing', async () => {
    const [on, off] = await onAndOff('statement-total-count-missing', async () =>
      (await raw('GET', `${statement()}?limit=5`, demo)).headers.get('X-Total-Count'),
    );
    expect(Number(off)).toBeGreaterThan(0);
    expect(on).toBeNull();
  });
});

describe('account and card defects', () => {
  type Account = { monthlyCredit: string; monthlyDebit: string };
  it('accounts-monthly-swapped', async () => {
    const [on, off] = await onAndOff('accounts-monthly-swapped', () =>
      get<Account[]>('/api/accounts'),
    );
    expect(off.some((a) => a.monthlyCredit !== a.monthlyDebit)).toBe(true);
    expect(on.map((a) => a.monthlyCredit)).toEqual(off.map((a) => a.monthlyDebit));
  });

  it('accounts-other-customer-readable', async () => {
    const [on, off] = await onAndOff(
      'accounts-other-customer-readable',
      async () => (await raw('GET', `/api/accounts/${demoId}`, jane)).status,
    );
    expect(off).toBe(404);
    expect(on).toBe(200);
  });

  it('cards-expiry-month-off-by-one', async () => {
    type Card = { expiryMonth: number };
    const [on, off] = await onAndOff('cards-expiry-month-off-by-one', () =>
      get<Card[]>('/api/credit-cards'),
    );
    expect(off.length).toBeGreaterThan(0);
    expect(on.map((c) => c.expiryMonth)).toEqual(
      off.map((c) => (c.expiryMonth === 1 ? 12 : c.expiryMonth - 1)),
    );
  });

  it('accounts-slow', async () => {
    const [on, off] = await onAndOff('accounts-slow', async () => {
      const start = performance.now();
      await raw('GET', '/api/accounts', demo);
      return performance.now() - start;
    });
    expect(on).toBeGreaterThanOrEqual(550);
    expect(off).toBeLessThan(500);
  });
});

describe('notification defects', () => {
  type Note = { id: number; userId: number };
  it('notification-leak', async () => {
    const [on, off] = await onAndOff('notification-leak', () =>
      get<Note[]>(`/api/notifications/${demoId}`),
    );
    expect(off.every((n) => n.userId === demoId)).toBe(true);
    expect(on.some((n) => n.userId !== demoId)).toBe(true);
  });

  it('notification-count-off-by-one', async () => {
    const [on, off] = await onAndOff('notification-count-off-by-one', () =>
      get<{ count: number }>('/api/notification-count'),
    );
    expect(on.count).toBe(off.count + 1);
  });

  it('notification-count-slow', async () => {
    const [on, off] = await onAndOff('notification-count-slow', async () => {
      const start = performance.now();
      await raw('GET', '/api/notification-count', demo);
      return performance.now() - start;
    });
    expect(on).toBeGreaterThanOrEqual(550);
    expect(off).toBeLessThan(500);
  });

  it('notifications-page-repeats-row', async () => {
    const path = `/api/notifications/${demoId}?limit=2`;
    const first = await get<Note[]>(`${path}&offset=0`);
    const [on, off] = await onAndOff('notifications-page-repeats-row', () =>
      get<Note[]>(`${path}&offset=2`),
    );
    expect(first).toHaveLength(2);
    expect(off[0]!.id).not.toBe(first[1]!.id);
    expect(on[0]!.id).toBe(first[1]!.id);
  });
});

describe('transfer defects', () => {
  type Transfer = { id: number; amount: string; transferType: string; description: string };
  const internal = (amount: string, extra: Record<string, unknown> = {}) => ({
    fromAccountId: accountIds[0],
    toAccountId: accountIds[1],
    amount,
    transferType: 'INTERNAL',
    ...extra,
  });

  it('transfers-other-customer-readable', async () => {
    const [on, off] = await onAndOff(
      'transfers-other-customer-readable',
      async () => (await raw('GET', `/api/transfers/${demoId}`, jane)).status,
    );
    expect(off).toBe(404);
    expect(on).toBe(200);
  });

  it('transfers-type-filter-ignored', async () => {
    const [on, off] = await onAndOff('transfers-type-filter-ignored', () =>
      get<Transfer[]>(`/api/transfers/${demoId}?type=WIRE`),
    );
    expect(off.every((t) => t.transferType === 'WIRE')).toBe(true);
    expect(on.some((t) => t.transferType !== 'WIRE')).toBe(true);
  });

  it('transfer-limits-swapped', async () => {
    type Limits = { dailyRemaining: string; monthlyRemaining: string };
    const [on, off] = await onAndOff('transfer-limits-swapped', () =>
      get<Limits>('/api/transfer-limits'),
    );
    expect(off.dailyRemaining).not.toBe(off.monthlyRemaining);
    expect(on.dailyRemaining).toBe(on.monthlyRemaining);
  });

  it('transfer-idempotency-ignored', async () => {
    let n = 0;
    const [on, off] = await onAndOff('transfer-idempotency-ignored', async () => {
      const key = { 'Idempotency-Key': `bug-hunt-${++n}` };
      const a = await (await raw('POST', '/api/transfers', demo, internal('1.00'), key)).json();
      const b = await (await raw('POST', '/api/transfers', demo, internal('1.00'), key)).json();
      return [a, b] as Transfer[];
    });
    expect(off[0]!.id).toBe(off[1]!.id);
    expect(on[0]!.id).not.toBe(on[1]!.id);
  });

  it('transfer-created-200', async () => {
    const [on, off] = await onAndOff(
      'transfer-created-200',
      async () => (await raw('POST', '/api/transfers', demo, internal('1.00'))).status,
    );
    expect(off).toBe(201);
    expect(on).toBe(200);
  });

  it('transfer-amount-three-decimals-rounded', async () => {
    const [on, off] = await onAndOff('transfer-amount-three-decimals-rounded', () =>
      raw('POST', '/api/transfers', demo, internal('2.125')),
    );
    expect(off.status).toBe(400);
    expect(on.status).toBe(201);
    expect(((await on.json()) as Transfer).amount).toBe('2.13');
  });

  it('transfer-negative-amount-flipped', async () => {
    const [on, off] = await onAndOff('transfer-negative-amount-flipped', () =>
      raw('POST', '/api/transfers', demo, internal('-1.50')),
    );
    expect(off.status).toBe(400);
    expect(on.status).toBe(201);
    expect(((await on.json()) as Transfer).amount).toBe('1.50');
  });

  it('transfer-description-truncated', async () => {
    const long = 'x'.repeat(600);
    const [on, off] = await onAndOff('transfer-description-truncated', () =>
      raw('POST', '/api/transfers', demo, internal('1.00', { description: long })),
    );
    expect(off.status).toBe(400);
    expect(on.status).toBe(201);
    expect(((await on.json()) as Transfer).description).toHaveLength(500);
  });
});

describe('more defects', () => {
  for (const [key, path] of [
    ['beneficiaries-other-customer-readable', '/api/beneficiaries/'],
    ['bills-other-customer-readable', '/api/bills/'],
    ['loans-other-customer-readable', '/api/loans/'],
  ] as const) {
    it(key, async () => {
      const [on, off] = await onAndOff(
        key,
        async () => (await raw('GET', `${path}${demoId}`, jane)).status,
      );
      expect(off).toBe(404);
      expect(on).toBe(200);
    });
  }

  it('accounts-order-reversed', async () => {
    const [on, off] = await onAndOff('accounts-order-reversed', () =>
      get<{ id: number }[]>('/api/accounts'),
    );
    expect(off.length).toBeGreaterThan(1);
    expect(on.map((a) => a.id)).toEqual(off.map((a) => a.id).reverse());
  });

  it('statement-descending-ignored', async () => {
    const asc = await get<Row[]>(`${statement()}?limit=5`);
    const [on, off] = await onAndOff('statement-descending-ignored', () =>
      get<Row[]>(`${statement()}?limit=5&order=desc`),
    );
    expect(off.map((r) => r.id)).not.toEqual(asc.map((r) => r.id));
    expect(on.map((r) => r.id)).toEqual([...off].reverse().map((r) => r.id));
  });

  it('transfers-oldest-first', async () => {
    type T = { id: number; createdAt: string };
    const [on, off] = await onAndOff('transfers-oldest-first', () =>
      get<T[]>(`/api/transfers/${demoId}?limit=5`),
    );
    expect(off.length).toBeGreaterThan(1);
    expect(on.map((t) => t.id)).toEqual(off.map((t) => t.id).reverse());
  });

  it('transfers-link-header-missing', async () => {
    const [on, off] = await onAndOff('transfers-link-header-missing', async () =>
      (await raw('GET', `/api/transfers/${demoId}?limit=1`, demo)).headers.get('Link'),
    );
    expect(off).toMatch(/rel="next"/);
    expect(on).toBeNull();
  });

  it('transfer-limits-slow', async () => {
    const [on, off] = await onAndOff('transfer-limits-slow', async () => {
      const start = performance.now();
      await raw('GET', '/api/transfer-limits', demo);
      return performance.now() - start;
    });
    expect(on).toBeGreaterThanOrEqual(550);
    expect(off).toBeLessThan(500);
  });
});

describe('admin screen defects', () => {
  type User = { id: number; firstName: string; lastName: string; email: string; username: string };

  it('admin-users-search-case-sensitive', async () => {
    const all = await get<User[]>('/api/admin/users?limit=100', admin);
    const fields = (u: User) => [u.firstName, u.lastName, u.email, u.username];
    // A last name typed in capitals: no user's text is written so.
    const name = all.map((u) => u.lastName).find((n) => n.toUpperCase() !== n)!;
    expect(all.some((u) => fields(u).some((f) => f.includes(name.toUpperCase())))).toBe(false);
    const q = encodeURIComponent(name.toUpperCase());
    const [on, off] = await onAndOff('admin-users-search-case-sensitive', () =>
      get<User[]>(`/api/admin/users?search=${q}`, admin),
    );
    expect(off.some((u) => u.lastName === name)).toBe(true);
    expect(on).toEqual([]);
  });

  it('admin-users-page-skips-row', async () => {
    const [on, off] = await onAndOff('admin-users-page-skips-row', () =>
      get<User[]>('/api/admin/users?limit=2&offset=2', admin),
    );
    expect(off).toHaveLength(2);
    expect(on[0]!.id).toBe(off[1]!.id);
    const first = await get<User[]>('/api/admin/users?limit=2', admin);
    setActiveDefects(bank.db, ['admin-users-page-skips-row'], new Date());
    const firstOn = await get<User[]>('/api/admin/users?limit=2', admin);
    setActiveDefects(bank.db, [], new Date());
    expect(firstOn.map((u) => u.id)).toEqual(first.map((u) => u.id));
  });

  it('admin-transfer-amount-cents-as-dollars', async () => {
    const [row] = await get<{ id: number; amount: string }[]>(
      '/api/admin/transfers?limit=1',
      admin,
    );
    const [on, off] = await onAndOff('admin-transfer-amount-cents-as-dollars', () =>
      get<{ amount: string }>(`/api/admin/transfers/${row!.id}`, admin),
    );
    expect(off.amount).toBe(row!.amount);
    expect(Number(on.amount)).toBeCloseTo(Number(off.amount) * 100, 2);
  });

  it('admin-transactions-last-day-dropped', async () => {
    const [newest] = await get<{ date: string }[]>('/api/admin/transactions?limit=1', admin);
    const day = newest!.date.slice(0, 10);
    const [on, off] = await onAndOff('admin-transactions-last-day-dropped', () =>
      get<{ date: string }[]>(`/api/admin/transactions?from=${day}&to=${day}`, admin),
    );
    expect(off.length).toBeGreaterThan(0);
    expect(on).toEqual([]);
  });
});

describe('the double-click defect', () => {
  it("'transfer-double-click-sends-two' is told to the customer's screens, and two sends stay balanced", async () => {
    const [on, off] = await onAndOff('transfer-double-click-sends-two', () =>
      get<{ on: string[] }>('/api/defects/active'),
    );
    expect(on.on).toContain('transfer-double-click-sends-two');
    expect(off.on).toEqual([]);
    // What the screen sends on a double click with the defect on: one body, two fresh keys.
    setActiveDefects(bank.db, ['transfer-double-click-sends-two'], new Date());
    const body = {
      fromAccountId: accountIds[0],
      toAccountId: accountIds[1],
      amount: '1.25',
      transferType: 'INTERNAL',
    };
    const sends = await Promise.all(
      ['double-1', 'double-2'].map(async (k) =>
        (await raw('POST', '/api/transfers', demo, body, { 'Idempotency-Key': k })).json(),
      ),
    );
    setActiveDefects(bank.db, [], new Date());
    const [a, b] = sends as { id: number }[];
    expect(a!.id).not.toBe(b!.id);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });
});

describe('every defect', () => {
  it('has a test above', async () => {
    const { readFileSync } = await import('node:fs');
    // Screen-only defects are tested on their component.
    const names = [
      new URL(import.meta.url),
      new URL('../../src/features/layout/components/NotificationBell.test.tsx', import.meta.url),
      new URL('../../src/features/transfers/components/TransferForm.test.tsx', import.meta.url),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const x of DEFECTS) expect(names).toContain(`'${x.key}'`);
  });

  it('all on, the ledger still verifies after exercising them', async () => {
    setActiveDefects(
      bank.db,
      DEFECTS.map((x) => x.key),
      new Date(),
    );
    const key = { 'Idempotency-Key': 'all-on' };
    const body = {
      fromAccountId: accountIds[0],
      toAccountId: accountIds[1],
      amount: '-3.005',
      transferType: 'INTERNAL',
      description: 'y'.repeat(700),
    };
    await raw('POST', '/api/transfers', demo, body, key);
    await raw('POST', '/api/transfers', demo, body, key);
    for (const path of [
      '/api/accounts',
      `/api/accounts/${demoId}`,
      '/api/credit-cards',
      `${statement()}?limit=5&offset=5&sort=amount&q=a`,
      `/api/notifications/${demoId}?offset=1`,
      '/api/notification-count',
      `/api/transfers/${demoId}?type=WIRE`,
      '/api/transfer-limits',
      `/api/beneficiaries/${demoId}`,
      `/api/bills/${demoId}`,
      `/api/loans/${demoId}`,
    ]) {
      expect((await raw('GET', path, jane)).status).toBeLessThan(500);
    }
    for (const path of [
      '/api/admin/users?search=a&offset=1',
      '/api/admin/transactions?from=2020-01-01&to=2030-01-01',
      '/api/admin/transfers?limit=1',
    ]) {
      expect((await raw('GET', path, admin)).status).toBeLessThan(500);
    }
    setActiveDefects(bank.db, [], new Date());
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });
});
