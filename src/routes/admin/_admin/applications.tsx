import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage } from '@/features/admin/components/applications/ApplicationsPage';
import { applicationsInput, applicationsSearchSchema } from '@/features/admin/lib/listSearch';

/** /admin/applications: enrollment and loan applications; the tab, status and page in the URL. */
export const Route = createFileRoute('/admin/_admin/applications')({
  validateSearch: applicationsSearchSchema,
  loader: ({ context: { queryClient, trpc }, location }) => {
    const search = applicationsSearchSchema.parse(location.search);
    const input = applicationsInput(search.offset ?? 0, search.status);
    return Promise.all([
      search.tab === 'loans'
        ? queryClient.prefetchQuery(trpc.adminOps.loanApplicationsPage.queryOptions(input))
        : queryClient.prefetchQuery(trpc.adminOps.enrollmentsPage.queryOptions(input)),
      queryClient.prefetchQuery(trpc.places.countries.queryOptions()),
    ]);
  },
  component: ApplicationsPage,
});
