import { createFileRoute } from '@tanstack/react-router';
import { ExternalTransfersPage } from '@/features/transfers/components/ExternalTransfersPage';

/** `/wire-transfer`: the user's wire transfers; not behind the PIN guard (customer-area.md §2). */
export const Route = createFileRoute('/_auth/wire-transfer')({
  loader: ({ context: { queryClient, trpc, user } }) =>
    queryClient.prefetchQuery(
      trpc.transfers.byUser.queryOptions({ userId: user.id, type: 'WIRE' }),
    ),
  component: () => <ExternalTransfersPage type="WIRE" />,
});
