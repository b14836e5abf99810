/**
 * The notification list's cache entry, shared by the route's loader (which fills the first
 * page) and the screen that reads it, so both use the same key.
 */
import { nextCursor } from '@/lib/paging';
import type { Trpc } from '@/lib/trpc';

/**
 * The signed-in user's notifications, newest first, page by page from `notifications.page`;
 * the next page starts at the previous page's `nextCursor`.
 */
export function notificationPagesOptions(trpc: Trpc) {
  return trpc.notifications.page.infiniteQueryOptions({}, { getNextPageParam: nextCursor });
}
