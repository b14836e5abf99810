/** The signed-in user and sign-out (customer-area.md §2 Authenticated layout, §4 Session). */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isUnauthorized } from './errors';
import { apiClient, trpc } from './trpc';

/**
 * The current-user read, `auth.me`: a 401 means "nobody is signed in" and gives `null`
 * instead of an error, as the spec's current-user read does.
 */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: trpc.auth.me.queryKey(),
    queryFn: async () => {
      try {
        return await apiClient.auth.me.query();
      } catch (error) {
        if (isUnauthorized(error)) return null;
        throw error;
      }
    },
  });
}

/**
 * Where a session that has not finished signing in must go (OWASP ASVS 4.3.1, the admin
 * second factor): an admin who owes the authenticator code → /admin/login (its code step); an
 * admin who must first enrol (ADMIN_MFA=required) → /admin/security; null when the session is
 * fully signed in.
 */
export function unfinishedSignInPath(user: {
  mfa: 'OK' | 'CODE_REQUIRED' | 'SETUP_REQUIRED';
}): '/admin/login' | '/admin/security' | null {
  if (user.mfa === 'CODE_REQUIRED') return '/admin/login';
  if (user.mfa === 'SETUP_REQUIRED') return '/admin/security';
  return null;
}

/** The signed-in user (null when nobody is), from the shared cache. */
export function useSessionUser() {
  return useQuery(sessionQueryOptions());
}

/**
 * Signs out: calls `auth.logout` ignoring its result and errors, leaves the customer area
 * (an ADMIN goes to /admin/login, everyone else to /), then drops every cached answer so
 * the next person on this browser sees nothing of the previous one.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useSessionUser();
  const role = user?.role;
  return useCallback(async () => {
    await apiClient.auth.logout.mutate().catch(() => undefined);
    // Navigate before clearing: clearing first would make the layout read `auth.me` again
    // while still on screen.
    await navigate({ href: role === 'ADMIN' ? '/admin/login' : '/' });
    queryClient.clear();
  }, [queryClient, navigate, role]);
}
