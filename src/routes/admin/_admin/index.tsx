import { createFileRoute } from '@tanstack/react-router';
import { Overview } from '@/features/admin/components/Overview';

/** /admin: the admin dashboard. */
export const Route = createFileRoute('/admin/_admin/')({
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.prefetchQuery(
        trpc.adminOps.transfers.queryOptions({ limit: 100, offset: 0, status: 'PENDING' }),
      ),
      queryClient.prefetchQuery(trpc.adminOps.enrollments.queryOptions()),
      queryClient.prefetchQuery(trpc.adminOps.loanApplications.queryOptions()),
      queryClient.prefetchQuery(trpc.adminOps.tickets.queryOptions()),
    ]),
  component: Overview,
});
