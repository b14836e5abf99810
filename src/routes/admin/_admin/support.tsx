import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '@/features/admin/components/support/SupportPage';

/** /admin/support: support tickets and feedback. */
export const Route = createFileRoute('/admin/_admin/support')({
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.adminOps.tickets.queryOptions()),
      queryClient.prefetchQuery(trpc.adminOps.feedback.queryOptions()),
    ]),
  component: SupportPage,
});
