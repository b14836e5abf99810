/**
 * What a clock advance reports: the answer lists each business day it closed with what each
 * close-of-business step did, counted against what the bank's records show ran that day, and
 * the admins' event stream carries the same per-day counts as a `clock` event after each day.
 */
import { and, count, eq, gt, gte, inArray, isNull, lte } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  bills,
  deposits,
  loanInstalments,
  monthlyStatements,
  standingOrderRuns,
  transferEvents,
  transfers,
} from '../db/schema';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, type TestBank } from '../test/bank';

type Account = { id: number; accountType: string; balance: string };
type Steps = Record<
  | 'settlements'
  | 'scheduledTransfers'
  | 'standingOrders'
  | 'billsAutopay'
  | 'loanInstalments'
  | 'interestAccrual'
  | 'interestPosting'
  | 'monthlyStatements',
  number
>;
type Day = { date: string; steps: Steps };
type Advanced = { date: string; closedThrough: string; days: Day[] };

let bank: TestBank;
let admin: string;
let demo: string;
let jane: string;
const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const plusDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const isMonthEnd = (d: string) => plusDays(d, 1).slice(5, 7) !== d.slice(5, 7);
const endOfDay = (d: string) => new Date(`${d}T23:59:59.999Z`);
const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  demo = await bank.login('demo');
  jane = await bank.login('jane');
});

afterEach(async () => {
  for (const reader of readers.splice(0)) await reader.cancel().catch(() => undefined);
});

/** Opens the admin's event stream and returns a function giving its next `clock` event. */
async function clockEvents(cookie: string) {
  const res = await bank.call('GET', '/api/events', { cookie });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  readers.push(reader);
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<Record<string, unknown>> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const event = lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim();
        const data = lines.find((l) => l.startsWith('data:'))?.slice(5);
        if (event === 'clock' && data) return JSON.parse(data);
        continue;
      }
      if (Date.now() > deadline) throw new Error('No clock event in time');
      const chunk = await reader.read();
      if (chunk.done) throw new Error('The stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
}

/** What the records say ran at day `d`'s close (read after the advance). */
function ranOn(
  d: string,
  before: { scheduledDue: Map<string, number>; checksDue: Map<string, number> },
) {
  const db = bank.db;
  const end = endOfDay(d);
  return {
    // Settled by the sweep (no actor) at the day's last instant, and check holds released.
    settlements:
      n(
        db
          .select({ n: count() })
          .from(transferEvents)
          .where(
            and(
              eq(transferEvents.fromStatus, 'PENDING'),
              inArray(transferEvents.toStatus, ['COMPLETED', 'FAILED']),
              isNull(transferEvents.actorId),
              eq(transferEvents.createdAt, end),
            ),
          )
          .all(),
      ) + (before.checksDue.get(d) ?? 0),
    scheduledTransfers: before.scheduledDue.get(d) ?? 0,
    standingOrders: n(
      db
        .select({ n: count() })
        .from(standingOrderRuns)
        .where(eq(standingOrderRuns.createdAt, end))
        .all(),
    ),
    billsAutopay: n(
      db
        .select({ n: count() })
        .from(bills)
        .where(and(eq(bills.status, 'PAID'), eq(bills.paidAt, new Date(`${d}T23:59:59.000Z`))))
        .all(),
    ),
    loanInstalments: n(
      db
        .select({ n: count() })
        .from(loanInstalments)
        .where(and(eq(loanInstalments.status, 'PAID'), eq(loanInstalments.paidOn, d)))
        .all(),
    ),
    monthlyStatements: n(
      db
        .select({ n: count() })
        .from(monthlyStatements)
        .where(eq(monthlyStatements.period, d.slice(0, 7)))
        .all(),
    ),
  };
}

