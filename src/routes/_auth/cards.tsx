import { createFileRoute } from '@tanstack/react-router';
import { CardsPage } from '@/features/cards/components/CardsPage';

/** /cards: the customer's cards, to freeze and unfreeze. */
export const Route = createFileRoute('/_auth/cards')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchQuery(trpc.accounts.creditCards.queryOptions()),
  component: CardsPage,
});
