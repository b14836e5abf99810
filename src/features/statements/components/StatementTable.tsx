import {
  ActionIcon,
  Box,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { displayUsd } from '@shared/money';
import { IconReceipt, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementState } from '@/features/statements/hooks/useStatement';
import {
  PAGE_SIZES,
  type SortKey,
  type StatementRow,
} from '@/features/statements/lib/statementRows';
import { GAIN_TEXT, LOSS_TEXT } from '@/features/statements/lib/tones';
import { displayDate } from '@/lib/format';
import { ReceiptModal } from './ReceiptModal';
import { SortableHeader } from './SortableHeader';

interface StatementTableProps {
  /** The table's state and current page (useStatement). */
  statement: StatementState;
  /** e.g. 'SAVINGS ••••1234', shown on receipts. */
  accountLabel: string;
}

/**
 * A statement's table with page size, search, sortable Date/Description/Type/Amount (newest
 * date first until a header is clicked), receipts and paging. The server searches, sorts and
 * pages; this shows the page it answered. On a phone the Type column is left out and the
 * receipt is an icon, so the table fits the screen with Amount in view.
 */
export function StatementTable({ statement, accountLabel }: StatementTableProps) {
  const { t } = useTranslation();
  const { rows, summary, sort } = statement;
  const [receipt, setReceipt] = useState<StatementRow | null>(null);

  const header = (key: SortKey, label: string, align?: 'right', visibleFrom?: 'sm') => (
    <SortableHeader
      direction={sort.key === key ? sort.direction : null}
      onSort={() => statement.sortBy(key)}
      align={align}
      visibleFrom={visibleFrom}
    >
      {t(label)}
    </SortableHeader>
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <NativeSelect
            label={t('Entries per page')}
            data={PAGE_SIZES.map(String)}
            value={String(statement.pageSize)}
            onChange={(e) => statement.setPageSize(Number(e.currentTarget.value))}
            w={140}
          />
          <TextInput
            label={t('Search')}
            placeholder={t('Search transactions')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={statement.search}
            onChange={(e) => statement.setSearch(e.currentTarget.value)}
            w={{ base: '100%', xs: 260 }}
          />
        </Group>
        {statement.accountEmpty ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('No transactions found.')}
          </Text>
        ) : (
          // Fits a phone without scrolling sideways: below `sm` the Type column goes (the sign
          // and colour of the amount tell it) and the receipt is an icon, so Amount stays in
          // view. position: relative keeps the visually hidden header text inside the table.
          <Box pos="relative">
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing={6} tabularNums>
              <Table.Thead>
                <Table.Tr>
                  {header('date', 'Date')}
                  {header('description', 'Description')}
                  {header('type', 'Type', undefined, 'sm')}
                  {header('amount', 'Amount', 'right')}
                  <Table.Th>
                    <VisuallyHidden>{t('Receipt')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  // Debits in the loss colour, credits in the gain colour (WCAG AA in both).
                  const color = row.type === 'DEBIT' ? LOSS_TEXT : GAIN_TEXT;
                  return (
                    <Table.Tr key={row.id}>
                      <Table.Td c={color} style={{ whiteSpace: 'nowrap' }}>
                        {displayDate(row.date)}
                      </Table.Td>
                      <Table.Td c={color} style={{ overflowWrap: 'anywhere' }}>
                        {row.description}
                      </Table.Td>
                      <Table.Td c={color} visibleFrom="sm">
                        {t(row.type)}
                      </Table.Td>
                      <Table.Td c={color} ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {row.type === 'DEBIT' ? '-' : '+'}
                        {displayUsd(row.amount)}
                      </Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="compact-xs"
                          variant="light"
                          visibleFrom="sm"
                          onClick={() => setReceipt(row)}
                        >
                          {t('RECEIPT')}
                        </Button>
                        <ActionIcon
                          size="sm"
                          variant="light"
                          hiddenFrom="sm"
                          aria-label={t('Receipt')}
                          onClick={() => setReceipt(row)}
                        >
                          <IconReceipt size={14} aria-hidden="true" />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
                {rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5} ta="center" c="dimmed">
                      {t('No matching transactions.')}
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Box>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('Showing {{from}} to {{to}} of {{total}} entries', {
              from: summary.from,
              to: summary.to,
              total: summary.total,
            })}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={summary.page <= 1}
              onClick={() => statement.goTo(summary.page - 1)}
            >
              {t('Previous')}
            </Button>
            <Text size="sm" fw={700} miw={24} ta="center">
              <VisuallyHidden>{t('Page')} </VisuallyHidden>
              {summary.page}
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={summary.page >= summary.pageCount}
              onClick={() => statement.goTo(summary.page + 1)}
            >
              {t('Next')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <ReceiptModal row={receipt} accountLabel={accountLabel} onClose={() => setReceipt(null)} />
    </Paper>
  );
}