describe('a clock advance reports what ran, day by day', () => {
  it('answers each day closed with counts that match the records, and streams them to admins', async () => {
    const today = (
      await json<{ date: string }>(bank.call('GET', '/api/admin/clock', { cookie: admin }))
    ).date;
    const d1 = today;
    const d2 = plusDays(today, 1);
    // A LOCAL transfer, settled by the sweep 30 s (business time) after it was made.
    await bank.call('POST', `/api/users/${bank.userId('demo')}/verify-pin`, {
      cookie: demo,
      body: { pin: '1234' },
    });
    const payee = await json<{ id: number }>(
      bank.call('POST', '/api/beneficiaries', {
        cookie: demo,
        body: { name: 'Payee', accountNumber: '55501234', bankName: 'Some Bank' },
      }),
    );
    // Work due on the second day: a scheduled transfer, a standing order's first run, and a
    // bill on autopay.
    const mine = await json<Account[]>(bank.call('GET', '/api/accounts', { cookie: demo }));
    const checking = mine.find((a) => a.accountType === 'CHECKING')!;
    const savings = mine.find((a) => a.accountType === 'SAVINGS')!;
    const local = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        transferType: 'LOCAL',
        fromAccountId: checking.id,
        beneficiaryId: payee.id,
        amount: '5.00',
      },
    });
    expect(local.status).toBe(201);
    expect((await local.json()).status).toBe('PENDING');
    const scheduled = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        fromAccountId: checking.id,
        toAccountId: savings.id,
        transferType: 'INTERNAL',
        amount: '12.00',
        scheduledDate: d2,
      },
    });
    expect(scheduled.status).toBe(201);
    const order = await bank.call('POST', '/api/standing-orders', {
      cookie: demo,
      body: {
        fromAccountId: checking.id,
        toAccountId: savings.id,
        transferType: 'INTERNAL',
        amount: '10.00',
        frequency: 'WEEKLY',
        startDate: d2,
      },
    });
    expect(order.status).toBe(201);
    const bill = await json<{ id: number }>(
      bank.call('POST', '/api/bills', {
        cookie: jane,
        body: {
          billerName: 'Metro Water',
          accountNumber: 'MW-9',
          amount: '7.50',
          dueDate: d2,
          isRecurring: 'true',
        },
      }),
    );
    expect(
      (
        await bank.call('PATCH', `/api/bills/${bill.id}/autopay`, {
          cookie: jane,
          body: { autopay: true },
        })
      ).status,
    ).toBe(200);

    // What is due each day, read before anything runs.
    const db = bank.db;
    const scheduledDue = new Map<string, number>();
    const checksDue = new Map<string, number>();
    let previousEnd = new Date(0);
    for (const d of [d1, d2]) {
      scheduledDue.set(
        d,
        n(
          db
            .select({ n: count() })
            .from(transfers)
            .where(
              and(
                eq(transfers.status, 'SCHEDULED'),
                lte(transfers.scheduledDate, d),
                d === d1 ? undefined : gt(transfers.scheduledDate, d1),
              ),
            )
            .all(),
        ),
      );
      checksDue.set(
        d,
        n(
          db
            .select({ n: count() })
            .from(deposits)
            .where(
              and(
                eq(deposits.status, 'HELD'),
                gt(deposits.holdReleaseAt, previousEnd),
                lte(deposits.holdReleaseAt, endOfDay(d)),
              ),
            )
            .all(),
        ),
      );
      previousEnd = endOfDay(d);
    }

    const next = await clockEvents(admin);
    const res = await bank.call('POST', '/api/admin/clock/advance', {
      cookie: admin,
      body: { days: 2 },
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Advanced;
    expect(verifyLedger(db).ok).toBe(true);
    expect(answer.closedThrough).toBe(d2);
    expect(answer.days.map((d) => d.date)).toEqual([d1, d2]);

    const accruing = n(
      db
        .select({ n: count() })
        .from(accounts)
        .where(
          and(
            eq(accounts.accountType, 'SAVINGS'),
            isNull(accounts.closedAt),
            gte(accounts.balance, 1),
          ),
        )
        .all(),
    );
    for (const day of answer.days) {
      const ran = ranOn(day.date, { scheduledDue, checksDue });
      expect(day.steps).toEqual({
        settlements: ran.settlements,
        scheduledTransfers: ran.scheduledTransfers,
        standingOrders: ran.standingOrders,
        billsAutopay: ran.billsAutopay,
        loanInstalments: ran.loanInstalments,
        interestAccrual: accruing,
        // Interest is posted, and statements made, on a month's last day only.
        interestPosting: isMonthEnd(day.date) ? day.steps.interestPosting : 0,
        monthlyStatements: isMonthEnd(day.date) ? ran.monthlyStatements : 0,
      });
    }
    // The work planted for the second day is in its counts.
    const [one, second] = answer.days.map((d) => d.steps) as [Steps, Steps];
    expect(one.settlements + second.settlements).toBeGreaterThanOrEqual(1);
    expect(second.scheduledTransfers).toBeGreaterThanOrEqual(1);
    expect(second.standingOrders).toBeGreaterThanOrEqual(1);
    expect(second.billsAutopay).toBeGreaterThanOrEqual(1);
    expect(second.interestAccrual).toBeGreaterThan(0);

    // The stream carried one `clock` event per day, as it ran, with the same counts.
    const first = await next();
    const last = await next();
    expect(first).toEqual({ ...answer.days[0], done: 1, total: 2, closingThrough: d2 });
    expect(last).toEqual({ ...answer.days[1], done: 2, total: 2, closingThrough: d2 });
  });

  it('does not send the progress to customers', async () => {
    const res = await bank.call('GET', '/api/events', { cookie: demo });
    const reader = res.body!.getReader();
    readers.push(reader);
    expect(
      (await bank.call('POST', '/api/admin/clock/advance', { cookie: admin, body: { days: 1 } }))
        .status,
    ).toBe(200);
    const decoder = new TextDecoder();
    let text = '';
    const deadline = Date.now() + 300;
    while (Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((r) => setTimeout(() => r(null), 100)),
      ]);
      if (!chunk || chunk.done) continue;
      text += decoder.decode(chunk.value, { stream: true });
    }
    expect(text).not.toContain('event: clock');
  });
});
