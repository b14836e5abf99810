import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { displayDateTime } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';
import classes from './profile.module.css';

/** Rows per page of the table. */
const PAGE_SIZE = 20;
/** How often the open table asks for new rows (ms); paused while the page is hidden. */
const REFRESH_MS = 3000;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/** The badge colour of an HTTP status: green 2xx, blue 3xx, orange 4xx, red 5xx. */
function statusColor(status: number): string {
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  if (status >= 300) return 'blue';
  return 'green';
}

/**
 * The request log table: the API requests of the signed-in user ("My requests", Settings >
 * Developer), or of the user `userId` on the admin's user page. Newest first, 20 a page
 * (Newer/Older walk the cursors), filterable by status, method, exact path and idempotency
 * key, refreshed every 3 s while the page is visible. On a phone the table keeps time,
 * status and path; method, duration, key and token show from the small breakpoint up.
 */
export function RequestLog({ userId }: { userId?: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [status, setStatus] = useState('');
  const [method, setMethod] = useState<Method | ''>('');
  const [path, setPath] = useState('');
  const [key, setKey] = useState('');
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [filters] = useDebouncedValue({ status, method, path, key }, 300);
  const statusNumber = /^[1-5]\d\d$/.test(filters.status.trim())
    ? Number(filters.status.trim())
    : undefined;
  const input = {
    limit: PAGE_SIZE,
    cursor: cursors[cursors.length - 1],
    ...(statusNumber !== undefined ? { status: statusNumber } : {}),
    ...(filters.method ? { method: filters.method } : {}),
    ...(filters.path.trim() ? { path: filters.path.trim() } : {}),
    ...(filters.key.trim() ? { idempotencyKey: filters.key.trim() } : {}),
  };
  const live = { refetchInterval: REFRESH_MS, placeholderData: keepPreviousData };
  const own = useQuery({
    ...trpc.requests.page.queryOptions(input),
    ...live,
    enabled: userId === undefined,
  });
  const theirs = useQuery({
    ...trpc.requests.userPage.queryOptions({ ...input, id: userId ?? 1 }),
    ...live,
    enabled: userId !== undefined,
  });
  const log = userId === undefined ? own : theirs;
  // A changed filter starts again from the newest page.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setCursors([undefined]);
    };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="request-log-title">
      <Title order={2} fz="h4" mb="xs" id="request-log-title">
        {userId === undefined ? t('My requests') : t('Requests')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {userId === undefined
          ? t(
              'Every API request made with your session or your tokens, newest first: the last 7 days or the last 10,000 requests. Bodies, cookies and query values are never kept.',
            )
          : t(
              'Every API request this user made with their session or tokens, newest first: the last 7 days or the last 10,000 requests.',
            )}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mb="sm">
        <TextInput
          label={t('Status')}
          placeholder="404"
          inputMode="numeric"
          value={status}
          onChange={(e) => filter(setStatus)(e.currentTarget.value)}
        />
        <NativeSelect
          label={t('Method')}
          value={method}
          onChange={(e) => filter(setMethod)(e.currentTarget.value as Method | '')}
          data={[{ value: '', label: t('Any') }, ...METHODS.map((m) => ({ value: m, label: m }))]}
        />
        <TextInput
          label={t('Path')}
          description={t('The whole path, as the table shows it')}
          placeholder="/api/transfers"
          value={path}
          onChange={(e) => filter(setPath)(e.currentTarget.value)}
        />
        <TextInput
          label={t('Idempotency key')}
          value={key}
          onChange={(e) => filter(setKey)(e.currentTarget.value)}
        />
      </SimpleGrid>
      {log.isError && <Alert color="red">{errorMessage(log.error, t('Error'))}</Alert>}
      {log.data && log.data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('No requests match.')}
        </Text>
      )}
      {log.data && log.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={0}>
          <Table striped fz="sm" aria-labelledby="request-log-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Time')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('Method')}</Table.Th>
                <Table.Th>{t('Path')}</Table.Th>
                <Table.Th>{t('Status')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('Duration')}</Table.Th>
                <Table.Th visibleFrom="md">{t('Idempotency key')}</Table.Th>
                <Table.Th visibleFrom="md">{t('Token')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.items.map((row) => (
                <Table.Tr key={row.requestId}>
                  <Table.Td className={classes.requestTime}>{displayDateTime(row.time)}</Table.Td>
                  <Table.Td visibleFrom="sm">{row.method}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    <Text span hiddenFrom="sm" fz="xs" fw={600}>
                      {row.method}{' '}
                    </Text>
                    {row.path}
                    {row.replayed && (
                      <Badge ml={4} size="xs" variant="light">
                        {t('Replayed')}
                      </Badge>
                    )}
                    {row.fault && (
                      <Badge ml={4} size="xs" color="grape" variant="light">
                        {row.fault}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusColor(row.status)} variant="light">
                      {row.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{t('{{ms}} ms', { ms: row.durationMs })}</Table.Td>
                  <Table.Td visibleFrom="md" style={{ wordBreak: 'break-all' }}>
                    {row.idempotencyKey ?? '—'}
                  </Table.Td>
                  <Table.Td visibleFrom="md">{row.tokenName ?? t('Session')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Stack gap={4} mt="sm">
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {log.data?.total !== undefined ? t('Total: {{total}}', { total: log.data.total }) : ''}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={cursors.length <= 1}
              onClick={() => setCursors((c) => c.slice(0, -1))}
            >
              {t('Newer')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!log.data?.nextCursor}
              onClick={() => {
                const next = log.data?.nextCursor;
                if (next) setCursors((c) => [...c, next]);
              }}
            >
              {t('Older')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
