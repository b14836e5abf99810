import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBellCheck, IconChecks } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { FullPageLoading } from '@/components/FullPageLoading';
import { MoreRows } from '@/components/MoreRows';
import { notificationPagesOptions } from '@/features/notifications/lib/pages';
import { errorMessage } from '@/lib/errors';
import { pageItems } from '@/lib/paging';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { NotificationItem } from './NotificationItem';

/**
 * `/notifications`: the signed-in user's notifications, newest first, with a 'N new' badge,
 * Mark Read, Delete and Mark All as Read.
 * The list comes page by page (the next one as its end nears the screen, or with 'Load
 * more'); the badge counts every unread notification, loaded or not, from the kept count.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const list = useInfiniteQuery(notificationPagesOptions(trpc));
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

  const rows = pageItems(list.data);
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
    if (rows.length === 0) {
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
        <MoreRows
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          pages={list.data.pages.length}
        />
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
