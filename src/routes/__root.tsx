import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { SandboxBanner } from '@/components/SandboxBanner';
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

/** The root route: every screen renders inside it; unknown paths get the router's not-found screen. */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});
