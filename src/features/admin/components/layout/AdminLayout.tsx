import '@/styles/mantine-all';
import { Box, Drawer, Flex } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '@/components/FullPageLoading';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { useLiveEvents } from '@/features/live/hooks/useLiveEvents';
import {
  noteSignOutHere,
  resetSessionCache,
  sessionQueryOptions,
  useSessionUser,
} from '@/lib/session';
import { useTRPC, useTRPCClient } from '@/lib/trpc';
import { StepUpProvider } from '../stepup/StepUpProvider';
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
    noteSignOutHere();
    await client.auth.logout.mutate().catch(() => undefined);
    queryClient.setQueryData(sessionQueryOptions(trpc).queryKey, null);
    await navigate({ to: '/admin/login' });
    // Nothing of this session stays cached for the next person.
    resetSessionCache(queryClient, trpc, null);
  }, [queryClient, trpc, client, navigate]);
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
  // Live queues; a call answering 401 or a session event lands on /admin/login with the reason.
  useLiveEvents('admin');

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
          <StepUpProvider>
            <Outlet />
          </StepUpProvider>
        </Box>
      </Flex>
      <Drawer opened={menuOpened} onClose={menu.close} title={t('Admin menu')} size={280}>
        <AdminNav onNavigate={menu.close} />
        {/* On a phone the top bar has no room for the language: it is chosen here. */}
        <Box hiddenFrom="sm" mt="md" px="sm">
          <LanguageSwitch />
        </Box>
      </Drawer>
    </Box>
  );
}
