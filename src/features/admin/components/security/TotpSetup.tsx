import { Button, Code, CopyButton, Group, Image, List, Stack, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { CodeInput, useCodeForm } from './CodeInput';

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP', easier to read and type. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Enrolling an authenticator app (OWASP ASVS 4.3.1): 'Set up authenticator app' asks the
 * server for a new secret, shown as a QR code and as a key for manual entry; the first code
 * from the app turns two-factor sign-in on. The secret leaves the screen once it is on (the
 * server never shows it again).
 */
export function TotpSetup() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useCodeForm();
  const start = useMutation(
    trpc.adminMfa.startSetup.mutationOptions({
      onError: (err) =>
        showErrorToast({
          title: t('Set-up failed'),
          message: t(errorMessage(err, 'Could not start the set-up')),
        }),
    }),
  );
  // Refreshes the status, the signed-in user and the bell (lib/invalidations).
  const confirm = useMutation(
    trpc.adminMfa.confirmSetup.mutationOptions({
      onSuccess: () => {
        start.reset();
        form.setCode('');
        showToast({
          title: t('Two-factor sign-in is on'),
          message: t('From now on, signing in also needs a code from your app.'),
        });
      },
      onError: form.refused,
    }),
  );

  const submit = form.onSubmit((code) => confirm.mutate({ code }));

  if (!start.data) {
    return (
      <Group>
        <Button
          leftSection={<IconQrcode size={16} aria-hidden="true" />}
          onClick={() => start.mutate()}
          loading={start.isPending}
        >
          {t('Set up authenticator app')}
        </Button>
      </Group>
    );
  }

  const { qrCode, secret } = start.data;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <List type="ordered" spacing="xs">
          <List.Item>{t('Scan this QR code with your authenticator app.')}</List.Item>
          <List.Item>{t('Enter the 6-digit code the app shows, then Turn on.')}</List.Item>
        </List>
        <Image
          src={qrCode}
          alt={t('QR code to scan with your authenticator app')}
          w={200}
          h={200}
          fit="contain"
          radius="sm"
          bd="1px solid var(--mantine-color-default-border)"
        />
        <Stack gap={4}>
          <Text size="sm">{t('Cannot scan it? Enter this key in the app instead:')}</Text>
          <Group gap="xs">
            <Code fz="md" data-testid="totp-secret">
              {grouped(secret)}
            </Code>
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button variant="default" size="xs" onClick={copy}>
                  {copied ? t('Copied') : t('Copy key')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <CodeInput value={form.code} onChange={form.setCode} error={form.error} />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('Turn on')}
          </Button>
          <Button variant="default" onClick={() => start.reset()} disabled={confirm.isPending}>
            {t('Cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
