/**
 * Statement rows of one account: searched, sorted and paged by the database, so a
 * screen that shows 10 rows reads 10 rows (memory target).
 */
import { and, count, eq, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { transactions } from '../../db/schema';
import { type Language, translateText } from '../../i18n/translate';
import { accountMark } from '../../ledger/search-index';
import type { SortOrderSchema, StatementSortSchema, TransactionSchema } from '../../shared/dto';
import { formatCents } from '../../shared/money';
import { getOwnedAccount } from '../accounts/list';
import { afterCursor, cursorAfter, type Order, orderTerms, type SortKey } from '../paging';

export type TransactionDto = z.infer<typeof TransactionSchema>;
export type StatementSort = z.infer<typeof StatementSortSchema>;
export type SortOrder = z.infer<typeof SortOrderSchema>;

/**
 * Maps a statement row (as Drizzle reads it) to the wire: amount and running balance from
 * integer cents to two-decimal strings, createdAt as ISO 8601 (UTC), date as stored
 * (YYYY-MM-DD).
 */
export function toTransactionDto(row: typeof transactions.$inferSelect): TransactionDto {
  return {
    id: row.id,
    accountId: row.accountId,
    type: row.type,
    amount: formatCents(row.amount),
    description: row.description,
    date: row.date,
    balance: formatCents(row.balance),
    category: row.category,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A statement row as SQLite hands it over: column names, cents, created_at in epoch ms. */
export interface RawRow {
  id: number;
  account_id: number;
  type: 'DEBIT' | 'CREDIT';
  amount: number;
  description: string;
  date: string;
  balance: number;
  category: string | null;
  reference: string | null;
  created_at: number;
}

/** toTransactionDto for a row read without Drizzle's row mapping (one object less per row). */
function rawToDto(r: RawRow, language: Language): TransactionDto {
  return {
    id: r.id,
    accountId: r.account_id,
    type: r.type,
    amount: formatCents(r.amount),
    description: translateText(r.description, language),
    date: r.date,
    balance: formatCents(r.balance),
    category: r.category,
    reference: r.reference,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** Which rows of a statement, in which order (every field optional). */
export interface StatementQuery {
  /** Rows to return, 1–100 (the callers' schemas bound it); omitted: up to 1,000 rows. */
  limit?: number;
  /** The previous page's nextCursor: the page starts strictly after its last row. */
  cursor?: string;
  /** Matching rows to skip first; default 0. */
  offset?: number;
  /**
   * Free text, case-insensitive (ASCII case folding, as SQLite's `lower`): a row matches when
   * its date ('2026-11-21' or 'Nov 21, 2026'), description, type or amount ('1234.50' or
   * '$1,234.50') contains it. Blank: every row.
   */
  q?: string;
  /** Sort column; default 'date'. Ties in posting order: oldest first ascending, newest first descending. */
  sort?: StatementSort;
  /** Default 'asc'. */
  order?: SortOrder;
}

/** One page of a statement, the next page's cursor (null on the last) and the match count. */
export interface StatementPage {
  items: TransactionDto[];
  nextCursor: string | null;
  total: number;
}

/** Rows a statement read answers at most when the caller gives no limit. */
export const STATEMENT_CAP = 1000;

/**
 * The statement's order for a sort: the column in the asked direction, ties by posting (id) in
 * the same direction, so that one index per column serves both (read backwards for `desc`),
 * and a statement newest first shows a day's latest posting first.
 */
export function statementOrder(sort: StatementSort, order: SortOrder): Order<RawRow> {
  const key: SortKey<RawRow> =
    sort === 'amount'
      ? { column: transactions.amount, dir: order, kind: 'integer', value: (r) => r.amount }
      : sort === 'type'
        ? { column: transactions.type, dir: order, kind: 'text', value: (r) => r.type }
        : sort === 'description'
          ? {
              column: transactions.description,
              dir: order,
              kind: 'text',
              value: (r) => r.description,
            }
          : { column: transactions.date, dir: order, kind: 'text', value: (r) => r.date };
  return [key, { column: transactions.id, dir: order, kind: 'integer', value: (r) => r.id }];
}

/**
 * The two queries of a statement read, unprepared (tests read their plans with `toSQL()`):
 * the page's rows and the number of matching rows. Without a `needle` they take the
 * placeholders accountId, limit and offset, and walk the account's index of the sort; with
 * one (or a cursor), the values are bound in. A search starts from the search index: the rows
 * it names (statementIndexQuery) and the rows queued for it are read by id, kept when they are the account's and
 * statementSearch confirms them, then sorted, so its cost follows the matches, not the
 * account's history (`+account_id` keeps SQLite from walking the account's rows instead).
 * @param needle the search, trimmed and lowercased; '' for none
 * @param after the cursor's condition (afterCursor), for a page after the first
 */
export function statementQueries(
  db: Db,
  sort: StatementSort,
  order: SortOrder,
  needle: string,
  values: { accountId: number; limit: number; offset: number } | null = null,
  after?: SQL,
) {
  const p = sql.placeholder;
  const accountId = values?.accountId ?? p('accountId');
  const t = transactions;
  const found =
    needle === ''
      ? null
      : statementIndexQuery(db, needle, typeof accountId === 'number' ? accountId : null);
  // Rows written but not yet indexed (ledger/search-index.ts) are candidates of every search.
  const queued = sql`select id from statement_search_queue`;
  const filters =
    found === null
      ? eq(t.accountId, accountId)
      : found === 'account'
        ? and(eq(t.accountId, accountId), statementSearch(needle))
        : and(
            found.match === null
              ? sql`${t.id} in (${queued})`
              : sql`${t.id} in (select rowid from statement_search where statement_search match ${found.match} union all ${queued})`,
            sql`+${t.accountId} = ${accountId}`,
            statementSearch(needle),
          );
  const where = and(filters, after);
  return {
    rows: db
      .select({
        id: t.id,
        account_id: t.accountId,
        type: t.type,
        amount: t.amount,
        description: t.description,
        date: t.date,
        balance: t.balance,
        category: t.category,
        reference: t.reference,
        created_at: t.createdAt,
      })
      .from(transactions)
      .where(where)
      .orderBy(...orderTerms(statementOrder(sort, order)))
      .limit(values?.limit ?? p('limit'))
      .offset(values?.offset ?? p('offset')),
    count: db
      .select({ n: count().as('n') })
      .from(transactions)
      .where(filters),
  };
}

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

/**
 * A page of the account's statement rows: searched,
 * sorted and cut by the database, with the number of rows that match and the cursor of the
 * next page. Without a search the count is the account's kept statement row count.
 * @param ownerId the session user, or null for an admin reading any account
 * @param query limit (1–100; omitted: up to 1,000 rows), cursor, offset, q, sort, order; see
 *   StatementQuery
 * @returns the rows in the asked order (amounts as two-decimal strings), the next cursor (null
 *   when no row follows) and the match count
 * @throws NOT_FOUND when the account is not the owner's (or does not exist); BAD_REQUEST for
 *   a cursor this statement did not give (another sort's, or not a cursor)
 * @param language the reader's language: descriptions are translated when read (the search
 *   still matches the stored English text)
 */
export function listTransactions(
  db: Db,
  accountId: number,
  ownerId: number | null,
  query: StatementQuery = {},
  language: Language = 'en',
): StatementPage {
  const account = getOwnedAccount(db, accountId, ownerId);
  const { limit = STATEMENT_CAP, offset = 0, sort = 'date', order = 'asc' } = query;
  const needle = query.q?.trim().toLowerCase() ?? '';
  const keys = statementOrder(sort, order);
  // One row more than asked tells whether a next page exists.
  const bounds = { accountId, limit: limit + 1, offset };

  let rows: RawRow[];
  let total: number;
  if (needle === '' && query.cursor === undefined) {
    // The screens' reads: one prepared statement per (sort, order); the kept row count.
    rows = prepared(db, `transactions.page.${sort}.${order}`, (d) =>
      rawStatement<RawRow>(d, statementQueries(d, sort, order, '').rows),
    )(bounds);
    total = account.statementRows;
  } else {
    const after = query.cursor === undefined ? undefined : afterCursor(keys, query.cursor);
    const queries = statementQueries(db, sort, order, needle, bounds, after);
    rows = rawStatement<RawRow>(db, queries.rows)({});
    total =
      needle === ''
        ? account.statementRows
        : (rawStatement<{ n: number }>(db, queries.count)({})[0]?.n ?? 0);
  }
  const more = rows.length > limit;
  if (more) rows.length = limit;
  const last = rows[rows.length - 1];
  return {
    items: rows.map((row) => rawToDto(row, language)),
    nextCursor: more && last ? cursorAfter(keys, last) : null,
    total,
  };
}

/**
 * A query Drizzle wrote, run by better-sqlite3 itself: rows come back as plain objects keyed
 * by the selected column names, without Drizzle's mapping into a second object per row (the
 * statement read is the bank's biggest answer, and its garbage is what grows the heap).
 * @returns a runner taking the values of the query's placeholders by name
 */
function rawStatement<Row>(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
): (values: Record<string, number>) => Row[] {
  const { sql: text, params } = query.toSQL();
  const statement = db.$client.prepare<unknown[], Row>(text);
  return (values) =>
    statement.all(...params.map((p) => (p instanceof Placeholder ? values[p.name] : p)));
}
