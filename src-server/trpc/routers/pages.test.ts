/**
 * The screens' paged procedures answer {items, nextCursor, total?}: passing nextCursor back
 * as cursor walks the whole list once, null marks the last page, and the total (where the
 * list counts) is the number of rows walked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../../test/bank';

let bank: TestBank;

beforeAll(async () => {
  bank = await createTestBank();
});

type Paged = { items: { id: number }[]; nextCursor: string | null; total?: number };

async function walkAll(read: (cursor?: string) => Promise<Paged>) {
  const ids: number[] = [];
  let cursor: string | undefined;
  let total: number | undefined;
  for (let pages = 0; pages < 200; pages++) {
    const page = await read(cursor);
    expect(page.items.length).toBeLessThanOrEqual(7);
    ids.push(...page.items.map((i) => i.id));
    total ??= page.total;
    if (page.nextCursor === null) return { ids, total };
    cursor = page.nextCursor;
  }
  throw new Error('The walk did not end');
}

describe('tRPC page procedures', () => {
  it('walk the customer lists with nextCursor', async () => {
    const demo = bank.caller('demo');
    const cases: [string, (cursor?: string) => Promise<Paged>][] = [
      ['transfers', (cursor) => demo.transfers.page({ limit: 7, cursor })],
      ['notifications', (cursor) => demo.notifications.page({ limit: 7, cursor })],
      ['bills', (cursor) => demo.bills.page({ limit: 7, cursor })],
      ['crypto orders', (cursor) => demo.crypto.ordersPage({ limit: 7, cursor })],
    ];
    for (const [name, read] of cases) {
      const { ids, total } = await walkAll(read);
      expect(new Set(ids).size, name).toBe(ids.length);
      expect(ids.length, name).toBeGreaterThan(0);
      if (total !== undefined) expect(total, name).toBe(ids.length);
    }
    const accounts = await demo.accounts.mine();
    const statement = await walkAll((cursor) =>
      demo.accounts.statement({ accountId: accounts[0]!.id, limit: 7, cursor }),
    );
    expect(statement.total).toBe(statement.ids.length);
  });

  it('walk the admin lists with nextCursor', async () => {
    const admin = bank.caller('admin');
    const transfers = await walkAll((cursor) => admin.adminOps.transfersPage({ limit: 7, cursor }));
    expect(transfers.total).toBe(transfers.ids.length);
    const users = await walkAll((cursor) => admin.adminPeople.usersPage({ limit: 7, cursor }));
    expect(users.total).toBe(users.ids.length);
    const audit = await admin.adminOps.auditPage({});
    expect(audit.items.length).toBeLessThanOrEqual(50);
  });

  it('refuse a cursor from another list', async () => {
    const demo = bank.caller('demo');
    const bills = await demo.bills.page({ limit: 1 });
    await expect(demo.transfers.page({ cursor: bills.nextCursor! })).rejects.toThrow(/cursor/);
  });
});
