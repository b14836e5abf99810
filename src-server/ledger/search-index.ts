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

/**
 * The document of one statement row, as SQL over `t` (a `transactions` row): the texts the
 * search matches, each lowercased with SQLite's ASCII `lower` as the search compares them and
 * followed by two char(1), so that every character of a text starts a trigram: the
 * description, the date as the screens show it ("nov 26, 2026") and as ISO, the type, and the
 * amount as "1234.50" and "$1,234.50", formatted from integer cents.
 */
const DOCUMENT = `lower(t.description) || char(1, 1)
  || lower(substr('JanFebMarAprMayJunJulAugSepOctNovDec', (cast(substr(t.date, 6, 2) as integer) - 1) * 3 + 1, 3) || ' ' || cast(substr(t.date, 9, 2) as integer) || ', ' || substr(t.date, 1, 4)) || char(1, 1)
  || lower(t.type) || char(1, 1)
  || t.date || char(1, 1)
  || printf('%d.%02d', t.amount / 100, t.amount % 100) || char(1, 1)
  || printf('$%,d.%02d', t.amount / 100, t.amount % 100) || char(1, 1)`;

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
