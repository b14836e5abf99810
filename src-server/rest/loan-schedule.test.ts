/**
 * Loans and bills on the bank's clock, through REST on a real in-memory bank: the annuity
 * schedule against a hand-computed example, instalments debited by close of business on their
 * due dates, a missed instalment (late fee, still owed, retried), three missed → DEFAULTED,
 * the last one → PAID_OFF, a re-run day that debits nothing twice, the arrears helper, bills
 * on autopay and Overdue judged by the bank's date.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businessNow } from '../clock/clock';
import { runCloseOfBusiness } from '../cob/close-of-business';
import { cobRuns, ledgerAccounts } from '../db/schema';
import { postJournal } from '../ledger/post';
import { verifyLedger } from '../ledger/verify';
import { putLoanInArrears } from '../services/loans/collection';
import { buildSchedule, openLoan } from '../services/loans/schedule';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let admin: string;
let jane: string;
let demo: string;
let janeId: number;
let checkingId: number;

type Account = { id: number; accountType: string; balance: string; availableBalance?: string };
type Instalment = {
  number: number;
  dueDate: string;
  principal: string;
  interest: string;
  total: string;
  remainingBalance: string;
  lateFee: string;
  status: string;
  paidOn: string | null;
};
type Loan = {
  id: number;
  status: string;
  currentBalance: string;
  nextPaymentDate: string | null;
  amountOverdue: string;
  missedInstalments: number;
  monthlyPayment: string;
};
type Bill = { id: number; status: string; dueDate: string; autopay: boolean; overdue: boolean };

const cents = (s: string) => Math.round(Number(s) * 100);
async function json<T>(res: Promise<Response>): Promise<T> {
  const r = await res;
  if (r.status >= 300) throw new Error(`${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}
const nextDay = (d: string) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const schedule = (loanId: number, cookie = jane) =>
  json<Instalment[]>(bank.call('GET', `/api/loans/${loanId}/schedule?limit=100`, { cookie }));
const loan = async (loanId: number) =>
  (await json<Loan[]>(bank.call('GET', `/api/loans/${janeId}`, { cookie: jane }))).find(
    (l) => l.id === loanId,
  )!;
const checking = async () =>
  (await json<Account[]>(bank.call('GET', '/api/accounts', { cookie: jane }))).find(
    (a) => a.id === checkingId,
  )!;
const today = async () =>
  (await json<{ date: string }>(bank.call('GET', '/api/admin/clock', { cookie: admin }))).date;
/** Closes every business day through `day` (the bank's date becomes the day after). */
async function closeThrough(day: string) {
  if (nextDay(day) <= (await today())) return;
  const res = await bank.call('POST', '/api/admin/clock/advance', {
    cookie: admin,
    body: { until: nextDay(day) },
  });
  expect(res.status).toBe(200);
}
const fees = () =>
  bank.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, 'FEES')).get()!.balance;

/** Sets the checking account's posted balance to `target` cents (an adjustment from FUNDING). */
async function setBalance(target: number) {
  const delta = target - cents((await checking()).balance);
  if (delta === 0) return;
  postJournal(bank.db, {
    kind: 'ADJUSTMENT',
    description: 'Test balance',
    lines: [
      { accountId: checkingId, amount: delta, description: 'Adjustment' },
      { ledger: 'FUNDING', amount: -delta },
    ],
    at: new Date(),
  });
}

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  jane = await bank.login('jane');
  demo = await bank.login('demo');
  janeId = bank.userId('jane');
  const accounts = await json<Account[]>(bank.call('GET', '/api/accounts', { cookie: jane }));
  checkingId = accounts.find((a) => a.accountType === 'CHECKING')!.id;
});

afterEach(() => {
  expect(verifyLedger(bank.db).violations).toEqual([]);
});

