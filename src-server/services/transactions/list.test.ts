/**
 * The statement's search and sort rules on a small statement: the cases the screens' own tests checked when the browser searched and sorted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../bank/open';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { postJournal } from '../../ledger/post';
import { listTransactions, type StatementQuery } from './list';

let db: Db;
let accountId: number;
/** Statement row ids by name, in posting order. */
const row: Record<'salary' | 'groceries' | 'coffee', number> = {
  salary: 0,
  groceries: 0,
  coffee: 0,
};

beforeAll(() => {
  db = openDatabase(':memory:');
  const user = db
    .insert(users)
    .values({ username: 'u', password: 'x', firstName: 'U', lastName: 'V', email: 'u@example.com' })
    .returning()
    .get();
  accountId = db
    .insert(accounts)
    .values({ userId: user.id, accountType: 'CHECKING', accountNumber: '1001' })
    .returning()
    .get().id;
  const post = (amount: number, description: string, date: string) =>
    atomically(db, () =>
      postJournal(db, {
        kind: amount > 0 ? 'DEPOSIT' : 'WITHDRAWAL',
        description,
        at: new Date(`${date}T12:00:00Z`),
        lines: [
          { accountId, amount, description },
          { ledger: 'FUNDING', amount: -amount },
        ],
      }),
    ).transactionIds[0]!;
  row.salary = post(100_000, 'Salary', '2026-01-05');
  row.groceries = post(-9_950, 'Groceries', '2026-01-03');
  row.coffee = post(-999, 'Coffee', '2026-01-05');
});

const find = (query: StatementQuery) =>
  listTransactions(db, accountId, null, query).items.map((r) => r.id);

describe('statement search', () => {
  it('searches date, description, type and amount, ignoring case', () => {
    expect(find({ q: 'salary' })).toEqual([row.salary]);
    expect(find({ q: 'debit' })).toEqual([row.groceries, row.coffee]);
    expect(find({ q: '2026-01-03' })).toEqual([row.groceries]);
    expect(find({ q: '1,000' })).toEqual([row.salary]);
    expect(find({ q: 'Jan 3, 2026' })).toEqual([row.groceries]);
    expect(find({ q: '$9.99' })).toEqual([row.coffee]);
    expect(find({ q: '99.50' })).toEqual([row.groceries]);
  });
});

describe('statement sort', () => {
  it('sorts amounts as money, not text, and breaks ties by posting in the sort’s direction', () => {
    expect(find({ sort: 'amount', order: 'asc' })).toEqual([row.coffee, row.groceries, row.salary]);
    expect(find({ sort: 'date', order: 'asc' })).toEqual([row.groceries, row.salary, row.coffee]);
    // Salary and coffee share a date: newest first, the latest posting leads its day.
    expect(find({ sort: 'date', order: 'desc' })).toEqual([row.coffee, row.salary, row.groceries]);
  });

  it('starts with date ascending and pages what it sorted', () => {
    expect(find({})).toEqual([row.groceries, row.salary, row.coffee]);
    expect(find({ sort: 'type', limit: 1 })).toEqual([row.salary]);
    // DEBIT first, newest posting first: coffee, then groceries.
    expect(find({ sort: 'type', order: 'desc', limit: 1, offset: 1 })).toEqual([row.groceries]);
    expect(listTransactions(db, accountId, null, { limit: 1, offset: 2 })).toMatchObject({
      total: 3,
      items: [{ id: row.coffee, amount: '9.99', type: 'DEBIT', date: '2026-01-05' }],
    });
  });

  it("is NOT_FOUND for someone else's account", () => {
    expect(() => listTransactions(db, accountId, accountId + 1_000)).toThrow('Account not found');
  });
});
