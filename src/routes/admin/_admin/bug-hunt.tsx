import { createFileRoute } from '@tanstack/react-router';
import { BugHuntPage } from '@/features/admin/components/bughunt/BugHuntPage';

/** /admin/bug-hunt: 'Bug hunt', the planted defects and the students' reports. */
export const Route = createFileRoute('/admin/_admin/bug-hunt')({
  // The catalogue and whether this bank may switch defects on, so the notice shows at once.
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.defects.list.queryOptions()),
      queryClient.prefetchQuery(trpc.defects.status.queryOptions()),
    ]),
  component: BugHuntPage,
});
