import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Loan, loanTypeLabel } from '@/features/loans/lib/loanTypes';
import { AccountSelect } from '@/features/transfers/components/AccountSelect';
import { usePayingAccount } from '@/features/transfers/lib/accounts';
import { amountToDecimal } from '@/features/transfers/lib/amount';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

interface LoanPaymentModalProps {
  loan: Loan | null;
  onClose: () => void;
}

/**
 * Make Payment (5): from which account and
 * how much (the monthly payment by default), posted through `loans.pay`.
 */
export function LoanPaymentModal({ loan, onClose }: LoanPaymentModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={loan !== null} onClose={onClose} title={t('Make Payment')} centered>
      {loan && <LoanPaymentForm loan={loan} onDone={onClose} />}
    </Modal>
  );
}

function LoanPaymentForm({ loan, onDone }: { loan: Loan; onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { options, accountId, setPicked } = usePayingAccount();
  const [amountText, setAmountText] = useState(loan.monthlyPayment);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pay = useMutation(trpc.loans.pay.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = amountToDecimal(amountText);
    const next: Record<string, string> = {};
    if (!accountId) next.fromAccountId = t('Select an account');
    if (!amount.ok) next.amount = t(amount.error);
    setErrors(next);
    if (!accountId || !amount.ok) return;
    pay.mutate(
      { id: loan.id, fromAccountId: Number(accountId), amount: amount.amount },
      {
        onSuccess: () => {
          showToast({
            title: t('Success'),
            message: t('Loan payment of {{amount}} made', { amount: displayUsd(amount.amount) }),
          });
          onDone();
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to make payment')),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('{{loan}}: current balance {{balance}}', {
            loan: t(loanTypeLabel(loan.loanType)),
            balance: displayUsd(loan.currentBalance),
          })}
        </Text>
        <AccountSelect
          label={t('From Account')}
          placeholder={t('Select account')}
          options={options}
          value={accountId}
          onChange={setPicked}
          error={errors.fromAccountId}
        />
        <NumberInput
          label={t('Amount')}
          description={t('Monthly payment: {{amount}}', {
            amount: displayUsd(loan.monthlyPayment),
          })}
          prefix="$"
          step={0.01}
          min={0}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          value={amountText}
          onValueChange={(values) => setAmountText(values.value)}
          error={errors.amount}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={pay.isPending}>
            {t('Pay')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
