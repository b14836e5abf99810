import { Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** The first code of a new method: six digits (the field keeps digits only). */
const TwoFactorCodeFormSchema = z.object({
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

/** What the chosen method waits for: an authenticator's secret, or where a code was sent. */
export interface WaitingMethod {
  totp: { secret: string; qrCode: string } | null;
  sentTo: string | null;
}

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP', easier to read and type. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The 'Verification code' step of turning two-factor sign-in on (Settings → Security): for an
 * authenticator app the QR code and its key, else where the 6-digit code went; the code is
 * checked (six digits) before it goes to the server. A right one turns the method on and hands
 * the 10 recovery codes to `onConfirmed`; a wrong, expired or used one empties the field and
 * shows the server's message on it. 'Cancel' calls `onCancel` (the previous method stays).
 * Props: the customer's id, what the chosen method waits for, and the two handlers.
 */
export function TwoFactorCodeForm({
  id,
  waiting,
  onConfirmed,
  onCancel,
}: {
  id: number;
  waiting: WaitingMethod;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { form, input } = useSchemaForm(TwoFactorCodeFormSchema, { code: '' });
  const confirm = useMutation(
    trpc.twoFactor.confirm.mutationOptions({
      onSuccess: (answer) => {
        onConfirmed(answer.recoveryCodes);
        showToast({ title: t('Saved'), message: t('Two-factor sign-in is on') });
      },
      onError: (err) => {
        form.setValues({ code: '' });
        form.setErrors({ code: errorMessage(err, 'Incorrect, expired or already used code') });
      },
    }),
  );

  return (
    <form onSubmit={form.onSubmit(({ code }) => confirm.mutate({ id, code }))} noValidate>
      <Stack gap="sm">
        {waiting.totp ? (
          <>
            <Text size="sm">
              {t('Scan this QR code with your authenticator app, then enter the code it shows.')}
            </Text>
            <Image
              src={waiting.totp.qrCode}
              alt={t('QR code to scan with your authenticator app')}
              w={200}
              h={200}
              fit="contain"
            />
            <Text size="sm">
              {t('Cannot scan it? Enter this key in the app instead:')}{' '}
              <Code data-testid="totp-secret">{grouped(waiting.totp.secret)}</Code>
            </Text>
          </>
        ) : (
          <Text size="sm">
            {t('We sent a 6-digit code to {{to}}. It expires in 5 minutes.', {
              to: waiting.sentTo ?? '',
            })}
          </Text>
        )}
        <TextInput
          label={t('Verification code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          withAsterisk
          {...input('code')}
          onChange={(e) =>
            form.setFieldValue('code', e.currentTarget.value.replace(/\D/g, '').slice(0, 6))
          }
          maw={280}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('Turn on')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
