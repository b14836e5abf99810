/**
 * Settlement that runs by itself, and payments between members: the trainer's settlement
 * settings, the scheduler's sweep (due times stored with each transfer, business clock),
 * ACH returns forced by the failure rate or by magic account numbers, on-us book
 * transfers, and confirmation of payee.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessNow, setClockOffset } from '../clock/clock';
import { accounts, users } from '../db/schema';
import { verifyLedger } from '../ledger/verify';
import { runDueWork } from '../scheduler/scheduler';
import { settleDueTransfers } from '../services/transfers/settle-due';
import { DEFAULT_BRAND } from '../shared/brand-defaults';
import { formatCents } from '../shared/money';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let admin: string;
let demo: string;
let demoId: number;

type Account = { id: number; accountType: string; balance: string; availableBalance: string };
type Transfer = {
  id: number;
  status: string;
  toAccountId: number | null;
  returnCode: string | null;
  returnReason: string | null;
};

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const SECOND = 1000;

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  demo = await bank.login('demo');
  demoId = bank.userId('demo');
  await bank.call('POST', `/api/users/${demoId}/verify-pin`, {
    cookie: demo,
    body: { pin: '1234' },
  });
});

const checkingOf = async (cookie: string) =>
  (await json<Account[]>(bank.call('GET', '/api/accounts', { cookie }))).find(
    (a) => a.accountType === 'CHECKING',
  )!;
const beneficiary = async (accountNumber: string, routingNumber?: string) =>
  bank.call('POST', '/api/beneficiaries', {
    cookie: demo,
    body: { name: 'Payee', accountNumber, bankName: 'Some Bank', routingNumber },
  });
const send = async (
  accountNumber: string,
  amount: string,
  transferType: 'LOCAL' | 'WIRE' = 'LOCAL',
  routingNumber?: string,
) => {
  const b = await json<{ id: number }>(beneficiary(accountNumber, routingNumber));
  const from = await checkingOf(demo);
  return bank.call('POST', '/api/transfers', {
    cookie: demo,
    body: { transferType, fromAccountId: from.id, beneficiaryId: b.id, amount },
  });
};
const detail = (id: number) =>
  json<Transfer & { history: { toStatus: string; note: string | null }[] }>(
    bank.call('GET', `/api/admin/transfers/${id}`, { cookie: admin }),
  );
const training = (body: Record<string, unknown>) =>
  bank.call('PUT', '/api/admin/training', {
    cookie: admin,
    body: {
      latencyMs: 0,
      settleLocalAfterSeconds: 30,
      settleWireAfterSeconds: 120,
      externalFailureRate: 0,
      checkHoldSeconds: 60,
      ...body,
    },
  });
/** The bank's business time `seconds` from now (a test below moves the bank's clock). */
const later = (seconds: number) => new Date(businessNow(bank.db).getTime() + seconds * SECOND);

describe('trainer settlement settings', () => {
  it('default to settling LOCAL after 30 s and WIRE after 120 s, with no failures', async () => {
    expect(await json(bank.call('GET', '/api/admin/training', { cookie: admin }))).toEqual({
      latencyMs: 0,
      settleLocalAfterSeconds: 30,
      settleWireAfterSeconds: 120,
      externalFailureRate: 0,
      checkHoldSeconds: 60,
      faults: {
        errorRate: 0,
        errorStatus: 503,
        throttleRate: 0,
        latencyMs: 0,
        latencyJitterMs: 0,
        pathPrefix: '',
        allowHeader: false,
        webhooks: { duplicateRate: 0, outOfOrderRate: 0, delayMs: 0 },
      },
    });
  });

  it('refuse a failure rate outside 0 to 1 and change nothing', async () => {
    const res = await training({ externalFailureRate: 1.5 });
    expect(res.status).toBe(400);
    const saved = await json<{ externalFailureRate: number }>(
      bank.call('GET', '/api/admin/training', { cookie: admin }),
    );
    expect(saved.externalFailureRate).toBe(0);
  });
});

