import { createFileRoute } from '@tanstack/react-router';
import { BackButton } from '@/components/BackButton';
import { standingOrderPagesOptions } from '@/features/standing-orders/lib/pages';
import { StandingOrdersPage } from '@/features/standing-orders/StandingOrdersPage';

/** `/standing-orders`: the customer's weekly and monthly transfers, and a form for a new one. */
export const Route = createFileRoute('/_auth/standing-orders')({
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.prefetchInfiniteQuery(standingOrderPagesOptions(trpc)),
      queryClient.prefetchQuery(trpc.accounts.mine.queryOptions()),
    ]),
  component: () => (
    <>
      <BackButton />
      <StandingOrdersPage />
    </>
  ),
});
