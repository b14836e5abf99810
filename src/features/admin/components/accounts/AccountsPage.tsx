import { Table } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerFilter, FilterBar } from '@/features/admin/components/ui/Filters';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { PAGE_SIZE, Pager, splitPage, useListFilters } from '@/features/admin/components/ui/Pager';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { ReasonConfirmModal } from '@/features/admin/components/ui/ReasonConfirmModal';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { parseId } from '@/features/admin/lib/format';
import type { AdminAccount } from '@/features/admin/lib/types';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { AccountRow } from './AccountRow';

/**
 * /admin/accounts, 'Manage Accounts': every open account
 * with editable type and number, 'Adjust balance' (a dialog with the reason and old → new)
 * and Delete, which asks why and closes an account whose balance is zero; filter by
 * customer (picked by name), 25 a page.
 */
export function AccountsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { filters, set, offset, setOffset } = useListFilters({ user: '' });
  const [toClose, setToClose] = useState<AdminAccount | null>(null);
  const [confirming, setConfirming] = useState(false);
  const userId = parseId(filters.user);

  const accounts = useQuery({
    ...trpc.adminPeople.accounts.queryOptions({ limit: PAGE_SIZE + 1, offset, userId }),
    placeholderData: keepPreviousData,
  });
  const page = splitPage(accounts.data);

  const close = useMutation(
    trpc.adminPeople.closeAccount.mutationOptions({
      onSuccess: async () => {
        setConfirming(false);
        showToast({
          title: t('Account closed'),
          message: t('Account {{number}} is closed.', { number: toClose?.accountNumber ?? '' }),
        });
        await queryClient.invalidateQueries(trpc.adminPeople.pathFilter());
      },
      onError: (error) => {
        setConfirming(false);
        showErrorToast({
          title: t('Not closed'),
          message: errorMessage(error, t('Could not close the account')),
        });
      },
    }),
  );

  const body = () => {
    if (accounts.isPending) return <LoadingText label="Loading accounts…" />;
    if (accounts.isError) {
      return <LoadError text="Failed to load accounts." error={accounts.error} />;
    }
    if (page.rows.length === 0) return <EmptyText text="No accounts found." />;
    return (
      <ScrollTable label={t('Accounts')} minWidth={960}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ID')}</Table.Th>
            <Table.Th>{t('Customer')}</Table.Th>
            <Table.Th>{t('Account type')}</Table.Th>
            <Table.Th>{t('Account number')}</Table.Th>
            <Table.Th>{t('Balance')}</Table.Th>
            <Table.Th ta="right">{t('Available')}</Table.Th>
            <Table.Th>{t('Actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.rows.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              onClose={(a) => {
                setToClose(a);
                setConfirming(true);
              }}
            />
          ))}
        </Table.Tbody>
      </ScrollTable>
    );
  };

  return (
    <>
      <PageHeader
        title="Manage Accounts"
        description="Type and number save when you leave a field or press Save. A balance changes only through Adjust balance, posted as an adjustment with its reason."
      />
      <FilterBar>
        <CustomerFilter label="Customer" value={filters.user} onChange={set('user')} />
      </FilterBar>
      {body()}
      <Pager
        offset={offset}
        count={page.rows.length}
        hasNext={page.hasNext}
        onOffsetChange={setOffset}
        busy={accounts.isFetching}
        stale={accounts.isPlaceholderData}
      />
      <ReasonConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={(reason) => toClose && close.mutate({ id: toClose.id, reason })}
        title={t('Delete account')}
        message={t(
          'Close account {{number}} ({{balance}})? Only an account with a zero balance can be closed.',
          {
            number: toClose?.accountNumber ?? '',
            balance: toClose ? displayUsd(toClose.balance) : '',
          },
        )}
        confirmLabel={t('Close account')}
        loading={close.isPending}
      />
    </>
  );
}