describe('the amortization schedule', () => {
  it('matches the hand-computed 1000.00 at 12% over 3 months, summing exactly', () => {
    // A = 100000 × 0.01 × 1.01³ / (1.01³ − 1) = 34002.21 → 34002 cents; interest 1% of the
    // balance, half up: 1000, 669.98 → 670, 336.66 → 337; the last pays the rest 33666 + 337.
    expect(buildSchedule(100_000, 1_200, 3, '2027-01-31')).toEqual([
      {
        number: 1,
        dueDate: '2027-01-31',
        principal: 33_002,
        interest: 1_000,
        total: 34_002,
        balanceAfter: 66_998,
      },
      {
        number: 2,
        dueDate: '2027-02-28',
        principal: 33_332,
        interest: 670,
        total: 34_002,
        balanceAfter: 33_666,
      },
      {
        number: 3,
        dueDate: '2027-03-31',
        principal: 33_666,
        interest: 337,
        total: 34_003,
        balanceAfter: 0,
      },
    ]);
    for (const [p, bp, n] of [
      [1_500_000, 1_199, 48],
      [32_000_000, 638, 360],
      [99_999, 0, 7],
      [1, 2_500, 12],
    ] as const) {
      const rows = buildSchedule(p, bp, n, '2027-01-05');
      const principal = rows.reduce((s, r) => s + r.principal, 0);
      const interest = rows.reduce((s, r) => s + r.interest, 0);
      expect(principal).toBe(p);
      expect(rows.reduce((s, r) => s + r.total, 0)).toBe(p + interest);
      expect(rows.at(-1)!.balanceAfter).toBe(0);
    }
  });

  it('is stored when a loan is disbursed, read over REST, and 404 for another customer', async () => {
    const before = cents((await checking()).balance);
    const id = openLoan(
      bank.db,
      {
        userId: janeId,
        loanType: 'PERSONAL',
        principal: 100_000,
        interestRate: 1_200,
        termMonths: 3,
        repaymentAccountId: checkingId,
        autopay: false,
      },
      businessNow(bank.db),
    );
    expect(cents((await checking()).balance)).toBe(before + 100_000);
    const rows = await schedule(id);
    expect(
      rows.map((r) => [r.principal, r.interest, r.total, r.remainingBalance, r.status]),
    ).toEqual([
      ['330.02', '10.00', '340.02', '669.98', 'DUE'],
      ['333.32', '6.70', '340.02', '336.66', 'SCHEDULED'],
      ['336.66', '3.37', '340.03', '0.00', 'SCHEDULED'],
    ]);
    expect(rows.reduce((s, r) => s + cents(r.total), 0)).toBe(100_000 + 1_000 + 670 + 337);
    expect((await loan(id)).monthlyPayment).toBe('340.02');
    expect((await bank.call('GET', `/api/loans/${id}/schedule`, { cookie: demo })).status).toBe(
      404,
    );
    expect((await bank.call('GET', `/api/loans/${id}/schedule`, { cookie: admin })).status).toBe(
      200,
    );
    const page = await bank.call('GET', `/api/loans/${id}/schedule?limit=2`, { cookie: jane });
    expect(page.headers.get('X-Total-Count')).toBe('3');
    expect(((await page.json()) as unknown[]).length).toBe(2);
  });
});

