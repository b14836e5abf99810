import { createFileRoute } from '@tanstack/react-router';
import { CryptoPage } from '@/features/crypto/components/CryptoPage';

/** `/crypto`: Cryptocurrency. */
export const Route = createFileRoute('/_auth/crypto')({
  loader: ({ context: { queryClient, trpc, user } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.crypto.markets.queryOptions()),
      queryClient.prefetchQuery(trpc.crypto.portfolio.queryOptions({ userId: user.id })),
      queryClient.prefetchQuery(trpc.crypto.orders.queryOptions()),
    ]),
  component: CryptoPage,
});
