import { useDebouncedCallback } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { nextSort, pageSummary, type SortKey } from '@/features/statements/lib/statementRows';
import {
  type StatementSearch,
  statementInput,
  statementState,
  toStatementSearch,
} from '@/features/statements/lib/statementSearch';
import { useShownPage } from '@/lib/paging';
import { useTRPC } from '@/lib/trpc';

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Changes the statement's search parameters. `replace` rewrites the current history entry
 * instead of adding one: only the correction to the last page there is does.
 */
export type StatementNavigate = (search: StatementSearch, options: { replace: boolean }) => void;

/**
 * A statement table's state and its page from the server. The state lives in the URL
 * (`search`): page size (default 10), search, sort (newest date first) and page.
 * Changing the page size or the search goes back to page 1; while the next page loads, the
 * previous one stays on screen. The search box answers every keystroke and puts the text in
 * the URL once typing pauses, as a new history entry, so Back returns to the table before
 * the search.
 * @param accountId the account to read; undefined while it is not known (nothing is fetched)
 * @param search the URL's search parameters
 * @param navigate writes new search parameters
 */
export function useStatement(
  accountId: number | undefined,
  search: StatementSearch,
  navigate: StatementNavigate,
) {
  const trpc = useTRPC();
  const state = statementState(search);
  const { page, pageSize, sort } = state;
  const go = (next: Partial<typeof state>, replace = false) =>
    navigate(toStatementSearch({ ...state, ...next }), { replace });

  // The box's text runs ahead of the URL while typing; a new search from the URL (Back,
  // a link) replaces it.
  const [text, setText] = useState(state.q);
  const [urlText, setUrlText] = useState(state.q);
  if (urlText !== state.q) {
    setUrlText(state.q);
    if (text.trim() !== state.q) setText(state.q);
  }
  const commitSearch = useDebouncedCallback((value: string) => {
    if (value.trim() !== state.q) go({ q: value.trim(), page: 1 });
  }, SEARCH_DEBOUNCE_MS);

  const query = useQuery({
    ...trpc.accounts.statement.queryOptions(statementInput(accountId ?? 0, search)),
    enabled: accountId !== undefined,
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.items ?? [];
  const settled = query.data !== undefined && !query.isPlaceholderData;

  // While the asked page loads, the last one stays on screen: the pager keeps naming it, so
  // 'Showing 11 to 20' never sits under the rows of page 1.
  const at = useShownPage(
    { page, pageSize },
    query.isPlaceholderData,
    (a, b) => a.page === b.page && a.pageSize === b.pageSize,
  );
  const summary = pageSummary(query.data?.total ?? 0, at.page, at.pageSize, rows.length);

  // Rows can go away under a page (another tab, a reset): show the last page there is.
  const lastPage = summary.pageCount;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the answer or the page changes.
  useEffect(() => {
    if (settled && page > lastPage) go({ page: lastPage }, true);
  }, [settled, page, lastPage]);

  // 'No transactions found.' is about the account, not the search: remember the count of the
  // last answer without a search (the first answer always is one).
  const [accountRows, setAccountRows] = useState<number | null>(null);
  const unsearchedTotal = settled && state.q === '' ? (query.data?.total ?? null) : null;
  if (unsearchedTotal !== null && unsearchedTotal !== accountRows) setAccountRows(unsearchedTotal);

  return {
    query,
    rows,
    summary,
    pageSize,
    search: text,
    /** The account has no statement rows at all (whatever is searched). */
    accountEmpty: (unsearchedTotal ?? accountRows) === 0,
    sort,
    setPageSize: (size: number) => go({ pageSize: size, page: 1 }),
    setSearch: (value: string) => {
      setText(value);
      commitSearch(value);
    },
    sortBy: (key: SortKey) => go({ sort: nextSort(sort, key) }),
    goTo: (next: number) => go({ page: next }),
  };
}

/** What useStatement gives a statement page: the rows, the pager's numbers and the actions. */
export type StatementState = ReturnType<typeof useStatement>;
