import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@shared/dto/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShownOnceSecret } from '@/components/ShownOnceSecret';
import { errorMessage } from '@/lib/errors';
import { displayDateTime } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';
import { ApiTokens } from './ApiTokens';
import { RequestLog } from './RequestLog';

/**
 * Account Settings > Developer: the user's API tokens (create, list, revoke), My requests (the
 * user's own API request log, RequestLog.tsx), the user's webhooks (register one, its secret shown once;
 * delete), the delivery log of the chosen one with Replay, and the bank's own inbox (what
 * arrived at `inbox` endpoints, with whether the signature verified).
 */
export function DeveloperTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const hooks = useQuery(trpc.webhooks.list.queryOptions());
  const [url, setUrl] = useState('inbox');
  const [events, setEvents] = useState<WebhookEventType[]>(['transfer']);
  const [secret, setSecret] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const create = useMutation(trpc.webhooks.create.mutationOptions());
  const remove = useMutation(trpc.webhooks.delete.mutationOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.webhooks.pathFilter());

  const submit = async () => {
    const created = await create.mutateAsync({ url, events });
    setSecret(created.secret);
    setSelected(created.id);
    await refresh();
  };

  return (
    <Stack>
      <ApiTokens />
      <RequestLog />
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="h4" mb="xs">
          {t('Webhooks')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t(
            'Signed event deliveries (Standard Webhooks) to your endpoint. Use the URL inbox to receive them here, without a public address.',
          )}
        </Text>
        <Stack gap="xs">
          <TextInput
            label={t('URL')}
            description={t('An https:// URL, or inbox')}
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
          <Checkbox.Group
            label={t('Events')}
            value={events}
            onChange={(v) => setEvents(v as WebhookEventType[])}
          >
            <Group mt={4}>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={type} />
              ))}
            </Group>
          </Checkbox.Group>
          {create.isError && (
            <Alert color="red">{errorMessage(create.error, t('Could not add the webhook.'))}</Alert>
          )}
          <Group>
            <Button onClick={() => void submit()} loading={create.isPending}>
              {t('Add webhook')}
            </Button>
          </Group>
          {secret && <ShownOnceSecret title={t('Signing secret (shown once)')} value={secret} />}
        </Stack>
        {hooks.isError && <Alert color="red">{errorMessage(hooks.error, t('Error'))}</Alert>}
        {hooks.data && hooks.data.length > 0 && (
          <Table mt="md" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('URL')}</Table.Th>
                <Table.Th>{t('Events')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {hooks.data.map((hook) => (
                <Table.Tr key={hook.id}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{hook.url}</Table.Td>
                  <Table.Td>{hook.events.join(', ')}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setSelected(hook.id)}>
                        {t('Deliveries')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        onClick={async () => {
                          await remove.mutateAsync({ id: hook.id });
                          if (selected === hook.id) setSelected(null);
                          await refresh();
                        }}
                      >
                        {t('Delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      {selected !== null && <DeliveryLog webhookId={selected} />}
      <Inbox />
    </Stack>
  );
}

const STATUS_COLOR = { PENDING: 'yellow', DELIVERED: 'green', FAILED: 'red' } as const;

/** The delivery log of one endpoint, newest first, with Replay. */
function DeliveryLog({ webhookId }: { webhookId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const log = useQuery({
    ...trpc.webhooks.deliveryPage.queryOptions({ id: webhookId, limit: 20, offset: 0 }),
    refetchInterval: 5000,
  });
  const replay = useMutation(trpc.webhooks.replay.mutationOptions());
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb="xs">
        {t('Delivery log')}
      </Title>
      {log.data && log.data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('Nothing sent yet.')}
        </Text>
      )}
      {log.data && log.data.items.length > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Event')}</Table.Th>
              <Table.Th>{t('Status')}</Table.Th>
              <Table.Th>{t('Attempts')}</Table.Th>
              <Table.Th>{t('Response')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.items.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.eventType}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[d.status]}>{t(d.status)}</Badge>
                </Table.Td>
                <Table.Td>{d.attempts}</Table.Td>
                <Table.Td title={d.lastError ?? undefined}>{d.lastResponseCode ?? '—'}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={async () => {
                      await replay.mutateAsync({ id: webhookId, deliveryId: d.id });
                      await queryClient.invalidateQueries(trpc.webhooks.pathFilter());
                    }}
                  >
                    {t('Replay')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/** What arrived at the user's `inbox` endpoints, newest first. */
function Inbox() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const inbox = useQuery({
    ...trpc.webhooks.inboxPage.queryOptions({ limit: 20, offset: 0 }),
    refetchInterval: 5000,
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb="xs">
        {t('Inbox')}
      </Title>
      {inbox.data && inbox.data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('Nothing has arrived yet. Add a webhook with the URL inbox, then make a transfer.')}
        </Text>
      )}
      <Stack gap="xs">
        {inbox.data?.items.map((item) => (
          <Paper key={item.id} withBorder p="xs">
            <Group justify="space-between" mb={4}>
              <Text size="xs" c="dimmed">
                {displayDateTime(item.receivedAt)} · {item.headers['webhook-id']}
              </Text>
              <Badge color={item.verified ? 'green' : 'red'}>
                {item.verified ? t('Signature verified') : t('Signature not verified')}
              </Badge>
            </Group>
            <Code block>{item.body}</Code>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
