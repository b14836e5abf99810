/**
 * Paging a list whose rows carry names from other tables (the admin lists). The list's own
 * table drives the query and its order; users and accounts come in by LEFT JOIN on their
 * primary keys, so SQLite still walks the list's index (or primary key) in the list's order
 * and looks each name up by id: a join costs one key lookup per row of the page, never a
 * scan or a sort.
 */
import { and, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { countRows, type Order, type Page, type PageQuery, readPage } from '../paging';

/** A row of the list's table with the names joined to it. */
export type Joined<R, N> = { row: R } & N;

/**
 * The same order over joined rows: each key reads the list table's row.
 * @returns an order whose cursors are the ones `order` makes, so a cursor of the plain list
 *   and of the joined one are interchangeable
 */
export function overJoined<R, N>(order: Order<R>): Order<Joined<R, N>> {
  return order.map((key) => ({
    ...key,
    value: (joined: Joined<R, N>) => key.value(joined.row),
  })) as unknown as Order<Joined<R, N>>;
}

/** "First Last" from a joined user's names; null when no user was joined. */
export function fullName(first: string | null, last: string | null): string | null {
  if (first === null && last === null) return null;
  return [first, last].filter(Boolean).join(' ');
}

/**
 * One page of `table`'s rows matching `filters` in `order`, with the names `fetch` joins.
 * @param fetch runs the joined select: the condition after the cursor (undefined on a first
 *   page) is added to `filters`, then the order, limit and offset
 * @param counted whether to count the matching rows of `table` (no join: the count reads the
 *   filters' index alone)
 * @throws BAD_REQUEST for a cursor this list did not give
 */
export function joinedPage<R, N, T>(
  db: Db,
  table: SQLiteTable,
  filters: SQL | undefined,
  order: Order<R>,
  q: PageQuery,
  fetch: (where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) => Joined<R, N>[],
  map: (joined: Joined<R, N>) => T,
  counted = true,
): Page<T> {
  return readPage(
    q,
    overJoined<R, N>(order),
    (after, orderBy, limit, offset) => fetch(and(filters, after), orderBy, limit, offset),
    map,
    counted ? () => countRows(db, table, filters) : undefined,
  );
}
