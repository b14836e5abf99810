/**
 * Lessons a trainer loads (overdrawn, suspicious activity, month end) and the "now"
 * simulations of interest and statements, through REST on a real in-memory bank. The ledger's
 * invariants hold after each, including the one negative balance a returned deposit may cause.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, monthlyStatements } from '../db/schema';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let admin: string;

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const ledgerOk = () => expect(verifyLedger(bank.db).violations).toEqual([]);
const load = (name: string) => bank.call('POST', `/api/admin/scenarios/${name}`, { cookie: admin });
const checkingOf = (username: string) =>
  bank.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, bank.userId(username)), eq(accounts.accountType, 'CHECKING')))
    .get()!;

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
});

describe('lessons', () => {
  it('lists every lesson with what it shows, to admins only', async () => {
    const list = await json<{ name: string; description: string }[]>(
      bank.call('GET', '/api/admin/scenarios', { cookie: admin }),
    );
    expect(list.map((s) => s.name)).toEqual([
      'overdrawn',
      'suspicious-activity',
      'loan-in-arrears',
      'month-end',
    ]);
    for (const s of list) expect(s.description.length).toBeGreaterThan(40);
    const demo = await bank.login('demo');
    expect((await bank.call('GET', '/api/admin/scenarios', { cookie: demo })).status).toBe(403);
    expect(
      (await bank.call('POST', '/api/admin/scenarios/overdrawn', { cookie: demo })).status,
    ).toBe(403);
  });

  it('overdrawn: the returned deposit leaves kevin at −185.40, notified, and the books verify', async () => {
    const res = await load('overdrawn');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { outcome: string }).outcome).toContain('R01');
    expect(checkingOf('kevin').balance).toBe(-18_540);
    ledgerOk();
    const kevin = await bank.login('kevin');
    const rows = await json<{ description: string; amount: string; type: string }[]>(
      bank.call('GET', `/api/transactions/${checkingOf('kevin').id}?q=Returned%20deposit`, {
        cookie: kevin,
      }),
    );
    expect(rows[0]).toMatchObject({
      description:
        'Returned deposit: ACH credit from Harbor Marketplace Payouts (R01 Insufficient funds)',
      amount: '1250.00',
      type: 'DEBIT',
    });
    const mine = await json<{ accountType: string; balance: string; availableBalance: string }[]>(
      bank.call('GET', '/api/accounts', { cookie: kevin }),
    );
    expect(mine.find((a) => a.accountType === 'CHECKING')).toMatchObject({
      balance: '-185.40',
      availableBalance: '-185.40',
    });
    const notes = await json<{ title: string }[]>(
      bank.call('GET', `/api/notifications/${bank.userId('kevin')}`, { cookie: kevin }),
    );
    expect(notes.map((n) => n.title)).toContain('A deposit came back');
    // An overdrawn account takes money in but cannot pay out, and the lesson cannot stack.
    expect((await load('overdrawn')).status).toBe(409);
    const pay = await bank.call('POST', '/api/admin/simulations/inbound-transfer', {
      cookie: admin,
      body: {
        accountId: checkingOf('kevin').id,
        amount: '100.00',
        payerName: 'QuickShip',
        rail: 'ACH',
      },
    });
    expect(pay.status).toBe(201);
    expect(checkingOf('kevin').balance).toBe(-8_540);
    ledgerOk();
  });

  it('suspicious-activity: six authorizations on the demo customer’s card, holds for the approved ones', async () => {
    const before = checkingOf('demo');
    const res = await load('suspicious-activity');
    expect(res.status).toBe(200);
    const after = checkingOf('demo');
    expect(after.balance).toBe(before.balance);
    const rows = bank.db.$client
      .prepare(
        'select status, amount, merchant from card_authorizations where account_id = ? order by id',
      )
      .all(before.id) as { status: string; amount: number; merchant: string }[];
    expect(rows).toHaveLength(6);
    expect(rows[0]!.merchant).toBe('Duty Free Shop, Lagos NG');
    const approved = rows.filter((r) => r.status === 'APPROVED').reduce((s, r) => s + r.amount, 0);
    expect(after.held - before.held).toBe(approved);
    ledgerOk();
  });

  it('loan-in-arrears: two missed instalments with fees on demo’s loan, shown on its screen', async () => {
    const res = await load('loan-in-arrears');
    expect(res.status).toBe(200);
    const demo = await bank.login('demo');
    const loans = await json<{ id: number; missedInstalments: number; amountOverdue: string }[]>(
      bank.call('GET', `/api/loans/${bank.userId('demo')}`, { cookie: demo }),
    );
    const late = loans.filter((l) => l.missedInstalments > 0);
    expect(late).toHaveLength(1);
    expect(late[0]!.missedInstalments).toBe(2);
    expect(Number(late[0]!.amountOverdue)).toBeGreaterThan(50);
    ledgerOk();
  });

  it('month-end moves the clock to the month’s last day, and an unknown lesson is 404', async () => {
    const res = await load('month-end');
    expect(res.status).toBe(200);
    const clock = await json<{ date: string }>(
      bank.call('GET', '/api/admin/clock', { cookie: admin }),
    );
    const next = new Date(`${clock.date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    expect(next.getUTCDate()).toBe(1);
    expect((await load('no-such-lesson')).status).toBe(404);
    const audits = bank.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'SCENARIO_LOADED'))
      .all();
    expect(audits.length).toBeGreaterThanOrEqual(3);
    ledgerOk();
  });
});

describe('interest and statements now', () => {
  it('pays what savings accrued, once, and makes this month’s statements', async () => {
    await bank.call('POST', '/api/admin/clock/advance', { cookie: admin, body: { days: 3 } });
    const accrued = bank.db.$client
      .prepare(
        "select count(*) as n from accounts where account_type = 'SAVINGS' and accrued_interest_micros >= 500000",
      )
      .get() as { n: number };
    expect(accrued.n).toBeGreaterThan(0);
    const paid = await json<{ accounts: number; total: string }>(
      bank.call('POST', '/api/admin/simulations/interest', { cookie: admin, body: {} }),
    );
    expect(paid.accounts).toBe(accrued.n);
    expect(Number(paid.total)).toBeGreaterThan(0);
    const again = await json<{ accounts: number }>(
      bank.call('POST', '/api/admin/simulations/interest', { cookie: admin, body: {} }),
    );
    expect(again.accounts).toBe(0);
    ledgerOk();

    const made = await json<{ period: string; statements: number }>(
      bank.call('POST', '/api/admin/simulations/statements', { cookie: admin, body: {} }),
    );
    expect(made.statements).toBeGreaterThan(0);
    const kevin = checkingOf('kevin');
    const statement = bank.db
      .select()
      .from(monthlyStatements)
      .where(
        and(eq(monthlyStatements.accountId, kevin.id), eq(monthlyStatements.period, made.period)),
      )
      .get()!;
    expect(statement.closing).toBe(kevin.balance);
  });
});
