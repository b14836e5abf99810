import '@/styles/mantine-all';
import { Box, Drawer, Flex } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '@/components/FullPageLoading';
import { isUnauthorized } from '@/lib/errors';
import { resetSessionCache, sessionQueryOptions, useSessionUser } from '@/lib/session';
import { useTRPC, useTRPCClient } from '@/lib/trpc';
import { AdminHeader } from './AdminHeader';
import { AdminNav } from './AdminNav';

/**
 * Signs the admin out and goes to /admin/login. The cached user becomes `null` before the
 * navigation, so the login screen's "already signed in" check does not send them back.
 */
function useAdminLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await client.auth.logout.mutate().catch(() => undefined);
    queryClient.setQueryData(sessionQueryOptions(trpc).queryKey, null);
    await navigate({ to: '/admin/login' });
    // Nothing of this session stays cached for the next person.
    resetSessionCache(queryClient, trpc, null);
  }, [queryClient, trpc, client, navigate]);
}

/**
 * Watches every admin call: when one answers 401 (the session ended, for instance because
 * another trainer reset the bank), the admin is sent to /admin/login instead of a screen of
 * errors.
 */
function useSessionEndWatch() {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const navigate = useNavigate();
  useEffect(() => {
    let leaving = false;
    const leave = (error: unknown) => {
      if (leaving || !isUnauthorized(error)) return;
      leaving = true;
      queryClient.setQueryData(sessionQueryOptions(trpc).queryKey, null);
      void navigate({ to: '/admin/login', replace: true }).then(() =>
        resetSessionCache(queryClient, trpc, null),
      );
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') leave(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') leave(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, trpc, navigate]);
}

/**
 * The admin area's layout: its own
 * header, the side menu (a drawer behind a Burger on phones and tablets) and the screen.
 * No credit card panel here.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const logout = useAdminLogout();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  useSessionEndWatch();

  // A choice in the drawer (or the browser's back button) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change.
  useEffect(() => menu.close(), [pathname]);

  // The guard filled the cache; an empty one means sign-out is under way.
  if (!me.data) return <FullPageLoading label="Verifying admin access..." />;

  return (
    <Box mih="100vh">
      <AdminHeader
        user={me.data}
        onLogout={() => void logout()}
        menuOpened={menuOpened}
        onToggleMenu={menu.toggle}
      />
      <Flex align="flex-start">
        <Box
          component="aside"
          visibleFrom="md"
          w={230}
          p="sm"
          pos="sticky"
          top={57}
          style={{
            flexShrink: 0,
            minHeight: 'calc(100vh - 57px)',
            borderRight: '1px solid var(--mantine-color-default-border)',
          }}
        >
          <AdminNav />
        </Box>
        <Box component="main" flex={1} miw={0} p={{ base: 'sm', sm: 'md', lg: 'lg' }} maw={1400}>
          <Outlet />
        </Box>
      </Flex>
      <Drawer opened={menuOpened} onClose={menu.close} title={t('Admin menu')} size={280}>
        <AdminNav onNavigate={menu.close} />
      </Drawer>
    </Box>
  );
}
