import { Alert, Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSelect } from '@/features/deposits/components/AccountSelect';
import { DepositHistory } from '@/features/deposits/components/DepositHistory';
import { useCardDeposit } from '@/features/deposits/hooks/useCardDeposit';
import { CardDepositFormSchema, EMPTY_CARD_DEPOSIT } from '@/features/deposits/lib/cardDepositForm';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showToast } from '@/lib/toast';

/**
 * `/card-deposit`: fund one of the customer's accounts from an outside debit card. The
 * bank's card processor is simulated: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002
 * declined, 4000 0000 0000 9995 declined for insufficient funds.
 */
export function CardDepositPage() {
  const { t } = useTranslation();
  const { form, input } = useSchemaForm(CardDepositFormSchema, EMPTY_CARD_DEPOSIT);
  const deposit = useCardDeposit();
  const [declined, setDeclined] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setDeclined(null);
    deposit.mutate(
      {
        accountId: Number(values.accountId),
        amount: values.amount,
        cardNumber: values.cardNumber,
        expMonth: Number(values.expMonth),
        expYear: Number(values.expYear),
        cvc: values.cvc,
      },
      {
        onSuccess: (d) => {
          showToast({
            title: t('Success'),
            message: t('{{amount}} from card ••••{{last4}} was added to your account.', {
              amount: `$${d.amount}`,
              last4: d.last4,
            }),
          });
          form.reset();
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          if (Object.keys(fields).length) form.setErrors(fields);
          else setDeclined(errorMessage(error, t('Card deposit failed. Please try again.')));
        },
      },
    );
  });

  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {t('Card Deposit')}
      </Title>
      <Text c="dimmed">
        {t('Add money to your account from a debit card at another bank. It is available at once.')}
      </Text>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <AccountSelect
              value={String(form.values.accountId)}
              onChange={(v) => form.setFieldValue('accountId', v)}
              error={input('accountId').error}
            />
            <TextInput label={t('Amount')} inputMode="decimal" required {...input('amount')} />
            <TextInput
              label={t('Card number')}
              inputMode="numeric"
              autoComplete="cc-number"
              required
              {...input('cardNumber')}
            />
            {/* One under the other on a phone, side by side from sm up. */}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={t('Expiry month')}
                placeholder={t('MM')}
                inputMode="numeric"
                autoComplete="cc-exp-month"
                required
                {...input('expMonth')}
              />
              <TextInput
                label={t('Expiry year')}
                placeholder={t('YYYY')}
                inputMode="numeric"
                autoComplete="cc-exp-year"
                required
                {...input('expYear')}
              />
              <TextInput
                label={t('CVC')}
                inputMode="numeric"
                autoComplete="cc-csc"
                required
                {...input('cvc')}
              />
            </SimpleGrid>
            {declined && (
              <Alert color="red" title={t('Card declined')} role="alert">
                {declined}
              </Alert>
            )}
            <Button type="submit" loading={deposit.isPending}>
              {deposit.isPending ? t('Depositing...') : t('Deposit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Text fz="xs" c="dimmed">
        {t(
          'Demo bank: no real card is charged. Test cards: 4242 4242 4242 4242 is approved; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds.',
        )}
      </Text>
      <DepositHistory kind="CARD" />
    </Stack>
  );
}
