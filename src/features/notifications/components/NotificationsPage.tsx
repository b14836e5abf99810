import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBellCheck, IconChecks } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { FullPageLoading } from '@/components/FullPageLoading';
import {
  NOTIFICATION_PAGE_SIZES,
  type NotificationsSearch,
  notificationsPageOptions,
  notificationsState,
} from '@/features/notifications/lib/pages';
import { errorMessage } from '@/lib/errors';
import { useShownPage } from '@/lib/paging';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { NotificationItem } from './NotificationItem';

interface NotificationsPageProps {
  /** The page and page size from the URL (absent: page 1, 10 a page). */
  search: NotificationsSearch;
  /** Writes new search parameters (a new history entry). */
  navigate: (search: NotificationsSearch) => void;
}

/**
 * `/notifications`: the signed-in user's notifications, newest first, with a 'N new' badge,
 * Mark Read, Delete and Mark All as Read.
 * The list comes a page at a time (10 or 20 a page, Previous and Next; the previous page
 * stays on screen while the next loads); the badge counts every unread notification, on
 * this page or not, from the kept count.
 */
export function NotificationsPage({ search, navigate }: NotificationsPageProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { page, size } = notificationsState(search);
  const list = useQuery({
    ...notificationsPageOptions(trpc, search),
    placeholderData: keepPreviousData,
  });
  // The number under the list names the rows on screen, not the page still loading.
  const shown = useShownPage(page, list.isPlaceholderData);
  const go = (next: { page: number; size: number }) =>
    navigate({
      page: next.page > 1 ? next.page : undefined,
      size: next.size !== NOTIFICATION_PAGE_SIZES[0] ? (next.size as 20) : undefined,
    });
  const unreadCount = useQuery(trpc.notifications.unreadCount.queryOptions());
  // Each refreshes the list and the bell's count (lib/invalidations).
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions());
  const markAll = useMutation(trpc.notifications.markAllRead.mutationOptions());
  const remove = useMutation(trpc.notifications.delete.mutationOptions());
  const failed = (error: unknown) =>
    showErrorToast({
      title: t('Error'),
      message: errorMessage(error, t('Something went wrong. Please try again.')),
    });

  const rows = list.data?.items ?? [];
  const unread = unreadCount.data?.count ?? rows.filter((n) => n.isRead === 'false').length;
  const busy = markRead.isPending || markAll.isPending || remove.isPending;

  const body = () => {
    if (list.isPending) return <FullPageLoading compact />;
    if (list.isError) {
      return (
        <Alert color="red" title={t('Error')}>
          {errorMessage(list.error, t('Could not load notifications.'))}
        </Alert>
      );
    }
    if (rows.length === 0 && page === 1) {
      return (
        <Paper withBorder p="xl" ta="center">
          <Stack align="center" gap={4}>
            <IconBellCheck size={40} color="var(--mantine-color-gray-5)" aria-hidden="true" />
            <Text fw={600}>{t('No notifications')}</Text>
            <Text size="sm" c="dimmed">
              {t("You're all caught up!")}
            </Text>
          </Stack>
        </Paper>
      );
    }
    return (
      <>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              busy={busy}
              onMarkRead={() =>
                markRead.mutate(
                  { id: n.id },
                  {
                    onSuccess: () =>
                      showToast({ title: t('Success'), message: t('Notification marked as read') }),
                    onError: failed,
                  },
                )
              }
              onDelete={() =>
                remove.mutate(
                  { id: n.id },
                  {
                    onSuccess: () =>
                      showToast({ title: t('Success'), message: t('Notification deleted') }),
                    onError: failed,
                  },
                )
              }
            />
          ))}
        </Stack>
        <Group justify="space-between" align="flex-end" gap="sm" mt="md">
          <NativeSelect
            label={t('Entries per page')}
            data={NOTIFICATION_PAGE_SIZES.map(String)}
            value={String(size)}
            onChange={(e) => go({ page: 1, size: Number(e.currentTarget.value) })}
            w={140}
          />
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={shown <= 1 || list.isPlaceholderData}
              onClick={() => go({ page: shown - 1, size })}
            >
              {t('Previous')}
            </Button>
            <Text size="sm" fw={700} miw={24} ta="center">
              <VisuallyHidden>{t('Page')} </VisuallyHidden>
              {shown}
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={!list.data?.nextCursor || list.isPlaceholderData}
              onClick={() => go({ page: shown + 1, size })}
            >
              {t('Next')}
            </Button>
          </Group>
        </Group>
      </>
    );
  };

  return (
    <>
      <BackButton />
      <Group justify="space-between" my="md" gap="sm">
        <Group gap="sm">
          <Title order={1} fz="h3">
            {t('Notifications')}
          </Title>
          {unread > 0 && (
            <Badge color="red.9" size="lg">
              {t('{{count}} new', { count: unread })}
            </Badge>
          )}
        </Group>
        <Button
          variant="light"
          leftSection={<IconChecks size={16} />}
          disabled={unread === 0 || busy}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: () =>
                showToast({ title: t('Success'), message: t('All notifications marked as read') }),
              onError: failed,
            })
          }
        >
          {t('Mark All as Read')}
        </Button>
      </Group>
      {body()}
    </>
  );
}
