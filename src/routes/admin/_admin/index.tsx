import { createFileRoute } from '@tanstack/react-router';
import { Overview } from '@/features/admin/components/Overview';

/** /admin: the admin dashboard; its queue counts and chart figures load with the route. */
export const Route = createFileRoute('/admin/_admin/')({
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.adminOverview.queues.queryOptions()),
      queryClient.prefetchQuery(trpc.adminOverview.deposits.queryOptions()),
      queryClient.prefetchQuery(trpc.adminOverview.transferVolume.queryOptions()),
    ]),
  component: Overview,
});
