import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { NotificationSchema } from '@shared/dto';
import {
  type Icon,
  IconArrowsExchange,
  IconBell,
  IconCreditCard,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { displayDate } from '@/lib/format';

/** A notification as the API answers it, in the reader's language. */
export type Notification = z.infer<typeof NotificationSchema>;

const TYPES: Record<string, Icon> = {
  TRANSACTION: IconArrowsExchange,
  SECURITY: IconShieldLock,
  PAYMENT: IconCreditCard,
  ACCOUNT: IconUserCircle,
};

interface NotificationItemProps {
  notification: Notification;
  busy: boolean;
  onMarkRead: () => void;
  onDelete: () => void;
}

/** One notification with Mark Read (while unread) and Delete. */
export function NotificationItem({
  notification,
  busy,
  onMarkRead,
  onDelete,
}: NotificationItemProps) {
  const { t } = useTranslation();
  const unread = notification.isRead === 'false';
  const TypeIcon = TYPES[notification.type] ?? IconBell;
  return (
    <Paper
      withBorder
      p="md"
      component="li"
      aria-label={notification.title}
      bg={unread ? 'var(--mantine-primary-color-light)' : undefined}
      style={unread ? { borderLeft: '4px solid var(--mantine-color-brand-6)' } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon
          variant="light"
          size={36}
          radius="xl"
          color={notification.priority === 'HIGH' ? 'red' : 'brand'}
          aria-hidden="true"
        >
          <TypeIcon size={20} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={unread ? 800 : 600}>{notification.title}</Text>
            {unread && (
              <Badge size="xs" color="brand">
                {t('New')}
              </Badge>
            )}
            {notification.priority === 'HIGH' && (
              <Badge size="xs" color="red" variant="dot">
                {t('High priority')}
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {notification.message}
          </Text>
          <Group justify="space-between" gap="xs" mt={4}>
            <Text size="xs" c="dimmed">
              {displayDate(notification.createdAt)}
            </Text>
            <Group gap="xs">
              {unread && (
                <Button size="compact-sm" variant="light" onClick={onMarkRead} disabled={busy}>
                  {t('Mark Read')}
                </Button>
              )}
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={onDelete}
                disabled={busy}
              >
                {t('Delete')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
