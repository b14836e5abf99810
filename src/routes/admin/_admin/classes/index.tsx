import { createFileRoute } from '@tanstack/react-router';
import { ClassesPage } from '@/features/admin/components/classes/ClassesPage';

/** /admin/classes: 'Classes'. */
export const Route = createFileRoute('/admin/_admin/classes/')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchQuery(trpc.adminClasses.page.queryOptions({ limit: 100 })),
  component: ClassesPage,
});
