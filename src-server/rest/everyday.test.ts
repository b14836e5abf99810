/** Bills, loans and investments over REST (items 1-3). */
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let demo: string;
let demoId: number;

type Bill = {
  id: number;
  billerName: string;
  status: string;
  isRecurring: string;
  dueDate: string;
  amount: string;
};
type Account = { id: number; accountType: string; balance: string; availableBalance: string };
type Row = { description: string; amount: string; type: string };

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const cents = (s: string) => Number(s.replace('.', ''));

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  demoId = bank.userId('demo');
});

const bills = () => json<Bill[]>(bank.call('GET', `/api/bills/${demoId}`, { cookie: demo }));
const accounts = () => json<Account[]>(bank.call('GET', '/api/accounts', { cookie: demo }));

describe('bills', () => {
  it('are seeded: one overdue, one recurring, one paid', async () => {
    const list = await bills();
    const today = dayjs().format('YYYY-MM-DD');
    expect(list.some((b) => b.status === 'PENDING' && b.dueDate < today)).toBe(true);
    expect(list.some((b) => b.isRecurring === 'true')).toBe(true);
    expect(list.some((b) => b.status === 'PAID')).toBe(true);
  });

  it('need a due date', async () => {
    const res = await bank.call('POST', '/api/bills', {
      cookie: demo,
      body: { billerName: 'Gym', accountNumber: 'G-1', amount: '30.00' },
    });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe(
      'dueDate: Please select a due date',
    );
  });

  it('paying moves money from checking to clearing with a statement row naming the biller', async () => {
    const created = await json<Bill>(
      bank.call('POST', '/api/bills', {
        cookie: demo,
        body: {
          billerName: 'FitLife Gym',
          accountNumber: 'FL-22',
          category: 'UTILITIES',
          amount: '30.00',
          dueDate: '2026-12-01',
          isRecurring: 'true',
          status: 'PAID',
        },
      }),
    );
    expect(created).toMatchObject({ status: 'PENDING', isRecurring: 'true', amount: '30.00' });
    const before = (await accounts()).find((a) => a.accountType === 'CHECKING')!;
    const paid = await json<Bill>(
      bank.call('PATCH', `/api/bills/${created.id}/status`, {
        cookie: demo,
        body: { status: 'PAID' },
      }),
    );
    expect(paid.status).toBe('PAID');
    const after = (await accounts()).find((a) => a.accountType === 'CHECKING')!;
    expect(cents(after.balance)).toBe(cents(before.balance) - 3_000);
    const rows = await json<Row[]>(
      bank.call('GET', `/api/transactions/${after.id}`, { cookie: demo }),
    );
    expect(rows.at(-1)).toMatchObject({
      description: 'Bill payment - FitLife Gym',
      amount: '30.00',
      type: 'DEBIT',
    });
    // Recurring: next month's bill appears.
    expect(
      (await bills()).some(
        (b) =>
          b.billerName === 'FitLife Gym' && b.dueDate === '2027-01-01' && b.status === 'PENDING',
      ),
    ).toBe(true);
    // Paying twice is a conflict.
    expect(
      (
        await bank.call('PATCH', `/api/bills/${created.id}/status`, {
          cookie: demo,
          body: { status: 'PAID' },
        })
      ).status,
    ).toBe(409);
  });

  it('refuses insufficient funds with 422 and the bill stays PENDING', async () => {
    const created = await json<Bill>(
      bank.call('POST', '/api/bills', {
        cookie: demo,
        body: {
          billerName: 'Yacht Club',
          accountNumber: 'Y-1',
          amount: '9999999.00',
          dueDate: '2026-12-24',
        },
      }),
    );
    const res = await bank.call('PATCH', `/api/bills/${created.id}/status`, {
      cookie: demo,
      body: { status: 'PAID' },
    });
    expect(res.status).toBe(422);
    expect((await bills()).find((b) => b.id === created.id)?.status).toBe('PENDING');
  });

  it('of another customer are 404', async () => {
    const jane = await bank.login('jane');
    const [bill] = await bills();
    expect((await bank.call('GET', `/api/bills/${demoId}`, { cookie: jane })).status).toBe(404);
    expect(
      (
        await bank.call('PATCH', `/api/bills/${bill!.id}/status`, {
          cookie: jane,
          body: { status: 'PAID' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('loans', () => {
  type Loan = {
    id: number;
    loanType: string;
    currentBalance: string;
    status: string;
    interestRate: string;
    monthlyPayment: string;
  };
  const loans = () => json<Loan[]>(bank.call('GET', `/api/loans/${demoId}`, { cookie: demo }));

  it('are seeded with the three types', async () => {
    expect((await loans()).map((l) => l.loanType).sort()).toEqual(['AUTO', 'MORTGAGE', 'PERSONAL']);
    expect((await loans()).find((l) => l.loanType === 'PERSONAL')?.interestRate).toBe('11.99');
  });

  it('a payment moves money through the ledger and lowers the balance', async () => {
    const personal = (await loans()).find((l) => l.loanType === 'PERSONAL')!;
    const savings = (await accounts()).find((a) => a.accountType === 'SAVINGS')!;
    const after = await json<Loan>(
      bank.call('POST', `/api/loans/${personal.id}/payments`, {
        cookie: demo,
        body: { fromAccountId: savings.id, amount: '395.00' },
      }),
    );
    expect(cents(after.currentBalance)).toBe(cents(personal.currentBalance) - 39_500);
    const savingsAfter = (await accounts()).find((a) => a.accountType === 'SAVINGS')!;
    expect(cents(savingsAfter.balance)).toBe(cents(savings.balance) - 39_500);
  });

  it('paying the whole balance makes the loan PAID_OFF; more than the balance is 422', async () => {
    const auto = (await loans()).find((l) => l.loanType === 'AUTO')!;
    const savings = (await accounts()).find((a) => a.accountType === 'SAVINGS')!;
    const over = ((cents(auto.currentBalance) + 1) / 100).toFixed(2);
    expect(
      (
        await bank.call('POST', `/api/loans/${auto.id}/payments`, {
          cookie: demo,
          body: { fromAccountId: savings.id, amount: over },
        })
      ).status,
    ).toBe(422);
    const paid = await json<Loan>(
      bank.call('POST', `/api/loans/${auto.id}/payments`, {
        cookie: demo,
        body: { fromAccountId: savings.id, amount: auto.currentBalance },
      }),
    );
    expect(paid).toMatchObject({ currentBalance: '0.00', status: 'PAID_OFF' });
    expect(
      (
        await bank.call('POST', `/api/loans/${auto.id}/payments`, {
          cookie: demo,
          body: { fromAccountId: savings.id, amount: '1.00' },
        })
      ).status,
    ).toBe(409);
  });

  it('applications are stored', async () => {
    const res = await bank.call('POST', '/api/loan-applications', {
      cookie: demo,
      body: { loanType: 'BUSINESS', amount: '20000.00', termMonths: 36, purpose: 'A food truck' },
    });
    expect(await res.json()).toMatchObject({
      status: 'PENDING',
      amount: '20000.00',
      loanType: 'BUSINESS',
    });
    expect(
      await json<unknown[]>(bank.call('GET', '/api/loan-applications', { cookie: demo })),
    ).toHaveLength(1);
  });

  it('of another customer are 404', async () => {
    const jane = await bank.login('jane');
    const [loan] = await loans();
    const janeAccounts = await json<Account[]>(bank.call('GET', '/api/accounts', { cookie: jane }));
    expect((await bank.call('GET', `/api/loans/${demoId}`, { cookie: jane })).status).toBe(404);
    expect(
      (
        await bank.call('POST', `/api/loans/${loan!.id}/payments`, {
          cookie: jane,
          body: { fromAccountId: janeAccounts[0]!.id, amount: '1.00' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('investments', () => {
  it('lists positions with 6-decimal shares and consistent values', async () => {
    const list = await json<
      { symbol: string; shares: string; totalValue: string; gainLoss: string }[]
    >(bank.call('GET', `/api/investments/${demoId}`, { cookie: demo }));
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]!.shares).toMatch(/^\d+\.\d{6}$/);
    expect(list.find((p) => p.symbol === 'VTI')).toMatchObject({
      shares: '25.500000',
      totalValue: '6837.06',
    });
  });

  it('keep the books balanced', () => {
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });
});

describe('idempotent everyday payments', () => {
  it('a retried loan payment and crypto order with the same key move money once', async () => {
    const cookie = await bank.login('demo');
    const loan = (
      await json<{ id: number; loanType: string; currentBalance: string }[]>(
        bank.call('GET', `/api/loans/${demoId}`, { cookie }),
      )
    ).find((l) => l.loanType === 'MORTGAGE')!;
    const [checking] = await json<{ id: number; balance: string }[]>(
      bank.call('GET', '/api/accounts', { cookie }),
    );
    const headers = { 'Idempotency-Key': `loan-${Date.now()}` };
    const body = { fromAccountId: checking!.id, amount: '10.00' };
    const first = await json<{ currentBalance: string }>(
      bank.call('POST', `/api/loans/${loan.id}/payments`, { cookie, body, headers }),
    );
    const second = await json<{ currentBalance: string }>(
      bank.call('POST', `/api/loans/${loan.id}/payments`, { cookie, body, headers }),
    );
    expect(second).toEqual(first);
    expect(cents(first.currentBalance)).toBe(cents(loan.currentBalance) - 1_000);
    const order = { side: 'BUY', cryptoId: 'solana', amount: '148.20', accountId: checking!.id };
    const key = { 'Idempotency-Key': `crypto-${Date.now()}` };
    const a = await json<{ id: number }>(
      bank.call('POST', '/api/crypto/orders', { cookie, body: order, headers: key }),
    );
    const b = await json<{ id: number }>(
      bank.call('POST', '/api/crypto/orders', { cookie, body: order, headers: key }),
    );
    expect(b.id).toBe(a.id);
    const [after] = await json<{ balance: string }[]>(
      bank.call('GET', '/api/accounts', { cookie }),
    );
    expect(cents(after!.balance)).toBe(cents(checking!.balance) - 1_000 - 14_820);
  });

  it("a crypto order's notification writes its amount as every other one does, in Italian too", async () => {
    const cookie = await bank.login('demo');
    const [checking] = await json<{ id: number }[]>(bank.call('GET', '/api/accounts', { cookie }));
    const placed = await bank.call('POST', '/api/crypto/orders', {
      cookie,
      body: { side: 'BUY', cryptoId: 'solana', amount: '74.10', accountId: checking!.id },
    });
    expect(placed.status).toBe(201);
    const newest = async (language: string) =>
      (
        await json<{ message: string }[]>(
          bank.call('GET', `/api/notifications/${demoId}?limit=1`, {
            cookie,
            headers: { 'Accept-Language': language },
          }),
        )
      )[0]!.message;
    expect(await newest('en')).toMatch(/^Bought [\d.]+ SOL for \$74\.10 at the sample price\.$/);
    expect(await newest('it')).toMatch(
      /^Acquistati [\d.]+ SOL per \$74\.10 al prezzo di esempio\.$/,
    );
  });
});
