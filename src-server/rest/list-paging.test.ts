/**
 * The paging convention, proved on every REST list: a client that asks for nothing gets the
 * first 50 rows as a JSON array; `limit` goes up to 100 and no further; following `Link:
 * <…>; rel="next"` visits every row exactly once even while new rows arrive during the walk;
 * the last page has no `Link`; `X-Total-Count` (where the list counts) is the number of rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, applications, loans, users } from '../db/schema';
import { recordAudit } from '../services/audit/record';
import { notify } from '../services/notifications/notify';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let demo: string;
let admin: string;
let demoId: number;
let checkingId: number;
let savingsId: number;
let serial = 0;

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  admin = await bank.login('admin');
  demoId = bank.userId('demo');
  const mine = (await (await bank.call('GET', '/api/accounts', { cookie: demo })).json()) as {
    id: number;
    accountType: string;
  }[];
  checkingId = mine.find((a) => a.accountType === 'CHECKING')!.id;
  savingsId = mine.find((a) => a.accountType === 'SAVINGS')!.id;
});

const caller = () => bank.caller('demo');
const times = async (n: number, make: (i: number) => unknown) => {
  for (let i = 0; i < n; i++) await make(serial++);
};

/** Adds `n` rows to a list, through the bank's own services where it has them. */
type Grow = (n: number) => Promise<void>;

const transfer: Grow = (n) =>
  times(n, (i) =>
    caller().transfers.create({
      fromAccountId: checkingId,
      toAccountId: savingsId,
      amount: '0.01',
      transferType: 'INTERNAL',
      description: `paging ${i}`,
    }),
  );
const notification: Grow = (n) =>
  times(n, (i) =>
    notify(bank.db, demoId, {
      title: `Note ${i}`,
      message: 'paging',
      type: 'ACCOUNT',
      at: new Date(),
    }),
  );
const beneficiary: Grow = (n) =>
  times(n, (i) =>
    caller().beneficiaries.create({
      name: `Payee ${i}`,
      accountNumber: `GB29NWBK6016133192${String(i).padStart(4, '0')}`,
      bankName: 'Northwind Bank',
    }),
  );
const bill: Grow = (n) =>
  times(n, (i) =>
    caller().bills.create({
      billerName: `Biller ${i}`,
      accountNumber: `ACC${i}`,
      amount: '10.00',
      // Due dates repeat, so ties are broken by id.
      dueDate: `2027-0${(i % 9) + 1}-1${i % 10}`,
    }),
  );
const loan: Grow = (n) =>
  times(n, () =>
    bank.db
      .insert(loans)
      .values({
        userId: demoId,
        loanType: 'PERSONAL',
        principal: 100_000,
        currentBalance: 100_000,
        interestRate: 599,
        termMonths: 12,
        monthlyPayment: 8_600,
      })
      .run(),
  );
const loanApplication: Grow = (n) =>
  times(n, () =>
    caller().loans.createApplication({ loanType: 'PERSONAL', amount: '1000.00', termMonths: 12 }),
  );
const ticket: Grow = (n) =>
  times(n, (i) =>
    caller().support.createTicket({
      subject: `Ticket ${i}`,
      message: 'paging',
      email: 'demo@example.com',
    }),
  );
const feedback: Grow = (n) =>
  times(n, (i) => caller().support.createFeedback({ message: `Feedback ${i}` }));
const order: Grow = (n) =>
  times(n, () =>
    caller().crypto.placeOrder({
      side: 'BUY',
      cryptoId: 'bitcoin',
      amount: '1.00',
      accountId: checkingId,
    }),
  );
const audit: Grow = (n) =>
  times(n, (i) =>
    recordAudit(bank.db, {
      actorId: demoId,
      action: 'PROFILE_UPDATED',
      targetType: 'user',
      targetId: i,
      at: new Date(),
    }),
  );
const user: Grow = (n) =>
  times(n, (i) => {
    const id = bank.db
      .insert(users)
      .values({
        username: `pager${i}`,
        password: 'x',
        firstName: 'Page',
        lastName: `User ${i}`,
        email: `pager${i}@example.com`,
      })
      .returning({ id: users.id })
      .get().id;
    bank.db
      .insert(accounts)
      .values({
        userId: id,
        accountType: 'CHECKING',
        accountNumber: `PG${String(i).padStart(10, '0')}`,
      })
      .run();
  });
const enrollment: Grow = (n) =>
  times(n, (i) =>
    bank.db
      .insert(applications)
      .values({
        name: `Applicant ${i}`,
        email: `applicant${i}@example.com`,
        phone: '555-0100',
        dob: '1990-01-01',
        passwordHash: 'x',
        pinHash: 'x',
      })
      .run(),
  );

interface ListCase {
  path: () => string;
  who: 'demo' | 'admin';
  grow: Grow;
  /** Whether the list sends X-Total-Count. */
  counted: boolean;
}

