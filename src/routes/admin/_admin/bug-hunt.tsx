import { createFileRoute } from '@tanstack/react-router';
import { BugHuntPage } from '@/features/admin/components/bughunt/BugHuntPage';
import { bugHuntSearchSchema } from '@/features/admin/lib/listSearch';

/** /admin/bug-hunt: 'Bug hunt', the planted defects and the students' reports (`?tab=reports`). */
export const Route = createFileRoute('/admin/_admin/bug-hunt')({
  validateSearch: bugHuntSearchSchema,
  // The catalogue and whether this bank may switch defects on, so the notice shows at once.
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.defects.list.queryOptions()),
      queryClient.prefetchQuery(trpc.defects.status.queryOptions()),
    ]),
  component: BugHuntPage,
});
