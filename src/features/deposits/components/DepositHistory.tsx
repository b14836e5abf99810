import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/i18n/format';
import { useTRPC } from '@/lib/trpc';

const TONE: Record<string, string> = {
  COMPLETED: 'green',
  RELEASED: 'green',
  HELD: 'yellow',
  RETURNED: 'red',
};

/** The customer's latest deposits of one kind (10 at most), with their status. */
export function DepositHistory({ kind }: { kind: 'CARD' | 'CHECK' }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const deposits = useQuery(trpc.deposits.page.queryOptions({ limit: 50 }));
  const rows = (deposits.data?.items ?? []).filter((d) => d.kind === kind).slice(0, 10);
  return (
    <Stack gap="xs" mt="xl">
      <Title order={2} fz="h4">
        {t('Recent deposits')}
      </Title>
      {deposits.isPending && <Text c="dimmed">{t('Loading...')}</Text>}
      {deposits.isSuccess && rows.length === 0 && <Text c="dimmed">{t('No deposits yet.')}</Text>}
      {rows.map((d) => (
        <Paper key={d.id} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            {/* The text gives way on a phone; the amount and status keep their width. */}
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>
                {d.kind === 'CARD'
                  ? `${t('Card deposit')} ••••${d.last4 ?? ''}`
                  : t('Check deposit')}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatDateTime(d.createdAt, i18n.language)}
                {d.status === 'HELD' && d.holdReleaseAt
                  ? ` · ${t('available from {{time}}', { time: formatDateTime(d.holdReleaseAt, i18n.language) })}`
                  : ''}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              <Text fw={700}>{displayUsd(d.amount)}</Text>
              <Badge color={TONE[d.status] ?? 'gray'}>{t(d.status)}</Badge>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
