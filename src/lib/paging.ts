/**
 * The screens' side of the paging convention: every `*.page` procedure answers
 * `{ items, nextCursor, total? }`, and the next page is asked for with that `nextCursor`.
 */

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
