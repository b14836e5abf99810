/**
 * Keyset paging, the one way every list of the bank pages: rows come in a fixed order that
 * ends with the row id (so no two rows tie), and the next page starts strictly after the
 * last row of this one. The position travels as an opaque cursor (the last row's sort values,
 * JSON in base64url). Rows inserted while a client walks the pages never shift it: a walk
 * visits each row that existed when it started exactly once, whatever arrives meanwhile.
 */
import { and, asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import { badRequest } from '../domain/errors';

/** Which page: size, where the previous page ended, and rows to skip (offset paging). */
export interface PageQuery {
  /** Rows per page, 1 to 100 (the callers' schemas bound it). */
  limit: number;
  /** The `nextCursor` of the previous page; absent for the first page. */
  cursor?: string;
  /** Rows to skip after the cursor (or from the start); 0 when absent. */
  offset?: number;
}

/** One page: its rows, the cursor of the next page (null on the last one) and the row count. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  /** How many rows match the filters in all pages, when counting them is cheap. */
  total?: number;
}

/** One column of a list's order: the column (or expression), its direction, the row's value. */
export interface SortKey<R> {
  column: SQLWrapper;
  dir: 'asc' | 'desc';
  /** What the column holds: text, or an integer (ids, cents, dates as epoch ms). */
  kind: 'text' | 'integer';
  /** The row's value for this column as the database compares it (dates as epoch ms). */
  value: (row: R) => string | number;
}

/** A list's order: one or two sort keys, the last of which is unique (the row id). */
export type Order<R> = readonly [SortKey<R>] | readonly [SortKey<R>, SortKey<R>];

/** The cursor that resumes after `row` in `order`. */
export function cursorAfter<R>(order: Order<R>, row: R): string {
  return Buffer.from(JSON.stringify(order.map((k) => k.value(row)))).toString('base64url');
}

/**
 * The values a cursor carries, checked against the order's shape.
 * @throws BAD_REQUEST when the cursor was not made by this list (not base64url JSON, wrong
 *   number or types of values)
 */
export function readCursor<R>(order: Order<R>, cursor: string): (string | number)[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = null;
  }
  if (
    !Array.isArray(values) ||
    values.length !== order.length ||
    values.some((v, i) =>
      order[i]!.kind === 'text' ? typeof v !== 'string' : !Number.isSafeInteger(v),
    )
  ) {
    throw badRequest('cursor: not a cursor this list gave; start again without it');
  }
  return values as (string | number)[];
}

/**
 * The condition "strictly after the cursor's row" in `order`. Two keys of one direction
 * compare as a row value, `(a, id) < (?, ?)`, which SQLite seeks in an index on (…, a);
 * mixed directions (a statement sorted newest date first, ties oldest first) compare as
 * `a <= ? and (a < ? or id > ?)`, which still seeks on `a`.
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function afterCursor<R>(order: Order<R>, cursor: string): SQL {
  const values = readCursor(order, cursor);
  const [first, second] = order;
  const [v1, v2] = values;
  const beyond = (dir: 'asc' | 'desc') => (dir === 'desc' ? sql.raw('<') : sql.raw('>'));
  if (!second) return sql`${first.column} ${beyond(first.dir)} ${v1}`;
  if (first.dir === second.dir) {
    return sql`(${first.column}, ${second.column}) ${beyond(first.dir)} (${v1}, ${v2})`;
  }
  const reach = first.dir === 'desc' ? sql.raw('<=') : sql.raw('>=');
  return sql`(${first.column} ${reach} ${v1} and (${first.column} ${beyond(first.dir)} ${v1} or ${second.column} ${beyond(second.dir)} ${v2}))`;
}

/** The ORDER BY terms of `order`. */
export function orderTerms<R>(order: Order<R>): SQL[] {
  return order.map((k) => (k.dir === 'desc' ? desc(k.column) : asc(k.column)));
}

/**
 * Reads one page of a list.
 * @param order the list's order (last key unique)
 * @param fetch runs the list's query with the extra condition (undefined on a first page),
 *   the order terms, a row limit and an offset, and returns the rows
 * @param count the number of rows matching the filters, when counting is cheap; omitted: no
 *   total
 * @returns the page's rows mapped by `map`, the next cursor (null when no row follows) and
 *   the total when counted
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function readPage<R, T>(
  q: PageQuery,
  order: Order<R>,
  fetch: (after: SQL | undefined, orderBy: SQL[], limit: number, offset: number) => R[],
  map: (row: R) => T,
  count?: () => number,
): Page<T> {
  const after = q.cursor ? afterCursor(order, q.cursor) : undefined;
  const rows = fetch(after, orderTerms(order), q.limit + 1, q.offset ?? 0);
  const more = rows.length > q.limit;
  if (more) rows.length = q.limit;
  const last = rows[rows.length - 1];
  return {
    items: rows.map(map),
    nextCursor: more && last !== undefined ? cursorAfter(order, last) : null,
    ...(count ? { total: count() } : {}),
  };
}

/** Newest first: by creation time (epoch ms), then id, both descending. */
export function newestFirst<R extends { id: number; createdAt: Date }>(
  createdAt: SQLWrapper,
  id: SQLWrapper,
): Order<R> {
  return [
    { column: createdAt, dir: 'desc', kind: 'integer', value: (r) => r.createdAt.getTime() },
    { column: id, dir: 'desc', kind: 'integer', value: (r) => r.id },
  ];
}

/** By id alone: 'desc' is newest first, 'asc' oldest first. */
export function byId<R extends { id: number }>(id: SQLWrapper, dir: 'asc' | 'desc'): Order<R> {
  return [{ column: id, dir, kind: 'integer', value: (r) => r.id }];
}

/** How many rows of `table` match `filters` (read through the index the filters use). */
export function countRows(db: Db, table: SQLiteTable, filters: SQL | undefined): number {
  return db.select({ n: sql<number>`count(*)` }).from(table).where(filters).get()?.n ?? 0;
}

/**
 * One page of a table's rows matching `filters` in `order`, each mapped by `map`; the common
 * case of readPage (whole rows, no join).
 * @param counted whether to count the matching rows (only where an index counts them cheaply)
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function tablePage<R, T>(
  db: Db,
  table: SQLiteTable,
  filters: SQL | undefined,
  order: Order<R>,
  q: PageQuery,
  map: (row: R) => T,
  counted = true,
): Page<T> {
  return readPage(
    q,
    order,
    (after, orderBy, limit, offset) =>
      db
        .select()
        .from(table)
        .where(and(filters, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .all() as R[],
    map,
    counted ? () => countRows(db, table, filters) : undefined,
  );
}
