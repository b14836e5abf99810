import { Table, Text } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AccountNumber } from '@/features/admin/components/ui/CustomerLink';
import { DecisionButtons } from '@/features/admin/components/ui/DecisionButtons';
import { ChoiceFilter, FilterBar } from '@/features/admin/components/ui/Filters';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { PAGE_SIZE, useListFilters } from '@/features/admin/components/ui/Pager';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { QueuePager } from '@/features/admin/components/ui/QueuePager';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { StatusBadge } from '@/features/admin/components/ui/StatusBadge';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const STATUSES = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED'] as const;

/**
 * /admin/approvals: four eyes. Top-ups and balance adjustments above the approval limit wait
 * here, newest first, 25 a page, filtered by status (waiting ones by default). Another admin
 * than the one who asked approves (the money moves then) or rejects (nothing moves); the
 * maker sees their own requests without the buttons.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useSessionUser();
  const { filters, set, offset, setOffset } = useListFilters({ status: 'PENDING_APPROVAL' });
  const approvals = useQuery({
    ...trpc.adminApprovals.page.queryOptions({
      limit: PAGE_SIZE,
      offset,
      status: (filters.status || undefined) as (typeof STATUSES)[number] | undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const settle = {
    onSuccess: async (decided: { status: string }) => {
      showToast({
        title: t('Success'),
        message:
          decided.status === 'APPROVED'
            ? t('Approved: the money has moved.')
            : t('Rejected: nothing has moved.'),
      });
      await queryClient.invalidateQueries(trpc.adminApprovals.pathFilter());
      await queryClient.invalidateQueries(trpc.adminPeople.pathFilter());
    },
    onError: (error: unknown) =>
      showErrorToast({ title: t('Error'), message: errorMessage(error, t('Could not decide.')) }),
  };
  const approve = useMutation(trpc.adminApprovals.approve.mutationOptions(settle));
  const reject = useMutation(trpc.adminApprovals.reject.mutationOptions(settle));
  const busy = (id: number) =>
    (approve.isPending && approve.variables?.id === id) ||
    (reject.isPending && reject.variables?.id === id);

  const body = () => {
    if (approvals.isPending) return <LoadingText label="Loading approvals…" />;
    if (approvals.isError)
      return <LoadError text="Failed to load approvals." error={approvals.error} />;
    const rows = approvals.data.items;
    if (rows.length === 0) return <EmptyText text="No approvals found." />;
    return (
      <ScrollTable label={t('Approvals')} minWidth={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Date')}</Table.Th>
            <Table.Th>{t('Kind')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th ta="right">{t('Amount')}</Table.Th>
            <Table.Th>{t('Account')}</Table.Th>
            <Table.Th>{t('Reason')}</Table.Th>
            <Table.Th>{t('Action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{new Date(a.createdAt).toLocaleString('en-US')}</Table.Td>
              <Table.Td>{a.kind === 'TOPUP' ? t('Top-up') : t('Balance adjustment')}</Table.Td>
              <Table.Td>
                <StatusBadge status={a.status} />
              </Table.Td>
              <Table.Td ta="right">{displayUsd(a.amount)}</Table.Td>
              <Table.Td>
                <AccountNumber id={a.accountId} number={a.accountNumber} />
              </Table.Td>
              <Table.Td>{a.reason ?? ''}</Table.Td>
              <Table.Td>
                {a.status !== 'PENDING_APPROVAL' ? null : a.makerId === me.data?.id ? (
                  <Text size="sm" c="dimmed">
                    {t('Waiting for another admin')}
                  </Text>
                ) : (
                  <DecisionButtons
                    name={t('request {{id}}', { id: a.id })}
                    busy={busy(a.id)}
                    consequences={{
                      APPROVED:
                        a.kind === 'TOPUP'
                          ? t(
                              'Approve the top-up of {{amount}} to account {{number}}? The money moves at once; the decision is final.',
                              {
                                amount: displayUsd(a.amount),
                                number: a.accountNumber ?? a.accountId,
                              },
                            )
                          : t(
                              'Approve the balance adjustment of account {{number}} ({{amount}})? The money moves at once; the decision is final.',
                              {
                                amount: displayUsd(a.amount),
                                number: a.accountNumber ?? a.accountId,
                              },
                            ),
                      REJECTED: t('Reject request {{id}}? Nothing moves; the decision is final.', {
                        id: a.id,
                      }),
                    }}
                    onDecide={(decision) =>
                      decision === 'APPROVED'
                        ? approve.mutate({ id: a.id })
                        : reject.mutate({ id: a.id })
                    }
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    );
  };

  return (
    <>
      <PageHeader
        title="Approvals"
        description="Top-ups and balance adjustments above the approval limit wait for a second admin."
      />
      <FilterBar>
        <ChoiceFilter
          label="Status"
          value={filters.status}
          options={STATUSES}
          onChange={set('status')}
        />
      </FilterBar>
      {body()}
      <QueuePager
        offset={offset}
        page={approvals.data}
        onOffsetChange={setOffset}
        busy={approvals.isFetching}
        stale={approvals.isPlaceholderData}
      />
    </>
  );
}
