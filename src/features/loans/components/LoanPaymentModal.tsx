import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type Loan, loanTypeLabel } from '@/features/loans/lib/loanTypes';
import { AccountSelect } from '@/features/transfers/components/AccountSelect';
import { usePayingAccount } from '@/features/transfers/lib/accounts';
import { AmountTextSchema, checkedAmount } from '@/features/transfers/lib/amountField';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
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

/**
 * The payment's rules: an account to pay from (`hasAccount`: the pick or the default one) and
 * an amount more than 0 with at most 2 decimals.
 */
function loanPaymentSchema(hasAccount: boolean) {
  return z.object({ amount: AmountTextSchema }).superRefine((_values, ctx) => {
    if (!hasAccount) {
      ctx.addIssue({ code: 'custom', path: ['fromAccountId'], message: 'Select an account' });
    }
  });
}

function LoanPaymentForm({ loan, onDone }: { loan: Loan; onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { options, accountId, setPicked } = usePayingAccount();
  const pay = useMutation(trpc.loans.pay.mutationOptions());
  const { form, input } = useSchemaForm(loanPaymentSchema(accountId !== null), {
    amount: loan.monthlyPayment,
  });

  const submit = form.onSubmit((values) => {
    if (!accountId) return;
    const amount = checkedAmount(values.amount);
    pay.mutate(
      { id: loan.id, fromAccountId: Number(accountId), amount },
      {
        onSuccess: () => {
          showToast({
            title: t('Success'),
            message: t('Loan payment of {{amount}} made', { amount: displayUsd(amount) }),
          });
          onDone();
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to make payment')),
          });
        },
      },
    );
  });
  const accountError = form.errors.fromAccountId;

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
          onChange={(value) => {
            setPicked(value);
            form.clearFieldError('fromAccountId');
          }}
          error={typeof accountError === 'string' ? t(accountError) : undefined}
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
          value={form.values.amount}
          onValueChange={(values) => form.setFieldValue('amount', values.value)}
          error={input('amount').error}
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
