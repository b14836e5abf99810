import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { SandboxBanner } from '@/components/SandboxBanner';
import { PublicNotFound } from '@/features/public/components/PublicNotFound';
import type { Trpc } from '@/lib/trpc';

/** What every route's `beforeLoad` and `loader` receive: the query cache and the typed API. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

/** Every screen: the sandbox banner (only inside a sandbox bank), then the screen itself. */
function Root() {
  return (
    <>
      <SandboxBanner />
      <Outlet />
    </>
  );
}

/** The root route: every screen renders inside it; an unknown path outside the customer and admin frames shows the not-found screen in the public site's frame. */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: PublicNotFound,
});
