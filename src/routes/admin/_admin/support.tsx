import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '@/features/admin/components/support/SupportPage';
import { feedbackInput, supportSearchSchema, ticketsInput } from '@/features/admin/lib/listSearch';

/** /admin/support: support tickets and feedback; the tab, status and page in the URL. */
export const Route = createFileRoute('/admin/_admin/support')({
  validateSearch: supportSearchSchema,
  loader: ({ context: { queryClient, trpc }, location }) => {
    const search = supportSearchSchema.parse(location.search);
    const offset = search.offset ?? 0;
    return search.tab === 'feedback'
      ? queryClient.prefetchQuery(trpc.adminOps.feedbackPage.queryOptions(feedbackInput(offset)))
      : queryClient.prefetchQuery(
          trpc.adminOps.ticketsPage.queryOptions(ticketsInput(offset, search.status)),
        );
  },
  component: SupportPage,
});
