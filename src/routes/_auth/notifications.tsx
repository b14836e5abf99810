import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '@/features/notifications/components/NotificationsPage';
import {
  notificationsPageOptions,
  notificationsSearchSchema,
} from '@/features/notifications/lib/pages';

/**
 * `/notifications`: the notification list, newest first, a page at a time; the page and the
 * page size are search parameters, so reload and Back keep them.
 */
export const Route = createFileRoute('/_auth/notifications')({
  validateSearch: notificationsSearchSchema,
  // No loaderDeps: a new page keeps the list on screen while the next one loads.
  loader: ({ context: { queryClient, trpc }, location }) =>
    queryClient.prefetchQuery(
      notificationsPageOptions(trpc, notificationsSearchSchema.parse(location.search)),
    ),
  component: Notifications,
});

function Notifications() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <NotificationsPage search={search} navigate={(next) => void navigate({ search: next })} />;
}
