/**
 * The statement search index (`statement_search`, FTS5 with trigrams) is filled once per write
 * transaction. A trigger on `transactions` queues each row written or changed
 * (`statement_search_queue`); `indexQueuedStatementRows` indexes the whole queue in one
 * statement and empties it, as the last step before the transaction commits (an
 * `addBeforeCommit` hook, registered when this module loads). FTS5 writes its pending terms
 * to a new index segment at every statement savepoint, so indexing inside each posting wrote
 * (and later merged) a segment for nearly every statement row; once per commit it writes one
 * for the whole batch. The search reads the queue as well (services/transactions/list.ts), so a
 * row written by a path that commits without the hook is still found, and indexed by the next
 * write transaction that runs it.
 */
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { addBeforeCommit } from '../db/transaction';

/** The first of the private-use code points (U+E000 to U+EFFF) that spell an account's mark. */
const MARK_BASE = 0xe000;
const MARK_RADIX = 4096;

/**
 * The mark of an account's rows in the search index: its id in base 4096, three digits, each
 * a private-use code point (U+E000 + digit), so one trigram names one account (ids below
 * 4096³). Every document ends with its account's mark; a search ANDs the mark's trigram with
 * the needle's phrases, and FTS5 walks the needle's long lists by seeking to the rowids of the
 * mark's short one, so a search costs what the account's matches cost, not the bank's.
 * @param accountId the account's id (a positive integer)
 * @returns three characters
 */
export function accountMark(accountId: number): string {
  return String.fromCodePoint(
    MARK_BASE + (Math.floor(accountId / MARK_RADIX ** 2) % MARK_RADIX),
    MARK_BASE + (Math.floor(accountId / MARK_RADIX) % MARK_RADIX),
    MARK_BASE + (accountId % MARK_RADIX),
  );
}

/** accountMark in SQL over `t.account_id` (integer division). */
const ACCOUNT_MARK = `char(${MARK_BASE} + (t.account_id / ${MARK_RADIX ** 2}) % ${MARK_RADIX}, ${MARK_BASE} + (t.account_id / ${MARK_RADIX}) % ${MARK_RADIX}, ${MARK_BASE} + t.account_id % ${MARK_RADIX})`;

/**
 * The document of one statement row, as SQL over `t` (a `transactions` row): the texts the
 * search matches, each lowercased with SQLite's ASCII `lower` as the search compares them and
 * followed by two char(1), so that every character of a text starts a trigram: the
 * description, the date as the screens show it ("nov 26, 2026") and as ISO, the type, and the
 * amount as "1234.50" and "$1,234.50", formatted from integer cents; then the account's mark
 * (accountMark), which no needle's text reaches across the padding.
 */
const DOCUMENT = `lower(t.description) || char(1, 1)
  || lower(substr('JanFebMarAprMayJunJulAugSepOctNovDec', (cast(substr(t.date, 6, 2) as integer) - 1) * 3 + 1, 3) || ' ' || cast(substr(t.date, 9, 2) as integer) || ', ' || substr(t.date, 1, 4)) || char(1, 1)
  || lower(t.type) || char(1, 1)
  || t.date || char(1, 1)
  || printf('%d.%02d', t.amount / 100, t.amount % 100) || char(1, 1)
  || printf('$%,d.%02d', t.amount / 100, t.amount % 100) || char(1, 1)
  || ${ACCOUNT_MARK}`;

/**
 * Indexes every queued statement row that still exists (a row deleted since it was queued is
 * skipped) and empties the queue. Runs inside the caller's transaction; costs one indexed
 * read when the queue is empty.
 */
export function indexQueuedStatementRows(db: Db): void {
  const s = prepared(db, 'ledger.searchIndex', (d) => ({
    any: d.$client.prepare('select 1 as queued from statement_search_queue limit 1'),
    index: d.$client.prepare(
      `insert into statement_search (rowid, body)
       select t.id, ${DOCUMENT} from statement_search_queue q join transactions t on t.id = q.id`,
    ),
    clear: d.$client.prepare('delete from statement_search_queue'),
  }));
  if (s.any.get() === undefined) return;
  s.index.run();
  s.clear.run();
}

addBeforeCommit(indexQueuedStatementRows);
