/**
 * Ledger verification: every invariant the books must keep (verifyLedger lists them), checked
 * against the records.
 * Read-only; safe to run on a live bank.
 */
import type { Db } from '../db/client';

/** What verifyLedger found: whether the books hold, each violation, and how much it read. */
export interface LedgerReport {
  ok: boolean;
  /** One line per broken invariant, naming the record. Empty when ok. */
  violations: string[];
  checked: { journals: number; postings: number; accounts: number; statementRows: number };
}

type Row = Record<string, number | string | null>;

/**
 * Checks: each journal entry has at least two postings summing to zero; each account's and
 * ledger account's balance equals the sum of its postings; totalCredit and totalDebit match;
 * every customer posting has exactly one statement row of the same amount and direction;
 * running balances follow row by row; no customer balance, posted or available, is negative,
 * except after a returned deposit (journal kind RETURNED_DEPOSIT) took it below zero;
 * active holds belong to PENDING transfers, one each, of amount + fees, or to HELD check
 * deposits, one each, of their amount, or to APPROVED card authorizations, one each, of
 * their amount; a deposit's account moved its amount unless it was RETURNED (then nothing);
 * a card authorization's account moved −amount once SETTLED and nothing otherwise; a transfer's source
 * account moved amount + fees when COMPLETED and nothing otherwise; the figures the ledger
 * keeps (ledger/figures.ts) equal what the records give: each account's held amount its
 * active holds, each account's month credits and debits its statement rows of that month,
 * each customer's outgoing day total the PENDING and COMPLETED local and wire transfers
 * created that day, the bank's transfer volume of each day and type its transfers created
 * that day that neither failed nor were cancelled, each account's statement row count its
 * rows, each user's unread count their unread notifications.
 * @returns a report; `ok` is false with a line per violation.
 */
