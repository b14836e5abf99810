import { createFileRoute } from '@tanstack/react-router';
import { ExternalTransfersPage } from '@/features/transfers/components/ExternalTransfersPage';
import { transferPagesOptions } from '@/features/transfers/lib/pages';

/** `/wire-transfer`: the user's wire transfers; not behind the PIN guard. */
export const Route = createFileRoute('/_auth/wire-transfer')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchInfiniteQuery(transferPagesOptions(trpc, 'WIRE')),
  component: () => <ExternalTransfersPage type="WIRE" />,
});
