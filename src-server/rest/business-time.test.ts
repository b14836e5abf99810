/**
 * One source of business time, through REST on a real in-memory bank: after a trainer moves
 * the clock on, every kind of money movement a customer makes (a LOCAL transfer, a bill
 * payment, a loan payment, a crypto order, a check deposit) posts on the bank's business
 * date, statement row and journal entry alike; the transfer limits count the business day;
 * and the month end counts every posting in its business month.
 */
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../bank/seed/demo';
import { businessNow } from '../clock/clock';
import { monthRange } from '../cob/statements';
import {
  auditLog,
  cryptoOrders,
  journalEntries,
  monthlyStatements,
  notifications,
  postings,
  transactions,
  transfers,
} from '../db/schema';
import { verifyLedger } from '../ledger/verify';
import { settleDueTransfers } from '../services/transfers/settle-due';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { assertMatchesContract } from '../test/contract';

let bank: TestBank;
let admin: string;
let demo: string;
let demoId: number;
/** The business date ('YYYY-MM-DD') after the advance. */
let businessDay: string;

type Account = { id: number; accountType: string; balance: string; availableBalance: string };
type Clock = { now: string; offsetSeconds: number; date: string };
type Limits = { dailyRemaining: string; monthlyRemaining: string };

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const cents = (text: string) => Math.round(Number(text) * 100);
const realToday = () => new Date().toISOString().slice(0, 10);
const accounts = () => json<Account[]>(bank.call('GET', '/api/accounts', { cookie: demo }));
const checking = async () => (await accounts()).find((a) => a.accountType === 'CHECKING')!;
const savings = async () => (await accounts()).find((a) => a.accountType === 'SAVINGS')!;
const limits = () => json<Limits>(bank.call('GET', '/api/transfer-limits', { cookie: demo }));

/** The newest statement row of an account with the time of the journal entry it belongs to. */
function lastRow(accountId: number) {
  const row = bank.db
    .select({
      id: transactions.id,
      date: transactions.date,
      description: transactions.description,
      createdAt: transactions.createdAt,
      journalAt: journalEntries.createdAt,
    })
    .from(transactions)
    .innerJoin(postings, eq(postings.id, transactions.postingId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.journalId))
    .where(eq(transactions.accountId, accountId))
    .orderBy(desc(transactions.id))
    .limit(1)
    .get();
  if (!row) throw new Error(`No statement row on account ${accountId}`);
  return row;
}

/** The statement row and its journal entry are dated on the business day. */
function expectOnBusinessDay(row: ReturnType<typeof lastRow>) {
  expect(row.date).toBe(businessDay);
  expect(row.journalAt.toISOString().slice(0, 10)).toBe(businessDay);
  expect(row.createdAt.toISOString().slice(0, 10)).toBe(businessDay);
}

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  demo = await bank.login('demo');
  demoId = bank.userId('demo');
  const res = await bank.call('POST', '/api/admin/clock/advance', {
    cookie: admin,
    body: { days: 10 },
  });
  expect(res.status).toBe(200);
  businessDay = ((await res.json()) as Clock).date;
  expect(businessDay).not.toBe(realToday());
  expect(businessNow(bank.db).toISOString().slice(0, 10)).toBe(businessDay);
});

