import { createFileRoute } from '@tanstack/react-router';
import { TICKETS_PER_PAGE } from '@/features/support/components/MyTickets';
import { SupportPage } from '@/features/support/components/SupportPage';

/** `/support`: the Support Center. */
export const Route = createFileRoute('/_auth/support')({
  loader: ({ context: { queryClient, trpc, user } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.settings.profile.queryOptions({ id: user.id })),
      queryClient.prefetchQuery(
        trpc.support.ticketsPage.queryOptions({ limit: TICKETS_PER_PAGE, offset: 0 }),
      ),
    ]),
  component: SupportPage,
});