describe('the settlement scheduler', () => {
  it('completes a LOCAL transfer once 30 s have passed, not before', async () => {
    const t = await json<Transfer>(send('55501234', '12.00'));
    expect(t.status).toBe('PENDING');
    settleDueTransfers(bank.db, later(29));
    expect((await detail(t.id)).status).toBe('PENDING');
    expect(settleDueTransfers(bank.db, later(31)).completed).toBeGreaterThanOrEqual(1);
    const settled = await detail(t.id);
    expect(settled.status).toBe('COMPLETED');
    expect(settled.history.map((h) => h.toStatus)).toEqual(['PENDING', 'COMPLETED']);
  });

  it('waits 120 s for a WIRE transfer', async () => {
    const t = await json<Transfer>(send('55507777', '3.00', 'WIRE'));
    settleDueTransfers(bank.db, later(100));
    expect((await detail(t.id)).status).toBe('PENDING');
    settleDueTransfers(bank.db, later(121));
    expect((await detail(t.id)).status).toBe('COMPLETED');
  });

  it('settles what fell due while nobody swept, on the first sweep by the bank clock', async () => {
    const t = await json<Transfer>(send('55502222', '2.00'));
    // A stopped server that starts again a minute later: the bank's clock is past the due time.
    setClockOffset(bank.db, 60);
    runDueWork(bank.db);
    expect((await detail(t.id)).status).toBe('COMPLETED');
    expect(verifyLedger(bank.db).ok).toBe(true);
  });

  it('fails an external transfer at the trainer failure rate with a return code, releases the hold and tells the customer', async () => {
    await training({ externalFailureRate: 1 });
    const before = await checkingOf(demo);
    const t = await json<Transfer>(send('55503333', '25.00'));
    expect((await checkingOf(demo)).availableBalance).not.toBe(before.availableBalance);
    settleDueTransfers(bank.db, later(120), { random: () => 0 });
    const failed = await detail(t.id);
    expect(failed).toMatchObject({
      status: 'FAILED',
      returnCode: 'R01',
      returnReason: 'R01 Insufficient funds',
    });
    expect(failed.history.at(-1)?.note).toBe('Returned: R01 Insufficient funds');
    expect(await checkingOf(demo)).toMatchObject({
      balance: before.balance,
      availableBalance: before.availableBalance,
    });
    const notes = await json<{ items?: { message: string }[] } | { message: string }[]>(
      bank.call('GET', `/api/notifications/${demoId}`, { cookie: demo }),
    );
    const list = Array.isArray(notes) ? notes : (notes.items ?? []);
    expect(list.some((n) => n.message.includes('came back: R01 Insufficient funds'))).toBe(true);
    await training({ externalFailureRate: 0 });
  });

  it('fails a transfer to account number 10000000NN with return code RNN', async () => {
    const t = await json<Transfer>(send('1000000003', '4.00'));
    settleDueTransfers(bank.db, later(120));
    expect(await detail(t.id)).toMatchObject({
      status: 'FAILED',
      returnCode: 'R03',
      returnReason: 'R03 No account / unable to locate account',
    });
  });

  it('leaves a transfer to account number 2000000000 PENDING until an admin acts', async () => {
    const t = await json<Transfer>(send('2000000000', '5.00'));
    await training({ settleLocalAfterSeconds: null });
    await training({ settleLocalAfterSeconds: 1 });
    settleDueTransfers(bank.db, later(3600));
    expect((await detail(t.id)).status).toBe('PENDING');
    const done = await bank.call('PATCH', `/api/transfers/${t.id}/status`, {
      cookie: admin,
      body: { status: 'COMPLETED' },
    });
    expect((await json<Transfer>(done)).status).toBe('COMPLETED');
    await training({});
  });

  it('never settles by itself when the trainer turns it off, and picks up waiting transfers when on', async () => {
    await training({ settleLocalAfterSeconds: null });
    const t = await json<Transfer>(send('55504444', '6.00'));
    settleDueTransfers(bank.db, later(3600));
    expect((await detail(t.id)).status).toBe('PENDING');
    await training({ settleLocalAfterSeconds: 30 });
    settleDueTransfers(bank.db, later(60));
    expect((await detail(t.id)).status).toBe('COMPLETED');
    expect(verifyLedger(bank.db).ok).toBe(true);
  });
});

