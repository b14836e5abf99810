import { createFileRoute } from '@tanstack/react-router';
import { LoansPage } from '@/features/loans/components/LoansPage';

/** `/loans`: the brand's Loans page. */
export const Route = createFileRoute('/_auth/loans')({
  loader: ({ context: { queryClient, trpc, user } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.loans.byUser.queryOptions({ userId: user.id })),
      queryClient.prefetchQuery(trpc.loans.applications.queryOptions()),
    ]),
  component: LoansPage,
});
