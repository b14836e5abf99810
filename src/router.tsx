/** The router: file routes from src/routes, with the spec's not-found screen for any other path. */
import { createRouter } from '@tanstack/react-router';
import { NotFound } from '@/components/NotFound';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
