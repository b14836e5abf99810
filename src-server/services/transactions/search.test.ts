/**
 * Statement search through its index: the same rows as reading every row of the account and
 * testing each text, for any piece of any text and in every sort; rows posted later are found
 * in their posting's own transaction, and a posting rolled back leaves nothing in the index;
 * search text with FTS5 syntax in it is matched as text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../bank/open';
import { wipeBank } from '../../bank/reset';
import { connectDatabase, type Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { ensureLedgerAccounts } from '../../ledger/bank-accounts';
import { postJournal } from '../../ledger/post';
import { accountMark, indexQueuedStatementRows } from '../../ledger/search-index';
import { verifyLedger } from '../../ledger/verify';
import { MIGRATIONS_FOLDER } from '../../paths';
import { listTransactions, type StatementQuery } from './list';
import { statementIndexQuery } from './search';

let db: Db;
let accountId: number;
let otherId: number;

/** Statement rows as the test posted them, in posting order. */
interface Posted {
  id: number;
  accountId: number;
  /** Unsigned cents. */
  amount: number;
  /** 'credit' or 'debit', lowercased as the search reads it. */
  type: string;
  description: string;
  date: string;
}
const posted: Posted[] = [];

/** Posts one statement row of `cents` (signed) on `account`, committed. */
function post(account: number, cents: number, description: string, date: string): number {
  return atomically(db, () => postOpen(account, cents, description, date));
}

/** Posts one statement row inside the caller's transaction. */
function postOpen(account: number, cents: number, description: string, date: string): number {
  const id = postJournal(db, {
    kind: cents > 0 ? 'DEPOSIT' : 'WITHDRAWAL',
    description,
    at: new Date(`${date}T12:00:00Z`),
    lines: [
      { accountId: account, amount: cents, description },
      { ledger: 'FUNDING', amount: -cents },
    ],
  }).transactionIds[0]!;
  posted.push({
    id,
    accountId: account,
    amount: Math.abs(cents),
    type: cents > 0 ? 'credit' : 'debit',
    description,
    date,
  });
  return id;
}

const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';
/** SQLite's `lower`: ASCII letters only. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
const cents = (n: number) => `${Math.trunc(n / 100)}.${String(n % 100).padStart(2, '0')}`;
const usd = (n: number) =>
  `$${Math.trunc(n / 100).toLocaleString('en-US')}.${String(n % 100).padStart(2, '0')}`;

/** The texts of a row the search reads, as a read of every row would compare them. */
function texts(r: Posted): string[] {
  const month = MONTHS.slice((Number(r.date.slice(5, 7)) - 1) * 3, Number(r.date.slice(5, 7)) * 3);
  return [
    asciiLower(r.description),
    asciiLower(`${month} ${Number(r.date.slice(8, 10))}, ${r.date.slice(0, 4)}`),
    r.type,
    r.date,
    cents(r.amount),
    usd(r.amount),
  ];
}

/** The account's rows matching q, by reading every one (the rule the index must keep). */
function expected(q: string, account = accountId): number[] {
  const needle = q.trim().toLowerCase();
  return posted
    .filter((r) => r.accountId === account)
    .filter((r) => needle === '' || texts(r).some((t) => t.includes(needle)))
    .map((r) => r.id);
}

/** The ids the bank finds, oldest date first (ties in posting order), and its match count. */
function found(query: StatementQuery, account = accountId): { ids: number[]; total: number } {
  const page = listTransactions(db, account, null, query);
  return { ids: page.items.map((r) => r.id), total: page.total };
}

/** Ids in the statement's default order: date, then posting order. */
function byDate(ids: number[]): number[] {
  const date = new Map(posted.map((r) => [r.id, r.date]));
  return [...ids].sort((a, b) => date.get(a)!.localeCompare(date.get(b)!) || a - b);
}

const DESCRIPTIONS = [
  'Salary ACME Corp',
  'Coffee shop',
  'Card payment: Groceries',
  'Rent "March" * NEAR(2)',
  'Refund - AND/OR NOT',
  'Café Zoë',
  'Abjq',
  'x',
  "O'Brien's {body}: ^caret",
  'Transfer to savings',
];

