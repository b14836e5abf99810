/**
 * The demo seed is deterministic: two banks seeded at the same instant hold the same rows in
 * every main table (only the salted password and PIN hashes differ), and the books verify.
 */
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../../ledger/verify';
import { openDatabase } from '../open';
import { hashSeedSecrets, writeDemoSeed } from './demo';

const NOW = new Date('2026-03-17T09:45:00Z');

/** Table → the columns to leave out of the comparison (salted hashes). */
const TABLES: Record<string, string[]> = {
  users: ['password', 'pin_hash'],
  accounts: [],
  account_month_totals: [],
  outgoing_day_totals: [],
  journal_entries: [],
  postings: [],
  transactions: [],
  transfers: [],
  transfer_events: [],
  holds: [],
  beneficiaries: [],
  credit_cards: [],
  bills: [],
  loans: [],
  loan_instalments: [],
  investments: [],
  notifications: [],
  applications: ['password_hash', 'pin_hash'],
  loan_applications: [],
  support_tickets: [],
  feedback: [],
  crypto_orders: [],
  audit_log: [],
  ledger_accounts: [],
};

async function seededAt(now: Date) {
  const db = openDatabase(':memory:');
  writeDemoSeed(db, await hashSeedSecrets(), now);
  return db;
}

function rows(db: Awaited<ReturnType<typeof seededAt>>, table: string): unknown[] {
  return (db.$client.prepare(`select * from "${table}" order by rowid`).all() as object[]).map(
    (row) => Object.fromEntries(Object.entries(row).filter(([k]) => !TABLES[table]!.includes(k))),
  );
}

describe('demo seed', () => {
  it('writes the same rows in every main table when seeded at the same instant', async () => {
    const a = await seededAt(NOW);
    const b = await seededAt(NOW);
    for (const table of Object.keys(TABLES)) {
      expect(rows(a, table), table).toEqual(rows(b, table));
    }
    expect(rows(a, 'transactions').length).toBeGreaterThan(5_000);
  });

  it('leaves books that verify, with 24 customers, their history and a queue in every admin list', async () => {
    const db = await seededAt(NOW);
    expect(verifyLedger(db)).toMatchObject({ ok: true, violations: [] });
    const one = (sql: string) => Object.values(db.$client.prepare(sql).get() as object)[0];
    expect(one("select count(*) from users where role = 'USER' and verified = 1")).toBe(24);
    expect(one("select count(*) from users where role = 'ADMIN'")).toBe(2);
    // A year of history: the personas' oldest statement rows are twelve months back.
    expect(one('select min(date) from transactions')).toBe('2025-03-01');
    expect(one("select count(*) from transfers where status = 'PENDING'")).toBe(8);
    expect(
      one(
        `select count(*) from transfers where status = 'PENDING' and created_at = ${NOW.getTime()}`,
      ),
    ).toBe(8);
    expect(one("select count(*) from holds where status = 'ACTIVE'")).toBe(8);
    expect(
      one("select count(distinct transfer_type) from transfers where status = 'PENDING'"),
    ).toBe(2);
    expect(one("select count(*) from applications where status = 'PENDING'")).toBe(5);
    expect(one("select count(*) from loan_applications where status = 'PENDING'")).toBe(6);
    expect(one("select count(*) from support_tickets where status = 'OPEN'")).toBe(7);
    // The customer near an overdraft ends the month with little left.
    expect(
      one(
        "select a.balance from accounts a join users u on u.id = a.user_id where u.username = 'kevin'",
      ),
    ).toBeLessThan(50_000);
    // demo, jane and admin keep their ids.
    expect(
      db.$client.prepare('select id, username from users where id <= 3 order by id').all(),
    ).toEqual([
      { id: 1, username: 'demo' },
      { id: 2, username: 'jane' },
      { id: 3, username: 'admin' },
    ]);
  });

  it('numbers statement rows and transfers in the order they happened, across customers', async () => {
    const db = await seededAt(NOW);
    const backwards = (sql: string) =>
      (db.$client.prepare(sql).all() as { at: string | number }[]).filter(
        (row, i, all) => i > 0 && row.at < all[i - 1]!.at,
      ).length;
    // A list newest first by id (the admin's statement rows) starts with the latest days.
    expect(backwards('select date as at from transactions order by id')).toBe(0);
    expect(backwards('select created_at as at from transfers order by id')).toBe(0);
    expect(backwards('select created_at as at from journal_entries order by id')).toBe(0);
  });
});

describe('seeded loans', () => {
  it.each(['2026-12-02T12:00:00Z', '2026-12-05T12:00:00Z', '2026-12-20T12:00:00Z'])(
    'have no instalment paid ahead of its due date when seeded at %s',
    async (at) => {
      const db = await seededAt(new Date(at));
      const today = at.slice(0, 10);
      const paid = db.$client
        .prepare(
          `select count(*) as n, max(due_date) as last from loan_instalments where status = 'PAID'`,
        )
        .get() as { n: number; last: string };
      expect(paid.n).toBeGreaterThan(0);
      expect(paid.last <= today, `last paid ${paid.last}, seeded ${today}`).toBe(true);
      const next = db.$client
        .prepare(`select min(due_date) as first from loan_instalments where status != 'PAID'`)
        .get() as { first: string };
      expect(next.first > today, `next due ${next.first}, seeded ${today}`).toBe(true);
    },
  );
});

describe('seeded history', () => {
  /** Columns that record something that has happened, in any table that has them. */
  const PAST =
    /^(created|completed|paid|released|closed|decided|sent|used|last_used|revoked|retired|ended|solved|revealed|received)_at$|^(date|last_run_date)$/;

  it.each([
    '2026-12-01T00:30:00Z',
    '2026-12-01T12:30:00Z',
    '2026-12-31T23:30:00Z',
    '2027-03-01T06:00:00Z',
  ])('dates nothing after the instant it is seeded at, %s', async (at) => {
    const now = new Date(at);
    const db = await seededAt(now);
    const tables = db.$client
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like '\\_\\_%' escape '\\'",
      )
      .all() as { name: string }[];
    const late: string[] = [];
    for (const { name } of tables) {
      const columns = (
        db.$client.prepare(`pragma table_info("${name}")`).all() as { name: string }[]
      )
        .map((c) => c.name)
        .filter((c) => PAST.test(c));
      for (const column of columns) {
        const { last } = db.$client
          .prepare(`select max("${column}") as last from "${name}"`)
          .get() as { last: number | string | null };
        if (last === null) continue;
        // Times are epoch milliseconds; days are ISO dates, compared as the UTC day of `now`.
        const after =
          typeof last === 'number' ? last > now.getTime() : last.slice(0, 10) > at.slice(0, 10);
        if (after) late.push(`${name}.${column} = ${last}`);
      }
    }
    expect(late).toEqual([]);
  });
});
