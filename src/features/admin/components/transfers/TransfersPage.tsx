import { Table, Text } from '@mantine/core';
import { TransferStatusSchema } from '@shared/dto';
import { displayUsd } from '@shared/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AccountNumber, CustomerLink } from '@/features/admin/components/ui/CustomerLink';
import { ChoiceFilter, CustomerFilter, FilterBar } from '@/features/admin/components/ui/Filters';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { PAGE_SIZE, Pager, splitPage, useListFilters } from '@/features/admin/components/ui/Pager';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { StatusBadge } from '@/features/admin/components/ui/StatusBadge';
import { displayDateTime, parseId } from '@/features/admin/lib/format';
import type { TransferStatus } from '@/features/admin/lib/types';
import { useTRPC } from '@/lib/trpc';

const STATUSES = TransferStatusSchema.options;

/**
 * /admin/transfers, 'Manage Transfers': type, status, amount, the customer's name, the
 * from-account number and the payee or receiving account (ids beneath), newest first, each linking to its detail; filters
 * by status and user, 25 a page.
 */
export function TransfersPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { filters, set, offset, setOffset } = useListFilters({ status: '', user: '' });

  const transfers = useQuery({
    ...trpc.adminOps.transfers.queryOptions({
      limit: PAGE_SIZE + 1,
      offset,
      status: (filters.status || undefined) as TransferStatus | undefined,
      userId: parseId(filters.user),
    }),
    placeholderData: keepPreviousData,
  });
  const page = splitPage(transfers.data);

  const body = () => {
    if (transfers.isPending) return <LoadingText label="Loading transfers…" />;
    if (transfers.isError) {
      return <LoadError text="Failed to load transfers." error={transfers.error} />;
    }
    if (page.rows.length === 0) return <EmptyText text="No transfers found." />;
    return (
      <ScrollTable label={t('Transfers')} minWidth={960}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ID')}</Table.Th>
            <Table.Th>{t('Type')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th ta="right">{t('Amount')}</Table.Th>
            <Table.Th>{t('Customer')}</Table.Th>
            <Table.Th>{t('From account')}</Table.Th>
            <Table.Th>{t('To')}</Table.Th>
            <Table.Th>{t('Created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.rows.map((transfer) => (
            <Table.Tr key={transfer.id}>
              <Table.Td>
                <AnchorLink
                  size="sm"
                  to="/admin/transfers/$transferId"
                  params={{ transferId: String(transfer.id) }}
                  aria-label={t('Transfer {{id}}', { id: transfer.id })}
                  fw={600}
                >
                  #{transfer.id}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{t(transfer.transferType)}</Table.Td>
              <Table.Td>
                <StatusBadge status={transfer.status} />
              </Table.Td>
              <Table.Td ta="right">{displayUsd(transfer.amount)}</Table.Td>
              <Table.Td>
                <CustomerLink id={transfer.userId} name={transfer.customerName} />
              </Table.Td>
              <Table.Td>
                <AccountNumber id={transfer.fromAccountId} number={transfer.fromAccountNumber} />
              </Table.Td>
              <Table.Td>
                {transfer.beneficiaryName ??
                  (transfer.toAccountId === null ? (
                    '—'
                  ) : (
                    <AccountNumber id={transfer.toAccountId} number={transfer.toAccountNumber} />
                  ))}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {displayDateTime(transfer.createdAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    );
  };

  return (
    <>
      <PageHeader title="Manage Transfers" />
      <FilterBar>
        <ChoiceFilter
          label="Status"
          value={filters.status}
          options={STATUSES}
          onChange={set('status')}
        />
        <CustomerFilter label="Customer" value={filters.user} onChange={set('user')} />
      </FilterBar>
      {body()}
      <Pager
        offset={offset}
        count={page.rows.length}
        hasNext={page.hasNext}
        onOffsetChange={setOffset}
        busy={transfers.isFetching}
        stale={transfers.isPlaceholderData}
      />
    </>
  );
}
