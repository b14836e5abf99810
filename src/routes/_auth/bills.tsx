import { createFileRoute } from '@tanstack/react-router';
import { BillsPage } from '@/features/bills/components/BillsPage';

/** `/bills`: Bill Pay (operations-and-admin.md §2 Bill Pay). */
export const Route = createFileRoute('/_auth/bills')({
  loader: ({ context: { queryClient, trpc, user } }) =>
    queryClient.prefetchQuery(trpc.bills.byUser.queryOptions({ userId: user.id })),
  component: BillsPage,
});
