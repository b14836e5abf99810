import { Alert, Button, FileInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { CheckDepositFieldsSchema } from '@shared/dto';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSelect } from '@/features/deposits/components/AccountSelect';
import { DepositHistory } from '@/features/deposits/components/DepositHistory';
import { submitCheckDeposit, toCheckFormData } from '@/features/deposits/lib/checkDeposit';
import { useSchemaForm } from '@/lib/form';
import { newIdempotencyKey } from '@/lib/idempotency';
import { showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const FIVE_MB = 5 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png';

/**
 * `/check-deposit`: deposit a check from photos of its front and back. The amount is posted
 * at once and becomes available when the bank's hold ends.
 */
export function CheckDepositPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { form, input } = useSchemaForm(CheckDepositFieldsSchema, { accountId: '', amount: '' });
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [fileErrors, setFileErrors] = useState<{ front?: string; back?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per filled-in form, so a retry after a lost answer never deposits twice.
  const [key, setKey] = useState(newIdempotencyKey);

  const pick = (side: 'front' | 'back', set: (f: File | null) => void) => (file: File | null) => {
    set(file);
    setKey(newIdempotencyKey());
    setFileErrors((e) => ({
      ...e,
      [side]: file && file.size > FIVE_MB ? t('The image is larger than 5 MB') : undefined,
    }));
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const missing = {
      front: front ? fileErrors.front : t('Add a photo of the front of the check'),
      back: back ? fileErrors.back : t('Add a photo of the back of the check'),
    };
    setFileErrors(missing);
    if (!front || !back || missing.front || missing.back) return;
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
      const { front: f, back: b, ...fields } = result.errors;
      form.setErrors(fields);
      setFileErrors({ front: f, back: b });
      setFailure(result.message);
      return;
    }
    showToast({
      title: t('Success'),
      message: result.holdReleaseAt
        ? t('Check deposited. The funds are available from {{time}}.', {
            time: new Date(result.holdReleaseAt).toLocaleString('en-US'),
          })
        : t('Check deposited.'),
    });
    form.reset();
    setFront(null);
    setBack(null);
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
              value={front}
              onChange={pick('front', setFront)}
              error={fileErrors.front}
              clearable
              required
            />
            <FileInput
              label={t('Back of the check')}
              accept={ACCEPT}
              value={back}
              onChange={pick('back', setBack)}
              error={fileErrors.back}
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
