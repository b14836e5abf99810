/**
 * Statement rows of one account: searched, sorted and paged by the database, so a
 * screen that shows 10 rows reads 10 rows (memory target). The search's index query and
 * text test are search.ts; the row shapes and the raw read are rows.ts.
 */
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { transactions } from '../../db/schema';
import type { Language } from '../../i18n/translate';
import type { SortOrderSchema, StatementSortSchema } from '../../shared/dto';
import { getOwnedAccount } from '../accounts/list';
import { afterCursor, cursorAfter, type Order, orderTerms, type SortKey } from '../paging';
import { type RawRow, rawStatement, rawToDto, type TransactionDto } from './rows';
import { statementIndexQuery, statementSearch } from './search';

/** A statement column to sort by: date, description, type or amount. */
export type StatementSort = z.infer<typeof StatementSortSchema>;
/** A sort direction: asc or desc. */
export type SortOrder = z.infer<typeof SortOrderSchema>;

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
