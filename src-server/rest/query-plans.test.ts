/**
 * Every list query is served by an index that matches its filter and order. Each list is
 * called over REST (first page and a cursor page, with its filters) on an in-memory bank;
 * every SELECT that ran is captured with its bound values and its `EXPLAIN QUERY PLAN` read.
 * A plan fails when it scans a table without an index, except a walk of the primary key in
 * the list's own order that stops at the page (ORDER BY the id, LIMIT, no sort), and when it
 * sorts rows (any temporary B-tree, even for the last term of ORDER BY) on a customer's list.
 * A statement search starts from the search index instead: its plan reads the index's
 * matches, then those rows by id, and may sort them (the matches, not the account's rows),
 * but never walks or scans the statement rows.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';

/** A SELECT the server ran and its bound values. */
interface Ran {
  sql: string;
  params: unknown[];
}

const LIST_TABLES =
  'request_log|postings|transactions|transfers|notifications|bills|beneficiaries|loans|loan_applications|support_tickets|crypto_orders|audit_log|accounts|users|applications|feedback|account_month_totals|outgoing_day_totals|transfer_day_totals|holds|deposits';
/** The names the admin lists join a table under twice (a transfer's two accounts, the audit's two users). */
const JOIN_ALIASES = 'from_account|to_account|actor|target_user';

let bank: TestBank;
let demo: string;
let admin: string;
let demoId: number;
let checkingId: number;
let captured: Ran[] | null = null;

// Records the statements better-sqlite3 runs while `captured` is set.
const statementProto = Object.getPrototypeOf(
  new Database(':memory:').prepare('select 1'),
) as Record<string, (...args: unknown[]) => unknown>;
const originals = new Map<string, (...args: unknown[]) => unknown>();
for (const method of ['all', 'get', 'iterate']) {
  const original = statementProto[method]!;
  originals.set(method, original);
  statementProto[method] = function (this: { source: string }, ...args: unknown[]) {
    if (captured && /^\s*select/i.test(this.source))
      captured.push({ sql: this.source, params: args });
    return original.apply(this, args);
  };
}

afterAll(() => {
  for (const [method, original] of originals) statementProto[method] = original;
});

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  admin = await bank.login('admin');
  demoId = bank.userId('demo');
  const accounts = (await (await bank.call('GET', '/api/accounts', { cookie: demo })).json()) as {
    id: number;
    accountType: string;
  }[];
  checkingId = accounts.find((a) => a.accountType === 'CHECKING')!.id;
});

/** The plans of the list SELECTs one REST call ran (first page, then the Link's next page). */
async function plansOf(path: string, cookie: string): Promise<{ sql: string; plan: string[] }[]> {
  const out: { sql: string; plan: string[] }[] = [];
  let url: string | null = path.includes('?') ? `${path}&limit=2` : `${path}?limit=2`;
  for (let page = 0; page < 2 && url; page++) {
    captured = [];
    const res = await bank.call('GET', url, { cookie });
    const ran = captured;
    captured = null;
    expect(res.status, url).toBe(200);
    for (const r of ran) {
      if (!new RegExp(`"(${LIST_TABLES})"`).test(r.sql)) continue;
      if (/"sessions"|"admin_totp"|"training_settings"/.test(r.sql)) continue;
      const plan = (
        bank.db.$client.prepare(`explain query plan ${r.sql}`).all(...(r.params as [])) as {
          detail: string;
        }[]
      ).map((p) => p.detail);
      out.push({ sql: r.sql, plan });
    }
    url = res.headers.get('Link')?.match(/^<([^>]+)>/)?.[1] ?? null;
  }
  return out;
}

/** Why a plan breaks the rule, or null when it keeps it. */
function fault(sql: string, plan: string[], customer: boolean): string | null {
  for (const line of plan) {
    const scan = line.match(new RegExp(`^SCAN (${LIST_TABLES}|${JOIN_ALIASES})\\b(.*)$`));
    if (scan && !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(scan[2]!)) {
      const pkWalk =
        new RegExp(`order by "${scan[1]}"\\."id" (desc|asc)? ?limit`, 'i').test(sql) &&
        !plan.some((l) => l.includes('TEMP B-TREE'));
      if (!pkWalk) return `full scan: ${line}`;
    }
    if (customer && line.includes('USE TEMP B-TREE')) return `sort: ${line}`;
  }
  return null;
}

/** Why a statement search's plan breaks its rule (see the header), or null when it keeps it. */
function searchFault(plan: string[]): string | null {
  if (!plan.some((l) => /^SCAN statement_search VIRTUAL TABLE INDEX \d+:M/.test(l)))
    return 'the search index is not used';
  const walk = plan.find(
    (l) =>
      /^SCAN transactions\b/.test(l) ||
      (/^SEARCH transactions\b/.test(l) && !l.includes('USING INTEGER PRIMARY KEY')),
  );
  return walk ? `reads the account's rows: ${walk}` : null;
}

const SORTS = ['date', 'description', 'type', 'amount'] as const;

/** Statement searches: a word, a short text and a text with FTS5 syntax, in every sort. */
const searches = () =>
  ['payment', 'ar', '1', '"pay*" AND -x'].flatMap((q) =>
    SORTS.flatMap((sort) =>
      (['asc', 'desc'] as const).map(
        (order) =>
          `/api/transactions/${checkingId}?q=${encodeURIComponent(q)}&sort=${sort}&order=${order}`,
      ),
    ),
  );

