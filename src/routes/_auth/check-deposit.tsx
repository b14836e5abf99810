import { createFileRoute } from '@tanstack/react-router';
import { CheckDepositPage } from '@/features/deposits/components/CheckDepositPage';

/** `/check-deposit`: deposit a check from photos of both sides. */
export const Route = createFileRoute('/_auth/check-deposit')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchQuery(trpc.deposits.page.queryOptions({ limit: 50 })),
  component: CheckDepositPage,
});