export function verifyLedger(db: Db): LedgerReport {
  const sqlite = db.$client;
  const all = (query: string) => sqlite.prepare(query).all() as Row[];
  const count = (table: string) =>
    (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  const violations: string[] = [];

  for (const r of all(`select j.id, count(p.id) as n, coalesce(sum(p.amount), 0) as total
      from journal_entries j left join postings p on p.journal_id = j.id
      group by j.id having n < 2 or total <> 0`)) {
    violations.push(
      `journal ${r.id}: ${r.n} postings summing to ${r.total} cents (must be >= 2 and 0)`,
    );
  }

  for (const r of all(`select a.id, a.balance, a.total_credit, a.total_debit,
        coalesce(sum(p.amount), 0) as posted,
        coalesce(sum(case when p.amount > 0 then p.amount else 0 end), 0) as credits,
        coalesce(sum(case when p.amount < 0 then -p.amount else 0 end), 0) as debits
      from accounts a left join postings p on p.account_id = a.id
      group by a.id
      having a.balance <> posted or a.total_credit <> credits or a.total_debit <> debits`)) {
    violations.push(
      `account ${r.id}: balance ${r.balance}/credit ${r.total_credit}/debit ${r.total_debit} but postings give ${r.posted}/${r.credits}/${r.debits}`,
    );
  }

  for (const r of all(`select l.code, l.balance, coalesce(sum(p.amount), 0) as posted
      from ledger_accounts l left join postings p on p.ledger_account_id = l.id
      group by l.id having l.balance <> posted`)) {
    violations.push(`ledger account ${r.code}: balance ${r.balance} but postings give ${r.posted}`);
  }

  for (const r of all(`select p.id, count(t.id) as n from postings p
      left join transactions t on t.posting_id = p.id
      where p.account_id is not null group by p.id having n <> 1`)) {
    violations.push(`posting ${r.id}: ${r.n} statement rows (must be 1)`);
  }

  for (const r of all(`select t.id from transactions t join postings p on p.id = t.posting_id
      where p.account_id is null or p.account_id <> t.account_id
        or (case t.type when 'CREDIT' then t.amount else -t.amount end) <> p.amount`)) {
    violations.push(`statement row ${r.id}: does not match its posting`);
  }

  const running = sqlite.prepare(`select id, account_id, type, amount, balance from transactions
      order by account_id, id`);
  let accountId: number | null = null;
  let balance = 0;
  const lastBalance = new Map<number, number>();
  for (const r of running.iterate() as Iterable<{
    id: number;
    account_id: number;
    type: string;
    amount: number;
    balance: number;
  }>) {
    if (r.account_id !== accountId) {
      accountId = r.account_id;
      balance = 0;
    }
    balance += r.type === 'CREDIT' ? r.amount : -r.amount;
    if (r.balance !== balance) {
      violations.push(`statement row ${r.id}: running balance ${r.balance}, expected ${balance}`);
      balance = r.balance;
    }
    lastBalance.set(r.account_id, r.balance);
  }
  for (const r of all('select id, balance from accounts')) {
    const last = lastBalance.get(r.id as number) ?? 0;
    if (last !== r.balance) {
      violations.push(
        `account ${r.id}: last statement balance ${last} differs from balance ${r.balance}`,
      );
    }
  }

  for (const r of all(`select a.id, a.balance, coalesce(sum(h.amount), 0) as held
      from accounts a left join holds h on h.account_id = a.id and h.status = 'ACTIVE'
      group by a.id having (a.balance < 0 or a.balance - held < 0)
        and not exists (select 1 from transactions t
          join postings p on p.id = t.posting_id join journal_entries j on j.id = p.journal_id
          where t.account_id = a.id and t.balance < 0 and j.kind = 'RETURNED_DEPOSIT')`)) {
    violations.push(`account ${r.id}: negative balance (posted ${r.balance}, held ${r.held})`);
  }

  for (const r of all(`select h.id, h.transfer_id, t.status from holds h join transfers t on t.id = h.transfer_id
      where h.status = 'ACTIVE' and t.status <> 'PENDING'`)) {
    violations.push(`hold ${r.id}: active for transfer ${r.transfer_id} which is ${r.status}`);
  }

  for (const r of all(`select t.id, count(h.id) as n, coalesce(sum(h.amount), 0) as held, t.amount + t.fees as due
      from transfers t left join holds h on h.transfer_id = t.id and h.status = 'ACTIVE'
      where t.status = 'PENDING' group by t.id having n <> 1 or held <> due`)) {
    violations.push(
      `transfer ${r.id}: PENDING with ${r.n} active holds of ${r.held} cents (must be one of ${r.due})`,
    );
  }

  violations.push(...verifyDeposits(all));
  violations.push(...verifyCardAuthorizations(all));

  // A transfer's postings on its source account net to -(amount + fees) once COMPLETED, 0 otherwise.
  // `+p.account_id` keeps SQLite on the journal index: through the account index it would read
  // every posting of the source account for each transfer (quadratic on a busy account).
  for (const r of all(`select t.id, t.status, coalesce(sum(p.amount), 0) as net, t.amount + t.fees as due
      from transfers t
      left join journal_entries j on j.transfer_id = t.id
      left join postings p on p.journal_id = j.id and +p.account_id = t.from_account_id
      group by t.id
      having net <> case when t.status = 'COMPLETED' then -due else 0 end`)) {
    violations.push(`transfer ${r.id}: ${r.status} but its source account moved ${r.net} cents`);
  }

  violations.push(...verifyFigures(all));

  return {
    ok: violations.length === 0,
    violations,
    checked: {
      journals: count('journal_entries'),
      postings: count('postings'),
      accounts: count('accounts'),
      statementRows: count('transactions'),
    },
  };
}

/**
 * Deposits: every HELD check has exactly one active hold of its amount and no other deposit
 * has one; a deposit's own entries moved its account by its amount, or by nothing once
 * returned.
 */
function verifyDeposits(all: (query: string) => Row[]): string[] {
  const violations: string[] = [];
  for (const r of all(`select d.id, d.status, count(h.id) as n, coalesce(sum(h.amount), 0) as held, d.amount
      from deposits d left join holds h on h.deposit_id = d.id and h.status = 'ACTIVE'
      group by d.id
      having (d.status = 'HELD' and (n <> 1 or held <> d.amount)) or (d.status <> 'HELD' and n <> 0)`)) {
    violations.push(
      `deposit ${r.id}: ${r.status} with ${r.n} active holds of ${r.held} cents (one of ${r.amount} only while HELD)`,
    );
  }
  for (const r of all(`select d.id, d.status, d.amount, coalesce(sum(p.amount), 0) as net
      from deposits d
      left join postings p on p.journal_id in (d.journal_id, d.return_journal_id)
        and p.account_id = d.account_id
      group by d.id
      having net <> case when d.status = 'RETURNED' then 0 else d.amount end`)) {
    violations.push(
      `deposit ${r.id}: ${r.status} of ${r.amount} cents but its account moved ${r.net}`,
    );
  }
  return violations;
}

/**
 * Card authorizations: every APPROVED one has exactly one active hold of its amount and no
 * other has one; a SETTLED one moved its account by −amount in its own entry, the others
 * by nothing.
 */
function verifyCardAuthorizations(all: (query: string) => Row[]): string[] {
  const violations: string[] = [];
  for (const r of all(`select c.id, c.status, count(h.id) as n, coalesce(sum(h.amount), 0) as held, c.amount
      from card_authorizations c left join holds h on h.card_authorization_id = c.id and h.status = 'ACTIVE'
      group by c.id
      having (c.status = 'APPROVED' and (n <> 1 or held <> c.amount)) or (c.status <> 'APPROVED' and n <> 0)`)) {
    violations.push(
      `card authorization ${r.id}: ${r.status} with ${r.n} active holds of ${r.held} cents (one of ${r.amount} only while APPROVED)`,
    );
  }
  for (const r of all(`select c.id, c.status, c.amount, coalesce(sum(p.amount), 0) as net
      from card_authorizations c
      left join postings p on p.journal_id = c.journal_id and p.account_id = c.account_id
      group by c.id
      having net <> case when c.status = 'SETTLED' then -c.amount else 0 end`)) {
    violations.push(
      `card authorization ${r.id}: ${r.status} of ${r.amount} cents but its account moved ${r.net}`,
    );
  }
  return violations;
}

/** The kept figures against the records they sum; one line per difference. */
function verifyFigures(all: (query: string) => Row[]): string[] {
  const violations: string[] = [];
  for (const r of all(`select a.id, a.statement_rows, (select count(*) from transactions t
        where t.account_id = a.id) as n from accounts a where a.statement_rows <> n`)) {
    violations.push(`account ${r.id}: statement row count ${r.statement_rows} but ${r.n} rows`);
  }
  for (const r of all(`select u.id, u.unread_notifications, (select count(*) from notifications n
        where n.user_id = u.id and n.is_read = 0) as n from users u where u.unread_notifications <> n`)) {
    violations.push(`user ${r.id}: unread count ${r.unread_notifications} but ${r.n} unread`);
  }
  for (const r of all(`select a.id, a.held, coalesce(sum(h.amount), 0) as active
      from accounts a left join holds h on h.account_id = a.id and h.status = 'ACTIVE'
      group by a.id having a.held <> active`)) {
    violations.push(`account ${r.id}: held figure ${r.held} but active holds give ${r.active}`);
  }

  // The statement search index holds every statement row and nothing else, but for the rows
  // still queued for it (ledger/search-index.ts), which it must not hold yet.
  for (const r of all(`select t.id from transactions t
      where not exists (select 1 from statement_search s where s.rowid = t.id)
        and not exists (select 1 from statement_search_queue q where q.id = t.id)`)) {
    violations.push(`statement row ${r.id}: missing from the search index`);
  }
  for (const r of all(`select (select count(*) from statement_search) as docs,
      (select count(*) from transactions t
        where not exists (select 1 from statement_search_queue q where q.id = t.id)) as n
      where docs <> n`)) {
    violations.push(`search index: ${r.docs} documents but ${r.n} statement rows`);
  }

  // Both directions: every (account, month) of the statement rows, every kept row.
  for (const r of all(`with rows as (
        select account_id, substr(date, 1, 7) as month,
          sum(case when type = 'CREDIT' then amount else 0 end) as credit,
          sum(case when type = 'DEBIT' then amount else 0 end) as debit
        from transactions group by account_id, substr(date, 1, 7))
      select coalesce(r.account_id, m.account_id) as account_id, coalesce(r.month, m.month) as month,
        coalesce(m.credit, 0) as kept_credit, coalesce(m.debit, 0) as kept_debit,
        coalesce(r.credit, 0) as credit, coalesce(r.debit, 0) as debit
      from rows r full outer join account_month_totals m
        on m.account_id = r.account_id and m.month = r.month
      where coalesce(m.credit, 0) <> coalesce(r.credit, 0) or coalesce(m.debit, 0) <> coalesce(r.debit, 0)`)) {
    violations.push(
      `account ${r.account_id} month ${r.month}: kept credit ${r.kept_credit}/debit ${r.kept_debit} but statement rows give ${r.credit}/${r.debit}`,
    );
  }

  for (const r of all(`with sent as (
        select user_id, strftime('%Y-%m-%d', created_at / 1000, 'unixepoch') as day, sum(amount) as amount
        from transfers
        where transfer_type in ('LOCAL', 'WIRE') and status in ('PENDING', 'COMPLETED')
        group by 1, 2)
      select coalesce(s.user_id, o.user_id) as user_id, coalesce(s.day, o.day) as day,
        coalesce(o.amount, 0) as kept, coalesce(s.amount, 0) as sent
      from sent s full outer join outgoing_day_totals o on o.user_id = s.user_id and o.day = s.day
      where coalesce(o.amount, 0) <> coalesce(s.amount, 0)`)) {
    violations.push(
      `user ${r.user_id} day ${r.day}: kept outgoing ${r.kept} but transfers give ${r.sent}`,
    );
  }

  for (const r of all(`with made as (
        select strftime('%Y-%m-%d', created_at / 1000, 'unixepoch') as day, transfer_type,
          sum(amount) as amount, count(*) as n
        from transfers where status not in ('FAILED', 'CANCELLED') group by 1, 2)
      select coalesce(m.day, k.day) as day, coalesce(m.transfer_type, k.transfer_type) as type,
        coalesce(k.amount, 0) as kept, coalesce(k.count, 0) as kept_n,
        coalesce(m.amount, 0) as amount, coalesce(m.n, 0) as n
      from made m full outer join transfer_day_totals k
        on k.day = m.day and k.transfer_type = m.transfer_type
      where coalesce(k.amount, 0) <> coalesce(m.amount, 0) or coalesce(k.count, 0) <> coalesce(m.n, 0)`)) {
    violations.push(
      `${r.type} transfers of ${r.day}: kept ${r.kept_n} for ${r.kept} but transfers give ${r.n} for ${r.amount}`,
    );
  }
  return violations;
}
