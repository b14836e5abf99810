/**
 * A statement row in its three shapes (as Drizzle maps it, as SQLite hands it over, and on the
 * wire) and the raw read that skips Drizzle's mapping. Apart from the statement read (list.ts)
 * because other lists of transactions map their rows to the wire the same way.
 */
import { Placeholder } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { transactions } from '../../db/schema';
import { type Language, translateText } from '../../i18n/translate';
import type { TransactionSchema } from '../../shared/dto';
import { formatCents } from '../../shared/money';

/** A statement row on the wire: amounts as two-decimal strings, createdAt as ISO 8601. */
export type TransactionDto = z.infer<typeof TransactionSchema>;

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

/**
 * toTransactionDto for a row read without Drizzle's row mapping (one object less per row),
 * with the description translated into `language` (the stored text is English).
 * @returns cents as two-decimal strings, created_at (epoch ms) as ISO 8601 (UTC)
 */
export function rawToDto(r: RawRow, language: Language): TransactionDto {
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

/**
 * A query Drizzle wrote, run by better-sqlite3 itself: rows come back as plain objects keyed
 * by the selected column names, without Drizzle's mapping into a second object per row (the
 * statement read is the bank's biggest answer, and its garbage is what grows the heap).
 * @returns a runner taking the values of the query's placeholders by name
 * @throws SQLite's error when the query does not prepare
 */
export function rawStatement<Row>(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
): (values: Record<string, number>) => Row[] {
  const { sql: text, params } = query.toSQL();
  const statement = db.$client.prepare<unknown[], Row>(text);
  return (values) =>
    statement.all(...params.map((p) => (p instanceof Placeholder ? values[p.name] : p)));
}
