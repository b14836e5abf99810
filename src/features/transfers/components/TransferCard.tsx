import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TransferSchema } from '@shared/dto';
import { displayUsd } from '@shared/money';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { displayDate } from '@/lib/format';
import { StatusBadge } from './StatusBadge';

type Transfer = z.infer<typeof TransferSchema>;

/**
 * One transfer in a list: kind (`title`), description, date, amount and status
 *. The item carries the transfer's id in
 * `data-transfer-id`, so a list can be checked for repeats.
 */
export function TransferCard({ transfer, title }: { transfer: Transfer; title: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="li" data-transfer-id={transfer.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed" truncate>
            {transfer.description || t('No description')}
          </Text>
          <Text size="xs" c="dimmed">
            {displayDate(transfer.createdAt)}
          </Text>
          {transfer.returnReason && (
            <Text size="xs" c="red.8">
              {t('Returned: {{reason}}', { reason: transfer.returnReason })}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={700}>{displayUsd(transfer.amount)}</Text>
          <StatusBadge status={transfer.status} />
        </Stack>
      </Group>
    </Paper>
  );
}
