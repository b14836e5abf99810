import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * The number of unread notifications. Notifications arrive with a later issue; until then
 * there are none, so the bell shows no count (PRODUCT.md 6: never a fixed number).
 */
function useUnreadCount(): number {
  return 0;
}

/** The header's notification bell with the unread count (customer-area.md §2; PRODUCT.md 6). */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const label =
    unread > 0 ? t('Notifications ({{count}} unread)', { count: unread }) : t('Notifications');
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
        <IconBell size={22} />
      </ActionIcon>
    </Indicator>
  );
}
