import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage } from '@/features/admin/components/applications/ApplicationsPage';

/** /admin/applications: enrollment and loan applications. */
export const Route = createFileRoute('/admin/_admin/applications')({
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.adminOps.enrollments.queryOptions()),
      queryClient.prefetchQuery(trpc.adminOps.loanApplications.queryOptions()),
      queryClient.prefetchQuery(trpc.places.countries.queryOptions()),
    ]),
  component: ApplicationsPage,
});
