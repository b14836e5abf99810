import { createFileRoute } from '@tanstack/react-router';
import { UploadPaymentsPage } from '@/features/transfers/components/UploadPaymentsPage';

/** `/upload-payments`: bulk payments from a pain.001 file, with each payment's result. */
export const Route = createFileRoute('/_auth/upload-payments')({
  loader: ({ context: { queryClient, trpc, user } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.accounts.mine.queryOptions()),
      queryClient.prefetchQuery(trpc.beneficiaries.byUser.queryOptions({ userId: user.id })),
    ]),
  component: UploadPaymentsPage,
});
