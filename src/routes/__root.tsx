import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { Trpc } from '@/lib/trpc';

/** What every route's `beforeLoad` and `loader` receive: the query cache and the typed API. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

/** The root route: every screen renders inside it; unknown paths get the router's not-found screen. */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
