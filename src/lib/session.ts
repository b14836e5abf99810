/** The signed-in user, sign-out, and the cache reset every change of session goes through. */
import type { SignedInUserSchema } from '@shared/dto';
import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { z } from 'zod';
import { isUnauthorized } from './errors';
import { type Trpc, useTRPC, useTRPCClient } from './trpc';

/** The user of this browser's session, as `auth.me` and `auth.login` answer it. */
export type SignedInUser = z.infer<typeof SignedInUserSchema>;

/**
 * The current-user read, `auth.me`: a 401 means "nobody is signed in" and gives `null`
 * instead of an error.
 */
export function sessionQueryOptions(trpc: Trpc) {
  const me = trpc.auth.me.queryOptions();
  // The key without the procedure's data type, which leaves out the signed-out `null`.
  const queryKey: QueryKey = me.queryKey;
  return queryOptions({
    queryKey,
    queryFn: async (context): Promise<SignedInUser | null> => {
      try {
        // The options proxy always sets a queryFn.
        return (await me.queryFn!(
          context as Parameters<NonNullable<typeof me.queryFn>>[0],
        )) as SignedInUser;
      } catch (error) {
        if (isUnauthorized(error)) return null;
        throw error;
      }
    },
  });
}

/**
 * Caches "nobody is signed in" when the page says its request carried no session cookie
 * (`<meta name="session" content="none">`, written by the server), so the first screen that
 * needs the session does not ask `auth.me` only to be answered 401. Without that tag nothing
 * is cached and the session is asked for as usual.
 */
export function noteSignedOutPage(queryClient: QueryClient, trpc: Trpc): void {
  if (document.querySelector('meta[name="session"][content="none"]')) {
    queryClient.setQueryData(sessionQueryOptions(trpc).queryKey, null);
  }
}

/**
 * The one step of every change of session (sign-in, sign-out, enrollment, a session that
 * ended): drops every cached answer except the public ones (brand, places), so the next
 * person on this browser sees nothing of the previous one, and caches the new session's user
 * (`null` when nobody is signed in). Without a `user`, the current-user read is dropped too
 * and asked again by the next screen that needs it.
 */
export function resetSessionCache(
  queryClient: QueryClient,
  trpc: Trpc,
  user?: SignedInUser | null,
): void {
  const keep = [trpc.brand.pathKey(), trpc.places.pathKey()].map((key) => key[0]?.[0]);
  queryClient.removeQueries({
    predicate: (query) => {
      const path = query.queryKey[0];
      return !(Array.isArray(path) && keep.includes(path[0]));
    },
  });
  if (user !== undefined) queryClient.setQueryData(sessionQueryOptions(trpc).queryKey, user);
}

/**
 * Where a session that has not finished signing in must go (the second factor): an admin who
 * owes the authenticator code → /admin/login (its code step), a customer who owes a code →
 * /login (the dialog's code step); an admin who must first enrol (ADMIN_MFA=required) →
 * /admin/security; null when the session is fully signed in.
 */
export function unfinishedSignInPath(user: {
  mfa: 'OK' | 'CODE_REQUIRED' | 'SETUP_REQUIRED';
  role?: 'USER' | 'ADMIN';
}): '/admin/login' | '/admin/security' | '/login' | null {
  if (user.mfa === 'CODE_REQUIRED') return user.role === 'USER' ? '/login' : '/admin/login';
  if (user.mfa === 'SETUP_REQUIRED') return '/admin/security';
  return null;
}

/** The signed-in user (null when nobody is), from the shared cache. */
export function useSessionUser() {
  const trpc = useTRPC();
  return useQuery(sessionQueryOptions(trpc));
}

let signOutStartedAt = 0;

/**
 * Records that this page is signing out now. The live stream's `session` event for that
 * sign-out (reason `signed_out`) may arrive before the sign-out's own answer; this page then
 * lets its sign-out flow finish instead of treating it as a sign-out from another window.
 */
export function noteSignOutHere(): void {
  signOutStartedAt = Date.now();
}

/** True for 10 s after `noteSignOutHere()`. */
export function signedOutHere(): boolean {
  return Date.now() - signOutStartedAt < 10_000;
}

/**
 * Signs out: calls `auth.logout` ignoring its result and errors, marks the session as
 * signed out (so the screens on display stop reading), leaves the signed-in area (an ADMIN
 * goes to /admin/login, everyone else to /), then resets the cache for the next person.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const navigate = useNavigate();
  const { data: user } = useSessionUser();
  const role = user?.role;
  return useCallback(async () => {
    noteSignOutHere();
    await client.auth.logout.mutate().catch(() => undefined);
    queryClient.setQueryData(sessionQueryOptions(trpc).queryKey, null);
    await navigate({ href: role === 'ADMIN' ? '/admin/login' : '/' });
    resetSessionCache(queryClient, trpc, null);
  }, [queryClient, trpc, client, navigate, role]);
}
