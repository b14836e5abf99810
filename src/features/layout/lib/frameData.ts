import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '@/lib/trpc';

/**
 * Starts the signed-in frame's reads: the accounts (the carousel), the credit cards (the side
 * panel) and the unread count (the bell), in one batched request. Called by the frame's
 * loader and, right after a sign-in answers, by the Login dialog before it navigates, so the
 * request runs beside the route change instead of after it. A read already cached or in flight
 * is not asked again. Input: the cache and the options proxy. Output: a promise that settles
 * when all three have settled; it never rejects (a failed read is kept as the query's error).
 */
export function prefetchFrameData(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  return Promise.all([
    queryClient.prefetchQuery(trpc.accounts.mine.queryOptions()),
    queryClient.prefetchQuery(trpc.accounts.creditCards.queryOptions()),
    queryClient.prefetchQuery(trpc.notifications.unreadCount.queryOptions()),
  ]).then(() => undefined);
}
