import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '@/features/support/components/SupportPage';

/** `/support`: the Support Center. */
export const Route = createFileRoute('/_auth/support')({
  loader: ({ context: { queryClient, trpc, user } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.settings.profile.queryOptions({ id: user.id })),
      queryClient.prefetchQuery(trpc.support.tickets.queryOptions()),
    ]),
  component: SupportPage,
});
