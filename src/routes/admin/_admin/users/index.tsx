import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '@/features/admin/components/users/UsersPage';
import { PAGE_SIZE, usersSearchSchema } from '@/features/admin/lib/listSearch';

/** /admin/users: 'Manage Users'. */
export const Route = createFileRoute('/admin/_admin/users/')({
  validateSearch: usersSearchSchema,
  loader: ({ context: { queryClient, trpc }, location }) => {
    const search = usersSearchSchema.parse(location.search);
    return queryClient.prefetchQuery(
      trpc.adminPeople.users.queryOptions({
        limit: PAGE_SIZE + 1,
        offset: search.offset ?? 0,
        search: search.search?.trim() || undefined,
        includeClosed: search.includeClosed ?? false,
      }),
    );
  },
  component: UsersPage,
});