const lists: Record<string, ListCase> = {
  transfers: {
    path: () => `/api/transfers/${demoId}`,
    who: 'demo',
    grow: transfer,
    counted: false,
  },
  'transfers of a type': {
    path: () => `/api/transfers/${demoId}?type=INTERNAL`,
    who: 'demo',
    grow: transfer,
    counted: false,
  },
  notifications: {
    path: () => `/api/notifications/${demoId}`,
    who: 'demo',
    grow: notification,
    counted: false,
  },
  statement: {
    path: () => `/api/transactions/${checkingId}?limit=50`,
    who: 'demo',
    grow: transfer,
    counted: true,
  },
  'statement by amount, largest first': {
    path: () => `/api/transactions/${checkingId}?limit=50&sort=amount&order=desc`,
    who: 'demo',
    grow: transfer,
    counted: true,
  },
  beneficiaries: {
    path: () => `/api/beneficiaries/${demoId}`,
    who: 'demo',
    grow: beneficiary,
    counted: true,
  },
  bills: { path: () => `/api/bills/${demoId}`, who: 'demo', grow: bill, counted: true },
  loans: { path: () => `/api/loans/${demoId}`, who: 'demo', grow: loan, counted: true },
  'loan applications': {
    path: () => '/api/loan-applications',
    who: 'demo',
    grow: loanApplication,
    counted: true,
  },
  'support tickets': {
    path: () => '/api/support/tickets',
    who: 'demo',
    grow: ticket,
    counted: true,
  },
  'crypto orders': { path: () => '/api/crypto/orders', who: 'demo', grow: order, counted: true },
  'admin users': { path: () => '/api/admin/users', who: 'admin', grow: user, counted: true },
  'admin accounts': { path: () => '/api/admin/accounts', who: 'admin', grow: user, counted: true },
  'admin transfers': {
    path: () => '/api/admin/transfers',
    who: 'admin',
    grow: transfer,
    counted: true,
  },
  'admin bills': { path: () => '/api/admin/bills', who: 'admin', grow: bill, counted: true },
  'admin statement rows': {
    path: () => '/api/admin/transactions',
    who: 'admin',
    grow: transfer,
    counted: true,
  },
  'admin audit log': { path: () => '/api/admin/audit', who: 'admin', grow: audit, counted: true },
  'admin enrollments': {
    path: () => '/api/admin/applications',
    who: 'admin',
    grow: enrollment,
    counted: true,
  },
  'admin loan applications': {
    path: () => '/api/admin/loan-applications',
    who: 'admin',
    grow: loanApplication,
    counted: true,
  },
  'admin support tickets': {
    path: () => '/api/admin/support/tickets',
    who: 'admin',
    grow: ticket,
    counted: true,
  },
  'admin feedback': {
    path: () => '/api/admin/support/feedback',
    who: 'admin',
    grow: feedback,
    counted: true,
  },
};

const get = async (url: string, who: 'demo' | 'admin') => {
  const res = await bank.call('GET', url, { cookie: who === 'demo' ? demo : admin });
  const body = (await res.json()) as { id: number }[];
  const next = res.headers.get('Link')?.match(/^<([^>]+)>; rel="next"$/)?.[1] ?? null;
  return { status: res.status, body, next, total: res.headers.get('X-Total-Count') };
};

/** Follows Link from `url`; `during` runs after each page (rows arriving mid-walk). */
async function walk(url: string, who: 'demo' | 'admin', during?: () => Promise<void>) {
  const seen: number[] = [];
  let next: string | null = url;
  let pages = 0;
  while (next) {
    const page = await get(next, who);
    expect(page.status, next).toBe(200);
    expect(page.body.length).toBeLessThanOrEqual(40);
    seen.push(...page.body.map((r) => r.id));
    next = page.next;
    pages++;
    // A runaway guard: the demo bank's statement rows take about 150 pages of 40.
    expect(pages).toBeLessThan(500);
    if (during) await during();
  }
  return seen;
}

const withParams = (path: string, params: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${params}`;

describe.each(Object.entries(lists))('%s', (_name, list) => {
  // The statement's walk reads about 150 pages while rows arrive: on a busy two-core
  // machine that takes longer than the suite's usual 20 s.
  it('pages by 50 by default, up to 100, with Link and X-Total-Count, and walks every row once while rows arrive', async () => {
    await list.grow(120);
    // Without parameters (the statement's case aside, which keeps its own default): 50 rows.
    const path = list
      .path()
      .replace(/\?limit=50&?/, '?')
      .replace(/\?$/, '');
    const first = await get(list.path(), list.who);
    expect(first.status).toBe(200);
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body).toHaveLength(50);
    expect(first.next).toMatch(/cursor=/);
    if (!path.includes('/transactions/')) {
      const bare = await get(path, list.who);
      expect(bare.body.map((r) => r.id)).toEqual(first.body.map((r) => r.id));
    }

    const full = await get(withParams(path, 'limit=100'), list.who);
    expect(full.body).toHaveLength(100);
    expect((await get(withParams(path, 'limit=101'), list.who)).status).toBe(400);
    expect((await get(withParams(path, 'cursor=not-one!'), list.who)).status).toBe(400);

    const before = await walk(withParams(path, 'limit=40'), list.who);
    expect(new Set(before).size).toBe(before.length);
    if (list.counted) expect(first.total).toBe(String(before.length));
    else expect(first.total).toBeNull();

    const during = await walk(withParams(path, 'limit=40'), list.who, () => list.grow(3));
    expect(new Set(during).size).toBe(during.length);
    expect(during).toEqual(expect.arrayContaining(before));
  }, 60_000);
});
