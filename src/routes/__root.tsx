import { createRootRoute, Outlet } from '@tanstack/react-router';

/** The root route: every screen renders inside it; unknown paths get the router's not-found screen. */
export const Route = createRootRoute({
  component: Outlet,
});
