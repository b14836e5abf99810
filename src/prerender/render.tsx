/**
 * Build-time rendering of the public pages (scripts/prerender.mjs builds this module for
 * Node and calls it): each page's HTML as the browser's first render would make it, with the
 * default brand and English, so the content paints before the JavaScript has arrived.
 */
import '@/lib/zod-config';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/components/AppProviders';
import { createApiClients } from '@/lib/trpc';
import { initI18n } from '../i18n';
import { createAppRouter } from '../router';

let ready: Promise<void> | undefined;

/**
 * The markup of the page at `path` (e.g. '/' or '/bank') inside the app's providers, after
 * the route's code and data have loaded: the inner HTML of `#root`. Queries that would ask
 * the server (the brand) stay unanswered, so their defaults are rendered. Null when the path
 * redirects or its route fails (it needs a signed-in person).
 */
export async function renderPage(path: string): Promise<string | null> {
  ready ??= initI18n();
  await ready;
  const clients = createApiClients();
  const router = createAppRouter(clients);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  // A path a visitor is sent away from (a signed-in screen) or that failed has nothing to show.
  const { location, matches } = router.state;
  if (location.pathname !== path || matches.some((match) => match.status !== 'success')) {
    return null;
  }
  return renderToString(
    <AppProviders queryClient={clients.queryClient} trpcClient={clients.trpcClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
