/**
 * The notification list's pages: which page and how many a page, kept in the URL
 * (`?page=2&size=20`), and the cache entry of that page, shared by the route's loader (which
 * fills it) and the screen that reads it, so both use the same key.
 */
import * as z from 'zod/mini';
import type { Trpc } from '@/lib/trpc';

/** Notifications a page the screen offers; the first is the default. */
export const NOTIFICATION_PAGE_SIZES = [10, 20] as const;

/**
 * The notifications screen's search parameters, each optional (absent: page 1, 10 a page);
 * anything malformed falls back to the default. Built with zod's small build, as it loads
 * with the route's options.
 */
export const notificationsSearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100_000))), undefined),
  size: z.catch(z.optional(z.literal(NOTIFICATION_PAGE_SIZES)), undefined),
});

/** The notifications screen's search parameters once read: page and size, each optional. */
export type NotificationsSearch = z.infer<typeof notificationsSearchSchema>;

/** The 1-based page and the page size a search stands for, defaults filled in. */
export function notificationsState(search: NotificationsSearch) {
  return { page: search.page ?? 1, size: search.size ?? NOTIFICATION_PAGE_SIZES[0] };
}

/**
 * One page of the signed-in user's notifications, newest first, from `notifications.page`:
 * `size` rows after skipping the pages before it. The answer's `nextCursor` is null on the
 * last page.
 */
export function notificationsPageOptions(trpc: Trpc, search: NotificationsSearch) {
  const { page, size } = notificationsState(search);
  return trpc.notifications.page.queryOptions({ limit: size, offset: (page - 1) * size });
}
