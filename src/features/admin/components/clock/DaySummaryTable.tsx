import { Stack, Table, Text, Title } from '@mantine/core';
import type { CobDay } from '@shared/dto/clock';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';

/** The summary's columns: each close-of-business step's count, headed in plain words. */
const COLUMNS: { step: keyof CobDay['steps']; label: string }[] = [
  { step: 'settlements', label: 'Settlements' },
  { step: 'scheduledTransfers', label: 'Scheduled transfers' },
  { step: 'standingOrders', label: 'Standing orders' },
  { step: 'billsAutopay', label: 'Bills paid' },
  { step: 'loanInstalments', label: 'Loan instalments' },
  { step: 'interestAccrual', label: 'Interest accruals' },
  { step: 'interestPosting', label: 'Interest postings' },
  { step: 'monthlyStatements', label: 'Statements' },
];

/**
 * What close of business did on each day an advance closed: one row per day, one count per
 * step. `running` says more days may still come.
 */
export function DaySummaryTable({ days, running }: { days: CobDay[]; running: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="what-ran">
      <Title order={2} fz="h4" id="what-ran">
        {t('What ran')}
      </Title>
      <Text size="sm" c="dimmed">
        {running
          ? t('Each business day shows here as soon as it is closed.')
          : t('Close of business, day by day: how many of each it ran.')}
      </Text>
      <ScrollTable label={t('What ran')} minWidth={820}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Business day')}</Table.Th>
            {COLUMNS.map((c) => (
              <Table.Th key={c.step} ta="right">
                {t(c.label)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => (
            <Table.Tr key={day.date}>
              <Table.Td>{day.date}</Table.Td>
              {COLUMNS.map((c) => (
                <Table.Td key={c.step} ta="right">
                  {day.steps[c.step]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    </Stack>
  );
}
