import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../bank/open';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema';
import { Unavailable } from '../domain/errors';
import { postJournal } from './post';
import { verifyLedger } from './verify';
import { LedgerWriter } from './writer';

let db: Db;
let account: number;

beforeEach(() => {
  db = openDatabase(':memory:');
  const user = db
    .insert(users)
    .values({ username: 'u', password: 'x', firstName: 'U', lastName: 'V', email: 'u@example.com' })
    .returning()
    .get();
  account = db
    .insert(accounts)
    .values({ userId: user.id, accountType: 'CHECKING', accountNumber: '1001' })
    .returning()
    .get().id;
});

const deposit = (amount: number) => () =>
  postJournal(db, {
    kind: 'DEPOSIT',
    description: 'deposit',
    lines: [
      { accountId: account, amount, description: 'Deposit' },
      { ledger: 'FUNDING', amount: -amount },
    ],
    at: new Date(),
  });

describe('LedgerWriter', () => {
  it('commits movements that arrive together in one batch; a failing one rolls back alone', async () => {
    const writer = new LedgerWriter(db);
    const results = await Promise.allSettled([
      writer.run(deposit(100)),
      writer.run(deposit(-500)), // would overdraw: refused, rolled back alone
      writer.run(deposit(250)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/Insufficient funds/);
    expect(writer.stats).toEqual({ batches: 1, movements: 3, largestBatch: 3 });
    expect(db.select().from(accounts).get()?.balance).toBe(350);
    expect(verifyLedger(db).violations).toEqual([]);
  });

  it('answers only after the commit: results are visible to a new reader', async () => {
    const writer = new LedgerWriter(db);
    const pending = writer.run(deposit(42));
    expect(db.select().from(accounts).get()?.balance).toBe(0);
    await pending;
    expect(db.select().from(accounts).get()?.balance).toBe(42);
  });

  it('splits very large queues into batches of at most maxBatch', async () => {
    const writer = new LedgerWriter(db, 10);
    await Promise.all(Array.from({ length: 25 }, () => writer.run(deposit(1))));
    expect(writer.stats).toMatchObject({ batches: 3, movements: 25, largestBatch: 10 });
  });

  it('refuses work past its queue bound with Unavailable, and runs what it accepted', async () => {
    const writer = new LedgerWriter(db, 10, 3);
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => writer.run(deposit(n))));
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    const refusal = (results[3] as PromiseRejectedResult).reason;
    expect(refusal).toBeInstanceOf(Unavailable);
    expect(refusal.retryAfterSeconds).toBe(1);
    expect(db.select().from(accounts).all()[0]?.balance).toBe(6);
    expect(verifyLedger(db).ok).toBe(true);
  });
});
