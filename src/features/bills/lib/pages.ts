/**
 * The bill list's cache entry, shared by the route's loader (which fills the first page) and
 * the screen that reads it, so both use the same key.
 */
import { nextCursor } from '@/lib/paging';
import type { Trpc } from '@/lib/trpc';

/**
 * The signed-in user's bills, soonest due first, page by page from `bills.page`; the next
 * page starts at the previous page's `nextCursor`.
 */
export function billPagesOptions(trpc: Trpc) {
  return trpc.bills.page.infiniteQueryOptions({}, { getNextPageParam: nextCursor });
}
