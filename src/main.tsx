/** Browser entry: styles, colour scheme, translations, providers and the router. */
// First: zod's browser settings must be in place before any schema is built.
import './lib/zod-config';
import '@/styles/mantine-base';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/components/AppProviders';
import { applySavedColorScheme } from '@/components/colorScheme';
import { createApiClients } from '@/lib/trpc';
import { initI18n } from './i18n';
import { createAppRouter } from './router';

const clients = createApiClients();
const router = createAppRouter(clients);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the first paint, so a dark-mode visitor gets no light flash (no inline script: CSP).
applySavedColorScheme();

// A public page arrives rendered at build time (scripts/prerender.mjs), with the default brand
// in English: it paints before this script runs. The app then renders over it in one go, once
// the route's code is loaded, so the page never blanks in between; a different brand or
// language simply renders its own texts. (Not hydration: the app's first render differs from
// the build's whenever the language, brand, base path or colour scheme differ.)
const prerendered = root.firstElementChild?.hasAttribute('data-prerendered') ?? false;

// The saved language's texts load first, so an Italian visitor sees no English flash.
void initI18n()
  .then(() => (prerendered ? router.load() : undefined))
  .catch(() => undefined)
  .finally(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={clients.queryClient} trpcClient={clients.trpcClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
