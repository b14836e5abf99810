import { Button, Group, Table } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AccountNumber, CustomerLink } from '@/features/admin/components/ui/CustomerLink';
import { ChoiceFilter, CustomerFilter, FilterBar } from '@/features/admin/components/ui/Filters';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { PAGE_SIZE, Pager, splitPage, useListFilters } from '@/features/admin/components/ui/Pager';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { StatusBadge } from '@/features/admin/components/ui/StatusBadge';
import { UploadLink, uploadUrl } from '@/features/admin/components/ui/UploadLink';
import { parseId } from '@/features/admin/lib/format';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const STATUSES = ['HELD', 'RELEASED', 'RETURNED', 'COMPLETED'] as const;
const KINDS = ['CARD', 'CHECK'] as const;

/**
 * /admin/deposits: every card and check deposit, newest first, 25 a page, filtered by user,
 * status and kind. A check's front and back images download from its row; a check still HELD
 * can be returned ("returned item"): the amount is taken back and the customer told.
 */
export function DepositsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { filters, set, offset, setOffset } = useListFilters({ user: '', status: '', kind: '' });
  const deposits = useQuery({
    ...trpc.adminDeposits.list.queryOptions({
      limit: PAGE_SIZE + 1,
      offset,
      userId: parseId(filters.user),
      status: (filters.status || undefined) as (typeof STATUSES)[number] | undefined,
      kind: (filters.kind || undefined) as (typeof KINDS)[number] | undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const giveBack = useMutation(trpc.adminDeposits.returnCheck.mutationOptions());
  const page = splitPage(deposits.data);

  const returnCheck = (id: number) =>
    giveBack.mutate(
      { id },
      {
        onSuccess: () => showToast({ title: t('Success'), message: t('The check was returned.') }),
        onError: (error) =>
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Could not return the check.')),
          }),
      },
    );

  const body = () => {
    if (deposits.isPending) return <LoadingText label="Loading deposits…" />;
    if (deposits.isError)
      return <LoadError text="Failed to load deposits." error={deposits.error} />;
    if (page.rows.length === 0) return <EmptyText text="No deposits found." />;
    return (
      <ScrollTable label={t('Deposits')} minWidth={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Date')}</Table.Th>
            <Table.Th>{t('Kind')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th ta="right">{t('Amount')}</Table.Th>
            <Table.Th>{t('User')}</Table.Th>
            <Table.Th>{t('Account')}</Table.Th>
            <Table.Th>{t('Action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.rows.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{new Date(d.createdAt).toLocaleString('en-US')}</Table.Td>
              <Table.Td>
                {d.kind === 'CARD' ? `${t('Card')} ••••${d.last4 ?? ''}` : t('Check')}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={d.status} />
              </Table.Td>
              <Table.Td ta="right">{displayUsd(d.amount)}</Table.Td>
              <Table.Td>
                <CustomerLink id={d.userId} name={d.customerName} />
              </Table.Td>
              <Table.Td>
                <AccountNumber id={d.accountId} number={d.accountNumber} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {/* Every check deposit stores both images; card deposits have none. */}
                  {d.kind === 'CHECK' && (
                    <>
                      <UploadLink
                        href={uploadUrl.check(d.id, 'front')}
                        label={t('Download the front of check deposit #{{id}}', { id: d.id })}
                      >
                        {t('Front image')}
                      </UploadLink>
                      <UploadLink
                        href={uploadUrl.check(d.id, 'back')}
                        label={t('Download the back of check deposit #{{id}}', { id: d.id })}
                      >
                        {t('Back image')}
                      </UploadLink>
                    </>
                  )}
                  {d.status === 'HELD' ? (
                    <Button
                      size="compact-sm"
                      color="red"
                      variant="light"
                      loading={giveBack.isPending && giveBack.variables?.id === d.id}
                      onClick={() => returnCheck(d.id)}
                    >
                      {t('Return check')}
                    </Button>
                  ) : (
                    (d.returnReason ?? '')
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    );
  };

  return (
    <>
      <PageHeader title="Deposits" />
      <FilterBar>
        <CustomerFilter label="Customer" value={filters.user} onChange={set('user')} />
        <ChoiceFilter
          label="Status"
          value={filters.status}
          options={STATUSES}
          onChange={set('status')}
        />
        <ChoiceFilter label="Kind" value={filters.kind} options={KINDS} onChange={set('kind')} />
      </FilterBar>
      {body()}
      <Pager
        offset={offset}
        count={page.rows.length}
        hasNext={page.hasNext}
        onOffsetChange={setOffset}
        busy={deposits.isFetching}
        stale={deposits.isPlaceholderData}
      />
    </>
  );
}
