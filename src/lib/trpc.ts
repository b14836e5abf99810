/**
 * The typed API client (ARCHITECTURE.md): tRPC over `/trpc` with TanStack Query, configured
 * the way customer-area.md §1 describes shared request behaviour.
 */
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../src-server/trpc/root';

export type { AppRouter };

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * Which cached lists each write makes out of date, by procedure path. The first element of
 * every tRPC query key is the procedure path as an array, so a prefix such as ['accounts']
 * matches every accounts query (accounts, statements, cards).
 */
const INVALIDATES: Record<string, string[][]> = {
  // Events that create notifications also refresh ['notifications'] (the bell's count).
  'transfers.create': [['transfers'], ['accounts'], ['notifications']],
  'beneficiaries.create': [['beneficiaries']],
  'beneficiaries.update': [['beneficiaries']],
  'beneficiaries.delete': [['beneficiaries']],
  'users.setPin': [['users'], ['notifications']],
  'bills.create': [['bills']],
  'bills.pay': [['bills'], ['accounts'], ['notifications']],
  'loans.pay': [['loans'], ['accounts'], ['notifications']],
  'loans.createApplication': [['loans'], ['notifications']],
  'notifications.markRead': [['notifications']],
  'notifications.markAllRead': [['notifications']],
  'notifications.delete': [['notifications']],
  // The header and the user menu show the names from auth.me.
  'settings.updateProfile': [['settings'], ['auth']],
  'settings.changePassword': [['settings'], ['notifications']],
  'settings.setTwoFactor': [['settings']],
  'settings.setPreferences': [['settings']],
  'settings.revokeSession': [['settings']],
  'support.createTicket': [['support'], ['notifications']],
  'support.createFeedback': [['support']],
  'crypto.placeOrder': [['crypto'], ['accounts'], ['notifications']],
  // The admin second factor: the Security screen, the session's state in auth.me, the bell.
  'adminMfa.confirmSetup': [['adminMfa'], ['auth'], ['notifications']],
  'adminMfa.disable': [['adminMfa'], ['notifications']],
};

/** Creates the query cache with the spec's rules: never stale, never refetched by itself, no retries. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      // One place refreshes the related lists after every successful write, so no screen can
      // forget to; returning the promise keeps the mutation pending until the lists are fresh.
      onSuccess: (_data, _variables, _context, mutation) => {
        const path = (mutation.options.mutationKey?.[0] as string[] | undefined)?.join('.');
        const prefixes = path ? INVALIDATES[path] : undefined;
        if (!prefixes) return;
        return Promise.all(
          prefixes.map((prefix) => queryClient.invalidateQueries({ queryKey: [prefix] })),
        );
      },
    }),
  });
  return queryClient;
}

/**
 * Creates the tRPC client: HTTP calls to `/trpc` that always carry the session cookie.
 * A call made with an `idempotencyKey` in its operation context (money movements) goes
 * alone through `httpLink`, which sends the key as the `Idempotency-Key` header; every other
 * call is batched.
 */
export function createApiClient() {
  const url = '/trpc';
  const fetchWithCookies: typeof fetch = (input, init) =>
    fetch(input, { ...init, credentials: 'include' });
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => typeof op.context.idempotencyKey === 'string',
        true: httpLink({
          url,
          fetch: fetchWithCookies,
          headers: ({ op }) =>
            typeof op.context.idempotencyKey === 'string'
              ? { 'Idempotency-Key': op.context.idempotencyKey }
              : {},
        }),
        false: httpBatchLink({ url, fetch: fetchWithCookies }),
      }),
    ],
  });
}

/**
 * The app's single cache and client. Components reach them through the providers
 * (useTRPC, useQueryClient); route guards, which run outside React, import them directly.
 */
export const queryClient = createQueryClient();
export const apiClient = createApiClient();
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: apiClient, queryClient });
