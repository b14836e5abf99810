import { createFileRoute } from '@tanstack/react-router';
import { InvestmentsPage } from '@/features/investments/components/InvestmentsPage';

/** `/investments`: the Investment page. */
export const Route = createFileRoute('/_auth/investments')({
  loader: ({ context: { queryClient, trpc, user } }) =>
    queryClient.prefetchQuery(trpc.investments.byUser.queryOptions({ userId: user.id })),
  component: InvestmentsPage,
});
