/**
 * Deciding a loan application over REST: approval opens the loan (disbursed into the
 * applicant's checking account, with its schedule), rejection opens nothing, and a decided
 * application cannot be decided again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let demo: string;
let admin: string;
let demoId: number;

type Account = { id: number; accountType: string; balance: string };
type Loan = {
  id: number;
  loanType: string;
  principal: string;
  currentBalance: string;
  interestRate: string;
  termMonths: number;
  status: string;
};
type Page<T> = { items: T[] };
type Instalment = { principal: string; interest: string; total: string };

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const cents = (s: string) => Math.round(Number(s) * 100);

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  admin = await bank.login('admin');
  demoId = bank.userId('demo');
});

const checking = async () =>
  (await json<Account[]>(bank.call('GET', '/api/accounts', { cookie: demo }))).find(
    (a) => a.accountType === 'CHECKING',
  )!;
const loans = async () => {
  const body = await json<Loan[] | Page<Loan>>(
    bank.call('GET', `/api/loans/${demoId}`, { cookie: demo }),
  );
  return Array.isArray(body) ? body : body.items;
};
const apply = async (loanType: string, amount: string, termMonths: number) =>
  json<{ id: number }>(
    bank.call('POST', '/api/loan-applications', {
      cookie: demo,
      body: { loanType, amount, termMonths, purpose: 'A test' },
    }),
  );
const decide = (id: number, decision: 'APPROVED' | 'REJECTED') =>
  bank.call('POST', `/api/admin/loan-applications/${id}/decision`, {
    cookie: admin,
    body: { decision },
  });

describe('deciding a loan application', () => {
  it('approval opens the loan: the amount reaches checking and the schedule repays it', async () => {
    const before = await checking();
    const loansBefore = await loans();
    const application = await apply('AUTO', '12000.00', 24);

    const res = await decide(application.id, 'APPROVED');
    expect(res.status).toBe(200);
    const decided = await json<{ status: string; loanId: number }>(res);
    expect(decided.status).toBe('APPROVED');
    expect(decided.loanId).toEqual(expect.any(Number));

    expect(cents((await checking()).balance) - cents(before.balance)).toBe(1_200_000);
    const opened = (await loans()).find((l) => l.id === decided.loanId);
    expect(opened).toMatchObject({
      loanType: 'AUTO',
      principal: '12000.00',
      currentBalance: '12000.00',
      interestRate: '5.89',
      termMonths: 24,
      status: 'ACTIVE',
    });
    expect(await loans()).toHaveLength(loansBefore.length + 1);

    const schedule = await json<Instalment[]>(
      bank.call('GET', `/api/loans/${decided.loanId}/schedule?limit=100`, { cookie: demo }),
    );
    expect(schedule).toHaveLength(24);
    const principal = schedule.reduce((sum, i) => sum + cents(i.principal), 0);
    expect(principal).toBe(1_200_000);
    expect(verifyLedger(bank.db).ok).toBe(true);
  });

  it('rejection opens nothing, and a decided application cannot be decided again', async () => {
    const before = await checking();
    const count = (await loans()).length;
    const application = await apply('PERSONAL', '500.00', 12);

    const res = await decide(application.id, 'REJECTED');
    expect(await json(res)).toMatchObject({ status: 'REJECTED', loanId: null });
    expect((await checking()).balance).toBe(before.balance);
    expect(await loans()).toHaveLength(count);

    expect((await decide(application.id, 'APPROVED')).status).toBe(409);
    expect(await loans()).toHaveLength(count);
  });
});
