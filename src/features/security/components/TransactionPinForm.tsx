import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useTranslation } from 'react-i18next';
import { EMPTY_PIN_FORM, pinFormSchema } from '@/features/security/lib/pinForm';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { pinDigits } from './PinField';

/** True when the server refused the proof (403): a wrong current PIN or password. */
function isWrongProof(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  return (error.data as { httpStatus?: number } | undefined)?.httpStatus === 403;
}

/**
 * The Transaction PIN form of Account Settings > Security: the current PIN (or, before the
 * first PIN, the account password), New PIN and Confirm PIN, 4 to 6 digits. Each field shows
 * its own error, the server's included. `onSaved` runs after a PIN is saved (the settings
 * page then returns to the transfer form that asked for it).
 */
export function TransactionPinForm({ onSaved }: { onSaved?: () => void } = {}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const status = useQuery({
    ...trpc.users.pinStatus.queryOptions({ id: user?.id ?? 0 }),
    enabled: Boolean(user),
  });
  const isSet = status.data?.isSet ?? false;
  // Refreshes the PIN status the PIN guard reads (lib/invalidations).
  const save = useMutation(trpc.users.setPin.mutationOptions());
  const { form, input } = useSchemaForm(pinFormSchema(isSet), EMPTY_PIN_FORM);
  // PIN inputs keep digits only.
  const digits = (name: 'proof' | 'pin' | 'confirm') => ({
    ...input(name),
    onChange: (event: { currentTarget: { value: string } }) =>
      form.setFieldValue(name, pinDigits(event.currentTarget.value)),
  });

  const submit = form.onSubmit(({ proof, pin }) => {
    if (!user || !status.data) return;
    save.mutate(
      isSet
        ? { id: user.id, pin, currentPin: proof }
        : { id: user.id, pin, currentPassword: proof },
      {
        onSuccess: () => {
          showToast({ title: t('Saved'), message: t('PIN updated successfully') });
          form.reset();
          onSaved?.();
        },
        onError: (error) => {
          const byField = fieldErrors(error);
          const proofError = byField.currentPin ?? byField.currentPassword;
          if (isWrongProof(error) || proofError || byField.pin) {
            form.setErrors({
              proof: proofError ?? (isWrongProof(error) ? errorMessage(error, '') : undefined),
              pin: byField.pin,
            });
            return;
          }
          showErrorToast({
            title: t('Failed'),
            message: errorMessage(error, t('Could not update PIN')),
          });
        },
      },
    );
  });

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
          {isSet ? (
            <PasswordInput
              label={t('Current PIN')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              {...digits('proof')}
            />
          ) : (
            <PasswordInput
              label={t('Account password')}
              description={t('Your sign-in password confirms your first PIN')}
              autoComplete="current-password"
              {...input('proof')}
            />
          )}
          <PasswordInput
            label={t('New PIN')}
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            {...digits('pin')}
          />
          <PasswordInput
            label={t('Confirm PIN')}
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            {...digits('confirm')}
          />
          <Group>
            <Button type="submit" disabled={!user || !status.data || save.isPending}>
              {save.isPending ? t('Saving...') : t('Update PIN')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
