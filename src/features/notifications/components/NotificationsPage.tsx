import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBellCheck, IconChecks } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/BackButton';
import { FullPageLoading } from '@/components/FullPageLoading';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { NotificationItem } from './NotificationItem';

/**
 * `/notifications`: the signed-in user's notifications, newest first, with a 'N new' badge,
 * Mark Read, Delete and Mark All as Read (operations-and-admin.md §2 Notifications, §8).
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const list = useQuery({
    ...trpc.notifications.byUser.queryOptions({ userId: user?.id ?? 0 }),
    enabled: Boolean(user),
  });
  // Each refreshes the list and the bell's count (lib/invalidations).
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions());
  const markAll = useMutation(trpc.notifications.markAllRead.mutationOptions());
  const remove = useMutation(trpc.notifications.delete.mutationOptions());
  const failed = (error: unknown) =>
    showErrorToast({
      title: t('Error'),
      message: errorMessage(error, t('Something went wrong. Please try again.')),
    });

  const unread = list.data?.filter((n) => n.isRead === 'false').length ?? 0;
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
    if (list.data.length === 0) {
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
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data.map((n) => (
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
