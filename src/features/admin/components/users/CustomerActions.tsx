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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/features/admin/components/ui/ConfirmModal';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * What an admin does for a customer on /admin/users/{id}: open an account (with an opening
 * deposit), reset the password (the new one is shown once), clear the transaction PIN, and
 * unlock a sign-in throttled after failed attempts. Each is audit-logged by the server.
 */
export function CustomerActions({ userId, username }: { userId: number; username: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [newPassword, setNewPassword] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [accountType, setAccountType] = useState<'CHECKING' | 'SAVINGS'>('SAVINGS');
  const [deposit, setDeposit] = useState('0.00');
  const fail = (title: string) => (error: unknown) =>
    showErrorToast({
      title,
      message: errorMessage(error, t('Something went wrong. Please try again.')),
    });
  const refresh = () => queryClient.invalidateQueries(trpc.adminPeople.pathFilter());

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
      onSuccess: ({ hadPin }) =>
        showToast({
          title: t('PIN cleared'),
          message: hadPin
            ? t('The customer sets a new PIN next time.')
            : t('The customer had no PIN.'),
        }),
      onError: fail(t('Could not clear the PIN')),
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
  const open = useMutation(
    trpc.adminProvisioning.openAccount.mutationOptions({
      onSuccess: async (account) => {
        showToast({
          title: t('Account opened'),
          message: `${account.accountType} ${account.accountNumber}`,
        });
        setDeposit('0.00');
        await refresh();
      },
      onError: fail(t('Could not open the account')),
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
          <Button
            variant="light"
            loading={clearPin.isPending}
            onClick={() => clearPin.mutate({ id: userId })}
          >
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
        <form
          onSubmit={(event) => {
            event.preventDefault();
            open.mutate({ id: userId, accountType, openingDeposit: deposit || '0.00' });
          }}
        >
          <Group gap="sm" align="flex-end">
            <Select
              label={t('Account type')}
              data={['CHECKING', 'SAVINGS']}
              value={accountType}
              onChange={(v) => setAccountType(v === 'CHECKING' ? 'CHECKING' : 'SAVINGS')}
              allowDeselect={false}
              w={160}
            />
            <TextInput
              label={t('Opening deposit')}
              value={deposit}
              onChange={(e) => setDeposit(e.currentTarget.value)}
              w={160}
            />
            <Button type="submit" loading={open.isPending}>
              {t('Open account')}
            </Button>
          </Group>
        </form>
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
    </Paper>
  );
}
