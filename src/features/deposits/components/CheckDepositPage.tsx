import { Alert, Button, FileInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSelect } from '@/features/deposits/components/AccountSelect';
import { DepositHistory } from '@/features/deposits/components/DepositHistory';
import { submitCheckDeposit, toCheckFormData } from '@/features/deposits/lib/checkDeposit';
import {
  CheckDepositFormSchema,
  type CheckSide,
  EMPTY_CHECK_DEPOSIT,
  TOO_LARGE,
  tooLarge,
} from '@/features/deposits/lib/checkDepositForm';
import { formatDateTime } from '@/i18n/format';
import { useSchemaForm } from '@/lib/form';
import { newIdempotencyKey } from '@/lib/idempotency';
import { showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const ACCEPT = 'image/jpeg,image/png';

/**
 * `/check-deposit`: deposit a check from photos of its front and back. The amount is posted
 * at once and becomes available when the bank's hold ends.
 */
export function CheckDepositPage() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { form, input } = useSchemaForm(CheckDepositFormSchema, EMPTY_CHECK_DEPOSIT);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per filled-in form, so a retry after a lost answer never deposits twice.
  const [key, setKey] = useState(newIdempotencyKey);

  // A picked image above 5 MB is named at once; removing one clears its error.
  const pick = (side: CheckSide) => (file: File | null) => {
    form.setFieldValue(side, file);
    setKey(newIdempotencyKey());
    if (tooLarge(file)) form.setFieldError(side, TOO_LARGE);
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const { front, back } = values;
    if (!front || !back) return;
    setBusy(true);
    const result = await submitCheckDeposit(
      toCheckFormData(
        { accountId: String(values.accountId), amount: String(values.amount) },
        front,
        back,
      ),
      key,
    );
    setBusy(false);
    if (!result.ok) {
      form.setErrors(result.errors);
      setFailure(result.message);
      return;
    }
    showToast({
      title: t('Success'),
      message: result.holdReleaseAt
        ? t('Check deposited. The funds are available from {{time}}.', {
            time: formatDateTime(result.holdReleaseAt, i18n.language),
          })
        : t('Check deposited.'),
    });
    form.reset();
    setKey(newIdempotencyKey());
    for (const filter of [
      trpc.deposits.pathFilter(),
      trpc.accounts.pathFilter(),
      trpc.notifications.pathFilter(),
    ]) {
      void queryClient.invalidateQueries(filter);
    }
  });

  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {t('Check Deposit')}
      </Title>
      <Text c="dimmed">
        {t(
          'Photograph both sides of the check (JPEG or PNG, 5 MB each at most). The amount shows in your balance at once and becomes available when the hold ends.',
        )}
      </Text>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <AccountSelect
              value={String(form.values.accountId)}
              onChange={(v) => {
                form.setFieldValue('accountId', v);
                setKey(newIdempotencyKey());
              }}
              error={input('accountId').error}
            />
            <TextInput label={t('Amount')} inputMode="decimal" required {...input('amount')} />
            <FileInput
              label={t('Front of the check')}
              accept={ACCEPT}
              name="front"
              {...input('front')}
              onChange={pick('front')}
              clearable
              required
            />
            <FileInput
              label={t('Back of the check')}
              accept={ACCEPT}
              name="back"
              {...input('back')}
              onChange={pick('back')}
              clearable
              required
            />
            {failure && (
              <Alert color="red" title={t('Error')} role="alert">
                {failure}
              </Alert>
            )}
            <Button type="submit" loading={busy}>
              {busy ? t('Depositing...') : t('Deposit check')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <DepositHistory kind="CHECK" />
    </Stack>
  );
}
