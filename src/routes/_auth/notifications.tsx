import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '@/features/notifications/components/NotificationsPage';
import { notificationPagesOptions } from '@/features/notifications/lib/pages';

/** `/notifications`: the notification list. */
export const Route = createFileRoute('/_auth/notifications')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchInfiniteQuery(notificationPagesOptions(trpc)),
  component: NotificationsPage,
});
