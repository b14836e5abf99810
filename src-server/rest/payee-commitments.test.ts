/**
 * A saved payee and the payments still due to it, through REST on a real in-memory bank: an
 * edit carries its scheduled transfers and standing orders to the new version (so close of
 * business pays them), and a delete is refused while any is still due.
 */
import Database from 'better-sqlite3';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../bank/seed/demo';
import { beneficiaries, notifications, standingOrderRuns } from '../db/schema';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let admin: string;
let demo: string;
let demoId: number;

type Transfer = { id: number; status: string; beneficiaryId: number | null };
type Order = { id: number; status: string; beneficiaryId: number | null; runsDone: number };

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const plusDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = async () =>
  (await json<{ date: string }>(bank.call('GET', '/api/admin/clock', { cookie: admin }))).date;
const transferById = async (id: number) =>
  (
    await json<Transfer[]>(bank.call('GET', `/api/transfers/${demoId}?limit=100`, { cookie: demo }))
  ).find((t) => t.id === id)!;
const orderById = async (id: number) =>
  (await json<Order[]>(bank.call('GET', '/api/standing-orders?limit=100', { cookie: demo }))).find(
    (o) => o.id === id,
  )!;
const payeeIds = async () =>
  (
    await json<{ id: number }[]>(
      bank.call('GET', `/api/beneficiaries/${demoId}?limit=100`, { cookie: demo }),
    )
  ).map((b) => b.id);

/** A new payee of demo's, a transfer to it scheduled in 3 days and a weekly order from tomorrow. */
async function payeeWithPayments(name: string, accountNumber: string) {
  const checking = (
    await json<{ id: number; accountType: string }[]>(
      bank.call('GET', '/api/accounts', { cookie: demo }),
    )
  ).find((a) => a.accountType === 'CHECKING')!;
  const pin = await bank.call('POST', `/api/users/${demoId}/verify-pin`, {
    cookie: demo,
    body: { pin: DEMO_PIN },
  });
  expect(pin.status).toBe(200);
  const payee = await json<{ id: number }>(
    bank.call('POST', '/api/beneficiaries', {
      cookie: demo,
      body: { name, accountNumber, bankName: 'Northwind Bank' },
    }),
  );
  const day = await today();
  const scheduled = await json<Transfer>(
    bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        fromAccountId: checking.id,
        beneficiaryId: payee.id,
        transferType: 'LOCAL',
        amount: '7.00',
        scheduledDate: plusDays(day, 3),
      },
    }),
  );
  expect(scheduled.status).toBe('SCHEDULED');
  const order = await json<Order>(
    bank.call('POST', '/api/standing-orders', {
      cookie: demo,
      body: {
        fromAccountId: checking.id,
        beneficiaryId: payee.id,
        transferType: 'LOCAL',
        amount: '4.00',
        frequency: 'WEEKLY',
        startDate: plusDays(day, 1),
      },
    }),
  );
  expect(order.status).toBe('ACTIVE');
  return { payee, scheduled, order };
}

/** Statements naming a payee's payments (transfers or standing orders by beneficiary_id), with their bound values. */
const ran: { sql: string; params: unknown[] }[] = [];
const statementProto = Object.getPrototypeOf(
  new Database(':memory:').prepare('select 1'),
) as Record<string, (...args: unknown[]) => unknown>;
const originals = new Map<string, (...args: unknown[]) => unknown>();
for (const method of ['all', 'get', 'run']) {
  const original = statementProto[method]!;
  originals.set(method, original);
  statementProto[method] = function (this: { source: string }, ...args: unknown[]) {
    if (
      /"(transfers|standing_orders)"\."beneficiary_id" = \?/.test(this.source) &&
      !/^\s*explain/i.test(this.source)
    )
      ran.push({ sql: this.source, params: args });
    return original.apply(this, args);
  };
}
afterAll(() => {
  for (const [method, original] of originals) statementProto[method] = original;
});

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  demo = await bank.login('demo');
  demoId = bank.userId('demo');
});

describe('editing a payee that payments are still due to', () => {
  it('moves its scheduled transfer and standing order to the new version, and they are paid', async () => {
    const { payee, scheduled, order } = await payeeWithPayments(
      'Landlord Typo',
      'GB29NWBK60161331926819',
    );
    const edited = await json<{ id: number }>(
      bank.call('PUT', `/api/beneficiaries/${payee.id}`, {
        cookie: demo,
        body: {
          name: 'Landlord',
          accountNumber: 'GB29NWBK60161331926819',
          bankName: 'Northwind Bank',
        },
      }),
    );
    expect(edited.id).not.toBe(payee.id);
    expect((await transferById(scheduled.id)).beneficiaryId).toBe(edited.id);
    expect((await orderById(order.id)).beneficiaryId).toBe(edited.id);

    const advanced = await bank.call('POST', '/api/admin/clock/advance', {
      cookie: admin,
      body: { days: 4 },
    });
    expect(advanced.status).toBe(200);
    expect(['PENDING', 'COMPLETED']).toContain((await transferById(scheduled.id)).status);
    const ran = await orderById(order.id);
    expect(ran.runsDone).toBe(1);
    expect(ran.status).toBe('ACTIVE');
    const made = await json<Transfer[]>(
      bank.call('GET', `/api/transfers/${demoId}?limit=100`, { cookie: demo }),
    );
    expect(made.filter((t) => t.beneficiaryId === edited.id).length).toBe(2);
    expect(made.some((t) => t.status === 'FAILED' && t.beneficiaryId === payee.id)).toBe(false);
    expect(verifyLedger(bank.db).ok).toBe(true);
  });
});

