/**
 * The statement read pages, searches and sorts on the server (memory target): GET /api/transactions/{accountId}
 * with limit, offset, q, sort and order, the X-Total-Count header, and the screens' tRPC
 * read `accounts.statement` answering {items, total}.
 */
import { TRPCError } from '@trpc/server';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { statementInput } from '../../src/features/statements/lib/statementSearch';
import { displayDate } from '../../src/lib/format';
import { statementQueries } from '../services/transactions/list';
import { statementIndexQuery } from '../services/transactions/search';
import { decimalToCents, displayUsd } from '../shared/money';
import { createTestBank, type TestBank } from '../test/bank';

type Row = {
  id: number;
  accountId: number;
  type: 'DEBIT' | 'CREDIT';
  amount: string;
  description: string;
  date: string;
  balance: string;
};

let bank: TestBank;
let demo: string;
let checkingId: number;
let janeCheckingId: number;
/** Every row of demo's checking account, as the unpaged call answers it. */
let all: Row[];

const read = async (query: string, cookie = demo, accountId = checkingId) => {
  const res = await bank.call('GET', `/api/transactions/${accountId}${query}`, { cookie });
  return { status: res.status, total: res.headers.get('X-Total-Count'), body: await res.json() };
};
const ids = (rows: Row[]) => rows.map((r) => r.id);

/** The rule the statement screens applied in the browser before the server did it. */
const matches = (row: Row, search: string) =>
  [row.date, displayDate(row.date), row.description, row.type, row.amount, displayUsd(row.amount)]
    .join('\n')
    .toLowerCase()
    .includes(search.trim().toLowerCase());

/** The screens' sort: by the column, ties by posting in the same direction. */
function sorted(
  rows: Row[],
  sort: 'date' | 'description' | 'type' | 'amount',
  order: 'asc' | 'desc',
): Row[] {
  const sign = order === 'asc' ? 1 : -1;
  const compare = (a: Row, b: Row) => {
    if (sort === 'amount') return decimalToCents(a.amount) - decimalToCents(b.amount);
    if (sort === 'type') return a.type.localeCompare(b.type);
    // SQLite compares text byte by byte (BINARY): code-unit order, not the locale's.
    if (sort === 'description')
      return a.description < b.description ? -1 : a.description > b.description ? 1 : 0;
    return a.date.localeCompare(b.date);
  };
  return [...rows].sort((a, b) => sign * (compare(a, b) || a.id - b.id));
}

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  const jane = await bank.login('jane');
  const accounts = async (cookie: string) =>
    (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as {
      id: number;
      accountType: string;
    }[];
  checkingId = (await accounts(demo)).find((a) => a.accountType === 'CHECKING')!.id;
  janeCheckingId = (await accounts(jane)).find((a) => a.accountType === 'CHECKING')!.id;
  const whole = await read('');
  all = whole.body;
  expect(whole.total).toBe(String(all.length));
});

