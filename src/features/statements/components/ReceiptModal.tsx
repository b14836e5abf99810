import './receipt-print.css';
import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StatementRow } from '@/features/statements/lib/statementRows';
import { localDayjs, shortDateTimePattern } from '@/i18n/format';
import { useBrand } from '@/lib/brand';
import { displayDate } from '@/lib/format';

interface ReceiptModalProps {
  row: StatementRow | null;
  accountLabel: string;
  onClose: () => void;
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * A printable receipt of one statement row (the RECEIPT button): the brand,
 * account, date, description, type, amount, balance after and reference, with Print
 * (window.print); the print stylesheet prints the receipt alone.
 */
export function ReceiptModal({ row, accountLabel, onClose }: ReceiptModalProps) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={t('Transaction Receipt')}
      centered
      classNames={{ content: 'bank-receipt' }}
    >
      {row && (
        <Stack gap="xs">
          <Stack gap={0} ta="center">
            <Text fw={800} fz="lg" c="brand.7">
              {brand.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('Routing number {{number}}', { number: brand.routingNumber })}
            </Text>
          </Stack>
          <Divider />
          <Line label={t('Account')} value={accountLabel} />
          <Line label={t('Date')} value={displayDate(row.date)} />
          <Line label={t('Description')} value={row.description} />
          <Line label={t('Type')} value={t(row.type)} />
          <Line
            label={t('Amount')}
            value={`${row.type === 'DEBIT' ? '-' : '+'}${displayUsd(row.amount)}`}
          />
          <Line label={t('Balance after')} value={displayUsd(row.balance)} />
          <Line label={t('Reference')} value={row.reference ?? '—'} />
          <Line label={t('Transaction ID')} value={String(row.id)} />
          <Divider />
          <Text size="xs" c="dimmed" ta="center">
            {t('Printed {{time}}', {
              time: localDayjs(undefined, i18n.language).format(
                shortDateTimePattern(i18n.language),
              ),
            })}
          </Text>
          <Group justify="flex-end" data-no-print>
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('Print')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
