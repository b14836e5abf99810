/**
 * What falls due by the bank's clock, through REST on a real in-memory bank: transfers sent on
 * a later day and standing orders, run by close of business when the clock advances, once
 * per due date, including when a day's close is interrupted and run again.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PIN } from '../bank/seed/demo';
import { COB_STEPS, runCloseOfBusiness } from '../cob/close-of-business';
import { cobRuns, notifications, transfers } from '../db/schema';
import { verifyLedger } from '../ledger/verify';
import { nextDueDate } from '../services/standing-orders/manage';
import { createTestBank, type TestBank } from '../test/bank';
import { interestSince, statementMark } from '../test/interest';

let bank: TestBank;
let admin: string;
let demo: string;
let jane: string;
let demoId: number;

type Account = { id: number; accountType: string; balance: string; availableBalance: string };
type Transfer = {
  id: number;
  status: string;
  scheduledDate: string | null;
  failureReason: string | null;
  amount: string;
};
type Order = {
  id: number;
  status: string;
  runsDone: number;
  nextRunDate: string | null;
  lastRunDate: string | null;
};

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const plusDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = async () =>
  (await json<{ date: string }>(bank.call('GET', '/api/admin/clock', { cookie: admin }))).date;

/** Advances the bank's clock by `days` and checks every ledger invariant afterwards. */
async function advance(days: number) {
  const res = await bank.call('POST', '/api/admin/clock/advance', {
    cookie: admin,
    body: { days },
  });
  expect(res.status).toBe(200);
  const report = verifyLedger(bank.db);
  expect(report.violations).toEqual([]);
  expect(report.ok).toBe(true);
}
const accountsOf = (cookie: string) =>
  json<Account[]>(bank.call('GET', '/api/accounts', { cookie }));
async function demoAccounts() {
  const list = await accountsOf(demo);
  return {
    checking: list.find((a) => a.accountType === 'CHECKING')!,
    savings: list.find((a) => a.accountType === 'SAVINGS')!,
  };
}
const transferById = async (id: number) =>
  (
    await json<Transfer[]>(bank.call('GET', `/api/transfers/${demoId}?limit=100`, { cookie: demo }))
  ).find((t) => t.id === id)!;
const orderById = async (cookie: string, id: number) =>
  (await json<Order[]>(bank.call('GET', '/api/standing-orders?limit=100', { cookie }))).find(
    (o) => o.id === id,
  );
/** The transfers standing order `id` made (its default description names it). */
const madeBy = (id: number) =>
  bank.db
    .select()
    .from(transfers)
    .where(like(transfers.description, `Standing order SO-${id}`))
    .all();

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  demo = await bank.login('demo');
  jane = await bank.login('jane');
  demoId = bank.userId('demo');
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function createOrder(body: Record<string, unknown>, cookie = demo) {
  const { checking, savings } = await demoAccounts();
  return bank.call('POST', '/api/standing-orders', {
    cookie,
    body: {
      fromAccountId: checking.id,
      toAccountId: savings.id,
      transferType: 'INTERNAL',
      amount: '10.00',
      frequency: 'WEEKLY',
      ...body,
    },
  });
}

describe('scheduled transfers', () => {
  it('refuses a send-on date in the past with a clear message', async () => {
    const { checking, savings } = await demoAccounts();
    const res = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        fromAccountId: checking.id,
        toAccountId: savings.id,
        transferType: 'INTERNAL',
        amount: '5.00',
        scheduledDate: plusDays(await today(), -1),
      },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/in the past/);
  });

  it('waits, moves no money until its day, then runs at that day’s close', async () => {
    const { checking, savings } = await demoAccounts();
    const sendOn = plusDays(await today(), 1);
    const res = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        fromAccountId: checking.id,
        toAccountId: savings.id,
        transferType: 'INTERNAL',
        amount: '12.34',
        scheduledDate: sendOn,
      },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Transfer;
    expect(created.status).toBe('SCHEDULED');
    expect(created.scheduledDate).toBe(sendOn);
    expect((await demoAccounts()).checking.availableBalance).toBe(checking.availableBalance);

    const mark = statementMark(bank.db);
    await advance(1); // closes today: not due yet
    expect((await transferById(created.id)).status).toBe('SCHEDULED');
    expect((await demoAccounts()).checking.balance).toBe(checking.balance);

    await advance(1); // closes the send-on day
    expect((await transferById(created.id)).status).toBe('COMPLETED');
    const after = await demoAccounts();
    // Closing a month's last day also credits savings interest.
    expect(
      Math.round(Number(after.savings.balance) * 100) - interestSince(bank.db, savings.id, mark),
    ).toBe(Math.round(Number(savings.balance) * 100) + 1234);
  });

  it('fails with the reason stored and a notification when funds are short that day', async () => {
    const { checking, savings } = await demoAccounts();
    const tooMuch = (Number(checking.availableBalance) + 1000).toFixed(2);
    const created = await json<Transfer>(
      bank.call('POST', '/api/transfers', {
        cookie: demo,
        body: {
          fromAccountId: checking.id,
          toAccountId: savings.id,
          transferType: 'INTERNAL',
          amount: tooMuch,
          scheduledDate: plusDays(await today(), 1),
        },
      }),
    );
    expect(created.status).toBe('SCHEDULED');
    await advance(2);
    const failed = await transferById(created.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.failureReason).toMatch(/insufficient|available/i);
    expect((await demoAccounts()).checking.balance).toBe(checking.balance);
    const note = bank.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, demoId), eq(notifications.title, 'Scheduled transfer failed')),
      )
      .all();
    expect(note.some((n) => n.message.includes(`TRF-${created.id}`))).toBe(true);
  });

  it('runs a LOCAL transfer on its day with the PIN step-up taken when it was scheduled', async () => {
    const { checking } = await demoAccounts();
    expect(
      (
        await bank.call('POST', `/api/users/${demoId}/verify-pin`, {
          cookie: demo,
          body: { pin: DEMO_PIN },
        })
      ).status,
    ).toBe(200);
    const beneficiary = await json<{ id: number }>(
      bank.call('POST', '/api/beneficiaries', {
        cookie: demo,
        body: {
          name: 'Sam Supplier',
          accountNumber: 'GB29NWBK60161331926819',
          bankName: 'Northwind Bank',
        },
      }),
    );
    const created = await json<Transfer>(
      bank.call('POST', '/api/transfers', {
        cookie: demo,
        body: {
          fromAccountId: checking.id,
          beneficiaryId: beneficiary.id,
          transferType: 'LOCAL',
          amount: '7.00',
          scheduledDate: plusDays(await today(), 3),
        },
      }),
    );
    expect(created.status).toBe('SCHEDULED');
    await advance(4);
    expect(['PENDING', 'COMPLETED']).toContain((await transferById(created.id)).status);
  });
});

