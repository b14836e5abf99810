import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';
import { type DetailItem, Details } from '@/features/admin/components/ui/Details';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import { StatusBadge } from '@/features/admin/components/ui/StatusBadge';
import { displayDateTime } from '@/features/admin/lib/format';
import type { AdminTransferDetail, TransferStatus } from '@/features/admin/lib/types';
import { accountTypeLabel } from '@/i18n/format';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { TransferHistory } from './TransferHistory';

const ACTIONS: Array<{
  status: Exclude<TransferStatus, 'SCHEDULED' | 'CANCELLED'>;
  label: string;
  color: string;
}> = [
  { status: 'PENDING', label: 'Mark Pending', color: 'yellow' },
  { status: 'COMPLETED', label: 'Mark Completed', color: 'green' },
  { status: 'FAILED', label: 'Mark Failed', color: 'red' },
];

function useItems(transfer: AdminTransferDetail): DetailItem[] {
  const { t } = useTranslation();
  const party = (account: AdminTransferDetail['fromAccount']) =>
    account ? `${accountTypeLabel(account.accountType, t)} ${account.accountNumber}` : '—';
  const items: DetailItem[] = [
    { label: t('ID'), value: transfer.id },
    { label: t('Type'), value: t(transfer.transferType) },
    {
      label: t('User'),
      value: transfer.user ? (
        <Stack gap={0}>
          <AnchorLink to="/admin/users/$userId" params={{ userId: String(transfer.user.id) }}>
            {transfer.user.firstName} {transfer.user.lastName}
          </AnchorLink>
          <Text size="sm" c="dimmed">
            {transfer.user.email}
          </Text>
        </Stack>
      ) : (
        '—'
      ),
    },
    { label: t('From account'), value: party(transfer.fromAccount) },
  ];
  if (transfer.transferType === 'INTERNAL') {
    items.push({ label: t('To account'), value: party(transfer.toAccount) });
  }
  const beneficiary = transfer.beneficiary;
  items.push(
    {
      label: t('Beneficiary'),
      value: beneficiary
        ? `${beneficiary.name}, ${beneficiary.bankName}, ${beneficiary.accountNumber}`
        : '—',
    },
    { label: t('Amount'), value: <Text fw={700}>{displayUsd(transfer.amount)}</Text> },
    { label: t('Fees'), value: displayUsd(transfer.fees) },
    { label: t('Description'), value: transfer.description || '—' },
    { label: t('Status'), value: <StatusBadge status={transfer.status} /> },
    { label: t('Created'), value: displayDateTime(transfer.createdAt) },
  );
  if (transfer.completedAt) {
    items.push({ label: t('Completed'), value: displayDateTime(transfer.completedAt) });
  }
  if (transfer.reference) items.push({ label: t('Reference'), value: transfer.reference });
  return items;
}

function Body({ transfer }: { transfer: AdminTransferDetail }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const items = useItems(transfer);
  // The status the admin chose, waiting for the confirmation: a change moves money and
  // tells the customer, so one slip of the finger must not make it.
  const [asked, setAsked] = useState<(typeof ACTIONS)[number] | null>(null);
  const setStatus = useMutation(
    trpc.adminOps.setTransferStatus.mutationOptions({
      onSettled: () => setAsked(null),
      onSuccess: async (updated) => {
        showToast({
          title: t('Status updated'),
          message: t('Transfer {{id}} is now {{status}}.', {
            id: updated.id,
            status: t(updated.status),
          }),
        });
        // The detail, the lists and every balance the change moved.
        await Promise.all([
          queryClient.invalidateQueries(trpc.adminOps.pathFilter()),
          queryClient.invalidateQueries(trpc.adminPeople.pathFilter()),
        ]);
      },
      onError: (error) =>
        showErrorToast({
          title: t('Status not changed'),
          message: errorMessage(error, t('Could not change the status')),
        }),
    }),
  );

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Details items={items} />
      </Paper>
      {/* A scheduled transfer runs on its day, a cancelled one never: no status is set by hand. */}
      {transfer.status === 'SCHEDULED' && (
        <Text size="sm" c="dimmed">
          {t(
            'A scheduled transfer runs on its day at close of business, or its customer cancels it: its status is not set by hand.',
          )}
        </Text>
      )}
      {transfer.status === 'CANCELLED' && (
        <Text size="sm" c="dimmed">
          {t(
            'Its customer cancelled this scheduled transfer before its day: it never moved money.',
          )}
        </Text>
      )}
      {transfer.status !== 'SCHEDULED' && transfer.status !== 'CANCELLED' && (
        <Group gap="sm">
          {ACTIONS.map((action) => (
            <Button
              key={action.status}
              color={action.color}
              variant={transfer.status === action.status ? 'filled' : 'light'}
              disabled={setStatus.isPending || transfer.status === action.status}
              loading={setStatus.isPending && setStatus.variables?.status === action.status}
              onClick={() => setAsked(action)}
            >
              {t(action.label)}
            </Button>
          ))}
        </Group>
      )}
      <ConfirmModal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        onConfirm={() => asked && setStatus.mutate({ id: transfer.id, status: asked.status })}
        title={asked ? t(asked.label) : ''}
        message={t(
          'Change transfer {{id}} from {{from}} to {{to}}? The ledger follows (money is settled or given back) and the customer is told.',
          { id: transfer.id, from: t(transfer.status), to: t(asked?.status ?? transfer.status) },
        )}
        confirmLabel={asked ? t(asked.label) : ''}
        color={asked?.color ?? 'blue'}
        loading={setStatus.isPending}
      />
      <Stack gap="sm" component="section" aria-labelledby="transfer-history">
        <Title order={2} fz="h4" id="transfer-history">
          {t('History')}
        </Title>
        <TransferHistory history={transfer.history} />
      </Stack>
    </Stack>
  );
}

/**
 * /admin/transfers/{id}, 'Transfer Details': the
 * transfer with its user, accounts, beneficiary, amounts, status and history, and the
 * 'Mark Pending' / 'Mark Completed' / 'Mark Failed' buttons, each asking for a
 * confirmation first; the ledger follows on the server, whose refusal (422) is shown as it is.
 */
export function TransferDetail({ transferId }: { transferId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const transfer = useQuery(trpc.adminOps.transfer.queryOptions({ id: transferId }));
  return (
    <>
      <Anchor component={Link} to="/admin/transfers" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t('Back to transfers')}
        </Group>
      </Anchor>
      <PageHeader title="Transfer Details" />
      {transfer.isPending ? (
        <LoadingText label="Loading transfer…" />
      ) : transfer.isError ? (
        <LoadError text="Failed to load transfer." error={transfer.error} />
      ) : (
        <Body transfer={transfer.data} />
      )}
    </>
  );
}
