import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../bank/open';
import type { Db } from '../db/client';
import { accounts, transactions, users } from '../db/schema';
import { atomically } from '../db/transaction';
import { postJournal } from './post';
import { verifyLedger } from './verify';

let db: Db;
let a: number;
let b: number;

beforeEach(() => {
  db = openDatabase(':memory:');
  const user = db
    .insert(users)
    .values({ username: 'u', password: 'x', firstName: 'U', lastName: 'V', email: 'u@example.com' })
    .returning()
    .get();
  a = db
    .insert(accounts)
    .values({ userId: user.id, accountType: 'CHECKING', accountNumber: '1001' })
    .returning()
    .get().id;
  b = db
    .insert(accounts)
    .values({ userId: user.id, accountType: 'SAVINGS', accountNumber: '1002' })
    .returning()
    .get().id;
});

const deposit = (accountId: number, amount: number) =>
  atomically(db, () =>
    postJournal(db, {
      kind: 'DEPOSIT',
      description: 'deposit',
      lines: [
        { accountId, amount, description: 'Deposit' },
        { ledger: 'FUNDING', amount: -amount },
      ],
      at: new Date(),
    }),
  );

const move = (from: number, to: number, amount: number) =>
  atomically(db, () =>
    postJournal(db, {
      kind: 'INTERNAL_TRANSFER',
      description: 'move',
      lines: [
        { accountId: from, amount: -amount, description: 'Out' },
        { accountId: to, amount, description: 'In' },
      ],
      at: new Date(),
    }),
  );

const balanceOf = (id: number) =>
  db.$client
    .prepare('select balance, total_credit as c, total_debit as d from accounts where id = ?')
    .get(id);

describe('postJournal', () => {
  it('moves balances and totals and writes statement rows with running balances', () => {
    deposit(a, 10_000);
    move(a, b, 1_234);
    expect(balanceOf(a)).toEqual({ balance: 8_766, c: 10_000, d: 1_234 });
    expect(balanceOf(b)).toEqual({ balance: 1_234, c: 1_234, d: 0 });
    const rows = db.select().from(transactions).all();
    expect(rows.map((r) => [r.accountId, r.type, r.amount, r.balance])).toEqual([
      [a, 'CREDIT', 10_000, 10_000],
      [a, 'DEBIT', 1_234, 8_766],
      [b, 'CREDIT', 1_234, 1_234],
    ]);
    expect(verifyLedger(db)).toMatchObject({ ok: true, violations: [] });
  });

  it('refuses postings that do not sum to zero', () => {
    expect(() =>
      atomically(db, () =>
        postJournal(db, {
          kind: 'X',
          description: 'x',
          lines: [
            { accountId: a, amount: 100, description: 'x' },
            { ledger: 'FUNDING', amount: -99 },
          ],
          at: new Date(),
        }),
      ),
    ).toThrow('Postings must sum to zero');
    expect(verifyLedger(db).checked.journals).toBe(0);
  });

  it('refuses an overdraft and rolls the whole entry back', () => {
    deposit(a, 500);
    expect(() => move(a, b, 501)).toThrow('Insufficient funds');
    expect(balanceOf(a)).toEqual({ balance: 500, c: 500, d: 0 });
    expect(balanceOf(b)).toEqual({ balance: 0, c: 0, d: 0 });
    expect(db.select().from(transactions).all()).toHaveLength(1);
    expect(verifyLedger(db).ok).toBe(true);
  });

  it('refuses fractional cents', () => {
    expect(() => deposit(a, 10.5)).toThrow('whole cents');
  });
});

describe('verifyLedger', () => {
  it('finds a balance changed outside the ledger', () => {
    deposit(a, 1_000);
    db.$client.prepare('update accounts set balance = balance + 1 where id = ?').run(a);
    const report = verifyLedger(db);
    expect(report.ok).toBe(false);
    expect(report.violations.join('\n')).toMatch(/account \d+: balance 1001/);
  });

  it('finds a tampered running balance and an unbalanced journal', () => {
    deposit(a, 1_000);
    deposit(a, 2_000);
    db.$client.prepare('update transactions set balance = 5 where id = 2').run();
    db.$client
      .prepare('update postings set amount = -999 where ledger_account_id is not null and id = 2')
      .run();
    const text = verifyLedger(db).violations.join('\n');
    expect(text).toMatch(/statement row 2: running balance 5/);
    expect(text).toMatch(/journal 1: 2 postings summing to 1/);
  });

  it('keeps every invariant over random sequences of operations (property)', () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('deposit' as const),
        to: fc.boolean(),
        amount: fc.integer({ min: 1, max: 1_000_000 }),
      }),
      fc.record({
        kind: fc.constant('move' as const),
        fromA: fc.boolean(),
        amount: fc.integer({ min: 1, max: 1_000_000 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        db.$client.exec(
          'delete from transactions; delete from postings; delete from journal_entries; delete from account_month_totals; update accounts set statement_rows = 0, balance = 0, total_credit = 0, total_debit = 0; update ledger_accounts set balance = 0;',
        );
        let expectA = 0;
        let expectB = 0;
        for (const o of ops) {
          if (o.kind === 'deposit') {
            deposit(o.to ? a : b, o.amount);
            if (o.to) expectA += o.amount;
            else expectB += o.amount;
          } else {
            const [from, to] = o.fromA ? [a, b] : [b, a];
            const available = o.fromA ? expectA : expectB;
            if (o.amount > available) {
              expect(() => move(from, to, o.amount)).toThrow('Insufficient funds');
              continue;
            }
            move(from, to, o.amount);
            if (o.fromA) {
              expectA -= o.amount;
              expectB += o.amount;
            } else {
              expectB -= o.amount;
              expectA += o.amount;
            }
          }
        }
        expect(balanceOf(a)).toMatchObject({ balance: expectA });
        expect(balanceOf(b)).toMatchObject({ balance: expectB });
        expect(verifyLedger(db).violations).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
