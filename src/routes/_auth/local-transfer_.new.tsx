import { createFileRoute } from '@tanstack/react-router';
import { BackButton } from '@/components/BackButton';
import { PinGuard } from '@/features/security/components/PinGuard';
import { NewExternalTransferForm } from '@/features/transfers/components/NewExternalTransferForm';

/** `/local-transfer/new`: the 'Local Transfer' form, behind the PIN guard. */
export const Route = createFileRoute('/_auth/local-transfer_/new')({
  loader: ({ context: { queryClient, trpc, user } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.users.pinStatus.queryOptions({ id: user.id })),
      queryClient.prefetchQuery(trpc.beneficiaries.byUser.queryOptions({ userId: user.id })),
      queryClient.prefetchQuery(trpc.transfers.limits.queryOptions()),
    ]),
  component: () => (
    <PinGuard>
      <BackButton />
      <NewExternalTransferForm type="LOCAL" />
    </PinGuard>
  ),
});
