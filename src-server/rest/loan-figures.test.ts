/**
 * A loan's figures agree with its schedule, for every loan the demo bank seeds (all
 * customers), after a loan payment and after the clock moves on: months left = the unpaid
 * rows, the balance = the next unpaid row's opening balance = Σ principal of the unpaid rows,
 * the last row ends at 0.00, and the statuses read PAID…, then DUE (or OVERDUE…), then
 * SCHEDULED….
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loans } from '../db/schema';
import { createTestBank, type TestBank } from '../test/bank';

type Instalment = {
  number: number;
  dueDate: string;
  principal: string;
  total: string;
  remainingBalance: string;
  status: string;
};
type Loan = {
  id: number;
  userId: number;
  loanType: string;
  status: string;
  currentBalance: string;
  monthsLeft: number;
  monthlyPayment: string;
  nextPaymentDate: string | null;
};

let bank: TestBank;
let admin: string;
let demo: string;

const cents = (s: string) => Math.round(Number(s) * 100);
async function json<T>(res: Promise<Response>): Promise<T> {
  const r = await res;
  if (r.status >= 300) throw new Error(`${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}
const today = async () =>
  (await json<{ date: string }>(bank.call('GET', '/api/admin/clock', { cookie: admin }))).date;

/** Every row of a loan's schedule, page by page (the admin reads any loan). */
async function schedule(loanId: number): Promise<Instalment[]> {
  const rows: Instalment[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await json<Instalment[]>(
      bank.call('GET', `/api/loans/${loanId}/schedule?limit=100&offset=${offset}`, {
        cookie: admin,
      }),
    );
    rows.push(...page);
    if (page.length < 100) return rows;
  }
}

/** Every seeded loan, as its owner's loan list shows it. */
async function allLoans(): Promise<Loan[]> {
  const owners = [
    ...new Set(
      bank.db
        .select({ u: loans.userId })
        .from(loans)
        .all()
        .map((r) => r.u),
    ),
  ];
  const out: Loan[] = [];
  for (const userId of owners)
    out.push(...(await json<Loan[]>(bank.call('GET', `/api/loans/${userId}`, { cookie: admin }))));
  return out;
}

/** Checks one loan's figures against its schedule, to the cent. */
async function expectAgreement(loan: Loan, businessDate: string) {
  const rows = await schedule(loan.id);
  const label = `loan ${loan.id}`;
  expect(rows.length, label).toBeGreaterThan(0);
  expect(rows.at(-1)!.remainingBalance, label).toBe('0.00');
  const unpaid = rows.filter((r) => r.status !== 'PAID');
  expect(loan.monthsLeft, label).toBe(unpaid.length);
  const remaining = unpaid.reduce((s, r) => s + cents(r.principal), 0);
  expect(cents(loan.currentBalance), label).toBe(remaining);
  const stored = bank.db.select().from(loans).where(eq(loans.id, loan.id)).get()!;
  expect(stored.currentBalance, label).toBe(remaining);
  if (unpaid.length > 0) {
    const first = unpaid[0]!;
    const opening = cents(first.remainingBalance) + cents(first.principal);
    expect(opening, label).toBe(remaining);
    expect(loan.nextPaymentDate, label).toBe(first.dueDate);
  }
  // PAID…, OVERDUE… (past due, unpaid), then one DUE, then SCHEDULED….
  const statuses = rows.map((r) => r.status).join(' ');
  expect(statuses, label).toMatch(/^(PAID ?)*(OVERDUE ?)*(DUE ?)?(SCHEDULED ?)*$/);
  for (const r of unpaid) expect(r.status === 'OVERDUE', label).toBe(r.dueDate < businessDate);
  if (unpaid.some((r) => r.status !== 'OVERDUE')) expect(statuses, label).toContain('DUE');
}

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  demo = await bank.login('demo');
});

describe('loan figures agree with the schedule', () => {
  it('for every seeded loan, and the seed has paid instalments behind it', async () => {
    const all = await allLoans();
    expect(all.length).toBeGreaterThanOrEqual(3);
    const date = await today();
    for (const loan of all) await expectAgreement(loan, date);
    for (const loan of all.filter((l) => l.status === 'ACTIVE')) {
      const rows = await schedule(loan.id);
      expect(rows[0]!.status).toBe('PAID');
      expect(rows.filter((r) => r.status === 'DUE')).toHaveLength(1);
    }
  });

  it('after a loan payment', async () => {
    const personal = (await allLoans()).find(
      (l) => l.loanType === 'PERSONAL' && l.userId === bank.userId('demo'),
    )!;
    const accounts = await json<{ id: number; accountType: string }[]>(
      bank.call('GET', '/api/accounts', { cookie: demo }),
    );
    const savings = accounts.find((a) => a.accountType === 'SAVINGS')!;
    const after = await json<Loan>(
      bank.call('POST', `/api/loans/${personal.id}/payments`, {
        cookie: demo,
        body: { fromAccountId: savings.id, amount: '1000.00' },
      }),
    );
    expect(cents(after.currentBalance)).toBe(cents(personal.currentBalance) - 100_000);
    const next = (await schedule(personal.id)).find((r) => r.status === 'DUE')!;
    expect(after.monthlyPayment).toBe(next.total);
    const date = await today();
    for (const loan of await allLoans()) await expectAgreement(loan, date);
  });

  it('after the clock moves on two months (close of business collects instalments)', async () => {
    const before = await allLoans();
    const until = new Date(Date.parse(`${await today()}T00:00:00Z`) + 62 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const res = await bank.call('POST', '/api/admin/clock/advance', {
      cookie: admin,
      body: { until },
    });
    expect(res.status).toBe(200);
    const after = await allLoans();
    const date = await today();
    for (const loan of after) await expectAgreement(loan, date);
    const moved = after.filter((l) => l.monthsLeft < before.find((b) => b.id === l.id)!.monthsLeft);
    expect(moved.length).toBeGreaterThan(0);
  });
});
