/**
 * The signed-in areas' live updates: one `events.stream` subscription per layout. Each event
 * refreshes the cached queries it makes out of date (lib/invalidations.ts), so open screens
 * follow changes made elsewhere within a second. A `session` event, or any call answering
 * 401, ends the session on this page too: the person lands on the sign-in page with the
 * reason.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useCallback, useEffect, useRef } from 'react';
import { isUnauthorized } from '@/lib/errors';
import { invalidationsForEvent } from '@/lib/invalidations';
import { resetSessionCache, sessionQueryOptions, signedOutHere } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';
import { emitLiveEvent } from '../lib/listeners';
import type { SignInReason } from '../lib/reasons';

/** How long a 401 waits for the `session` event that says why, in ms. */
const UNEXPLAINED_WAIT_MS = 500;

/**
 * Ends the session on this page: the cached user becomes null (so the screens stop reading
 * and the sign-in page does not send the person back), the page goes to the sign-in of the
 * area (`/admin/login` for admins, `/login` otherwise) with `reason`, and the cache is
 * emptied for the next person. A `reset` first asks who is signed in: the trainer who reset
 * the bank keeps a new session and stays, with every screen read again.
 * @returns a function to call with the reason; calls after the first are ignored
 */
function useEndSession(area: 'customer' | 'admin', restart: () => void) {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const leaving = useRef(false);
  return useCallback(
    async (reason: SignInReason) => {
      if (leaving.current) return;
      leaving.current = true;
      const me = sessionQueryOptions(trpc);
      if (reason === 'reset') {
        // The trainer's own reset answers with the new session's cookie: wait for it.
        for (let waited = 0; queryClient.isMutating() > 0 && waited < 10_000; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const user = await queryClient.fetchQuery({ ...me, staleTime: 0 }).catch(() => null);
        if (user) {
          leaving.current = false;
          resetSessionCache(queryClient, trpc, user);
          restart();
          return;
        }
      }
      queryClient.setQueryData(me.queryKey, null);
      await navigate({
        to: area === 'admin' ? '/admin/login' : '/login',
        search: { reason },
        replace: true,
      });
      resetSessionCache(queryClient, trpc, null);
    },
    [queryClient, trpc, navigate, area, restart],
  );
}

/**
 * Mounts the live stream for a signed-in layout and watches every call for a 401.
 * @param area which sign-in page a person whose session ended goes to
 */
export function useLiveEvents(area: 'customer' | 'admin'): void {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const restartRef = useRef<() => void>(() => undefined);
  const endSession = useEndSession(area, () => restartRef.current());
  // A 401 says the session ended but not why; the stream's `session` event, which says why,
  // may be a moment behind it (a refresh can race it), so the 401 waits for it briefly.
  const endUnexplained = useCallback(() => {
    setTimeout(() => void endSession('expired'), UNEXPLAINED_WAIT_MS);
  }, [endSession]);

  const subscription = useSubscription(
    trpc.events.stream.subscriptionOptions(
      {},
      {
        onData: ({ data: event }) => {
          if (event.type === 'session') {
            // This page's own sign-out goes where its flow sends it.
            if (event.data.reason === 'signed_out' && signedOutHere()) return;
            void endSession(event.data.reason);
            return;
          }
          for (const filter of invalidationsForEvent(trpc, event.type)) {
            void queryClient.invalidateQueries(filter);
          }
          emitLiveEvent(event);
        },
        // Reconnecting with a session that ended meanwhile.
        onError: (error) => {
          if (isUnauthorized(error)) endUnexplained();
        },
      },
    ),
  );
  restartRef.current = subscription.reset;

  useEffect(() => {
    const watch = (error: unknown) => {
      // After this page's own sign-out, a late 401 is expected.
      if (isUnauthorized(error) && !signedOutHere()) endUnexplained();
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      // The current-user read answers null, not an error, when signed out.
      watch(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') watch(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, endUnexplained]);
}