const customerLists = () => [
  `/api/transfers/${demoId}`,
  `/api/transfers/${demoId}?type=INTERNAL`,
  `/api/notifications/${demoId}`,
  `/api/transactions/${checkingId}`,
  `/api/transactions/${checkingId}?sort=date&order=desc`,
  `/api/transactions/${checkingId}?sort=amount&order=desc`,
  `/api/transactions/${checkingId}?sort=type`,
  `/api/transactions/${checkingId}?sort=type&order=desc`,
  `/api/transactions/${checkingId}?sort=amount`,
  `/api/transactions/${checkingId}?sort=description`,
  `/api/transactions/${checkingId}?sort=description&order=desc`,
  `/api/beneficiaries/${demoId}`,
  `/api/bills/${demoId}`,
  `/api/loans/${demoId}`,
  '/api/loan-applications',
  '/api/support/tickets',
  '/api/crypto/orders',
  '/api/accounts',
  '/api/transfer-limits',
  '/api/notification-count',
  '/api/requests',
  '/api/requests?status=200',
  '/api/requests?method=GET',
  '/api/requests?path=/api/accounts',
  '/api/requests?idempotencyKey=some-key',
  '/api/requests?from=2020-01-01T00:00:00Z&to=2100-01-01T00:00:00Z',
];

const adminLists = () => [
  '/api/admin/users',
  '/api/admin/accounts',
  `/api/admin/accounts?userId=${demoId}`,
  '/api/admin/transfers',
  '/api/admin/transfers?status=COMPLETED',
  `/api/admin/transfers?userId=${demoId}`,
  '/api/admin/bills',
  '/api/admin/bills?status=PAID',
  `/api/admin/bills?userId=${demoId}`,
  '/api/admin/transactions',
  `/api/admin/transactions?accountId=${checkingId}`,
  `/api/admin/transactions?userId=${demoId}`,
  '/api/admin/transactions?type=CREDIT',
  '/api/admin/audit',
  `/api/admin/audit?actorId=${demoId}`,
  '/api/admin/audit?action=TRANSFER_CREATED',
  '/api/admin/audit?targetType=transfer',
  '/api/admin/audit?targetType=user',
  '/api/admin/applications',
  '/api/admin/applications?status=PENDING',
  '/api/admin/loan-applications',
  '/api/admin/loan-applications?status=PENDING',
  '/api/admin/support/tickets',
  '/api/admin/support/tickets?status=OPEN',
  '/api/admin/deposits',
  `/api/admin/deposits?userId=${demoId}`,
  '/api/admin/deposits?status=HELD',
  '/api/admin/support/feedback',
  '/api/admin/overview/deposits',
  '/api/admin/overview/transfer-volume',
  '/api/admin/overview/queues',
  `/api/admin/users/${demoId}/requests`,
  `/api/admin/users/${demoId}/requests?status=200`,
];

describe('list query plans', () => {
  it('serve every customer list and figure read from an index, without sorting', async () => {
    const faults: string[] = [];
    let checked = 0;
    for (const path of customerLists()) {
      for (const { sql, plan } of await plansOf(path, demo)) {
        checked++;
        const why = fault(sql, plan, true);
        if (why) faults.push(`${path}: ${why}\n  ${sql}\n  ${plan.join(' | ')}`);
      }
    }
    expect(faults).toEqual([]);
    expect(checked).toBeGreaterThan(customerLists().length);
  });

  it('serve a statement search in every sort from the search index, never the account’s rows', async () => {
    const faults: string[] = [];
    let searched = 0;
    for (const path of searches()) {
      for (const { sql, plan } of await plansOf(path, demo)) {
        const search = sql.includes('statement_search');
        if (search) searched++;
        const why = search ? searchFault(plan) : fault(sql, plan, true);
        if (why) faults.push(`${path}: ${why}\n  ${sql}\n  ${plan.join(' | ')}`);
      }
    }
    expect(faults).toEqual([]);
    // Each search read its page and its count through the index, and a second page for the
    // searches that have one.
    expect(searched).toBeGreaterThan(searches().length * 2);
  });

  it('serve every admin list from an index or a walk of the primary key in its order', async () => {
    const faults: string[] = [];
    for (const path of adminLists()) {
      for (const { sql, plan } of await plansOf(path, admin)) {
        // Counting rows is the one whole read an admin list may do (its X-Total-Count).
        if (/^select count\(\*\)/i.test(sql)) continue;
        const why = fault(sql, plan, false);
        if (why) faults.push(`${path}: ${why}\n  ${sql}\n  ${plan.join(' | ')}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it("read the admin overview's two charts from kept figures, never the transfers or the postings", async () => {
    // The queues read the waiting rows only, from their status indexes (checked above).
    for (const path of ['/api/admin/overview/deposits', '/api/admin/overview/transfer-volume']) {
      const plans = await plansOf(path, admin);
      expect(plans.length, path).toBeGreaterThan(0);
      for (const { sql } of plans) expect(sql, path).not.toMatch(/"postings"|from "transfers"/);
    }
  });

  it('never reads the postings of a customer read', async () => {
    for (const path of customerLists()) {
      for (const { sql } of await plansOf(path, demo)) expect(sql).not.toMatch(/"postings"/);
    }
  });
});
