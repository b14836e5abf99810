import { Alert, Anchor, Button, Select, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TicketThread } from '@/features/support/components/TicketThread';
import { adminThreadOptions, threadMessages } from '@/features/support/lib/thread';
import { errorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

const STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;

/**
 * /admin/support/{id}: a ticket's thread, a reply box (a reply sets ANSWERED) and a status
 * select (OPEN, ANSWERED, CLOSED). Customer replies arrive live (the `ticket` event).
 */
export function TicketDetail({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery(adminThreadOptions(trpc, ticketId));
  const refresh = () => queryClient.invalidateQueries(trpc.adminOps.pathFilter());
  const reply = useMutation(trpc.adminOps.replyTicket.mutationOptions({ onSuccess: refresh }));
  const status = useMutation(trpc.adminOps.setTicketStatus.mutationOptions({ onSuccess: refresh }));
  const back = (
    <Anchor component={Link} to="/admin/support" size="sm">
      {t('Back to Support')}
    </Anchor>
  );
  if (thread.isPending) return null;
  if (thread.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red">{errorMessage(thread.error, t('Failed to load the ticket.'))}</Alert>
      </Stack>
    );
  }
  const first = thread.data.pages[0]!;
  return (
    <Stack maw={900}>
      {back}
      <Text size="sm" c="dimmed">
        {first.customerName ?? first.email} · {t(first.category)} · {t(first.priority)}
      </Text>
      <TicketThread
        title={`#${first.id} ${first.subject}`}
        status={first.status}
        messages={threadMessages(thread.data.pages, first.customerName ?? first.email)}
        replyLabel={t('Reply to the customer')}
        onReply={(message) => reply.mutateAsync({ id: ticketId, message })}
        controls={
          <Select
            aria-label={t('Ticket status')}
            data={STATUSES.map((s) => ({ value: s, label: t(s) }))}
            value={first.status}
            onChange={(value) => {
              if (value)
                status.mutate({ id: ticketId, status: value as (typeof STATUSES)[number] });
            }}
            allowDeselect={false}
            w={160}
            disabled={status.isPending}
          />
        }
        more={
          thread.hasNextPage && (
            <Button
              variant="default"
              onClick={() => thread.fetchNextPage()}
              loading={thread.isFetchingNextPage}
            >
              {t('Load more')}
            </Button>
          )
        }
      />
    </Stack>
  );
}
