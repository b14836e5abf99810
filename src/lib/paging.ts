/**
 * The screens' side of the paging convention: every `*.page` procedure answers
 * `{ items, nextCursor, total? }`, and the next page is asked for with that `nextCursor`.
 */
import { useState } from 'react';

/** A page as the `*.page` procedures answer it. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total?: number;
}

/**
 * `getNextPageParam` for `useInfiniteQuery`: the page's `nextCursor`, or nothing when it was
 * the last page (`null` becomes `undefined`, which tells TanStack Query there is no next page).
 */
export function nextCursor(last: { nextCursor: string | null }): string | undefined {
  return last.nextCursor ?? undefined;
}

/** Every row of the pages loaded so far, in order (no pages yet: no rows). */
export function pageItems<T>(data: { pages: Page<T>[] } | undefined): T[] {
  return data ? data.pages.flatMap((page) => page.items) : [];
}

/**
 * The page whose rows are on screen. A list that keeps the last page on screen while the asked
 * one loads (react-query's `placeholderData: keepPreviousData`) says so with `stale`
 * (`isPlaceholderData`); meanwhile the last page asked while fresh is given, so the range a
 * screen prints ('Showing 26–50') names the rows it shows, never the page still loading.
 * @param asked the page the screen asks for now (an offset, a page number, page and size)
 * @param stale the rows on screen are still the last page's
 * @param same whether two pages are the same page (default `Object.is`)
 */
export function useShownPage<T>(
  asked: T,
  stale: boolean,
  same: (a: T, b: T) => boolean = Object.is,
): T {
  const [shown, setShown] = useState(asked);
  if (!stale && !same(shown, asked)) setShown(asked);
  return stale ? shown : asked;
}
