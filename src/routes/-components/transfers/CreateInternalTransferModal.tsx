import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayUsd } from '../../../../src-server/shared/money';
import { errorMessage } from '../../../lib/errors';
import { showErrorToast, showToast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { AccountSelect } from './AccountSelect';
import { amountToWire } from './amount';

interface CreateInternalTransferModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The 'Create Internal Transfer' dialog (customer-area.md §2 Internal Transfers, §5, §8):
 * moves money between two of the signed-in user's accounts.
 */
export function CreateInternalTransferModal({ opened, onClose }: CreateInternalTransferModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('Create Internal Transfer')} centered>
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {opened && <TransferForm onDone={onClose} />}
    </Modal>
  );
}

function TransferForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: accounts = [] } = useQuery(trpc.accounts.mine.queryOptions());
  const [fromId, setFromId] = useState<string | null>(() =>
    accounts[0] ? String(accounts[0].id) : null,
  );
  const [toId, setToId] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ from?: string; amount?: string }>({});
  // Transfers refresh the transfer lists and every account query (lib/trpc INVALIDATES).
  const create = useMutation(trpc.transfers.create.mutationOptions());

  const options = accounts.map((account) => ({
    value: String(account.id),
    label: `${account.accountType.toUpperCase()} - ${displayUsd(account.balance)}`,
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fromId) {
      setErrors({ from: t('Select source account') });
      return;
    }
    if (!toId) {
      showErrorToast({ message: t('Select destination account') });
      return;
    }
    const amount = amountToWire(amountText);
    if (!amount.ok) {
      setErrors({ amount: t(amount.error) });
      return;
    }
    setErrors({});
    create.mutate(
      {
        fromAccountId: Number(fromId),
        toAccountId: Number(toId),
        amount: amount.amount,
        transferType: 'INTERNAL',
        description: description.trim() || undefined,
      },
      {
        onSuccess: () => {
          showToast({ title: t('Success'), message: t('Internal transfer initiated') });
          onDone();
        },
        onError: (error) => {
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to create transfer')),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AccountSelect
          label={t('From Account')}
          placeholder={t('Select account')}
          options={options}
          value={fromId}
          onChange={(value) => {
            setFromId(value);
            if (value === toId) setToId(null);
          }}
          error={errors.from}
        />
        <AccountSelect
          label={t('To Account')}
          placeholder={t('Select account')}
          options={options.filter((option) => option.value !== fromId)}
          value={toId}
          onChange={setToId}
        />
        <NumberInput
          label={t('Amount')}
          placeholder="0.00"
          prefix="$"
          step={0.01}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          value={amountText}
          // The unformatted text as typed ('1234.5'); it becomes cents in amountToWire.
          onValueChange={(values) => setAmountText(values.value)}
          error={errors.amount}
        />
        <TextInput
          label={t('Description')}
          placeholder={t('Optional')}
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('Creating...') : t('Create Transfer')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
