import { createFileRoute } from '@tanstack/react-router';
import { CardDepositPage } from '@/features/deposits/components/CardDepositPage';

/** `/card-deposit`: fund an account from a debit card. */
export const Route = createFileRoute('/_auth/card-deposit')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchQuery(trpc.deposits.page.queryOptions({ limit: 50 })),
  component: CardDepositPage,
});