describe('paying another member (on-us)', () => {
  const own = DEFAULT_BRAND.routingNumber;
  let janeChecking: { id: number; accountNumber: string; balance: number };

  beforeAll(() => {
    const row = bank.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, bank.userId('jane')))
      .all()
      .find((a) => a.accountType === 'CHECKING')!;
    janeChecking = { id: row.id, accountNumber: row.accountNumber, balance: row.balance };
  });

  it('accepts the bank own routing number in a beneficiary although it is not ABA-valid', async () => {
    expect(own).toHaveLength(8);
    expect((await beneficiary(janeChecking.accountNumber, own)).status).toBe(201);
    const other = await beneficiary('55509999', '21084420');
    expect(other.status).toBe(400);
  });

  it('refuses an unknown account number at the bank own routing number with 422', async () => {
    const res = await beneficiary('99999999999', own);
    expect(res.status).toBe(422);
    expect((await json<{ code: string }>(res)).code).toBe('UNKNOWN_ACCOUNT');
  });

  it('books a LOCAL transfer to a member account at once: both statements show it and the member is notified', async () => {
    const before = await checkingOf(demo);
    const t = await json<Transfer>(send(janeChecking.accountNumber, '20.00', 'LOCAL', own));
    expect(t).toMatchObject({ status: 'COMPLETED', toAccountId: janeChecking.id });
    const after = await checkingOf(demo);
    expect(Number(before.balance) - Number(after.balance)).toBeCloseTo(20, 2);
    const jane = await bank.login('jane');
    const janeAccount = (
      await json<Account[]>(bank.call('GET', '/api/accounts', { cookie: jane }))
    ).find((a) => a.id === janeChecking.id)!;
    expect(janeAccount.balance).toBe(formatCents(janeChecking.balance + 2000));
    const rows = await json<{ items: { description: string; amount: string }[] }>(
      bank.call(
        'GET',
        `/api/transactions/${janeChecking.id}?limit=5&q=${encodeURIComponent('Local transfer from')}`,
        {
          cookie: jane,
        },
      ),
    );
    const items = Array.isArray(rows) ? rows : rows.items;
    const payer = bank.db.select().from(users).where(eq(users.id, demoId)).get()!;
    expect(items[0]).toMatchObject({
      description: `Local transfer from ${payer.firstName} ${payer.lastName[0]}.`,
      amount: '20.00',
    });
    const notes = await json<{ message: string; title: string }[] | { items: { title: string }[] }>(
      bank.call('GET', `/api/notifications/${bank.userId('jane')}`, { cookie: jane }),
    );
    const list = Array.isArray(notes) ? notes : notes.items;
    expect(list.some((n) => n.title === 'Money received')).toBe(true);
    expect(verifyLedger(bank.db).ok).toBe(true);
  });
});

describe('confirmation of payee', () => {
  it('names a member account holder by first name and initial, and nothing else', async () => {
    const jane = bank.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, bank.userId('jane')))
      .get()!;
    const own = DEFAULT_BRAND.routingNumber;
    const lookup = (routingNumber: string, accountNumber: string) =>
      bank.call(
        'GET',
        `/api/payees/lookup?routingNumber=${routingNumber}&accountNumber=${accountNumber}`,
        { cookie: demo },
      );
    const found = await json<{ match: boolean; name?: string }>(lookup(own, jane.accountNumber));
    expect(found.match).toBe(true);
    expect(found.name).toMatch(/^Jane [A-Z]\.$/);
    expect(await json(lookup(own, '12345678901'))).toEqual({ match: false });
    expect(await json(lookup('021000021', jane.accountNumber))).toEqual({ match: false });
    expect(
      (
        await bank.call(
          'GET',
          `/api/payees/lookup?routingNumber=${own}&accountNumber=${jane.accountNumber}`,
        )
      ).status,
    ).toBe(401);
  });

  it('answers 429 past 30 lookups a minute', async () => {
    const cookie = await bank.login('jane');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await bank.call(
        'GET',
        `/api/payees/lookup?routingNumber=021000021&accountNumber=1234567${i}`,
        { cookie },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
