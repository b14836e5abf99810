import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TransferSchema } from '@shared/dto';
import { displayUsd } from '@shared/money';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { displayBusinessDate } from '@/lib/format';
import { CancelScheduledTransfer } from './CancelScheduledTransfer';
import { StatusBadge } from './StatusBadge';

type Transfer = z.infer<typeof TransferSchema>;

/**
 * The day a transfer is listed under: a scheduled one (SCHEDULED, or FAILED on its send-on
 * day) by its send-on date, any other by the business time it was made.
 */
function shownDate(transfer: Transfer): string {
  return transfer.scheduledDate && (transfer.status === 'SCHEDULED' || transfer.status === 'FAILED')
    ? transfer.scheduledDate
    : transfer.createdAt;
}

/**
 * One transfer in a list: kind (`title`), description, business date (for a SCHEDULED one,
 * 'Transfer scheduled for <send-on date>', for a CANCELLED one the day it was due), amount
 * and status; a SCHEDULED one can be cancelled from here. The item carries the transfer's id
 * in `data-transfer-id`, so a list can be checked for repeats.
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
            {transfer.status === 'SCHEDULED' && transfer.scheduledDate
              ? t('Transfer scheduled for {{date}}', {
                  date: displayBusinessDate(transfer.scheduledDate),
                })
              : transfer.status === 'CANCELLED' && transfer.scheduledDate
                ? t('Cancelled: it was due on {{date}}', {
                    date: displayBusinessDate(transfer.scheduledDate),
                  })
                : displayBusinessDate(shownDate(transfer))}
          </Text>
          {transfer.returnReason && (
            <Text size="xs" c="red">
              {t('Returned: {{reason}}', { reason: transfer.returnReason })}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={700}>{displayUsd(transfer.amount)}</Text>
          <StatusBadge status={transfer.status} />
          {transfer.status === 'SCHEDULED' && <CancelScheduledTransfer transfer={transfer} />}
        </Stack>
      </Group>
    </Paper>
  );
}