describe('deleting a payee that payments are still due to', () => {
  it('is refused with 409 counting them, and changes nothing; it goes once they are cancelled', async () => {
    const { payee, scheduled, order } = await payeeWithPayments(
      'Gym Membership',
      'DE89370400440532013000',
    );
    const refused = await bank.call('DELETE', `/api/beneficiaries/${payee.id}`, { cookie: demo });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'Scheduled transfers to this payee: 1; standing orders: 1. Cancel them before deleting the payee, or edit the payee instead: they follow the edit.',
    );
    expect(await payeeIds()).toContain(payee.id);

    // A paused order still counts: resumed, it would pay this payee.
    const paused = await bank.call('PATCH', `/api/standing-orders/${order.id}`, {
      cookie: demo,
      body: { status: 'PAUSED' },
    });
    expect(paused.status).toBe(200);
    const cancelled = await bank.call('POST', `/api/transfers/${scheduled.id}/cancel`, {
      cookie: demo,
    });
    expect(cancelled.status).toBe(200);
    const italian = await bank.call('DELETE', `/api/beneficiaries/${payee.id}`, {
      cookie: demo,
      headers: { 'Accept-Language': 'it' },
    });
    expect(italian.status).toBe(409);
    expect((await italian.json()).message).toBe(
      'Trasferimenti programmati verso questo beneficiario: 0; ordini permanenti: 1. Annullali prima di eliminare il beneficiario, oppure modificalo: seguono la modifica.',
    );

    const stopped = await bank.call('DELETE', `/api/standing-orders/${order.id}`, {
      cookie: demo,
    });
    expect(stopped.status).toBe(200);
    const deleted = await bank.call('DELETE', `/api/beneficiaries/${payee.id}`, { cookie: demo });
    expect(deleted.status).toBe(200);
    expect(await payeeIds()).not.toContain(payee.id);
  });
});

describe('a standing order whose payee is gone (a bank file from before payees kept their orders)', () => {
  it('is paused at its first failed run, not failed again every period, and the customer is told', async () => {
    const { payee, scheduled, order } = await payeeWithPayments(
      'Old Gym',
      'FR1420041010050500013M02606',
    );
    await bank.call('POST', `/api/transfers/${scheduled.id}/cancel`, { cookie: demo });
    // Such a bank retired the payee and left the order on it.
    bank.db
      .update(beneficiaries)
      .set({ retiredAt: new Date() })
      .where(eq(beneficiaries.id, payee.id))
      .run();

    const advanced = await bank.call('POST', '/api/admin/clock/advance', {
      cookie: admin,
      body: { days: 22 },
    });
    expect(advanced.status).toBe(200);
    const paused = await orderById(order.id);
    expect(paused.status).toBe('PAUSED');
    const runs = bank.db
      .select()
      .from(standingOrderRuns)
      .where(eq(standingOrderRuns.orderId, order.id))
      .all();
    expect(runs.map((r) => [r.outcome, r.reason])).toEqual([['FAILED', 'Beneficiary not found']]);
    const told = bank.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(like(notifications.message, `%SO-${order.id} %`))
      .all();
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toMatch(
      /was not made \(Beneficiary not found\); the order is paused, as its account or payee is gone: delete it, or set up a new one\.$/,
    );
  });
});

describe("a payee's payments", () => {
  it('are counted and moved through their partial indexes, never a scan of transfers or orders', () => {
    // The edit and the deletes above ran the reads and the moves.
    expect(ran.some((r) => /^\s*select/i.test(r.sql))).toBe(true);
    expect(ran.some((r) => /^\s*update/i.test(r.sql))).toBe(true);
    for (const r of ran) {
      const plan = (
        bank.db.$client.prepare(`explain query plan ${r.sql}`).all(...(r.params as [])) as {
          detail: string;
        }[]
      ).map((row) => row.detail);
      expect(plan.join('; '), r.sql).toMatch(
        /USING (COVERING )?INDEX (transfers_beneficiary_scheduled_idx|standing_orders_beneficiary_idx)/,
      );
      expect(plan.join('; '), r.sql).not.toMatch(/^SCAN|; SCAN/);
    }
  });
});
