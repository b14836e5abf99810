import { Table } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CustomerById } from '@/features/admin/components/ui/CustomerLink';
import { ChoiceFilter, CustomerFilter, FilterBar } from '@/features/admin/components/ui/Filters';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { PAGE_SIZE, Pager, splitPage, useListFilters } from '@/features/admin/components/ui/Pager';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { StatusBadge } from '@/features/admin/components/ui/StatusBadge';
import { parseId } from '@/features/admin/lib/format';
import { displayDate } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';

const STATUSES = ['PENDING', 'PAID'] as const;

/**
 * /admin/bills, 'Manage Bills', read-only:
 * biller name, status (OVERDUE for a pending bill past its due date, by the bank's clock, as
 * the customer's Bill Pay says), amount and due date of every customer's bills; filters by
 * user and status, 25 a page.
 */
export function BillsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { filters, set, offset, setOffset } = useListFilters({ user: '', status: '' });
  const bills = useQuery({
    ...trpc.adminOps.bills.queryOptions({
      limit: PAGE_SIZE + 1,
      offset,
      userId: parseId(filters.user),
      status: filters.status || undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const page = splitPage(bills.data);

  const body = () => {
    if (bills.isPending) return <LoadingText label="Loading bills…" />;
    if (bills.isError) return <LoadError text="Failed to load bills." error={bills.error} />;
    if (page.rows.length === 0) return <EmptyText text="No bills found." />;
    return (
      <ScrollTable label={t('Bills')} minWidth={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Biller name')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th ta="right">{t('Amount')}</Table.Th>
            <Table.Th>{t('Due date')}</Table.Th>
            <Table.Th>{t('Customer')}</Table.Th>
            <Table.Th>{t('Recurring')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.rows.map((bill) => (
            <Table.Tr key={bill.id}>
              <Table.Td fw={600}>{bill.billerName}</Table.Td>
              <Table.Td>
                <StatusBadge status={bill.overdue ? 'OVERDUE' : bill.status} />
              </Table.Td>
              <Table.Td ta="right">{displayUsd(bill.amount)}</Table.Td>
              <Table.Td>{displayDate(bill.dueDate)}</Table.Td>
              <Table.Td>
                <CustomerById id={bill.userId} />
              </Table.Td>
              <Table.Td>{bill.isRecurring === 'true' ? t('Yes') : t('No')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    );
  };

  return (
    <>
      <PageHeader title="Manage Bills" />
      <FilterBar>
        <CustomerFilter label="Customer" value={filters.user} onChange={set('user')} />
        <ChoiceFilter
          label="Status"
          value={filters.status}
          options={STATUSES}
          onChange={set('status')}
        />
      </FilterBar>
      {body()}
      <Pager
        offset={offset}
        count={page.rows.length}
        hasNext={page.hasNext}
        onOffsetChange={setOffset}
        busy={bills.isFetching}
        stale={bills.isPlaceholderData}
      />
    </>
  );
}
