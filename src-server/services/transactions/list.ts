/**
 * Statement rows of one account (customer-area.md §2 Account statements, §7
 * GET /api/transactions/{accountId}): searched, sorted and paged by the database, so a
 * screen that shows 10 rows reads 10 rows (issue "Performance", #7's memory target).
 */
import { and, asc, count, desc, eq, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { transactions } from '../../db/schema';
import type { SortOrderSchema, StatementSortSchema, TransactionSchema } from '../../shared/dto';
import { formatCents } from '../../shared/money';
import { getOwnedAccount } from '../accounts/list';

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
interface RawRow {
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
function rawToDto(r: RawRow): TransactionDto {
  return {
    id: r.id,
    accountId: r.account_id,
    type: r.type,
    amount: formatCents(r.amount),
    description: r.description,
    date: r.date,
    balance: formatCents(r.balance),
    category: r.category,
    reference: r.reference,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** Which rows of a statement, in which order (every field optional). */
export interface StatementQuery {
  /** Rows to return, 1–100 (the callers' schemas bound it); omitted: every matching row. */
  limit?: number;
  /** Matching rows to skip first; default 0. */
  offset?: number;
  /**
   * Free text, case-insensitive (ASCII case folding, as SQLite's `lower`): a row matches when
   * its date ('2026-11-21' or 'Nov 21, 2026'), description, type or amount ('1234.50' or
   * '$1,234.50') contains it. Blank: every row.
   */
  q?: string;
  /** Sort column; default 'date'. Ties always keep posting order (oldest posting first). */
  sort?: StatementSort;
  /** Default 'asc'. */
  order?: SortOrder;
}

/** One page of a statement and how many rows match the query in all. */
export interface StatementPage {
  items: TransactionDto[];
  total: number;
}

const SORT_COLUMNS = {
  date: transactions.date,
  type: transactions.type,
  amount: transactions.amount,
} as const;

/**
 * The two queries of a statement read, unprepared (tests read their plans with `toSQL()`):
 * the page's rows and the number of matching rows. Without a `needle` they take the
 * placeholders accountId, limit and offset; with one, the values are bound in.
 * @param needle the search, trimmed and lowercased; '' for none
 */
export function statementQueries(
  db: Db,
  sort: StatementSort,
  order: SortOrder,
  needle: string,
  values: { accountId: number; limit: number; offset: number } | null = null,
) {
  const p = sql.placeholder;
  const column = SORT_COLUMNS[sort];
  const accountId = values?.accountId ?? p('accountId');
  const where = and(
    eq(transactions.accountId, accountId),
    needle === '' ? undefined : statementSearch(needle),
  );
  const t = transactions;
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
      .orderBy(order === 'asc' ? asc(column) : desc(column), asc(transactions.id))
      .limit(values?.limit ?? p('limit'))
      .offset(values?.offset ?? p('offset')),
    count: db
      .select({ n: count().as('n') })
      .from(transactions)
      .where(where),
  };
}

/**
 * The search of customer-area.md §2 as SQL over integer columns and text: the amount is
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
 * A page of the account's statement rows (customer-area.md §2 Account statements): searched,
 * sorted and cut by the database, with the number of rows that match.
 * @param ownerId the session user, or null for an admin reading any account
 * @param query limit (1–100, omitted for every row), offset, q, sort, order; see StatementQuery
 * @returns the rows in the asked order (amounts as two-decimal strings) and the match count
 * @throws NOT_FOUND when the account is not the owner's (or does not exist)
 */
export function listTransactions(
  db: Db,
  accountId: number,
  ownerId: number | null,
  query: StatementQuery = {},
): StatementPage {
  getOwnedAccount(db, accountId, ownerId);
  const { limit, offset = 0, sort = 'date', order = 'asc' } = query;
  const needle = query.q?.trim().toLowerCase() ?? '';
  // SQLite reads a negative LIMIT as "no limit".
  const bounds = { accountId, limit: limit ?? -1, offset };

  if (needle === '') {
    // The screens' reads: one prepared statement per (sort, order), one for the count.
    const rows = prepared(db, `transactions.page.${sort}.${order}`, (d) =>
      rawStatement<RawRow>(d, statementQueries(d, sort, order, '').rows),
    )(bounds);
    const total =
      limit === undefined && offset === 0
        ? rows.length
        : (prepared(db, 'transactions.count', (d) =>
            rawStatement<{ n: number }>(d, statementQueries(d, sort, order, '').count),
          )(bounds)[0]?.n ?? 0);
    return { items: rows.map(rawToDto), total };
  }

  const { rows, count } = statementQueries(db, sort, order, needle, bounds);
  return {
    items: rawStatement<RawRow>(db, rows)({}).map(rawToDto),
    total: rawStatement<{ n: number }>(db, count)({})[0]?.n ?? 0,
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
