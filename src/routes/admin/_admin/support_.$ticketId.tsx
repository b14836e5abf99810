import { createFileRoute } from '@tanstack/react-router';
import { TicketDetail } from '@/features/admin/components/support/TicketDetail';
import { adminThreadOptions } from '@/features/support/lib/thread';

const idOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : 0);

/** /admin/support/{id}: one support ticket with its thread, reply box and status. */
export const Route = createFileRoute('/admin/_admin/support_/$ticketId')({
  loader: ({ context: { queryClient, trpc }, params }) =>
    queryClient.prefetchInfiniteQuery(adminThreadOptions(trpc, idOf(params.ticketId))),
  component: TicketRoute,
});

function TicketRoute() {
  const { ticketId } = Route.useParams();
  return <TicketDetail key={ticketId} ticketId={idOf(ticketId)} />;
}
