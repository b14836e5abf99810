import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { IconDeviceFloppy, IconLock, IconScale } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStepUpOptions } from '@/features/admin/components/stepup/StepUpProvider';
import { CustomerById } from '@/features/admin/components/ui/CustomerLink';
import { usePressGuard } from '@/features/admin/hooks/ui/usePressGuard';
import type { AdminAccount } from '@/features/admin/lib/types';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { AdjustBalanceModal } from './AdjustBalanceModal';

type Field = 'accountType' | 'accountNumber';
type Draft = Record<Field, string>;

const saved = (account: AdminAccount): Draft => ({
  accountType: account.accountType,
  accountNumber: account.accountNumber,
});

interface AccountRowProps {
  account: AdminAccount;
  onClose: (account: AdminAccount) => void;
}

/**
 * One row of 'Manage Accounts' (/admin/accounts): type and number save on blur or with Save;
 * the balance is no input: 'Adjust balance' asks for the new balance and a reason and shows
 * old → new before the server posts an adjustment for the difference. Close asks the page
 * to confirm, with a reason.
 */
export function AccountRow({ account, onClose }: AccountRowProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => saved(account));
  const [adjusting, setAdjusting] = useState(false);
  const saveGuard = usePressGuard();

  // Saved values from the server (after a save or a refresh) replace the drafts, during the
  // render that receives them.
  const current = saved(account);
  const [shown, setShown] = useState(current);
  if (shown.accountType !== current.accountType || shown.accountNumber !== current.accountNumber) {
    setShown(current);
    setDraft(current);
  }

  const update = useMutation(
    useStepUpOptions(
      trpc.adminPeople.updateAccount.mutationOptions({
        onSuccess: async (updated) => {
          setAdjusting(false);
          if (updated.pendingApproval) {
            setDraft(saved(account));
            showToast({
              title: t('Sent for approval'),
              message: t(
                'The balance change is above the approval limit: a second admin has to approve it under Approvals.',
              ),
            });
            await queryClient.invalidateQueries(trpc.adminApprovals.pathFilter());
          } else showToast({ title: t('Saved'), message: t('Account updated') });
          await queryClient.invalidateQueries(trpc.adminPeople.pathFilter());
        },
        onError: (error) => {
          setAdjusting(false);
          setDraft(saved(account));
          showErrorToast({
            title: t('Not saved'),
            message: errorMessage(error, t('Could not update the account')),
          });
        },
      }),
    ),
  );

  /** The changed fields among `fields`. */
  const changes = (fields: Field[]): Partial<Draft> => {
    const patch: Partial<Draft> = {};
    for (const field of fields) {
      const value = draft[field].trim();
      if (value && value !== account[field]) patch[field] = value;
    }
    return patch;
  };

  const commit = (fields: Field[]) => {
    const patch = changes(fields);
    if (Object.keys(patch).length === 0 || update.isPending) return;
    update.mutate({ id: account.id, ...patch });
  };

  const onBlur = (field: Field) => () => {
    if (saveGuard.isPressing()) return; // Save's click commits everything.
    if (!draft[field].trim()) {
      setDraft((d) => ({ ...d, [field]: account[field] }));
      return;
    }
    commit([field]);
  };

  const input = (field: Field, label: string, width: number) => (
    <TextInput
      aria-label={t(label, { id: account.id })}
      value={draft[field]}
      size="xs"
      w={width}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setDraft((d) => ({ ...d, [field]: value }));
      }}
      onBlur={onBlur(field)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') setDraft((d) => ({ ...d, [field]: account[field] }));
      }}
    />
  );

  return (
    <Table.Tr>
      <Table.Td>{account.id}</Table.Td>
      <Table.Td>
        <CustomerById id={account.userId} />
      </Table.Td>
      <Table.Td>{input('accountType', 'Type of account {{id}}', 130)}</Table.Td>
      <Table.Td>{input('accountNumber', 'Number of account {{id}}', 200)}</Table.Td>
      <Table.Td>
        <Text size="sm" ta="right" aria-label={t('Balance of account {{id}}', { id: account.id })}>
          {displayUsd(account.balance)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ta="right">
          {displayUsd(account.availableBalance)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Button
            onPointerDown={saveGuard.onPointerDown}
            size="compact-sm"
            variant="light"
            leftSection={<IconDeviceFloppy size={14} aria-hidden="true" />}
            aria-label={t('Save account {{id}}', { id: account.id })}
            loading={update.isPending}
            onClick={() => commit(['accountType', 'accountNumber'])}
          >
            {t('Save', { context: 'action' })}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconScale size={14} aria-hidden="true" />}
            aria-label={t('Adjust balance of account {{id}}', { id: account.id })}
            onClick={() => setAdjusting(true)}
          >
            {t('Adjust balance')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconLock size={14} aria-hidden="true" />}
            aria-label={t('Delete account {{id}}', { id: account.id })}
            onClick={() => onClose(account)}
          >
            {t('Delete')}
          </Button>
        </Group>
        <AdjustBalanceModal
          opened={adjusting}
          balance={account.balance}
          accountNumber={account.accountNumber}
          loading={update.isPending}
          onConfirm={(balance, reason) => update.mutate({ id: account.id, balance, reason })}
          onClose={() => setAdjusting(false)}
        />
      </Table.Td>
    </Table.Tr>
  );
}