describe('GET /api/transactions/{accountId} paging', () => {
  it('without parameters answers every row, date ascending, with the count in X-Total-Count', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(ids(all)).toEqual(ids(sorted(all, 'date', 'asc')));
  });

  it('answers the page that limit and offset ask for, and the whole count', async () => {
    const page = await read('?limit=10&offset=20');
    expect(page.status).toBe(200);
    expect(page.total).toBe(String(all.length));
    expect(ids(page.body)).toEqual(ids(all.slice(20, 30)));
    expect(ids((await read('?limit=1')).body)).toEqual([all[0]!.id]);
    expect((await read('?limit=100')).body).toHaveLength(100);
    const last = await read(`?limit=25&offset=${all.length - 3}`);
    expect(ids(last.body)).toEqual(ids(all.slice(-3)));
    const beyond = await read(`?limit=10&offset=${all.length}`);
    expect(beyond).toMatchObject({ status: 200, total: String(all.length), body: [] });
    expect(ids((await read('?offset=5')).body)).toEqual(ids(all.slice(5)));
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=-1', 'limit'],
    ['?limit=2.5', 'limit'],
    ['?limit=ten', 'limit'],
    ['?offset=-1', 'offset'],
    ['?offset=1e300', 'offset'],
    ['?sort=balance', 'sort'],
    ['?order=up', 'order'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('refuses %s with 400 naming the parameter', async (query, field) => {
    const res = await read(query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(res.body.message).toMatch(new RegExp(`^${field}: `));
  });

  it("answers 404 for another customer's account, whatever the parameters", async () => {
    for (const query of ['', '?limit=5', '?q=salary&sort=amount&order=desc']) {
      const res = await read(query, demo, janeCheckingId);
      expect(res.status).toBe(404);
      expect(res.total).toBeNull();
    }
  });

  it("lets an admin page any customer's statement", async () => {
    const admin = await bank.login('admin');
    const res = await read('?limit=5&sort=amount&order=desc', admin);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(ids(sorted(all, 'amount', 'desc').slice(0, 5)));
    // Field for field the rows the admin's statement list answers (its own mapping), which
    // adds the account's number and owner.
    const adminRows = (await (
      await bank.call('GET', `/api/admin/transactions?accountId=${checkingId}&limit=100`, {
        cookie: admin,
      })
    ).json()) as (Row & { userId: number; customerName: string; accountNumber: string })[];
    expect(adminRows.length).toBeGreaterThan(50);
    const byId = new Map(all.map((r) => [r.id, r]));
    for (const { userId, customerName, accountNumber, ...row } of adminRows) {
      expect(byId.get(row.id)).toEqual(row);
      expect([userId, customerName, accountNumber].every(Boolean)).toBe(true);
    }
  });
});

describe('search', () => {
  it('finds a description, ignoring case', async () => {
    const res = await read('?q=SALARY&limit=100');
    const expected = all.filter((r) => r.description.toLowerCase().includes('salary'));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(res.body)).toEqual(ids(expected));
    expect(res.total).toBe(String(expected.length));
  });

  it('finds a type', async () => {
    const res = await read('?q=credit&limit=100');
    const expected = all.filter((r) => r.type === 'CREDIT');
    expect(res.total).toBe(String(expected.length));
    expect(res.body.every((r: Row) => r.type === 'CREDIT')).toBe(true);
  });

  it('finds an amount as the wire writes it and as the screen shows it, never through a float', async () => {
    const big = all.find((r) => decimalToCents(r.amount) >= 100_000)!;
    expect(big).toBeDefined();
    for (const text of [big.amount, displayUsd(big.amount), displayUsd(big.amount).slice(1, 6)]) {
      const res = await read(`?q=${encodeURIComponent(text)}`);
      expect(ids(res.body)).toContain(big.id);
      expect(ids(res.body)).toEqual(ids(all.filter((r) => matches(r, text))));
    }
    // '$1,' is only in the screen's "$1,234.50": every hit is from $1,000.00 to $1,999.99.
    const thousands = await read('?q=%241%2C');
    expect(thousands.body.length).toBeGreaterThan(0);
    for (const r of thousands.body as Row[]) {
      expect(decimalToCents(r.amount)).toBeGreaterThanOrEqual(100_000);
      expect(decimalToCents(r.amount)).toBeLessThan(200_000);
    }
  });

  it('finds a date as stored and as shown', async () => {
    const row = all[all.length - 1]!;
    const iso = await read(`?q=${row.date}`);
    expect(ids(iso.body)).toEqual(ids(all.filter((r) => r.date === row.date)));
    const shown = displayDate(row.date).toUpperCase();
    const res = await read(`?q=${encodeURIComponent(shown)}`);
    expect(ids(res.body)).toEqual(ids(all.filter((r) => matches(r, shown))));
    expect(ids(res.body)).toContain(row.id);
  });

  it('matches the screens’ rule for any piece of any field (property)', async () => {
    const pieces = all.flatMap((r) => [
      r.date,
      displayDate(r.date),
      r.description,
      r.type,
      r.amount,
      displayUsd(r.amount),
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pieces),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        async (text, a, b, upper) => {
          const start = a % text.length;
          const piece = text.slice(start, start + 1 + (b % (text.length - start)));
          const search = upper ? piece.toUpperCase() : piece.toLowerCase();
          const res = await read(`?q=${encodeURIComponent(search)}&limit=100`);
          const expected = all.filter((r) => matches(r, search));
          expect(res.total).toBe(String(expected.length));
          expect(ids(res.body)).toEqual(ids(expected.slice(0, 100)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('pages and sorts the matches, and a blank search is no search', async () => {
    const expected = sorted(
      all.filter((r) => matches(r, 'card')),
      'amount',
      'desc',
    );
    expect(expected.length).toBeGreaterThan(5);
    const res = await read('?q=card&sort=amount&order=desc&limit=5&offset=2');
    expect(ids(res.body)).toEqual(ids(expected.slice(2, 7)));
    expect(res.total).toBe(String(expected.length));
    expect((await read('?q=%20%20&limit=3')).total).toBe(String(all.length));
    expect((await read('?q=no-such-text-anywhere')).body).toEqual([]);
    // Search text is data, never SQL, a LIKE pattern or a full-text query.
    for (const q of [
      "' or 1=1 --",
      '%',
      '_',
      '"',
      '*',
      'pay*',
      'NEAR',
      '-',
      'AND',
      'card AND -x',
      '"ca',
    ]) {
      const hostile = await read(`?q=${encodeURIComponent(q)}`);
      expect(hostile.status).toBe(200);
      expect(ids(hostile.body)).toEqual(ids(all.filter((r) => matches(r, q))));
    }
  });
});

describe('sorting', () => {
  it.each([
    ['date', 'asc'],
    ['date', 'desc'],
    ['description', 'asc'],
    ['description', 'desc'],
    ['type', 'asc'],
    ['type', 'desc'],
    ['amount', 'asc'],
    ['amount', 'desc'],
  ] as const)(
    'sorts by %s %s, ties by posting in that direction, page after page',
    async (sort, order) => {
      const expected = sorted(all, sort, order);
      const first = await read(`?sort=${sort}&order=${order}&limit=50`);
      const second = await read(`?sort=${sort}&order=${order}&limit=50&offset=50`);
      expect(ids([...first.body, ...second.body])).toEqual(ids(expected.slice(0, 100)));
      expect(ids((await read(`?sort=${sort}&order=${order}`)).body)).toEqual(ids(expected));
    },
  );

  it('sorts amounts as money, not text', async () => {
    const res = await read('?sort=amount&limit=100');
    const cents = res.body.map((r: Row) => decimalToCents(r.amount));
    expect(cents).toEqual([...cents].sort((a: number, b: number) => a - b));
  });
});

describe('tRPC accounts.statement', () => {
  it('answers a page of 10 by default with the total', async () => {
    const page = await bank.caller('demo').accounts.statement({ accountId: checkingId });
    expect(page.total).toBe(all.length);
    expect(ids(page.items as Row[])).toEqual(ids(all.slice(0, 10)));
  });

  it('opens the statement screens on the newest rows, then pages back in time', async () => {
    const newest = sorted(all, 'date', 'desc');
    const first = await bank.caller('demo').accounts.statement(statementInput(checkingId, {}));
    expect(ids(first.items as Row[])).toEqual(ids(newest.slice(0, 10)));
    expect(first.items[0]!.date).toBe(all.at(-1)!.date);
    const second = await bank
      .caller('demo')
      .accounts.statement(statementInput(checkingId, { page: 2 }));
    expect(ids(second.items as Row[])).toEqual(ids(newest.slice(10, 20)));
  });

  it.each(['date', 'description', 'type', 'amount'] as const)(
    'sorts the screens by %s both ways, as the header asks',
    async (sort) => {
      for (const order of ['asc', 'desc'] as const) {
        const page = await bank
          .caller('demo')
          .accounts.statement(statementInput(checkingId, { sort, order, size: 25 }));
        expect(ids(page.items as Row[])).toEqual(ids(sorted(all, sort, order).slice(0, 25)));
      }
    },
  );

  it('searches, sorts and pages like REST', async () => {
    const page = await bank.caller('demo').accounts.statement({
      accountId: checkingId,
      q: 'debit',
      sort: 'amount',
      order: 'desc',
      limit: 25,
      offset: 25,
    });
    const expected = sorted(
      all.filter((r) => r.type === 'DEBIT'),
      'amount',
      'desc',
    );
    expect(page.total).toBe(expected.length);
    expect(ids(page.items as Row[])).toEqual(ids(expected.slice(25, 50)));
  });

  it("refuses another customer's account (NOT_FOUND) and bad input (BAD_REQUEST)", async () => {
    await expect(
      bank.caller('demo').accounts.statement({ accountId: janeCheckingId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      bank.caller('demo').accounts.statement({ accountId: checkingId, limit: 500 }),
    ).rejects.toBeInstanceOf(TRPCError);
    await expect(
      bank.caller('demo').accounts.statement({ accountId: checkingId, limit: 500 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('query plans', () => {
  type PlanRow = { detail: string };
  const VALUES: Record<string, number> = { accountId: 1, limit: 10, offset: 0 };
  function plan(query: { toSQL(): { sql: string; params: unknown[] } }): string[] {
    const { sql, params } = query.toSQL();
    const bound = params.map((p) =>
      typeof p === 'object' && p !== null && 'name' in p ? VALUES[String(p.name)] : p,
    );
    return (bank.db.$client.prepare(`explain query plan ${sql}`).all(...bound) as PlanRow[]).map(
      (r) => r.detail,
    );
  }

  it.each([
    ['date', 'asc'],
    ['date', 'desc'],
    ['description', 'asc'],
    ['description', 'desc'],
    ['type', 'asc'],
    ['type', 'desc'],
    ['amount', 'asc'],
    ['amount', 'desc'],
  ] as const)(
    'a page by %s %s walks that column’s index, never sorting the statement',
    (sort, order) => {
      const { rows, count } = statementQueries(bank.db, sort, order, '');
      const steps = plan(rows);
      // One index per column: descending reads it backwards (ties newest posting first), so
      // neither direction sorts anything.
      const index = `transactions_account_${sort}_idx`;
      expect(steps[0]).toBe(`SEARCH transactions USING INDEX ${index} (account_id=?)`);
      expect(steps.slice(1)).toEqual([]);
      expect(plan(count)).toEqual([
        expect.stringMatching(
          /^SEARCH transactions USING COVERING INDEX transactions_account_\w+_idx \(account_id=\?\)$/,
        ),
      ]);
    },
  );

  it.each([
    ['date', 'asc'],
    ['date', 'desc'],
    ['description', 'asc'],
    ['description', 'desc'],
    ['type', 'asc'],
    ['type', 'desc'],
    ['amount', 'asc'],
    ['amount', 'desc'],
  ] as const)(
    'a search by %s %s reads the search index’s matches by id, never the account’s rows',
    (sort, order) => {
      // '12.5' is one trigram phrase; '1' and 'ry' go through the index's terms.
      for (const needle of ['12.5', 'salary', '1', 'ry']) {
        const { rows, count } = statementQueries(bank.db, sort, order, needle, {
          accountId: 1,
          limit: 10,
          offset: 0,
        });
        // The index's matches, and the rows queued for it (none outside a posting).
        const found = [
          'SEARCH transactions USING INTEGER PRIMARY KEY (rowid=?)',
          'LIST SUBQUERY 2',
          'COMPOUND QUERY',
          'LEFT-MOST SUBQUERY',
          'SCAN statement_search VIRTUAL TABLE INDEX 0:M1',
          'UNION ALL',
          'SCAN statement_search_queue',
        ];
        // Only the matches are sorted: their number, not the account's rows, is the cost.
        expect(plan(rows), needle).toEqual([...found, 'USE TEMP B-TREE FOR ORDER BY']);
        expect(plan(count), needle).toEqual(found);
      }
    },
  );

  it('a search of one or two characters reads a range of the index’s terms', () => {
    // The first short search makes the connection's table of terms.
    expect(statementIndexQuery(bank.db, 'r')).toHaveProperty('match');
    const steps = (
      bank.db.$client
        .prepare(
          'explain query plan select term from temp.statement_search_terms where term >= ? and term < ?',
        )
        .all('r', 'r\u{10ffff}') as PlanRow[]
    ).map((r) => r.detail);
    // fts5vocab's index number: 0x200 is term >= ?, 0x400 term <= ? (or <).
    expect(steps).toHaveLength(1);
    const idx = Number(
      steps[0]!.match(/^SCAN temp.statement_search_terms VIRTUAL TABLE INDEX (\d+):/)?.[1],
    );
    expect(idx & 0x600).toBe(0x600);
  });
});
