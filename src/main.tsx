/** Browser entry: styles, colour scheme, translations, providers and the router. */
// First: zod's browser settings must be in place before any schema is built.
import './lib/zod-config';
import '@/styles/mantine-base';
import { RouterProvider } from '@tanstack/react-router';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from '@/components/AppProviders';
import { applySavedColorScheme } from '@/components/colorScheme';
import { BASE_PATH } from '@/lib/base-path';
import { followLanguage } from '@/lib/language';
import { noteSignedOutPage } from '@/lib/session';
import { createApiClients } from '@/lib/trpc';
import { initI18n } from './i18n';
import { createAppRouter } from './router';

const clients = createApiClients();
noteSignedOutPage(clients.queryClient, clients.trpc);
const router = createAppRouter(clients);
followLanguage(clients);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the first paint, so a dark-mode visitor gets no light flash (no inline script: CSP).
applySavedColorScheme();

// A public page arrives rendered at build time (scripts/prerender.mjs), with the default brand
// in English, in a light scheme, at the bank's own root: it paints before this script runs.
// When this visit renders the same (English, light, not a sandbox), React hydrates that
// markup, keeping its nodes, so the page never repaints. Otherwise the app renders over it
// in one go, once the route's code is loaded, so the page never blanks in between.
const prerendered = root.firstElementChild?.hasAttribute('data-prerendered')
  ? root.firstElementChild
  : null;

function App() {
  return (
    <StrictMode>
      <AppProviders queryClient={clients.queryClient} trpcClient={clients.trpcClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * The build wrote each element's inline style as a `data-ps` rule (the CSP forbids style
 * attributes in HTML); hydration keeps the nodes but does not write styles, so each goes back
 * onto its element through the CSSOM, which the CSP allows, and later style changes apply.
 */
function restoreInlineStyles(container: Element): void {
  const sheet = document.querySelector<HTMLStyleElement>('style[data-prerendered]')?.sheet;
  const rules = new Map<string, string>();
  for (const rule of Array.from(sheet?.cssRules ?? [])) {
    if (!(rule instanceof CSSStyleRule)) continue;
    const index = /^\[data-ps="(\d+)"\]$/.exec(rule.selectorText)?.[1];
    // The declarations as written (a shorthand holding var() has no longhands to copy), without
    // the !important the build added to outrank the stylesheets as an attribute would.
    if (index !== undefined) rules.set(index, rule.style.cssText.replace(/\s*!important/g, ''));
  }
  for (const element of Array.from(container.querySelectorAll<HTMLElement>('[data-ps]'))) {
    element.style.cssText = rules.get(element.dataset.ps ?? '') ?? '';
    element.removeAttribute('data-ps');
  }
}

/** True when this visit's first render matches the build's: same language, scheme and base. */
function rendersAsBuilt(): boolean {
  return (
    i18n.language === 'en' &&
    document.documentElement.getAttribute('data-mantine-color-scheme') === 'light' &&
    BASE_PATH === ''
  );
}

// The saved language's texts load first, so an Italian visitor sees no English flash.
void initI18n()
  .then(() => (prerendered ? router.load() : undefined))
  .catch(() => undefined)
  .finally(() => {
    if (prerendered && rendersAsBuilt()) {
      restoreInlineStyles(prerendered);
      // As TanStack Router's own hydration does: the tree then has the server render's shape
      // (no client-only Suspense around the root match).
      router.ssr = { manifest: undefined };
      hydrateRoot(prerendered, <App />);
    } else {
      createRoot(root).render(<App />);
    }
  });
