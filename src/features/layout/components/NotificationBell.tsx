import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDefectOn } from '@/features/bughunt/useDefects';
import { useTRPC } from '@/lib/trpc';

/**
 * The signed-in user's unread notifications, from `notifications.unreadCount`. The cache
 * refreshes it after every write that creates or reads notifications (lib/invalidations);
 * 0 while loading or when the count cannot be read, so the bell never shows a made-up number.
 */
function useUnreadCount(): number {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.notifications.unreadCount.queryOptions());
  return data?.count ?? 0;
}

/**
 * The header's notification bell: the real unread count,
 * no indicator at 0, a link to /notifications labelled 'Notifications, 3 unread'.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const unlabelled = useDefectOn('a11y-bell-unlabelled');
  const misnamed = useDefectOn('a11y-bell-label-wrong');
  const named =
    unread > 0 ? t('Notifications, {{count}} unread', { count: unread }) : t('Notifications');
  // Planted defects (bug-hunt mode): the bell loses its name, or is named for another place.
  const label = unlabelled ? undefined : misnamed ? t('Messages') : named;
  return (
    <Indicator
      label={unread}
      size={18}
      disabled={unread === 0}
      color="red"
      offset={4}
      maxValue={99}
    >
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="subtle"
        size="lg"
        aria-label={label}
      >
        <IconBell size={22} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}
