import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { OpenAccountInputSchema } from '@shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmModal } from '@/components/ConfirmModal';
import { useStepUpOptions } from '@/features/admin/components/stepup/StepUpProvider';
import { accountTypeLabel } from '@/i18n/format';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * The open-account form's rules, the API's own; an empty opening deposit means 0.00, as it
 * always did here.
 */
const OpenAccountFormSchema = OpenAccountInputSchema.extend({
  openingDeposit: z.string().superRefine((text, ctx) => {
    const checked = OpenAccountInputSchema.shape.openingDeposit.safeParse(text.trim() || '0.00');
    for (const issue of checked.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message });
    }
  }),
});

/** A toast for a failed action, titled `title`, with the server's message. */
function useFailureToast() {
  const { t } = useTranslation();
  return (title: string) => (error: unknown) =>
    showErrorToast({
      title,
      message: errorMessage(error, t('Something went wrong. Please try again.')),
    });
}

/**
 * What an admin does for a customer on /admin/users/{id}: open an account (with an opening
 * deposit), reset the password (the new one is shown once), clear the transaction PIN, and
 * unlock a sign-in throttled after failed attempts. Each is audit-logged by the server.
 */
export function CustomerActions({ userId, username }: { userId: number; username: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [newPassword, setNewPassword] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [confirmClearPin, setConfirmClearPin] = useState(false);
  const fail = useFailureToast();

  const reset = useMutation(
    trpc.adminProvisioning.resetPassword.mutationOptions({
      onSuccess: ({ password }) => {
        setConfirmReset(false);
        setNewPassword(password);
      },
      onError: fail(t('Password reset failed')),
    }),
  );
  const clearPin = useMutation(
    trpc.adminProvisioning.clearPin.mutationOptions({
      onSuccess: ({ hadPin }) => {
        setConfirmClearPin(false);
        showToast({
          title: t('PIN cleared'),
          message: hadPin
            ? t('The customer sets a new PIN next time.')
            : t('The customer had no PIN.'),
        });
      },
      onError: (error) => {
        setConfirmClearPin(false);
        fail(t('Could not clear the PIN'))(error);
      },
    }),
  );
  const unlock = useMutation(
    trpc.adminProvisioning.unlockSignIn.mutationOptions({
      onSuccess: ({ cleared }) =>
        showToast({
          title: t('Sign-in unlocked'),
          message: t('{{count}} failed sign-ins forgotten.', { count: cleared }),
        }),
      onError: fail(t('Could not unlock the sign-in')),
    }),
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="admin-user-actions">
      <Title order={2} fz="h4" id="admin-user-actions" mb="sm">
        {t('Customer actions')}
      </Title>
      <Stack gap="md">
        <Group gap="sm">
          <Button variant="light" onClick={() => setConfirmReset(true)}>
            {t('Reset password')}
          </Button>
          <Button variant="light" onClick={() => setConfirmClearPin(true)}>
            {t('Clear PIN')}
          </Button>
          <Button
            variant="light"
            loading={unlock.isPending}
            onClick={() => unlock.mutate({ id: userId })}
          >
            {t('Unlock sign-in')}
          </Button>
        </Group>
        {newPassword && (
          <Alert
            color="green"
            title={t('New password for {{username}}', { username })}
            withCloseButton
            onClose={() => setNewPassword(null)}
          >
            <Code data-testid="reset-password">{newPassword}</Code>
            <Text size="sm" mt="xs">
              {t('It is shown only this once. The customer must change it at first sign-in.')}
            </Text>
          </Alert>
        )}
        <OpenAccountForm userId={userId} />
      </Stack>
      <ConfirmModal
        opened={confirmReset}
        onClose={() => setConfirmReset(false)}
        onConfirm={() => reset.mutate({ id: userId })}
        title={t('Reset password')}
        message={t('Reset the password of {{username}}? Their sessions end at once.', { username })}
        confirmLabel={t('Reset password')}
        loading={reset.isPending}
      />
      <ConfirmModal
        opened={confirmClearPin}
        onClose={() => setConfirmClearPin(false)}
        onConfirm={() => clearPin.mutate({ id: userId })}
        title={t('Clear PIN')}
        message={t(
          'Clear the transaction PIN of {{username}}? They cannot send local or wire transfers until they set a new one.',
          { username },
        )}
        confirmLabel={t('Clear PIN')}
        loading={clearPin.isPending}
      />
    </Paper>
  );
}

/**
 * Opens an account for customer `userId`: a type (SAVINGS unless changed) and an opening
 * deposit (decimal dollars, 0.00 to 1000000.00, empty meaning 0.00), checked by the API's
 * rules before anything is sent. After it opened, the deposit goes back to 0.00 and the
 * customer's screen refreshes; a refusal is a toast, on its field too when the server names one.
 */
function OpenAccountForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fail = useFailureToast();
  const { form, input } = useSchemaForm(OpenAccountFormSchema, {
    accountType: 'SAVINGS' as 'CHECKING' | 'SAVINGS',
    openingDeposit: '0.00',
  });
  const open = useMutation(useStepUpOptions(trpc.adminProvisioning.openAccount.mutationOptions()));

  const submit = form.onSubmit((values) =>
    open.mutate(
      {
        id: userId,
        accountType: values.accountType,
        openingDeposit: values.openingDeposit.trim() || '0.00',
      },
      {
        onSuccess: async (account) => {
          showToast({
            title: t('Account opened'),
            message: `${accountTypeLabel(account.accountType, t)} ${account.accountNumber}`,
          });
          form.setFieldValue('openingDeposit', '0.00');
          await queryClient.invalidateQueries(trpc.adminPeople.pathFilter());
        },
        onError: (error) => {
          const { accountType, openingDeposit } = fieldErrors(error);
          if (accountType || openingDeposit) form.setErrors({ accountType, openingDeposit });
          fail(t('Could not open the account'))(error);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('Account type')}
          data={['CHECKING', 'SAVINGS'].map((value) => ({
            value,
            label: accountTypeLabel(value, t),
          }))}
          {...input('accountType')}
          onChange={(v) =>
            form.setFieldValue('accountType', v === 'CHECKING' ? 'CHECKING' : 'SAVINGS')
          }
          allowDeselect={false}
          w={160}
        />
        <TextInput label={t('Opening deposit')} {...input('openingDeposit')} w={160} />
        <Button type="submit" loading={open.isPending}>
          {t('Open account')}
        </Button>
      </Group>
    </form>
  );
}
