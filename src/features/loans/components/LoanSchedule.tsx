import { Alert, Badge, Box, Table, Text } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '@/components/FullPageLoading';
import { MoreRows } from '@/components/MoreRows';
import { errorMessage } from '@/lib/errors';
import { displayDate } from '@/lib/format';
import { nextCursor, pageItems } from '@/lib/paging';
import { useTRPC } from '@/lib/trpc';

/** Instalment statuses as the server gives them, with their badge label and colour. */
const INSTALMENT_STATUS: Record<string, { label: string; color: string }> = {
  PAID: { label: 'Paid', color: 'green' },
  OVERDUE: { label: 'Overdue', color: 'red' },
  DUE: { label: 'Due', color: 'yellow' },
  SCHEDULED: { label: 'Scheduled', color: 'gray' },
};

/**
 * A loan's repayment schedule as a compact table (number, due date, principal, interest,
 * total, remaining balance, status as the server judges it on the business date), 24 instalments a page from `loans.schedulePage`, the next
 * page as the end of the table nears the screen or with 'Load more'.
 */
export function LoanSchedule({ loanId }: { loanId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const schedule = useInfiniteQuery(
    trpc.loans.schedulePage.infiniteQueryOptions(
      { id: loanId, limit: 24 },
      { getNextPageParam: nextCursor },
    ),
  );
  if (schedule.isPending) return <FullPageLoading compact />;
  if (schedule.isError) {
    return (
      <Alert color="red" title={t('Error')}>
        {errorMessage(schedule.error, t('Could not load the schedule.'))}
      </Alert>
    );
  }
  const rows = pageItems(schedule.data);
  if (rows.length === 0) return <Text size="sm">{t('No instalments')}</Text>;
  return (
    <>
      {/* On a phone Principal and Interest are left out and the status goes under the date:
          Total and Remaining Balance stay in view. */}
      <Box pos="relative">
        <Table striped fz="sm" horizontalSpacing={6} aria-label={t('Repayment schedule')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('Due Date')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('Principal')}
              </Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('Interest')}
              </Table.Th>
              <Table.Th ta="right">{t('Total')}</Table.Th>
              <Table.Th ta="right">{t('Remaining Balance')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('Status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const status = INSTALMENT_STATUS[row.status];
              return (
                <Table.Tr key={row.number}>
                  <Table.Td>{row.number}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {displayDate(row.dueDate)}
                    {/* On a phone the status sits under the date instead of in its column. */}
                    <Box hiddenFrom="sm">
                      <Badge size="xs" variant="dot" color={status?.color ?? 'gray'}>
                        {status ? t(status.label) : row.status}
                      </Badge>
                    </Box>
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {displayUsd(row.principal)}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {displayUsd(row.interest)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {displayUsd(row.total)}
                    {row.lateFee !== '0.00' && (
                      <Text size="xs" c="red">
                        {t('+ {{fee}} late fee', { fee: displayUsd(row.lateFee) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {displayUsd(row.remainingBalance)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Badge size="sm" variant="dot" color={status?.color ?? 'gray'}>
                      {status ? t(status.label) : row.status}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
      <MoreRows
        hasNextPage={schedule.hasNextPage}
        isFetchingNextPage={schedule.isFetchingNextPage}
        isFetching={schedule.isFetching}
        fetchNextPage={schedule.fetchNextPage}
        pages={schedule.data.pages.length}
      />
    </>
  );
}