describe('close of business collects instalments', () => {
  let loanId: number;
  let rows: Instalment[];

  beforeAll(async () => {
    loanId = openLoan(
      bank.db,
      {
        userId: janeId,
        loanType: 'AUTO',
        principal: 300_000,
        interestRate: 600,
        termMonths: 3,
        repaymentAccountId: checkingId,
      },
      businessNow(bank.db),
    );
    rows = await schedule(loanId);
  });

  it('debits the first instalment on its due date, not before, and never twice', async () => {
    await setBalance(1_000_000);
    const due = rows[0]!.dueDate;
    const dayBefore = new Date(Date.parse(`${due}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await closeThrough(dayBefore);
    expect((await schedule(loanId))[0]!.status).toBe('DUE');
    const balance = cents((await checking()).balance);

    await closeThrough(due);
    const after = await schedule(loanId);
    expect(after[0]).toMatchObject({ status: 'PAID', paidOn: due });
    expect(cents((await checking()).balance)).toBe(balance - cents(rows[0]!.total));
    expect((await loan(loanId)).currentBalance).toBe(rows[0]!.remainingBalance);
    expect((await loan(loanId)).nextPaymentDate).toBe(rows[1]!.dueDate);

    // The day again: nothing runs; with its record gone, the step runs and debits nothing.
    const settled = cents((await checking()).balance);
    expect(runCloseOfBusiness(bank.db, due)).toBe(0);
    bank.db
      .delete(cobRuns)
      .where(and(eq(cobRuns.date, due), eq(cobRuns.step, 'loanInstalments')))
      .run();
    expect(runCloseOfBusiness(bank.db, due)).toBe(1);
    expect(cents((await checking()).balance)).toBe(settled);
    const notes = await json<{ title: string }[]>(
      bank.call('GET', `/api/notifications/${janeId}`, { cookie: jane }),
    );
    expect(notes.some((n) => n.title === 'Loan instalment paid')).toBe(true);
  });

  it('short of funds: a late fee once, the instalment stays owed, and is paid with it the next day', async () => {
    await setBalance(100);
    const due = rows[1]!.dueDate;
    const feesBefore = fees();
    await closeThrough(due);
    const late = (await schedule(loanId))[1]!;
    expect(late).toMatchObject({ status: 'OVERDUE', lateFee: '25.00', paidOn: null });
    expect(cents((await checking()).balance)).toBe(100);
    const arrears = await loan(loanId);
    expect(arrears).toMatchObject({ status: 'ACTIVE', missedInstalments: 1 });
    expect(cents(arrears.amountOverdue)).toBe(cents(rows[1]!.total) + 2_500);

    // Still short the next day: no second fee.
    await closeThrough(nextDay(due));
    expect((await schedule(loanId))[1]).toMatchObject({ status: 'OVERDUE', lateFee: '25.00' });
    const notes = await json<{ title: string }[]>(
      bank.call('GET', `/api/notifications/${janeId}`, { cookie: jane }),
    );
    expect(notes.filter((n) => n.title === 'Loan instalment missed').length).toBeGreaterThanOrEqual(
      1,
    );

    await setBalance(1_000_000);
    const day = nextDay(nextDay(due));
    await closeThrough(day);
    expect((await schedule(loanId))[1]).toMatchObject({ status: 'PAID', paidOn: day });
    expect(fees() - feesBefore).toBe(2_500);
    expect(await loan(loanId)).toMatchObject({ missedInstalments: 0, amountOverdue: '0.00' });
  });

  it('the last instalment pays the loan off', async () => {
    await closeThrough(rows[2]!.dueDate);
    expect(await loan(loanId)).toMatchObject({
      status: 'PAID_OFF',
      currentBalance: '0.00',
      nextPaymentDate: null,
    });
    expect((await schedule(loanId)).every((r) => r.status === 'PAID')).toBe(true);
  });

  it('three missed instalments make the loan DEFAULTED', async () => {
    const id = openLoan(
      bank.db,
      {
        userId: janeId,
        loanType: 'BUSINESS',
        principal: 600_000,
        interestRate: 900,
        termMonths: 6,
        repaymentAccountId: checkingId,
      },
      businessNow(bank.db),
    );
    const plan = await schedule(id);
    await setBalance(0);
    await closeThrough(plan[1]!.dueDate);
    expect(await loan(id)).toMatchObject({ status: 'ACTIVE', missedInstalments: 2 });
    await closeThrough(plan[2]!.dueDate);
    expect(await loan(id)).toMatchObject({ status: 'DEFAULTED', missedInstalments: 3 });
    expect(cents((await checking()).balance)).toBe(0);
    // A defaulted loan is not collected any more: the fourth stays unpaid, past due.
    await setBalance(1_000_000);
    await closeThrough(plan[3]!.dueDate);
    expect((await schedule(id))[3]!.status).toBe('OVERDUE');
    expect(cents((await checking()).balance)).toBe(1_000_000);
  });
});

describe('putLoanInArrears', () => {
  it("puts a seeded loan two instalments behind the bank's date, deterministically", async () => {
    const demoId = bank.userId('demo');
    const loans = await json<Loan[]>(bank.call('GET', `/api/loans/${demoId}`, { cookie: demo }));
    const target = loans.find((l) => l.status === 'ACTIVE')!;
    putLoanInArrears(bank.db, target.id, 2, businessNow(bank.db));
    const now = await today();
    const after = (
      await json<Loan[]>(bank.call('GET', `/api/loans/${demoId}`, { cookie: demo }))
    ).find((l) => l.id === target.id)!;
    expect(after).toMatchObject({ status: 'ACTIVE', missedInstalments: 2 });
    const rows = await schedule(target.id, demo);
    const unpaid = rows.filter((r) => r.status !== 'PAID');
    expect(unpaid.slice(0, 2).every((r) => r.status === 'OVERDUE' && r.dueDate < now)).toBe(true);
    expect(unpaid[2]).toMatchObject({ status: 'DUE', dueDate: now });
    expect(cents(after.amountOverdue)).toBe(
      cents(unpaid[0]!.total) + cents(unpaid[1]!.total) + 2 * 2_500,
    );
  });
});

describe('bills on the bank clock', () => {
  it('a recurring bill on autopay is paid on its due date and renews on autopay', async () => {
    await setBalance(1_000_000);
    const due = nextDay(nextDay(await today()));
    const bill = await json<Bill>(
      bank.call('POST', '/api/bills', {
        cookie: jane,
        body: {
          billerName: 'Metro Water',
          accountNumber: 'MW-1',
          amount: '42.50',
          dueDate: due,
          isRecurring: 'true',
        },
      }),
    );
    expect(bill).toMatchObject({ autopay: false, overdue: false });
    const once = await json<Bill>(
      bank.call('POST', '/api/bills', {
        cookie: jane,
        body: { billerName: 'Once', accountNumber: 'O-1', amount: '5.00', dueDate: due },
      }),
    );
    const refused = await bank.call('PATCH', `/api/bills/${once.id}/autopay`, {
      cookie: jane,
      body: { autopay: true },
    });
    expect(refused.status).toBe(422);
    expect(
      (
        await bank.call('PATCH', `/api/bills/${bill.id}/autopay`, {
          cookie: demo,
          body: { autopay: true },
        })
      ).status,
    ).toBe(404);
    const on = await json<Bill>(
      bank.call('PATCH', `/api/bills/${bill.id}/autopay`, {
        cookie: jane,
        body: { autopay: true },
      }),
    );
    expect(on.autopay).toBe(true);

    const before = cents((await checking()).balance);
    await closeThrough(due);
    const list = await json<Bill[]>(
      bank.call('GET', `/api/bills/${janeId}?limit=100`, { cookie: jane }),
    );
    expect(list.find((b) => b.id === bill.id)).toMatchObject({ status: 'PAID' });
    const renewed = list.find(
      (b) => b.id !== bill.id && b.status === 'PENDING' && b.dueDate > due && b.autopay,
    );
    expect(renewed).toBeDefined();
    expect(cents((await checking()).balance)).toBe(before - 4_250);
    // Without autopay the other bill is not paid, and is Overdue by the bank's date.
    expect(list.find((b) => b.id === once.id)).toMatchObject({ status: 'PENDING', overdue: true });
  });

  it("shows Overdue by the bank's date, not the wall clock", async () => {
    const due = nextDay(await today());
    const bill = await json<Bill>(
      bank.call('POST', '/api/bills', {
        cookie: jane,
        body: { billerName: 'Later', accountNumber: 'L-1', amount: '1.00', dueDate: due },
      }),
    );
    expect(bill.overdue).toBe(false);
    await closeThrough(nextDay(due));
    const list = await json<Bill[]>(
      bank.call('GET', `/api/bills/${janeId}?limit=100`, { cookie: jane }),
    );
    // Real time has not moved a day; only the bank's clock has.
    expect(list.find((b) => b.id === bill.id)).toMatchObject({ status: 'PENDING', overdue: true });
  });
});
