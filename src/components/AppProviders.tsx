import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand';
import { type ApiClients, TRPCProvider } from '@/lib/trpc';
import { buildTheme, cssVariablesResolver } from '@/theme';
import { colorSchemeManager } from './colorScheme';
import { ToastViewport } from './ToastViewport';

/**
 * Mantine with the brand's theme and the light/dark scheme that follows the
 * system until the person picks one; the page title follows the brand name too.
 */
function BrandedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const close = t('Close');
  const showHide = t('Show or hide characters');
  const theme = useMemo(() => buildTheme(brand, { close, showHide }), [brand, close, showHide]);
  useEffect(() => {
    document.title = brand.name;
  }, [brand.name]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      getStyleNonce={styleNonce}
    >
      {/* One toast at a time for 5 s, loaded with the first (lib/toast). */}
      <ToastViewport />
      {children}
    </MantineProvider>
  );
}

/**
 * Where a page rendered at build time (src/prerender) carries the nonce: the server puts each
 * response's nonce in its place.
 */
export const NONCE_PLACEHOLDER = 'prerender-csp-nonce';

/**
 * The page's CSP nonce (the server writes it into <meta name="csp-nonce">), for Mantine's
 * <style> tags; the placeholder when rendering at build time (no document).
 */
const styleNonce = () =>
  typeof document === 'undefined'
    ? NONCE_PLACEHOLDER
    : (document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? '');

// The scroll lock of modals and drawers (react-remove-scroll) writes its own <style> tag; it
// takes the nonce from get-nonce, or the CSP blocks it.
if (typeof document !== 'undefined') setNonce(styleNonce());

/** What AppProviders needs: the app's cache and API client, and the screens to render. */
export interface AppProvidersProps extends Pick<ApiClients, 'queryClient' | 'trpcClient'> {
  children: ReactNode;
}

/**
 * Every provider the app needs: the query cache and tRPC client it is given (the same ones
 * the router's context carries), branded Mantine and toasts.
 */
export function AppProviders({ queryClient, trpcClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <BrandedMantine>{children}</BrandedMantine>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
