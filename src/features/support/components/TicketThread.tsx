import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDateTime } from '@/features/admin/lib/format';
import { errorMessage } from '@/lib/errors';

/** One message of a thread as the screens show it. */
export interface ThreadMessage {
  key: string;
  author: string;
  fromStaff: boolean;
  message: string;
  createdAt: string;
}

interface TicketThreadProps {
  title: string;
  status: string;
  /** The ticket's first message, then its replies, oldest first. */
  messages: ThreadMessage[];
  /** Extra controls beside the status (the admin's status select). */
  controls?: ReactNode;
  /** A 'Load more' for the next replies, when there are more. */
  more?: ReactNode;
  /** Sends a reply; the reply box is hidden while the ticket is CLOSED. */
  onReply: (message: string) => Promise<unknown>;
  replyLabel: string;
}

/**
 * A support ticket's thread: the subject and status, every message (the bank's on the right),
 * and a reply box while the ticket is not CLOSED. Shared by the customer's and the admin's
 * ticket screens.
 */
export function TicketThread(props: TicketThreadProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (!draft.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await props.onReply(draft.trim());
      setDraft('');
    } catch (e) {
      setError(errorMessage(e, t('Could not send your reply.')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h3">
          {props.title}
        </Title>
        <Group gap="sm">
          <Badge variant="light" data-testid="ticket-status">
            {t(props.status)}
          </Badge>
          {props.controls}
        </Group>
      </Group>
      <Stack
        gap="sm"
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('Conversation')}
      >
        {props.messages.map((m) => (
          <Paper
            key={m.key}
            component="li"
            withBorder
            p="sm"
            maw="85%"
            ml={m.fromStaff ? 'auto' : 0}
            bg={m.fromStaff ? 'var(--mantine-color-blue-light)' : undefined}
          >
            <Group justify="space-between" gap="xs" mb={4}>
              <Text size="xs" fw={700}>
                {m.fromStaff ? t('{{name}} (Support)', { name: m.author }) : m.author}
              </Text>
              <Text size="xs" c="dimmed">
                {displayDateTime(m.createdAt)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.message}
            </Text>
          </Paper>
        ))}
      </Stack>
      {props.more}
      {props.status === 'CLOSED' ? (
        <Alert color="gray">{t('This ticket is closed; it takes no more replies.')}</Alert>
      ) : (
        <Stack gap="xs">
          <Textarea
            label={props.replyLabel}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={5000}
          />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button onClick={send} loading={busy} disabled={!draft.trim()}>
              {t('Send reply')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
