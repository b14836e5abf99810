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

// The saved language's texts load first, so an Italian visitor sees no English flash.
void initI18n().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={clients.queryClient} trpcClient={clients.trpcClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
