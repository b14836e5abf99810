import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { pinDigits } from './PinField';

/**
 * The Transaction PIN form of Account Settings > Security: New PIN and Confirm PIN, 4 to 6 digits.
 */
export function TransactionPinForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const status = useQuery({
    ...trpc.users.pinStatus.queryOptions({ id: user?.id ?? 0 }),
    enabled: Boolean(user),
  });
  // Refreshes the PIN status the PIN guard reads (lib/invalidations).
  const save = useMutation(trpc.users.setPin.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    if (pin.length < 4) {
      showErrorToast({ title: t('Invalid PIN'), message: t('PIN must be at least 4 digits') });
      return;
    }
    if (pin !== confirm) {
      showErrorToast({ title: t('Mismatch'), message: t('PINs do not match') });
      return;
    }
    save.mutate(
      { id: user.id, pin },
      {
        onSuccess: () => {
          showToast({ title: t('Saved'), message: t('PIN updated successfully') });
          setPin('');
          setConfirm('');
        },
        onError: (error) => {
          showErrorToast({
            title: t('Failed'),
            message: errorMessage(error, t('Could not update PIN')),
          });
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pin-title">
      <Title order={2} fz="h4" id="pin-title">
        {t('Transaction PIN')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('Local and wire transfers are confirmed with this PIN of 4 to 6 digits.')}{' '}
        {status.data &&
          (status.data.isSet ? t('Your PIN is set.') : t('You have not set a PIN yet.'))}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={360}>
          <PasswordInput
            label={t('New PIN')}
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            value={pin}
            onChange={(event) => setPin(pinDigits(event.currentTarget.value))}
          />
          <PasswordInput
            label={t('Confirm PIN')}
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            value={confirm}
            onChange={(event) => setConfirm(pinDigits(event.currentTarget.value))}
          />
          <Group>
            <Button type="submit" disabled={!user || save.isPending}>
              {save.isPending ? t('Saving...') : t('Update PIN')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
