import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '@/features/notifications/components/NotificationsPage';

/** `/notifications`: the notification list (operations-and-admin.md §2 Notifications). */
export const Route = createFileRoute('/_auth/notifications')({
  component: NotificationsPage,
});
