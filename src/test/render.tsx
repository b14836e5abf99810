/**
 * Renders a component the way the app does, for component tests: Mantine with the bank's
 * theme, a fresh query cache, a tRPC client whose answers the test gives, and a router in
 * memory (links and navigation work; the component is the only screen).
 */
import { MantineProvider } from '@mantine/core';
import { DEFAULT_BRAND } from '@shared/brand-defaults';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render as testingLibraryRender } from '@testing-library/react';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactNode } from 'react';
import { type AppRouter, createQueryClient, TRPCProvider, type Trpc } from '@/lib/trpc';
import { buildTheme } from '@/theme';

/**
 * What a procedure answers in a test, by path ('accounts.mine'): a value, an `Error` (the
 * call fails with its message), or a function of the input. `'pending'` never answers, given
 * as the answer or returned by the function.
 */
export type Answers = Record<string, unknown>;

/** A tRPC link that answers from `answers` without a server; unknown paths fail. */
function answersLink(answers: Answers): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        if (!(op.path in answers)) {
          observer.error(TRPCClientError.from(new Error(`No answer for ${op.path}`)));
          return;
        }
        const answer = answers[op.path];
        const value = typeof answer === 'function' ? answer(op.input) : answer;
        if (value === 'pending') return;
        if (value instanceof Error) {
          observer.error(TRPCClientError.from(value));
          return;
        }
        observer.next({ result: { type: 'data', data: value } });
        observer.complete();
      });
}

/** Renders `ui` inside every provider the app has, with `answers` as the API. */
export function render(ui: ReactNode, { answers = {} }: { answers?: Answers } = {}) {
  const trpcClient = createTRPCClient<AppRouter>({ links: [answersLink(answers)] });
  let trpc: Trpc | undefined;
  const queryClient = createQueryClient(() => trpc);
  trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient, trpc },
  });
  const view = testingLibraryRender(
    <MantineProvider
      theme={buildTheme(DEFAULT_BRAND, { close: 'Close', showHide: 'Show or hide characters' })}
    >
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router as never} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient, router };
}
