import { createFileRoute } from '@tanstack/react-router';
import { TransferDetail } from '@/features/admin/components/transfers/TransferDetail';

/** /admin/transfers/{id}: 'Transfer Details'. */
export const Route = createFileRoute('/admin/_admin/transfers/$transferId')({
  loader: ({ context: { queryClient, trpc }, params }) => {
    const id = /^\d+$/.test(params.transferId) ? Number(params.transferId) : 0;
    return queryClient.prefetchQuery(trpc.adminOps.transfer.queryOptions({ id }));
  },
  component: TransferDetailRoute,
});

function TransferDetailRoute() {
  const { transferId } = Route.useParams();
  // A non-numeric id reaches the server as 0, which answers with 'Failed to load transfer.'.
  const id = /^\d+$/.test(transferId) ? Number(transferId) : 0;
  return <TransferDetail key={id} transferId={id} />;
}
