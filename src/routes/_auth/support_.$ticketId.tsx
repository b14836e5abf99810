import { createFileRoute } from '@tanstack/react-router';
import { CustomerTicketPage } from '@/features/support/components/CustomerTicketPage';
import { customerThreadOptions } from '@/features/support/lib/thread';

const idOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : 0);

/** `/support/{id}`: one of the customer's support tickets with its thread. */
export const Route = createFileRoute('/_auth/support_/$ticketId')({
  loader: ({ context: { queryClient, trpc }, params }) =>
    queryClient.prefetchInfiniteQuery(customerThreadOptions(trpc, idOf(params.ticketId))),
  component: TicketRoute,
});

function TicketRoute() {
  const { ticketId } = Route.useParams();
  return <CustomerTicketPage key={ticketId} ticketId={idOf(ticketId)} />;
}
