import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { pinDigits } from './PinField';

type Field = 'proof' | 'pin' | 'confirm';

/** The form's own checks, before anything is sent (a wrong proof counts towards the throttle). */
function checkPinForm(
  values: { proof: string; pin: string; confirm: string },
  isSet: boolean,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.proof) {
    errors.proof = isSet ? 'Enter your current PIN' : 'Enter your account password';
  } else if (isSet && !/^\d{4,6}$/.test(values.proof)) {
    errors.proof = 'PIN must be 4 to 6 digits';
  }
  if (values.pin.length < 4) errors.pin = 'PIN must be at least 4 digits';
  else if (values.pin !== values.confirm) errors.confirm = 'PINs do not match';
  return errors;
}

/** True when the server refused the proof (403): a wrong current PIN or password. */
function isWrongProof(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  return (error.data as { httpStatus?: number } | undefined)?.httpStatus === 403;
}

/**
 * The Transaction PIN form of Account Settings > Security: the current PIN (or, before the
 * first PIN, the account password), New PIN and Confirm PIN, 4 to 6 digits. Each field shows
 * its own error, the server's included.
 */
export function TransactionPinForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const [proof, setProof] = useState('');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const status = useQuery({
    ...trpc.users.pinStatus.queryOptions({ id: user?.id ?? 0 }),
    enabled: Boolean(user),
  });
  const isSet = status.data?.isSet ?? false;
  // Refreshes the PIN status the PIN guard reads (lib/invalidations).
  const save = useMutation(trpc.users.setPin.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user || !status.data) return;
    const found = checkPinForm({ proof, pin, confirm }, isSet);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      isSet
        ? { id: user.id, pin, currentPin: proof }
        : { id: user.id, pin, currentPassword: proof },
      {
        onSuccess: () => {
          showToast({ title: t('Saved'), message: t('PIN updated successfully') });
          setProof('');
          setPin('');
          setConfirm('');
        },
        onError: (error) => {
          const byField = fieldErrors(error);
          const proofError = byField.currentPin ?? byField.currentPassword;
          if (isWrongProof(error) || proofError || byField.pin) {
            setErrors({
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
  };

  const shown = (key: Field) => (errors[key] ? t(errors[key]) : undefined);

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
              value={proof}
              onChange={(event) => setProof(pinDigits(event.currentTarget.value))}
              error={shown('proof')}
            />
          ) : (
            <PasswordInput
              label={t('Account password')}
              description={t('Your sign-in password confirms your first PIN')}
              autoComplete="current-password"
              value={proof}
              onChange={(event) => setProof(event.currentTarget.value)}
              error={shown('proof')}
            />
          )}
          <PasswordInput
            label={t('New PIN')}
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            value={pin}
            onChange={(event) => setPin(pinDigits(event.currentTarget.value))}
            error={shown('pin')}
          />
          <PasswordInput
            label={t('Confirm PIN')}
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            value={confirm}
            onChange={(event) => setConfirm(pinDigits(event.currentTarget.value))}
            error={shown('confirm')}
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