describe('standing orders', () => {
  it('falls on the month’s last day for a MONTHLY order started on the 31st', () => {
    expect(nextDueDate('MONTHLY', '2027-01-31', '2027-01-31')).toBe('2027-02-28');
    expect(nextDueDate('MONTHLY', '2027-01-31', '2027-02-28')).toBe('2027-03-31');
    expect(nextDueDate('MONTHLY', '2027-01-31', '2027-03-31')).toBe('2027-04-30');
    expect(nextDueDate('WEEKLY', '2027-01-31', '2027-01-31')).toBe('2027-02-07');
  });

  it('refuses a start date in the past', async () => {
    const res = await createOrder({ startDate: plusDays(await today(), -1) });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/in the past/);
  });

  it('runs exactly once per period over a three-month advance', async () => {
    const start = plusDays(await today(), 1);
    const res = await createOrder({ frequency: 'MONTHLY', startDate: start, amount: '3.00' });
    expect(res.status).toBe(201);
    const order = (await res.json()) as Order;
    expect(order.nextRunDate).toBe(start);
    await advance(93);
    const closed = plusDays(await today(), -1);
    const dues: string[] = [];
    for (let d = start; d <= closed; d = nextDueDate('MONTHLY', start, d)) dues.push(d);
    expect(dues.length).toBeGreaterThanOrEqual(3);
    const made = madeBy(order.id);
    expect(made).toHaveLength(dues.length);
    expect(made.every((t) => t.status === 'COMPLETED')).toBe(true);
    const now = await orderById(demo, order.id);
    expect(now!.runsDone).toBe(dues.length);
    expect(now!.lastRunDate).toBe(dues.at(-1));
    expect(now!.nextRunDate).toBe(nextDueDate('MONTHLY', start, dues.at(-1)!));
  });

  it('skips due dates while paused and resumes from today on', async () => {
    const start = plusDays(await today(), 1);
    const order = await json<Order>(createOrder({ startDate: start }));
    const paused = await bank.call('PATCH', `/api/standing-orders/${order.id}`, {
      cookie: demo,
      body: { status: 'PAUSED' },
    });
    expect(paused.status).toBe(200);
    expect(((await paused.json()) as Order).status).toBe('PAUSED');
    await advance(15);
    expect(madeBy(order.id)).toHaveLength(0);
    const resumed = await json<Order>(
      bank.call('PATCH', `/api/standing-orders/${order.id}`, {
        cookie: demo,
        body: { status: 'ACTIVE' },
      }),
    );
    expect(resumed.status).toBe('ACTIVE');
    expect(resumed.nextRunDate! >= (await today())).toBe(true);
    await advance(7);
    expect(madeBy(order.id)).toHaveLength(1);
  });

  it('stops for good once deleted', async () => {
    const order = await json<Order>(createOrder({ startDate: plusDays(await today(), 1) }));
    const res = await bank.call('DELETE', `/api/standing-orders/${order.id}`, { cookie: demo });
    expect(res.status).toBe(200);
    await advance(10);
    expect(madeBy(order.id)).toHaveLength(0);
    expect(await orderById(demo, order.id)).toBeUndefined();
  });

  it('ends after its count of runs, and after its end date', async () => {
    const start = plusDays(await today(), 1);
    const counted = await json<Order>(createOrder({ startDate: start, count: 2 }));
    const dated = await json<Order>(
      createOrder({ startDate: start, endDate: plusDays(start, 10) }),
    );
    await advance(30);
    expect(madeBy(counted.id)).toHaveLength(2);
    expect(madeBy(dated.id)).toHaveLength(2); // start and start + 7
    for (const id of [counted.id, dated.id]) {
      const o = await orderById(demo, id);
      expect(o!.status).toBe('ENDED');
      expect(o!.nextRunDate).toBeNull();
    }
  });

  it('notifies a failed run (funds) and goes on next period', async () => {
    const { checking } = await demoAccounts();
    const tooMuch = (Number(checking.availableBalance) + 1000).toFixed(2);
    const order = await json<Order>(
      createOrder({ startDate: plusDays(await today(), 1), amount: tooMuch }),
    );
    await advance(9);
    const o = await orderById(demo, order.id);
    expect(o!.status).toBe('ACTIVE');
    expect(o!.runsDone).toBe(2);
    expect(madeBy(order.id)).toHaveLength(0);
    const notes = bank.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, demoId),
          eq(notifications.title, 'Standing order payment failed'),
        ),
      )
      .all()
      .filter((n) => n.message.includes(`SO-${order.id} `));
    expect(notes).toHaveLength(2);
    await bank.call('DELETE', `/api/standing-orders/${order.id}`, { cookie: demo });
  });

  it('is 404 to another customer, and not in their list', async () => {
    const order = await json<Order>(createOrder({ startDate: plusDays(await today(), 1) }));
    for (const [method, body] of [
      ['PATCH', { status: 'PAUSED' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await bank.call(method, `/api/standing-orders/${order.id}`, {
        cookie: jane,
        ...(body ? { body } : {}),
      });
      expect(res.status).toBe(404);
    }
    expect(await orderById(jane, order.id)).toBeUndefined();
    expect((await orderById(demo, order.id))!.status).toBe('ACTIVE');
    await bank.call('DELETE', `/api/standing-orders/${order.id}`, { cookie: demo });
  });

  it('pages the list', async () => {
    const start = plusDays(await today(), 1);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await json<Order>(createOrder({ startDate: start })));
    const first = await bank.call('GET', '/api/standing-orders?limit=2', { cookie: demo });
    expect(((await first.json()) as Order[]).map((o) => o.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(first.headers.get('Link')).toMatch(/cursor=/);
    for (const o of made)
      await bank.call('DELETE', `/api/standing-orders/${o.id}`, { cookie: demo });
  });
});

describe('crash safety', () => {
  it('pays a period and runs a scheduled transfer once, when a day’s close is cut short and run again', async () => {
    const { checking, savings } = await demoAccounts();
    // The months this file's closes have run drain checking through the seeded standing
    // orders, by how much depends on the day the bank was seeded: fund this test's $3.00.
    const funded = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        fromAccountId: savings.id,
        toAccountId: checking.id,
        transferType: 'INTERNAL',
        amount: '5.00',
      },
    });
    expect(funded.status).toBe(201);
    const start = plusDays(await today(), 1);
    const order = await json<Order>(createOrder({ startDate: start, amount: '1.00' }));
    const scheduled = await json<Transfer>(
      bank.call('POST', '/api/transfers', {
        cookie: demo,
        body: {
          fromAccountId: checking.id,
          toAccountId: savings.id,
          transferType: 'INTERNAL',
          amount: '2.00',
          scheduledDate: start,
        },
      }),
    );
    // The step after both fails once on the start day: the whole day rolls back.
    const accrual = COB_STEPS.find((s) => s.name === 'interestAccrual')!;
    const original = accrual.run;
    let failed = false;
    vi.spyOn(accrual, 'run').mockImplementation((db, date) => {
      if (date === start && !failed) {
        failed = true;
        throw new Error('Simulated crash');
      }
      original(db, date);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const crashed = await bank.call('POST', '/api/admin/clock/advance', {
      cookie: admin,
      body: { days: 2 },
    });
    expect(crashed.status).toBe(500);
    expect(failed).toBe(true);
    expect(madeBy(order.id)).toHaveLength(0);
    expect((await transferById(scheduled.id)).status).toBe('SCHEDULED');
    expect(verifyLedger(bank.db).ok).toBe(true);

    await advance(1); // resumes the start day, then closes the next
    expect(madeBy(order.id)).toHaveLength(1);
    expect((await transferById(scheduled.id)).status).toBe('COMPLETED');

    // The steps run again by hand for the same day, and the day's close re-run after its
    // records are gone, still pay nothing twice.
    for (const name of ['scheduledTransfers', 'standingOrders']) {
      COB_STEPS.find((s) => s.name === name)!.run(bank.db, start);
    }
    bank.db
      .delete(cobRuns)
      .where(and(eq(cobRuns.date, start), like(cobRuns.step, 's%')))
      .run();
    runCloseOfBusiness(bank.db, start);
    expect(madeBy(order.id)).toHaveLength(1);
    expect(
      bank.db.select().from(transfers).where(eq(transfers.id, scheduled.id)).all(),
    ).toHaveLength(1);
    expect((await orderById(demo, order.id))!.runsDone).toBe(1);
    expect(verifyLedger(bank.db).ok).toBe(true);
  });
});
