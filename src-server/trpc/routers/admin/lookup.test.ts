/**
 * The admin pickers' searches: customers, accounts, cards and transfers found by a name, a
 * username, an email or the digits of a number, page by page, and only by admins.
 */
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../../../test/bank';

let bank: TestBank;
let admin: ReturnType<TestBank['caller']>;

beforeAll(async () => {
  bank = await createTestBank();
  admin = bank.caller('admin');
});

describe('adminLookup.customers', () => {
  it('finds a customer by first name, full name, username and email, any case', async () => {
    const demoId = bank.userId('demo');
    for (const q of ['alex', 'Alex Morgan', 'DEMO', 'alex.morgan@example']) {
      const page = await admin.adminLookup.customers({ q });
      expect(
        page.items.map((c) => c.id),
        q,
      ).toContain(demoId);
      expect(page.items.find((c) => c.id === demoId)?.label, q).toBe('Alex Morgan (demo)');
    }
    expect((await admin.adminLookup.customers({ q: 'nobody-like-this' })).items).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect((await admin.adminLookup.customers({ q: '%' })).items).toEqual([]);
  });

  it('reads one customer by id, so a picker can name the value it holds', async () => {
    const janeId = bank.userId('jane');
    const page = await admin.adminLookup.customers({ id: janeId });
    expect(page.items).toEqual([
      expect.objectContaining({ id: janeId, name: 'Jane Cooper', username: 'jane' }),
    ]);
  });

  it('pages with nextCursor: every customer once', async () => {
    const all = await admin.adminLookup.customers({ limit: 100 });
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 100; i++) {
      const page = await admin.adminLookup.customers({ limit: 3, cursor });
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((c) => c.id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all.items.map((c) => c.id));
    expect(seen.length).toBeGreaterThan(3);
  });
});

describe('adminLookup.accounts', () => {
  it('finds an account by its number and labels it with the owner, type and last four', async () => {
    const page = await admin.adminLookup.accounts({ q: '4820318265' });
    expect(page.items).toEqual([
      expect.objectContaining({
        userId: bank.userId('jane'),
        accountNumber: '4820318265',
        label: 'Jane Cooper · Checking ····8265',
      }),
    ]);
  });

  it("finds a customer's accounts by the customer's name, and narrows to one owner", async () => {
    const demoId = bank.userId('demo');
    const byName = await admin.adminLookup.accounts({ q: 'morgan' });
    expect(byName.items.length).toBeGreaterThanOrEqual(3);
    expect(byName.items.every((a) => a.userId === demoId)).toBe(true);

    const janes = await admin.adminLookup.accounts({ userId: bank.userId('jane') });
    expect(janes.items.map((a) => a.accountNumber).sort()).toEqual(['4820318265', '4820640137']);
    const narrowed = await admin.adminLookup.accounts({ userId: demoId, q: '4820318265' });
    expect(narrowed.items).toEqual([]);
  });

  it('pages with nextCursor', async () => {
    const first = await admin.adminLookup.accounts({ limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await admin.adminLookup.accounts({ limit: 2, cursor: first.nextCursor! });
    expect(second.items[0]!.id).toBeGreaterThan(first.items[1]!.id);
  });
});

describe('adminLookup.cards', () => {
  it('finds a card by its last four digits or its owner, never showing the whole number', async () => {
    for (const q of ['0366', 'Alex']) {
      const page = await admin.adminLookup.cards({ q });
      const card = page.items.find((c) => c.lastFour === '0366');
      expect(card, q).toBeDefined();
      expect(card!.label).toBe('Alex Morgan · Debit card ····0366 (Checking ····3746)');
      expect(JSON.stringify(page)).not.toContain('4532015112830366');
    }
    // Digits from the middle of the number find nothing.
    expect((await admin.adminLookup.cards({ q: '45320151' })).items).toEqual([]);
    expect(
      (await admin.adminLookup.cards({ userId: bank.userId('jane'), q: '0366' })).items,
    ).toEqual([]);
  });
});

describe('adminLookup.transfers', () => {
  it('finds transfers by id and by customer name', async () => {
    const all = await admin.adminLookup.transfers({ limit: 100 });
    expect(all.items.length).toBeGreaterThan(0);
    const one = all.items[0]!;
    const byId = await admin.adminLookup.transfers({ q: String(one.id) });
    expect(byId.items.map((t) => t.id)).toContain(one.id);
    expect(one.label).toMatch(new RegExp(`^Transfer ${one.id} · ${one.customerName} · \\$`));

    const demoId = bank.userId('demo');
    const byName = await admin.adminLookup.transfers({ q: 'Alex Morgan' });
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((t) => t.userId === demoId)).toBe(true);
    const completedLocal = await admin.adminLookup.transfers({
      status: 'COMPLETED',
      transferType: 'LOCAL',
    });
    for (const t of completedLocal.items) {
      expect(t.status).toBe('COMPLETED');
      expect(t.transferType).toBe('LOCAL');
    }
  });
});

describe('the searches are for admins only', () => {
  it('refuses a customer', async () => {
    const demo = bank.caller('demo');
    await expect(demo.adminLookup.customers({ q: 'jane' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(demo.adminLookup.accounts({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(demo.adminLookup.cards({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(demo.adminLookup.transfers({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('are not REST operations: the API keeps taking ids', async () => {
    const cookie = await bank.login('admin');
    const res = await bank.app.request('http://localhost/api/admin/lookup/customers?q=alex', {
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(404);
  });
});

describe('the searches walk an index', () => {
  /** The query plans of the SELECTs `run` made. */
  async function plansOf(run: () => Promise<unknown>): Promise<string[]> {
    const proto = Object.getPrototypeOf(new Database(':memory:').prepare('select 1')) as Record<
      string,
      (...args: unknown[]) => unknown
    >;
    const original = proto.all!;
    const ran: { sql: string; params: unknown[] }[] = [];
    proto.all = function (this: { source: string }, ...args: unknown[]) {
      if (/^\s*select/i.test(this.source)) ran.push({ sql: this.source, params: args });
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      proto.all = original;
    }
    return ran
      .filter((r) => /"(users|accounts|credit_cards|transfers)"/.test(r.sql))
      .filter((r) => !/"sessions"/.test(r.sql))
      .map((r) =>
        (
          bank.db.$client.prepare(`explain query plan ${r.sql}`).all(...(r.params as [])) as {
            detail: string;
          }[]
        )
          .map((p) => p.detail)
          .join('; '),
      );
  }

  it("reads one customer's accounts and transfers through the owner's index, never sorting", async () => {
    const demoId = bank.userId('demo');
    const accountPlans = await plansOf(() => admin.adminLookup.accounts({ userId: demoId }));
    expect(accountPlans.join('\n')).toMatch(/accounts_user_idx/);
    const transferPlans = await plansOf(() => admin.adminLookup.transfers({ userId: demoId }));
    expect(transferPlans.join('\n')).toMatch(/transfers_user/);
    for (const plan of [...accountPlans, ...transferPlans]) expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('walks the primary key in its own order when only text is typed, never sorting', async () => {
    const plans = await plansOf(async () => {
      await admin.adminLookup.customers({ q: 'morgan' });
      await admin.adminLookup.accounts({ q: 'morgan' });
      await admin.adminLookup.cards({ q: '0366' });
      await admin.adminLookup.transfers({ q: 'morgan' });
    });
    expect(plans.length).toBeGreaterThanOrEqual(4);
    for (const plan of plans) expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});