describe('after the clock moves on', () => {
  it('a LOCAL transfer counts on the business day and posts on it when it settles', async () => {
    const before = await limits();
    expect(before.dailyRemaining).toBe('50000.00');
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
          name: 'Clock Supplier',
          accountNumber: 'GB29NWBK60161331926819',
          bankName: 'Northwind Bank',
        },
      }),
    );
    const from = await checking();
    const res = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        fromAccountId: from.id,
        beneficiaryId: beneficiary.id,
        transferType: 'LOCAL',
        amount: '100.00',
      },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number; status: string };
    expect(created.status).toBe('PENDING');

    const after = await limits();
    expect(cents(after.dailyRemaining)).toBe(cents(before.dailyRemaining) - 10_000);
    expect(cents(after.monthlyRemaining)).toBe(cents(before.monthlyRemaining) - 10_000);

    const row = bank.db.select().from(transfers).where(eq(transfers.id, created.id)).get()!;
    expect(row.createdAt.toISOString().slice(0, 10)).toBe(businessDay);
    settleDueTransfers(bank.db, new Date(row.settleAt!.getTime() + 1000));
    const settled = bank.db.select().from(transfers).where(eq(transfers.id, created.id)).get()!;
    expect(settled.status).toBe('COMPLETED');
    expect(settled.completedAt?.toISOString().slice(0, 10)).toBe(businessDay);
    const posted = lastRow(from.id);
    expect(posted.description).toContain('Clock Supplier');
    expectOnBusinessDay(posted);

    // The audit trail and the customer's notification carry the business date too.
    const audit = bank.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'TRANSFER_CREATED'), eq(auditLog.targetId, String(created.id))),
      )
      .get()!;
    expect(audit.createdAt.toISOString().slice(0, 10)).toBe(businessDay);
  });

  it('a transfer scheduled after the advance carries its send-on business date', async () => {
    const plusDays = (day: string, n: number) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const from = await checking();
    const to = await savings();
    const body = { fromAccountId: from.id, toAccountId: to.id, transferType: 'INTERNAL' };
    // The real day after today is before the business day: in the past for the bank.
    const past = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: { ...body, amount: '4.00', scheduledDate: plusDays(realToday(), 1) },
    });
    expect(past.status).toBe(400);
    const sendOn = plusDays(businessDay, 2);
    const res = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: { ...body, amount: '4.00', scheduledDate: sendOn },
    });
    expect(res.status).toBe(201);
    type Listed = { id: number; status: string; scheduledDate: string | null; createdAt: string };
    const created = (await res.json()) as Listed;
    expect(created).toMatchObject({ status: 'SCHEDULED', scheduledDate: sendOn });
    expect(created.createdAt.slice(0, 10)).toBe(businessDay);
    const listed = (
      await json<Listed[]>(bank.call('GET', `/api/transfers/${demoId}?limit=100`, { cookie: demo }))
    ).find((t) => t.id === created.id);
    expect(listed).toMatchObject({ status: 'SCHEDULED', scheduledDate: sendOn });
    expect(listed?.createdAt.slice(0, 10)).toBe(businessDay);
  });

  it('a bill payment posts on the business day', async () => {
    const bill = await json<{ id: number }>(
      bank.call('POST', '/api/bills', {
        cookie: demo,
        body: {
          billerName: 'Clockwork Power',
          accountNumber: 'CP-1',
          amount: '21.00',
          dueDate: businessDay,
        },
      }),
    );
    const res = await bank.call('PATCH', `/api/bills/${bill.id}/status`, {
      cookie: demo,
      body: { status: 'PAID' },
    });
    expect(res.status).toBe(200);
    const row = lastRow((await checking()).id);
    expect(row.description).toBe('Bill payment - Clockwork Power');
    expectOnBusinessDay(row);
    const note = bank.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, demoId))
      .orderBy(desc(notifications.id))
      .limit(1)
      .get()!;
    expect(note.createdAt.toISOString().slice(0, 10)).toBe(businessDay);
  });

  it('a bill due before the business day is Overdue, though not before the real day', async () => {
    const dueDate = new Date(Date.parse(`${businessDay}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(dueDate > realToday()).toBe(true);
    const bill = await json<{ id: number; overdue: boolean }>(
      bank.call('POST', '/api/bills', {
        cookie: demo,
        body: { billerName: 'Late Water', accountNumber: 'LW-1', amount: '9.00', dueDate },
      }),
    );
    expect(bill.overdue).toBe(true);
    // The admin's list judges it by the same clock, and a bill due on the business day is not late.
    const onTime = await json<{ id: number }>(
      bank.call('POST', '/api/bills', {
        cookie: demo,
        body: {
          billerName: 'On Time Gas',
          accountNumber: 'OG-1',
          amount: '9.00',
          dueDate: businessDay,
        },
      }),
    );
    const listed = await json<{ id: number; status: string; overdue: boolean }[]>(
      bank.call('GET', `/api/admin/bills?userId=${demoId}&limit=100`, { cookie: admin }),
    );
    expect(listed.find((b) => b.id === bill.id)).toMatchObject({
      status: 'PENDING',
      overdue: true,
    });
    expect(listed.find((b) => b.id === onTime.id)).toMatchObject({
      status: 'PENDING',
      overdue: false,
    });
  });

  it('a loan payment posts on the business day', async () => {
    const loans = await json<{ id: number; loanType: string }[]>(
      bank.call('GET', `/api/loans/${demoId}`, { cookie: demo }),
    );
    const personal = loans.find((l) => l.loanType === 'PERSONAL')!;
    const from = await savings();
    const res = await bank.call('POST', `/api/loans/${personal.id}/payments`, {
      cookie: demo,
      body: { fromAccountId: from.id, amount: '15.00' },
    });
    expect(res.status).toBe(201);
    expectOnBusinessDay(lastRow(from.id));
  });

  it('a crypto order posts on the business day and is dated by it', async () => {
    const from = await checking();
    const res = await bank.call('POST', '/api/crypto/orders', {
      cookie: demo,
      body: { side: 'BUY', cryptoId: 'solana', amount: '14.82', accountId: from.id },
    });
    expect(res.status).toBe(201);
    const order = (await res.json()) as { id: number };
    expectOnBusinessDay(lastRow(from.id));
    const stored = bank.db.select().from(cryptoOrders).where(eq(cryptoOrders.id, order.id)).get()!;
    expect(stored.createdAt.toISOString().slice(0, 10)).toBe(businessDay);
  });

  it('a check deposit posts on the business day and holds until business time', async () => {
    const to = await savings();
    const fd = new FormData();
    fd.append('accountId', String(to.id));
    fd.append('amount', '12.50');
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
    fd.append('front', new Blob([jpeg], { type: 'image/jpeg' }), 'front.jpg');
    fd.append('back', new Blob([jpeg], { type: 'image/jpeg' }), 'back.jpg');
    const res = await bank.app.request(`${ORIGIN}/api/deposits/check`, {
      method: 'POST',
      body: fd,
      headers: { Origin: ORIGIN, Cookie: demo },
    });
    await assertMatchesContract('POST', '/api/deposits/check', res);
    expect(res.status).toBe(201);
    const deposit = (await res.json()) as { holdReleaseAt: string };
    // Held for the trainer's 60 seconds from business time, not from the wall clock.
    const heldFor = Date.parse(deposit.holdReleaseAt) - businessNow(bank.db).getTime();
    expect(heldFor).toBeGreaterThan(50_000);
    expect(heldFor).toBeLessThanOrEqual(60_000);
    expectOnBusinessDay(lastRow(to.id));
  });

  it("the accounts' month figures are the business month's, labelled with it", async () => {
    const period = businessDay.slice(0, 7);
    const { to: monthEnd } = monthRange(period);
    for (const account of await accounts()) {
      expect((account as Account & { month?: string }).month).toBe(period);
      const rows = bank.db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.accountId, account.id),
            gte(transactions.date, `${period}-01`),
            lte(transactions.date, monthEnd),
          ),
        )
        .all();
      const sum = (type: string) =>
        rows.filter((r) => r.type === type).reduce((s, r) => s + r.amount, 0);
      const figures = account as Account & { monthlyCredit: string; monthlyDebit: string };
      expect(cents(figures.monthlyCredit)).toBe(sum('CREDIT'));
      expect(cents(figures.monthlyDebit)).toBe(sum('DEBIT'));
    }
  });

  it('the month end counts every posting in its business month', async () => {
    const period = businessDay.slice(0, 7);
    const { to: monthEnd } = monthRange(period);
    const nextDay = new Date(Date.parse(`${monthEnd}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const res = await bank.call('POST', '/api/admin/clock/advance', {
      cookie: admin,
      body: { until: nextDay },
    });
    expect(res.status).toBe(200);
    for (const account of [await checking(), await savings()]) {
      const statement = bank.db
        .select()
        .from(monthlyStatements)
        .where(
          and(eq(monthlyStatements.accountId, account.id), eq(monthlyStatements.period, period)),
        )
        .get()!;
      expect(statement).toBeDefined();
      const rows = bank.db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.accountId, account.id),
            gte(transactions.date, `${period}-01`),
            lte(transactions.date, monthEnd),
          ),
        )
        .all();
      // Every movement made above is in this month's rows.
      expect(rows.filter((r) => r.date === businessDay).length).toBeGreaterThanOrEqual(2);
      const net = rows.reduce((s, r) => s + (r.type === 'CREDIT' ? r.amount : -r.amount), 0);
      expect(statement.closing - statement.opening).toBe(net);
      expect(statement.rowCount).toBe(rows.length);
      // The month's opening is what the rows before the month left.
      const before = bank.db
        .select({ balance: transactions.balance, date: transactions.date })
        .from(transactions)
        .where(and(eq(transactions.accountId, account.id), lte(transactions.date, `${period}-00`)))
        .orderBy(desc(transactions.id))
        .limit(1)
        .get();
      expect(statement.opening).toBe(before?.balance ?? 0);
    }
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });
});
