import { Table, Text } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AccountNumber, CustomerLink } from '@/features/admin/components/ui/CustomerLink';
import {
  AccountFilter,
  ChoiceFilter,
  CustomerFilter,
  DateFilter,
  FilterBar,
} from '@/features/admin/components/ui/Filters';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { PAGE_SIZE, Pager, splitPage, useListFilters } from '@/features/admin/components/ui/Pager';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { parseId } from '@/features/admin/lib/format';
import { displayDate } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';

const TYPES = ['DEBIT', 'CREDIT'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /admin/transactions, 'Manage Transactions', read-only: type, amount, customer, account number
 * and date of every statement row, with the description; filters by user, account, type and dates, 25 a page.
 */
export function TransactionsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { filters, set, offset, setOffset } = useListFilters({
    user: '',
    account: '',
    type: '',
    from: '',
    to: '',
  });

  const transactions = useQuery({
    ...trpc.adminOps.transactions.queryOptions({
      limit: PAGE_SIZE + 1,
      offset,
      userId: parseId(filters.user),
      accountId: parseId(filters.account),
      type: (filters.type || undefined) as (typeof TYPES)[number] | undefined,
      from: ISO_DATE.test(filters.from) ? filters.from : undefined,
      to: ISO_DATE.test(filters.to) ? filters.to : undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const page = splitPage(transactions.data);

  const body = () => {
    if (transactions.isPending) return <LoadingText label="Loading transactions…" />;
    if (transactions.isError) {
      return <LoadError text="Failed to load transactions." error={transactions.error} />;
    }
    if (page.rows.length === 0) return <EmptyText text="No transactions found." />;
    return (
      <ScrollTable label={t('Transactions')} minWidth={900}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Date')}</Table.Th>
            <Table.Th>{t('Type')}</Table.Th>
            <Table.Th ta="right">{t('Amount')}</Table.Th>
            <Table.Th>{t('Customer')}</Table.Th>
            <Table.Th>{t('Account')}</Table.Th>
            <Table.Th>{t('Description')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDate(row.date)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} c={row.type === 'CREDIT' ? 'green' : 'red'}>
                  {t(row.type)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{displayUsd(row.amount)}</Table.Td>
              <Table.Td>
                <CustomerLink id={row.userId} name={row.customerName} />
              </Table.Td>
              <Table.Td>
                <AccountNumber id={row.accountId} number={row.accountNumber} />
              </Table.Td>
              <Table.Td>{row.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    );
  };

  return (
    <>
      <PageHeader title="Manage Transactions" />
      <FilterBar>
        <CustomerFilter label="Customer" value={filters.user} onChange={set('user')} />
        <AccountFilter
          label="Account"
          value={filters.account}
          userId={parseId(filters.user)}
          onChange={set('account')}
        />
        <ChoiceFilter label="Type" value={filters.type} options={TYPES} onChange={set('type')} />
        <DateFilter label="From" value={filters.from} onChange={set('from')} />
        <DateFilter label="To" value={filters.to} onChange={set('to')} />
      </FilterBar>
      {body()}
      <Pager
        offset={offset}
        count={page.rows.length}
        hasNext={page.hasNext}
        onOffsetChange={setOffset}
        busy={transactions.isFetching}
        stale={transactions.isPlaceholderData}
      />
    </>
  );
}
