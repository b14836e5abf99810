import { createFileRoute } from '@tanstack/react-router';
import { BillsPage } from '@/features/bills/components/BillsPage';
import { billPagesOptions } from '@/features/bills/lib/pages';

/** `/bills`: Bill Pay. */
export const Route = createFileRoute('/_auth/bills')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchInfiniteQuery(billPagesOptions(trpc)),
  component: BillsPage,
});
