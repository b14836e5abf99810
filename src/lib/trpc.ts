/**
 * The typed API client: tRPC over `/trpc` with TanStack Query. The cache never goes stale by
 * itself and never retries; writes refresh the lists they change (`invalidations.ts`).
 */

import { MutationCache, QueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  httpSubscriptionLink,
  splitLink,
  type TRPCClient,
} from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { BASE_PATH } from './base-path';
import { invalidationsAfter } from './invalidations';
import { languageHeader } from './language-header';
import { rememberRequestId } from './last-request';
import type { AppRouter, Trpc } from './trpc-types';

export type { AppRouter, Trpc } from './trpc-types';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * Creates the query cache: answers never go stale and are never refetched by themselves, no
 * retries. After every successful write it refreshes the queries `invalidationsAfter` names
 * for that procedure; the mutation stays pending until they are fresh. `getTrpc` gives the
 * options proxy, which is made after the cache.
 */
export function createQueryClient(getTrpc: () => Trpc | undefined = () => undefined): QueryClient {
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
      onSuccess: (_data, _variables, _context, mutation) => {
        const trpc = getTrpc();
        const key = mutation.options.mutationKey?.[0];
        if (!trpc || !Array.isArray(key)) return;
        const filters = invalidationsAfter(trpc, key.join('.'));
        return Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
      },
    }),
  });
  return queryClient;
}

/**
 * Creates the tRPC client: HTTP calls to `/trpc` that always carry the session cookie.
 * A call made with an `idempotencyKey` in its operation context (money movements) goes
 * alone through `httpLink`, which sends the key as the `Idempotency-Key` header; so does a call
 * with `skipBatch: true` (the sign-in, which leaves at once instead of from the next task);
 * every other call is batched. Subscriptions (the live events) go over Server-Sent Events
 * (`httpSubscriptionLink`, an EventSource that sends the session cookie).
 */
export function createApiClient(): TRPCClient<AppRouter> {
  const url = `${BASE_PATH}/trpc`;
  const fetchWithCookies: typeof fetch = async (input, init) => {
    const res = await fetch(input, { ...init, credentials: 'include' });
    rememberRequestId(res);
    return res;
  };
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url, eventSourceOptions: { withCredentials: true } }),
        false: splitLink({
          condition: (op) =>
            typeof op.context.idempotencyKey === 'string' || op.context.skipBatch === true,
          true: httpLink({
            url,
            fetch: fetchWithCookies,
            headers: ({ op }) =>
              typeof op.context.idempotencyKey === 'string'
                ? { ...languageHeader(), 'Idempotency-Key': op.context.idempotencyKey }
                : languageHeader(),
          }),
          false: httpBatchLink({ url, fetch: fetchWithCookies, headers: languageHeader }),
        }),
      }),
    ],
  });
}

/** The app's cache, API client and options proxy: made once by the entry, handed to the
 * router's context and to the providers. */
export interface ApiClients {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  trpc: Trpc;
}

/** Creates the cache, the API client and the options proxy that ties them together. */
export function createApiClients(): ApiClients {
  let trpc: Trpc | undefined;
  const queryClient = createQueryClient(() => trpc);
  const trpcClient = createApiClient();
  trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  return { queryClient, trpcClient, trpc };
}
