import { Table, Text } from '@mantine/core';
import { AdminLoanApplicationRowSchema } from '@shared/dto';
import { displayUsd } from '@shared/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CustomerLink } from '@/features/admin/components/ui/CustomerLink';
import { DecisionButtons } from '@/features/admin/components/ui/DecisionButtons';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { QueuePager } from '@/features/admin/components/ui/QueuePager';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { StatusBadge } from '@/features/admin/components/ui/StatusBadge';
import { useDecision } from '@/features/admin/hooks/applications/useDecision';
import { displayDateTime } from '@/features/admin/lib/format';
import { applicationsInput } from '@/features/admin/lib/listSearch';
import { useTRPC } from '@/lib/trpc';
import type { QueueListProps } from './queue-list';

/**
 * Loan applications (Apply for Loan): user, type, amount,
 * term, purpose and status; PENDING ones can be approved or rejected.
 */
export function LoanApplicationsTable({ offset, setOffset, status }: QueueListProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const list = useQuery({
    ...trpc.adminOps.loanApplicationsPage.queryOptions(applicationsInput(offset, status)),
    placeholderData: keepPreviousData,
  });
  const decide = useDecision('loan');

  if (list.isPending) return <LoadingText label="Loading applications…" />;
  if (list.isError) return <LoadError text="Failed to load applications." error={list.error} />;
  const rows = list.data.items.flatMap((row) => {
    const parsed = AdminLoanApplicationRowSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  const pager = (
    <QueuePager
      offset={offset}
      page={list.data}
      onOffsetChange={setOffset}
      busy={list.isFetching}
      stale={list.isPlaceholderData}
    />
  );
  if (rows.length === 0) {
    return (
      <>
        <EmptyText text="No loan applications." />
        {pager}
      </>
    );
  }

  return (
    <>
      <ScrollTable label={t('Loan applications')} minWidth={980}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('User')}</Table.Th>
            <Table.Th>{t('Type')}</Table.Th>
            <Table.Th ta="right">{t('Amount')}</Table.Th>
            <Table.Th>{t('Term')}</Table.Th>
            <Table.Th>{t('Purpose')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th>{t('Date')}</Table.Th>
            <Table.Th>{t('Actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((app) => (
            <Table.Tr key={app.id}>
              <Table.Td>
                <CustomerLink id={app.userId} name={app.customerName} />
              </Table.Td>
              <Table.Td>{app.loanType}</Table.Td>
              <Table.Td ta="right">{displayUsd(app.amount)}</Table.Td>
              <Table.Td>{t('{{count}} months', { count: app.termMonths })}</Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" lineClamp={3}>
                  {app.purpose || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={app.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {displayDateTime(app.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                {app.status === 'PENDING' && (
                  <DecisionButtons
                    name={t('loan application {{id}}', { id: app.id })}
                    busy={decide.isPending}
                    consequences={{
                      APPROVED: t(
                        "Approve loan application {{id}} for {{amount}}? The loan opens and the amount is paid into the customer's account at once; the decision is final.",
                        { id: app.id, amount: displayUsd(app.amount) },
                      ),
                      REJECTED: t(
                        'Reject loan application {{id}}? The customer is told; the decision is final.',
                        { id: app.id },
                      ),
                    }}
                    onDecide={(decision) => decide.mutate({ id: app.id, decision })}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      {pager}
    </>
  );
}
