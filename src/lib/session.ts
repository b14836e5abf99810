/** The signed-in user and sign-out (customer-area.md §2 Authenticated layout, §4 Session). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isUnauthorized } from './errors';
import { useTRPC, useTRPCClient } from './trpc';

/**
 * Reads `auth.me`; a 401 means "nobody is signed in" and gives `null` instead of an error,
 * as the spec's current-user read does.
 */
export function useSessionUser() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useQuery({
    queryKey: trpc.auth.me.queryKey(),
    queryFn: async () => {
      try {
        return await client.auth.me.query();
      } catch (error) {
        if (isUnauthorized(error)) return null;
        throw error;
      }
    },
  });
}

/**
 * Signs out: calls `auth.logout` ignoring its result and errors, leaves the customer area
 * (an ADMIN goes to /admin/login, everyone else to /), then drops every cached answer so
 * the next person on this browser sees nothing of the previous one.
 */
export function useLogout(): () => Promise<void> {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useSessionUser();
  const role = user?.role;
  return useCallback(async () => {
    await client.auth.logout.mutate().catch(() => undefined);
    // Navigate before clearing: clearing first would make the layout refetch `auth.me`
    // and redirect to / on its own, racing the admin's redirect.
    await navigate({ to: role === 'ADMIN' ? '/admin/login' : '/' });
    queryClient.clear();
  }, [client, queryClient, navigate, role]);
}
