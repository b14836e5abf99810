import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { customerThreadOptions, threadMessages } from '../lib/thread';
import { TicketThread } from './TicketThread';

/**
 * /support/{id}: one of the customer's tickets with its thread and a reply box (hidden once
 * the ticket is CLOSED). Replies from the bank arrive live (the `ticket` event refreshes it).
 */
export function CustomerTicketPage({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery(customerThreadOptions(trpc, ticketId));
  const reply = useMutation(
    trpc.support.reply.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.support.pathFilter()),
    }),
  );
  const back = (
    <Anchor component={Link} to="/support" size="sm">
      {t('Back to Support Center')}
    </Anchor>
  );
  if (thread.isPending) return null;
  if (thread.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red">{errorMessage(thread.error, t('Could not load this ticket.'))}</Alert>
      </Stack>
    );
  }
  const first = thread.data.pages[0]!;
  return (
    <Stack maw={820}>
      {back}
      <TicketThread
        title={`#${first.id} ${first.subject}`}
        status={first.status}
        messages={threadMessages(thread.data.pages, t('You'))}
        replyLabel={t('Your reply')}
        onReply={(message) => reply.mutateAsync({ id: ticketId, message })}
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
