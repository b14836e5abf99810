/**
 * The statement table's rules that live in the browser: page sizes, the header-click sort cycle and the 'Showing X to Y of Z entries'
 * numbers. Search, sort and paging of the rows themselves happen on the server
 * (accounts.statement); this stays free of React so the rules are easy to test.
 */

import type { SortOrderSchema, StatementSortSchema, TransactionSchema } from '@shared/dto';
import type { z } from 'zod';

/** A statement row as the API answers it (amounts as two-decimal strings). */
export type StatementRow = z.infer<typeof TransactionSchema>;
/** A statement column to sort by: date, description, type or amount. */
export type SortKey = z.infer<typeof StatementSortSchema>;
/** asc or desc. */
export type SortDirection = z.infer<typeof SortOrderSchema>;

/** Page sizes the selector offers; the first is the default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Next sort state after a header click: the same column flips, a new column starts ascending. */
export function nextSort(
  current: { key: SortKey; direction: SortDirection },
  clicked: SortKey,
): { key: SortKey; direction: SortDirection } {
  if (current.key !== clicked) return { key: clicked, direction: 'asc' };
  return { key: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The numbers of 'Showing X to Y of Z entries' and the pager. */
export interface PageSummary {
  /** 1-based position of the first row shown, 0 when there are none. */
  from: number;
  to: number;
  total: number;
  pageCount: number;
  /** The page actually shown (clamped to the last page). */
  page: number;
}

/**
 * The numbers for 'Showing X to Y of Z entries' and the pager.
 * @param total rows matching the search, from the server
 * @param page the 1-based page asked for (clamped to 1..pageCount)
 * @param pageSize rows per page
 * @param shown rows the server answered for that page
 */
export function pageSummary(
  total: number,
  page: number,
  pageSize: number,
  shown: number,
): PageSummary {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  return {
    from: total === 0 || shown === 0 ? 0 : start + 1,
    to: shown === 0 ? 0 : start + shown,
    total,
    pageCount,
    page: current,
  };
}
