/**
 * A statement page's state in the URL: `?page=3&size=25&q=salary&sort=amount&order=asc`.
 * Reload and Back keep it. Anything missing or malformed falls back to the default: page 1,
 * 10 rows, no search, newest date first. Built with zod's small build, as it loads with every
 * route's options.
 */
import * as z from 'zod/mini';
import { PAGE_SIZES } from './statementRows';

/** The statement page's search parameters, each optional (absent means the default). */
export const statementSearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(1_000_000))), undefined),
  size: z.catch(z.optional(z.literal(PAGE_SIZES)), undefined),
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  sort: z.catch(z.optional(z.enum(['date', 'description', 'type', 'amount'])), undefined),
  order: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
});

/** A statement page's search parameters once read: page, size, q, sort, order, each optional. */
export type StatementSearch = z.infer<typeof statementSearchSchema>;

/** A statement table's state: 1-based page, rows a page, search text, sort column and order. */
export interface StatementTableState {
  page: number;
  pageSize: number;
  q: string;
  sort: { key: 'date' | 'description' | 'type' | 'amount'; direction: 'asc' | 'desc' };
}

/** The order a statement opens in: newest date first. */
export const DEFAULT_SORT = { key: 'date', direction: 'desc' } as const;

/** The state a statement search stands for, with every default filled in. */
export function statementState(search: StatementSearch): StatementTableState {
  return {
    page: search.page ?? 1,
    pageSize: search.size ?? PAGE_SIZES[0],
    q: search.q?.trim() ?? '',
    sort: {
      key: search.sort ?? DEFAULT_SORT.key,
      direction: search.order ?? DEFAULT_SORT.direction,
    },
  };
}

/**
 * The `accounts.statement` input for a state: the page's rows, searched and sorted by the
 * server.
 */
export function statementInput(accountId: number, search: StatementSearch) {
  const state = statementState(search);
  return {
    accountId,
    limit: state.pageSize,
    offset: (state.page - 1) * state.pageSize,
    q: state.q || undefined,
    sort: state.sort.key,
    order: state.sort.direction,
  };
}

/** Writes a state back as search parameters, leaving the defaults out of the URL. */
export function toStatementSearch(state: StatementTableState): StatementSearch {
  return {
    page: state.page > 1 ? state.page : undefined,
    size:
      state.pageSize !== PAGE_SIZES[0] ? (state.pageSize as StatementSearch['size']) : undefined,
    q: state.q.trim() || undefined,
    sort: isDefaultSort(state.sort) ? undefined : state.sort.key,
    order: isDefaultSort(state.sort) ? undefined : state.sort.direction,
  };
}

/** Whether a sort is the one a statement opens in (left out of the URL). */
function isDefaultSort(sort: StatementTableState['sort']): boolean {
  return sort.key === DEFAULT_SORT.key && sort.direction === DEFAULT_SORT.direction;
}
