import { createFileRoute } from '@tanstack/react-router';
import { BugHuntPage } from '@/features/admin/components/bughunt/BugHuntPage';

/** /admin/bug-hunt: 'Bug hunt', the planted defects and the students' reports. */
export const Route = createFileRoute('/admin/_admin/bug-hunt')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchQuery(trpc.defects.list.queryOptions()),
  component: BugHuntPage,
});
