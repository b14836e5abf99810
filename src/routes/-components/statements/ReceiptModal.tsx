import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayUsd } from '../../../../src-server/shared/money';
import { useBrand } from '../../../lib/brand';
import { displayDate } from '../../../lib/format';
import type { StatementRow } from './statementRows';

interface ReceiptModalProps {
  row: StatementRow | null;
  accountLabel: string;
  onClose: () => void;
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/**
 * A receipt of one statement row (PRODUCT.md 5, the RECEIPT button). A simple printable view
 * for now; a later issue makes it a proper printable receipt.
 */
export function ReceiptModal({ row, accountLabel, onClose }: ReceiptModalProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('Transaction Receipt')} centered>
      {row && (
        <Stack gap="xs">
          <Text fw={800} c="brand.7">
            {brand.name}
          </Text>
          <Divider />
          <Line label={t('Account')} value={accountLabel} />
          <Line label={t('Date')} value={displayDate(row.date)} />
          <Line label={t('Description')} value={row.description} />
          <Line label={t('Type')} value={row.type} />
          <Line label={t('Amount')} value={displayUsd(row.amount)} />
          <Line label={t('Balance')} value={displayUsd(row.balance)} />
          {row.reference && <Line label={t('Reference')} value={row.reference} />}
          <Divider />
          <Group justify="flex-end">
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('Print')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
