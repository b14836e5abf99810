/**
 * Search, sort and paging of statement rows (customer-area.md §2 Account statements), kept
 * free of React so the rules are easy to test.
 */
import type { z } from 'zod';
import { displayUsd, wireToCents } from '../../../../src-server/shared/money';
import type { TransactionSchema } from '../../../../src-server/shared/wire';
import { displayDate } from '../../../lib/format';

export type StatementRow = z.infer<typeof TransactionSchema>;
export type SortKey = 'date' | 'type' | 'amount';
export type SortDirection = 'asc' | 'desc';

/** Page sizes the selector offers; the first is the default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Rows whose date, description, type or amount contains `search`, ignoring case. */
export function searchRows(rows: StatementRow[], search: string): StatementRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) =>
    [row.date, displayDate(row.date), row.description, row.type, row.amount, displayUsd(row.amount)]
      .join('\n')
      .toLowerCase()
      .includes(needle),
  );
}

function compare(a: StatementRow, b: StatementRow, key: SortKey): number {
  if (key === 'amount') return wireToCents(a.amount) - wireToCents(b.amount);
  if (key === 'type') return a.type.localeCompare(b.type);
  return a.date.localeCompare(b.date);
}

/** A sorted copy; ties keep the server's order (oldest first), so equal dates stay in posting order. */
export function sortRows(
  rows: StatementRow[],
  key: SortKey,
  direction: SortDirection,
): StatementRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(a.row, b.row, key) || a.index - b.index)
    .map(({ row }) => row);
}

/** Next sort state after a header click: the same column flips, a new column starts ascending. */
export function nextSort(
  current: { key: SortKey; direction: SortDirection },
  clicked: SortKey,
): { key: SortKey; direction: SortDirection } {
  if (current.key !== clicked) return { key: clicked, direction: 'asc' };
  return { key: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export interface StatementPage {
  rows: StatementRow[];
  /** 1-based position of the first row shown, 0 when there are none. */
  from: number;
  to: number;
  total: number;
  pageCount: number;
  /** The page actually shown (clamped to the last page). */
  page: number;
}

/** The rows of one page (1-based) and the numbers for 'Showing X to Y of Z entries'. */
export function paginate(rows: StatementRow[], page: number, pageSize: number): StatementPage {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  const shown = rows.slice(start, start + pageSize);
  return {
    rows: shown,
    from: total === 0 ? 0 : start + 1,
    to: start + shown.length,
    total,
    pageCount,
    page: current,
  };
}
