/**
 * Statement search: the FTS5 query that finds a needle's candidate rows in the search index,
 * and the SQL test that confirms each candidate against the texts a customer sees. Apart from
 * the statement read (list.ts) because this is where the index's layout (trigrams, padding,
 * the account's mark) is known; the read only combines these with paging and sorting.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { transactions } from '../../db/schema';
import { accountMark } from '../../ledger/search-index';

/** How the search index serves a needle (see statementIndexQuery). */
export type StatementIndexQuery = { match: string | null } | 'account';

/**
 * The search index's query for a needle. The index (`statement_search`, filled from the
 * queue of new rows just before each write transaction commits: ledger/search-index.ts; the
 * caller reads the queue too) holds one document per indexed statement row: the
 * texts statementSearch reads, lowercased as it lowercases them, each followed by two char(1),
 * cut into trigrams. A needle's piece of 3 characters or more is one FTS5 phrase (in double
 * quotes, a double quote doubled), so quotes, `*`, `-`, `NEAR`, `AND` and the like are
 * matched as text. A piece of 1 or 2 characters begins some trigram of every text containing
 * it (the char(1) padding gives the last characters theirs), so it is the OR of the index's
 * terms that begin with it, read by range from `statement_search_terms` (fts5vocab, made per
 * connection): a bounded list (the
 * distinct trigrams that start with those characters), whatever the history. Pieces are the
 * needle's text between NUL characters, which FTS5 query text cannot carry; all must match,
 * and so must the account's mark (ledger/search-index.ts accountMark), one trigram whose list
 * holds that account's rows only: FTS5 seeks through the pieces' bank-wide lists to those
 * rows, so the rows found are the account's, however many the bank holds.
 * The rows found are a superset of the matches (a trigram run may cross two texts through
 * the padding), which the caller narrows with statementSearch.
 * @param needle trimmed and lowercased, not empty
 * @param accountId the account searched; null searches every account's rows (the caller
 *   narrows them)
 * @returns `{ match }`, the FTS5 MATCH expression, or `{ match: null }` when a short piece
 *   begins no term (no indexed row can match: only queued rows are candidates); 'account' when
 *   the needle is only NUL characters (nothing to look up: the account's rows are read through
 *   its index)
 */
export function statementIndexQuery(
  db: Db,
  needle: string,
  accountId: number | null = null,
): StatementIndexQuery {
  const pieces = needle.split('\u0000').filter((piece) => piece !== '');
  if (pieces.length === 0) return 'account';
  const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const terms = prepared(db, 'transactions.search.terms', (d) => {
    // The index's terms, as a table of this connection only (a temporary fts5vocab table).
    d.$client.exec(
      "create virtual table if not exists temp.statement_search_terms using fts5vocab(main, 'statement_search', 'row')",
    );
    return d.$client.prepare<[string, string], { term: string }>(
      'select term from temp.statement_search_terms where term >= ? and term < ?',
    );
  });
  const parts: string[] = accountId === null ? [] : [phrase(accountMark(accountId))];
  for (const piece of pieces) {
    if ([...piece].length >= 3) {
      parts.push(phrase(piece));
      continue;
    }
    const begun = terms
      .all(piece, `${piece}\u{10ffff}`)
      .map((r) => r.term)
      .filter((term) => term.startsWith(piece));
    if (begun.length === 0) return { match: null };
    parts.push(`(${begun.map(phrase).join(' OR ')})`);
  }
  return { match: parts.join(' AND ') };
}

/**
 * The statement search as SQL over integer columns and text: the amount is
 * formatted from its cents with integer division (`printf('%d.%02d')` and the thousands
 * flag `%,d`), so no float ever holds money. Only the fields whose characters the needle
 * can match are tested (a needle with letters skips the amount texts).
 * @param needle trimmed and lowercased, not empty
 */
export function statementSearch(needle: string): SQL {
  const t = transactions;
  const contains = (text: SQL) => sql`instr(${text}, ${needle}) > 0`;
  const fields: SQL[] = [
    contains(sql`lower(${t.description})`),
    // 'Nov 21, 2026': the statement's displayed date (src/lib/format.ts displayDate).
    contains(
      sql`lower(substr('JanFebMarAprMayJunJulAugSepOctNovDec', (cast(substr(${t.date}, 6, 2) as integer) - 1) * 3 + 1, 3) || ' ' || cast(substr(${t.date}, 9, 2) as integer) || ', ' || substr(${t.date}, 1, 4))`,
    ),
  ];
  if (/^[a-z]+$/.test(needle)) fields.push(contains(sql`lower(${t.type})`));
  if (/^[\d-]+$/.test(needle)) fields.push(contains(sql`${t.date}`));
  if (/^[\d.]+$/.test(needle))
    fields.push(contains(sql`printf('%d.%02d', ${t.amount} / 100, ${t.amount} % 100)`));
  if (/^[\d.,$]+$/.test(needle))
    fields.push(contains(sql`printf('$%,d.%02d', ${t.amount} / 100, ${t.amount} % 100)`));
  return sql`(${sql.join(fields, sql` or `)})`;
}
