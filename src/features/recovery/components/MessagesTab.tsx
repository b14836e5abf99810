import { Badge, Button, Group, Paper, Spoiler, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutboxStatusBadge } from '@/components/OutboxStatusBadge';
import { errorMessage } from '@/lib/errors';
import { displayDateTime } from '@/lib/format';
import { useShownPage } from '@/lib/paging';
import { useTRPC } from '@/lib/trpc';

/** Messages a page. */
export const MESSAGES_PAGE_SIZE = 10;

/**
 * Account Settings > Messages: the emails and text messages the bank sent (or kept) for the
 * signed-in customer, newest first, 10 a page, each with subject, channel, status, time and
 * its text.
 */
export function MessagesTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [offset, setOffset] = useState(0);
  const messages = useQuery({
    ...trpc.outbox.page.queryOptions({ limit: MESSAGES_PAGE_SIZE, offset }),
    placeholderData: keepPreviousData,
  });
  // While the asked page loads, the last one stays on screen, and so does its range.
  const from = useShownPage(offset, messages.isPlaceholderData);

  if (messages.isPending) return <Text c="dimmed">{t('Loading messages…')}</Text>;
  if (messages.isError) {
    return (
      <Text c="red" role="alert">
        {t(errorMessage(messages.error, 'Failed to load messages.'))}
      </Text>
    );
  }
  const { items, total, nextCursor } = messages.data;
  if (items.length === 0 && offset === 0) {
    return <Text c="dimmed">{t('No messages yet.')}</Text>;
  }
  const hasNext = total !== undefined ? offset + items.length < total : nextCursor !== null;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('The emails and text messages we sent you, newest first.')}
      </Text>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((message) => (
          <Paper key={message.id} withBorder radius="md" p="sm" component="li">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {message.subject}
              </Text>
              <Group gap={6}>
                <Badge variant="outline" color="gray">
                  {t(message.channel)}
                </Badge>
                <OutboxStatusBadge status={message.status} />
              </Group>
            </Group>
            <Text size="xs" c="dimmed" mb={4}>
              {t('To {{to}}', { to: message.to })} · {displayDateTime(message.createdAt)}
            </Text>
            <Spoiler maxHeight={48} showLabel={t('Show more')} hideLabel={t('Hide')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.body}
              </Text>
            </Spoiler>
          </Paper>
        ))}
      </Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total !== undefined
            ? t('Showing {{from}} to {{to}} of {{total}} entries', {
                from: from + 1,
                to: from + items.length,
                total,
              })
            : null}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={offset === 0 || messages.isFetching}
            onClick={() => setOffset(Math.max(0, offset - MESSAGES_PAGE_SIZE))}
          >
            {t('Previous')}
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={!hasNext || messages.isFetching}
            onClick={() => setOffset(offset + MESSAGES_PAGE_SIZE)}
          >
            {t('Next')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
