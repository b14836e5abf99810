import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Bill } from '@/features/bills/lib/bills';
import { AccountSelect } from '@/features/transfers/components/AccountSelect';
import { usePayingAccount } from '@/features/transfers/lib/accounts';
import { errorMessage } from '@/lib/errors';
import { displayDate } from '@/lib/format';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

interface PayBillModalProps {
  bill: Bill | null;
  onClose: () => void;
}

/**
 * Pay Now's confirmation: which
 * account pays (the first checking account by default), then `bills.pay`.
 */
export function PayBillModal({ bill, onClose }: PayBillModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={bill !== null} onClose={onClose} title={t('Pay Bill')} centered>
      {bill && <PayBillForm bill={bill} onDone={onClose} />}
    </Modal>
  );
}

function PayBillForm({ bill, onDone }: { bill: Bill; onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { options, accountId, setPicked } = usePayingAccount();
  const pay = useMutation(trpc.bills.pay.mutationOptions());

  const confirm = () => {
    if (!accountId) return;
    pay.mutate(
      { id: bill.id, status: 'PAID', fromAccountId: Number(accountId) },
      {
        onSuccess: () => {
          showToast({ title: t('Success'), message: t('Bill paid successfully') });
          onDone();
        },
        onError: (error) =>
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to pay bill')),
          }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text c="dimmed">{t('Biller')}</Text>
          <Text fw={600} ta="right">
            {bill.billerName}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text c="dimmed">{t('Due date')}</Text>
          <Text fw={600}>{displayDate(bill.dueDate)}</Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text c="dimmed">{t('Amount')}</Text>
          <Text fw={700}>{displayUsd(bill.amount)}</Text>
        </Group>
      </Stack>
      <AccountSelect
        label={t('Pay From')}
        placeholder={t('Select account')}
        options={options}
        value={accountId}
        onChange={setPicked}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('Cancel')}
        </Button>
        <Button onClick={confirm} loading={pay.isPending} disabled={!accountId}>
          {t('Confirm Payment')}
        </Button>
      </Group>
    </Stack>
  );
}
