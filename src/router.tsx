/** The router: file routes from src/routes, with the cache and the API in its context. */
import { createRouter } from '@tanstack/react-router';
import { NotFound } from '@/components/NotFound';
import { ScreenSkeleton } from '@/components/ScreenSkeleton';
import { BASE_PATH } from '@/lib/base-path';
import type { ApiClients } from '@/lib/trpc';
import { routeTree } from './routeTree.gen';

/**
 * Creates the router. Its context carries the query cache and the tRPC options proxy, so
 * guards (`beforeLoad`) and `loader`s read the session and load each screen's data through
 * them. A link pointed at or touched starts loading its route (`defaultPreload: 'intent'`);
 * the router does not cache loader results itself (`defaultPreloadStaleTime: 0`): the query
 * cache does. A screen still loading after 150 ms shows its skeleton in the frame
 * (`ScreenSkeleton`). Any other path shows the not-found screen.
 */
export function createAppRouter({ queryClient, trpc }: Pick<ApiClients, 'queryClient' | 'trpc'>) {
  return createRouter({
    routeTree,
    // Inside a sandbox bank every route lives under /s/{name}.
    basepath: BASE_PATH || '/',
    context: { queryClient, trpc },
    defaultNotFoundComponent: () => <NotFound />,
    // A screen whose data takes longer than a moment shows its skeleton inside the frame.
    defaultPendingComponent: ScreenSkeleton,
    defaultPendingMs: 150,
    defaultPendingMinMs: 200,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