beforeAll(() => {
  db = openDatabase(':memory:');
  const user = db
    .insert(users)
    .values({ username: 'u', password: 'x', firstName: 'U', lastName: 'V', email: 'u@example.com' })
    .returning()
    .get();
  const open = (accountNumber: string) =>
    db
      .insert(accounts)
      .values({ userId: user.id, accountType: 'CHECKING', accountNumber })
      .returning()
      .get().id;
  accountId = open('1001');
  otherId = open('1002');
  post(accountId, 50_000_00, 'Opening deposit', '2025-12-31');
  post(otherId, 50_000_00, 'Opening deposit', '2025-12-31');
  DESCRIPTIONS.forEach((description, i) => {
    const amount = (i % 2 === 0 ? 1 : -1) * (i * 123_456 + 99);
    const date = `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    post(accountId, amount, description, date);
    // The other account has the same texts: they never show in this account's search.
    post(otherId, amount, description, date);
  });
});

describe('statement search through its index', () => {
  it('finds the rows a read of every row finds, for any piece of any text (property)', () => {
    const pieces = posted.filter((r) => r.accountId === accountId).flatMap(texts);
    fc.assert(
      fc.property(
        fc.constantFrom(...pieces),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (text, a, b, up) => {
          const start = a % text.length;
          const piece = text.slice(start, start + 1 + (b % (text.length - start)));
          const q = up ? piece.toUpperCase() : piece;
          const want = byDate(expected(q));
          expect(want.length).toBeGreaterThan(0);
          expect(found({ q })).toEqual({ ids: want, total: want.length });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds them in every sort and across cursor pages', () => {
    for (const q of ['a', 'ar', 'pay', '2026', '.99']) {
      const want = new Set(expected(q));
      for (const sort of ['date', 'description', 'type', 'amount'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const all = found({ q, sort, order }).ids;
          expect(new Set(all), `${q} ${sort} ${order}`).toEqual(want);
          // The same rows, two at a time through the cursor.
          const walked: number[] = [];
          let cursor: string | undefined;
          do {
            const page = listTransactions(db, accountId, null, {
              q,
              sort,
              order,
              limit: 2,
              cursor,
            });
            walked.push(...page.items.map((r) => r.id));
            cursor = page.nextCursor ?? undefined;
          } while (cursor);
          expect(walked).toEqual(all);
        }
      }
    }
  });

  it('reads from the index the searched account’s rows only, not the bank’s', () => {
    // Every text is on both accounts: the index names one account's rows for each search.
    const indexed = (match: string) =>
      (
        db.$client
          .prepare('select rowid from statement_search where statement_search match ?')
          .all(match) as { rowid: number }[]
      ).map((r) => r.rowid);
    for (const q of ['coffee', 'pay', 'ar', '2026']) {
      for (const account of [accountId, otherId]) {
        const query = statementIndexQuery(db, q, account);
        if (query === 'account' || query.match === null) throw new Error(`no index query: ${q}`);
        const ids = indexed(query.match);
        const own = new Set(posted.filter((r) => r.accountId === account).map((r) => r.id));
        expect(ids.length, q).toBeGreaterThan(0);
        expect(
          ids.filter((id) => !own.has(id)),
          q,
        ).toEqual([]);
        // A superset of the matches at most (statementSearch narrows it), all of them at least.
        expect(
          expected(q, account).filter((id) => !ids.includes(id)),
          q,
        ).toEqual([]);
      }
    }
  });

  it('finds a short search at the very end of a text, and nothing the texts lack', () => {
    const abjq = posted.find((r) => r.accountId === accountId && r.description === 'Abjq')!.id;
    expect(found({ q: 'jq' }).ids).toEqual([abjq]);
    expect(found({ q: 'Q' }).ids).toEqual([abjq]);
    expect(found({ q: 'qj' })).toEqual({ ids: [], total: 0 });
    expect(found({ q: 'zzz' })).toEqual({ ids: [], total: 0 });
  });

  it('matches search text with quotes and FTS5 syntax as text, never failing', () => {
    for (const q of [
      '"',
      '""',
      '"march"',
      '"ma',
      '*',
      'nt *',
      'NEAR',
      'near(2)',
      'NEAR(rent march)',
      '-',
      ' - and',
      'AND',
      'and/or not',
      'OR',
      'NOT',
      'salary AND coffee',
      'salary OR coffee',
      '(',
      ')',
      ':',
      'body:',
      'body: salary',
      '{body}',
      '^',
      '^caret',
      "'",
      "o'brien's",
      '%',
      '_',
      '\\',
      '\u0000',
      'sal\u0000ary',
      'a\u0000',
      '\u0001',
      'y\u0001',
      'é',
      'CAFÉ',
      'café zoë',
    ]) {
      const want = byDate(expected(q));
      expect(found({ q }), JSON.stringify(q)).toEqual({ ids: want, total: want.length });
    }
    // Some of those are in the texts: they are found as written.
    expect(found({ q: '"march"' }).ids).toHaveLength(1);
    expect(found({ q: 'near(2)' }).ids).toHaveLength(1);
    expect(found({ q: ' - and' }).ids).toHaveLength(1);
    expect(found({ q: "o'brien's" }).ids).toHaveLength(1);
    expect(found({ q: 'salary AND coffee' }).ids).toEqual([]);
  });
});

describe('the index and the posting', () => {
  const indexed = (id: number) =>
    db.$client.prepare('select count(*) as n from statement_search where rowid = ?').get(id) as {
      n: number;
    };

  const queued = () =>
    (
      db.$client.prepare('select id from statement_search_queue order by id').all() as {
        id: number;
      }[]
    ).map((r) => r.id);

  it('indexes a transaction’s rows as it commits, and keeps none queued', () => {
    let ids: number[] = [];
    atomically(db, () => {
      ids = postJournal(db, {
        kind: 'DEPOSIT',
        description: 'Two rows at once',
        at: new Date('2026-11-21T12:00:00Z'),
        lines: [
          { accountId, amount: 1_500, description: 'Quokka feed' },
          { accountId: otherId, amount: 2_500, description: 'Quokka hat' },
          { ledger: 'FUNDING', amount: -4_000 },
        ],
      }).transactionIds;
      // Queued, not indexed yet, and found all the same.
      expect(queued()).toEqual(ids);
      expect(ids.map((id) => indexed(id).n)).toEqual([0, 0]);
      expect(found({ q: 'quokka' }).ids).toEqual([ids[0]]);
    });
    expect(queued()).toEqual([]);
    expect(ids.map((id) => indexed(id).n)).toEqual([1, 1]);
    expect(found({ q: 'quokka' }).ids).toEqual([ids[0]]);
    expect(found({ q: 'qu' }).ids).toEqual([ids[0]]);
    expect(verifyLedger(db).violations).toEqual([]);
  });

  it('finds a changed row by its new text only, and forgets a deleted one', () => {
    const id = post(accountId, 1_234, 'Walrus tusk polish', '2026-11-22');
    const sqlite = db.$client;
    atomically(db, () => {
      sqlite
        .prepare("update transactions set description = 'Narwhal tusk polish' where id = ?")
        .run(id);
      expect(found({ q: 'narwhal' }).ids).toEqual([id]);
      expect(found({ q: 'walrus' }).ids).toEqual([]);
    });
    expect(found({ q: 'narwhal' }).ids).toEqual([id]);
    expect(found({ q: 'walrus' }).ids).toEqual([]);
    expect(verifyLedger(db).violations.filter((v) => v.includes('search'))).toEqual([]);
    // Deleted in the transaction that wrote it (still queued) and after it was indexed.
    expect(() =>
      sqlite.transaction(() => {
        const fresh = postOpen(accountId, 55, 'Ephemeral row', '2026-11-22');
        sqlite.prepare('delete from transactions where id in (?, ?)').run(fresh, id);
        expect(queued()).not.toContain(fresh);
        expect(indexed(id).n).toBe(0);
        expect(found({ q: 'tusk' }).ids).toEqual([]);
        throw new Error('undo');
      })(),
    ).toThrow('undo');
    expect(found({ q: 'narwhal' }).ids).toEqual([id]);
  });

  it('finds a row posted after the index was built, inside its posting’s transaction', () => {
    atomically(db, () => {
      const id = postOpen(accountId, 4_321, 'Zebra crossing fine', '2026-11-20');
      // Before the commit, in the posting's own transaction, the search already finds it.
      expect(found({ q: 'zebra' }).ids).toEqual([id]);
      expect(found({ q: 'ze' }).ids).toEqual([id]);
    });
    expect(found({ q: 'zebra crossing' }).ids).toHaveLength(1);
    expect(found({ q: '$43.21' }).ids).toHaveLength(1);
  });

  it('leaves nothing in the index for a posting rolled back', () => {
    let id = 0;
    expect(() =>
      atomically(db, () => {
        id = postJournal(db, {
          kind: 'DEPOSIT',
          description: 'Vanishing row',
          at: new Date('2026-11-21T12:00:00Z'),
          lines: [
            { accountId, amount: 777, description: 'Vanishing row' },
            { ledger: 'FUNDING', amount: -777 },
          ],
        }).transactionIds[0]!;
        expect(found({ q: 'vanishing' }).ids).toEqual([id]);
        throw new Error('the transfer failed after posting');
      }),
    ).toThrow('the transfer failed after posting');
    expect(indexed(id).n).toBe(0);
    expect(queued()).toEqual([]);
    expect(found({ q: 'vanishing' })).toEqual({ ids: [], total: 0 });
    const docs = db.$client.prepare('select count(*) as n from statement_search').get() as {
      n: number;
    };
    const rows = db.$client.prepare('select count(*) as n from transactions').get() as {
      n: number;
    };
    expect(docs.n).toBe(rows.n);
  });

  it('is checked by ledger verification: a row missing from the index is reported', () => {
    expect(verifyLedger(db).violations).toEqual([]);
    const id = posted[posted.length - 1]!.id;
    const sqlite = db.$client;
    const { n } = sqlite.prepare('select count(*) as n from transactions').get() as { n: number };
    expect(() =>
      sqlite.transaction(() => {
        sqlite.prepare('delete from statement_search where rowid = ?').run(id);
        expect(verifyLedger(db).violations).toEqual([
          `statement row ${id}: missing from the search index`,
          `search index: ${n - 1} documents but ${n} statement rows`,
        ]);
        throw new Error('undo');
      })(),
    ).toThrow('undo');
    expect(verifyLedger(db).violations).toEqual([]);
  });

  it('is filled by its migration for the rows a bank already had', () => {
    const before = connectDatabase(':memory:');
    const sqlite = before.$client;
    // The bank as it was before the index: no index, then rows.
    sqlite.exec(`drop trigger statement_search_insert; drop trigger statement_search_update;
      drop trigger statement_search_delete; drop table statement_search;
      drop table statement_search_queue;`);
    ensureLedgerAccounts(before);
    const user = before
      .insert(users)
      .values({
        username: 'o',
        password: 'x',
        firstName: 'O',
        lastName: 'L',
        email: 'o@example.com',
      })
      .returning()
      .get();
    const account = before
      .insert(accounts)
      .values({ userId: user.id, accountType: 'SAVINGS', accountNumber: '3001' })
      .returning()
      .get().id;
    // Committed as that bank did, with no step before the commit.
    sqlite.transaction(() =>
      postJournal(before, {
        kind: 'DEPOSIT',
        description: 'Older than the index',
        at: new Date('2026-01-02T12:00:00Z'),
        lines: [
          { accountId: account, amount: 12_345, description: 'Older than the index' },
          { ledger: 'FUNDING', amount: -12_345 },
        ],
      }),
    )();
    for (const file of [
      '0033_statement_search.sql',
      '0035_statement_search_queue.sql',
      '0037_statement_search_account_mark.sql',
    ]) {
      const migration = readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint')) sqlite.exec(statement);
    }
    const found = () =>
      ['older', '$123.45', 'ol'].map((q) => listTransactions(before, account, null, { q }).total);
    // Queued by the last migration: found through the queue until it is indexed.
    expect(sqlite.prepare('select count(*) as n from statement_search_queue').get()).toEqual({
      n: 1,
    });
    expect(found()).toEqual([1, 1, 1]);
    // Indexed as the bank opens, with its account's mark.
    sqlite.transaction(() => indexQueuedStatementRows(before)).immediate();
    expect(sqlite.prepare('select count(*) as n from statement_search_queue').get()).toEqual({
      n: 0,
    });
    expect(
      sqlite
        .prepare('select count(*) as n from statement_search where statement_search match ?')
        .get(`"${accountMark(account)}" AND "older"`),
    ).toEqual({ n: 1 });
    expect(found()).toEqual([1, 1, 1]);
    expect(verifyLedger(before).violations).toEqual([]);
    sqlite.close();
  });

  it('is emptied with the bank and fills again with its next postings', () => {
    atomically(db, () => {
      wipeBank(db);
      ensureLedgerAccounts(db);
    });
    expect(db.$client.prepare('select count(*) as n from statement_search').get()).toEqual({
      n: 0,
    });
    const user = db
      .insert(users)
      .values({
        username: 'w',
        password: 'x',
        firstName: 'W',
        lastName: 'V',
        email: 'w@example.com',
      })
      .returning()
      .get();
    const account = db
      .insert(accounts)
      .values({ userId: user.id, accountType: 'CHECKING', accountNumber: '2001' })
      .returning()
      .get().id;
    const first = post(account, 1_00, 'After the reset', '2026-11-22');
    expect(found({ q: 'reset' }, account).ids).toEqual([first]);
    expect(found({ q: 'salary' }, account).ids).toEqual([]);
  });
});
