import { createFileRoute } from '@tanstack/react-router';
import { PinGuard } from '@/features/security/components/PinGuard';
import { ExternalTransfersPage } from '@/features/transfers/components/ExternalTransfersPage';
import { transferPagesOptions } from '@/features/transfers/lib/pages';

/** `/local-transfer`: the user's local transfers, behind the PIN guard. */
export const Route = createFileRoute('/_auth/local-transfer')({
  loader: ({ context: { queryClient, trpc, user } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.users.pinStatus.queryOptions({ id: user.id })),
      queryClient.prefetchInfiniteQuery(transferPagesOptions(trpc, 'LOCAL')),
    ]),
  component: () => (
    <PinGuard>
      <ExternalTransfersPage type="LOCAL" />
    </PinGuard>
  ),
});
