/**
 * The admin overview's figures over REST (each answer checked against the OpenAPI document):
 * deposits per month from the kept month totals, transfer volume per day by type, and the
 * queues, on the demo bank.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { decimalToCents } from '../shared/money';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let admin: string;

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
});

const get = async <T>(path: string, cookie = admin) => {
  const res = await bank.call('GET', path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

describe('admin overview', () => {
  it('is for admins only', async () => {
    const demo = await bank.login('demo');
    for (const path of ['deposits', 'transfer-volume', 'queues']) {
      expect((await bank.call('GET', `/api/admin/overview/${path}`)).status).toBe(401);
      expect((await bank.call('GET', `/api/admin/overview/${path}`, { cookie: demo })).status).toBe(
        403,
      );
    }
  });

  it("gives 12 months of deposits ending with today's total of every customer balance", async () => {
    const months = await get<
      { month: string; deposits: string; credits: string; debits: string }[]
    >('/api/admin/overview/deposits');
    expect(months).toHaveLength(12);
    expect(months.at(-1)!.month).toBe(new Date().toISOString().slice(0, 7));
    const total = bank.db.$client.prepare('select sum(balance) as n from accounts').get() as {
      n: number;
    };
    expect(decimalToCents(months.at(-1)!.deposits)).toBe(total.n);
    // Each month's end is the previous month's end plus the month's money in, less its money out.
    for (let i = 1; i < months.length; i++) {
      const m = months[i]!;
      expect(decimalToCents(m.deposits)).toBe(
        decimalToCents(months[i - 1]!.deposits) +
          decimalToCents(m.credits) -
          decimalToCents(m.debits),
      );
    }
    // The personas' year of history: money came in every month before this one. This month
    // may have none yet: on its 1st the seed's first events fall at noon.
    expect(months.slice(0, -1).every((m) => decimalToCents(m.credits) > 0)).toBe(true);
  });

  it('gives 30 days of transfer volume by type, counting a new transfer on today', async () => {
    type Day = { day: string; LOCAL: string; WIRE: string; INTERNAL: string; count: number };
    const before = await get<Day[]>('/api/admin/overview/transfer-volume');
    expect(before).toHaveLength(30);
    expect(before.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    // The seed's pending LOCAL and WIRE transfers are today's.
    expect(decimalToCents(before.at(-1)!.LOCAL)).toBeGreaterThan(0);
    expect(decimalToCents(before.at(-1)!.WIRE)).toBeGreaterThan(0);
    const sum = (days: Day[], type: 'LOCAL' | 'WIRE' | 'INTERNAL') =>
      days.reduce((s, d) => s + decimalToCents(d[type]), 0);
    expect(sum(before, 'INTERNAL')).toBeGreaterThan(0);

    const demo = bank.caller('demo');
    const [from, to] = await demo.accounts.mine();
    await demo.transfers.create({
      fromAccountId: from!.id,
      toAccountId: to!.id,
      amount: '12.34',
      transferType: 'INTERNAL',
    });
    const after = await get<Day[]>('/api/admin/overview/transfer-volume');
    expect(decimalToCents(after.at(-1)!.INTERNAL) - decimalToCents(before.at(-1)!.INTERNAL)).toBe(
      1234,
    );
    expect(after.at(-1)!.count).toBe(before.at(-1)!.count + 1);
  });

  it('counts the queues the seed fills', async () => {
    const queues = await get<Record<string, unknown>>('/api/admin/overview/queues');
    expect(queues).toEqual({
      pendingTransfers: { LOCAL: 6, WIRE: 2 },
      pendingEnrollments: 5,
      pendingLoanApplications: 6,
      openTickets: 7,
    });
  });

  it('keeps the volume as transfers fail and come back, equal to what the transfers themselves add up to', async () => {
    type Day = { day: string; LOCAL: string; WIRE: string; INTERNAL: string; count: number };
    const shown = async () =>
      (await get<Day[]>('/api/admin/overview/transfer-volume')).map((d) => ({
        day: d.day,
        LOCAL: decimalToCents(d.LOCAL),
        WIRE: decimalToCents(d.WIRE),
        INTERNAL: decimalToCents(d.INTERNAL),
        count: d.count,
      }));
    // The same 30 days summed from every transfer, as the chart read them before.
    const summed = (days: { day: string }[]) => {
      const rows = bank.db.$client
        .prepare(
          `select strftime('%Y-%m-%d', created_at / 1000, 'unixepoch') as day, transfer_type as type,
                  sum(amount) as amount, count(*) as n
           from transfers where status not in ('FAILED', 'CANCELLED') group by 1, 2`,
        )
        .all() as { day: string; type: 'LOCAL' | 'WIRE' | 'INTERNAL'; amount: number; n: number }[];
      return days.map(({ day }) => {
        const entry = { day, LOCAL: 0, WIRE: 0, INTERNAL: 0, count: 0 };
        for (const r of rows.filter((r) => r.day === day)) {
          entry[r.type] += r.amount;
          entry.count += r.n;
        }
        return entry;
      });
    };
    const before = await shown();
    expect(before).toEqual(summed(before));

    const pending = bank.db.$client
      .prepare(
        "select id, amount from transfers where status = 'PENDING' and transfer_type = 'LOCAL' order by id desc limit 1",
      )
      .get() as { id: number; amount: number };
    const setStatus = async (status: string) => {
      const res = await bank.call('PATCH', `/api/transfers/${pending.id}/status`, {
        cookie: admin,
        body: { status },
      });
      expect(res.status, status).toBe(200);
    };
    await setStatus('FAILED');
    const failed = await shown();
    expect(failed).toEqual(summed(failed));
    expect(failed.at(-1)!.LOCAL).toBe(before.at(-1)!.LOCAL - pending.amount);
    expect(failed.at(-1)!.count).toBe(before.at(-1)!.count - 1);
    await setStatus('COMPLETED');
    // Completed, it counts again. (It has left the pending queue, so this test runs after the
    // queues'.)
    expect(await shown()).toEqual(before);
  });
});
