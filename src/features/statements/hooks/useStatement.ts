import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  nextSort,
  PAGE_SIZES,
  pageSummary,
  type SortDirection,
  type SortKey,
} from '@/features/statements/lib/statementRows';
import { useTRPC } from '@/lib/trpc';

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A statement table's state and its page from the server (customer-area.md §2 Account
 * statements): page size (default 10), search (debounced), sort (date ascending first) and
 * page. Changing the page size or the search goes back to page 1; while the next page loads,
 * the previous one stays on screen.
 * @param accountId the account to read; undefined while it is not known (nothing is fetched)
 */
export function useStatement(accountId: number | undefined) {
  const trpc = useTRPC();
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({
    key: 'date',
    direction: 'asc',
  });
  const [page, setPage] = useState(1);

  const query = useQuery({
    ...trpc.accounts.statement.queryOptions({
      accountId: accountId ?? 0,
      limit: pageSize,
      offset: (page - 1) * pageSize,
      q: debouncedSearch || undefined,
      sort: sort.key,
      order: sort.direction,
    }),
    enabled: accountId !== undefined,
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.items ?? [];
  const summary = pageSummary(query.data?.total ?? 0, page, pageSize, rows.length);

  // Rows can go away under a page (another tab, a reset): show the last page there is.
  const lastPage = summary.pageCount;
  const settled = query.data !== undefined && !query.isPlaceholderData;
  useEffect(() => {
    if (settled && page > lastPage) setPage(lastPage);
  }, [settled, page, lastPage]);

  // 'No transactions found.' is about the account, not the search: remember the count of the
  // last answer without a search (the first answer always is one).
  const [accountRows, setAccountRows] = useState<number | null>(null);
  const unsearchedTotal = settled && debouncedSearch === '' ? (query.data?.total ?? null) : null;
  useEffect(() => {
    if (unsearchedTotal !== null) setAccountRows(unsearchedTotal);
  }, [unsearchedTotal]);

  return {
    query,
    rows,
    summary,
    pageSize,
    search,
    /** The account has no statement rows at all (whatever is searched). */
    accountEmpty: (unsearchedTotal ?? accountRows) === 0,
    sort,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    setSearch: (text: string) => {
      setSearch(text);
      setPage(1);
    },
    sortBy: (key: SortKey) => setSort(nextSort(sort, key)),
    goTo: setPage,
  };
}

export type StatementState = ReturnType<typeof useStatement>;
