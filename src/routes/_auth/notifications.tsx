import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '@/features/notifications/components/NotificationsPage';

/** `/notifications`: the notification list (operations-and-admin.md §2 Notifications). */
export const Route = createFileRoute('/_auth/notifications')({
  loader: ({ context: { queryClient, trpc, user } }) =>
    queryClient.prefetchQuery(trpc.notifications.byUser.queryOptions({ userId: user.id })),
  component: NotificationsPage,
});
