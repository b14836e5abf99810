/**
 * The standing order list's cache entry, shared by the route's loader (which fills the first
 * page) and the screen that reads it, so both use the same key. A module of its own so the
 * route's loader, which ships with the app's entry, does not pull in the screen and its form.
 */
import { nextCursor } from '@/lib/paging';
import type { Trpc } from '@/lib/trpc';

/**
 * The signed-in user's standing orders page by page from `standingOrders.page`; the next page
 * starts at the previous page's `nextCursor`.
 */
export function standingOrderPagesOptions(trpc: Trpc) {
  return trpc.standingOrders.page.infiniteQueryOptions({}, { getNextPageParam: nextCursor });
}
