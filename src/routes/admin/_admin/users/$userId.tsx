import { createFileRoute } from '@tanstack/react-router';
import { UserDetail } from '@/features/admin/components/users/UserDetail';

/** /admin/users/{id}: 'User Details'. */
export const Route = createFileRoute('/admin/_admin/users/$userId')({
  loader: ({ context: { queryClient, trpc }, params }) => {
    const id = /^\d+$/.test(params.userId) ? Number(params.userId) : 0;
    return Promise.all([
      queryClient.prefetchQuery(trpc.adminPeople.user.queryOptions({ id })),
      queryClient.prefetchQuery(trpc.adminPeople.userAccounts.queryOptions({ id })),
    ]);
  },
  component: UserDetailRoute,
});

function UserDetailRoute() {
  const { userId } = Route.useParams();
  // A non-numeric id reaches the server as 0, which answers with the 'Failed to load user.' text.
  const id = /^\d+$/.test(userId) ? Number(userId) : 0;
  return <UserDetail key={id} userId={id} />;
}
