import {
  Alert,
  Button,
  Code,
  Group,
  Image,
  Paper,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

type Method = 'NONE' | 'TOTP' | 'SMS' | 'EMAIL';

const METHODS: { value: Method; label: string; description: string }[] = [
  { value: 'NONE', label: 'Off', description: 'Your password alone signs you in.' },
  {
    value: 'TOTP',
    label: 'Authenticator app',
    description: 'A code from an app such as Google Authenticator or 1Password.',
  },
  { value: 'SMS', label: 'Text message (SMS)', description: 'A code sent to your mobile phone.' },
  { value: 'EMAIL', label: 'Email', description: 'A code sent to your email address.' },
];

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP', easier to read and type. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Settings → Security, 'Two-Factor Authentication': the customer chooses how sign-ins are
 * confirmed (off, an authenticator app, a code by SMS or by email). Changing it asks for the
 * account password; a new method is on only after its first code (the QR code and key for an
 * app, or the code just sent). Turning it on shows the 10 recovery codes once; they can be
 * renewed (with the password) later.
 */
export function TwoFactorSettings() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const id = user?.id ?? 0;
  const status = useQuery({ ...trpc.twoFactor.status.queryOptions({ id }), enabled: id > 0 });
  const [method, setMethod] = useState<Method | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);

  const failed = (err: unknown) =>
    showErrorToast({
      title: t('Error'),
      message: t(errorMessage(err, 'Failed to save the two-factor setting')),
    });
  const choose = useMutation(
    trpc.twoFactor.choose.mutationOptions({
      onSuccess: (answer) => {
        setPassword('');
        setCode('');
        setCodeError(undefined);
        if (answer.method === 'NONE' && answer.pending === null) {
          showToast({ title: t('Saved'), message: t('Two-factor sign-in is off') });
        }
      },
      onError: failed,
    }),
  );
  const confirm = useMutation(
    trpc.twoFactor.confirm.mutationOptions({
      onSuccess: (answer) => {
        choose.reset();
        setMethod(null);
        setShownCodes(answer.recoveryCodes);
        showToast({ title: t('Saved'), message: t('Two-factor sign-in is on') });
      },
      onError: (err) => {
        setCode('');
        setCodeError(t(errorMessage(err, 'Incorrect, expired or already used code')));
      },
    }),
  );
  const renew = useMutation(
    trpc.twoFactor.regenerateRecoveryCodes.mutationOptions({
      onSuccess: (answer) => {
        setPassword('');
        setShownCodes(answer.recoveryCodes);
      },
      onError: failed,
    }),
  );

  const current = status.data?.method ?? 'NONE';
  const selected = method ?? current;
  const waiting = choose.data?.pending ? choose.data : null;

  const submitChoice = (event: FormEvent) => {
    event.preventDefault();
    choose.mutate({ id, method: selected, currentPassword: password });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t('Enter the 6-digit code'));
      return;
    }
    confirm.mutate({ id, code });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="twofactor-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="twofactor-title">
          {t('Two-Factor Authentication')}
        </Title>
        <Text size="sm" data-testid="two-factor-current">
          {t('Sign-in confirmation')}:{' '}
          <strong>{t(METHODS.find((m) => m.value === current)?.label ?? 'Off')}</strong>
          {current !== 'NONE' && status.data
            ? ` · ${t('{{count}} recovery codes left', { count: status.data.recoveryCodesLeft })}`
            : ''}
        </Text>

        {shownCodes && (
          <Alert color="yellow" title={t('Your recovery codes')} role="status">
            <Stack gap="xs">
              <Text size="sm">
                {t(
                  'Each code signs you in once if you cannot get a code. Save them now: they are not shown again.',
                )}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} data-testid="recovery-codes">
                {shownCodes.map((c) => (
                  <Code key={c} fz="md">
                    {c}
                  </Code>
                ))}
              </SimpleGrid>
              <Group>
                <Button size="xs" variant="default" onClick={() => setShownCodes(null)}>
                  {t('I have saved them')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}

        {waiting ? (
          <form onSubmit={submitCode} noValidate>
            <Stack gap="sm">
              {waiting.totp ? (
                <>
                  <Text size="sm">
                    {t(
                      'Scan this QR code with your authenticator app, then enter the code it shows.',
                    )}
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
                value={code}
                onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
                error={codeError}
                maw={280}
              />
              <Group>
                <Button type="submit" loading={confirm.isPending}>
                  {t('Turn on')}
                </Button>
                <Button variant="default" onClick={() => choose.reset()}>
                  {t('Cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <form onSubmit={submitChoice} noValidate>
            <Stack gap="sm">
              <Radio.Group
                label={t('How should we confirm it is you when you sign in?')}
                value={selected}
                onChange={(v) => setMethod(v as Method)}
              >
                <Stack gap="xs" mt="xs">
                  {METHODS.map((m) => (
                    <Radio
                      key={m.value}
                      value={m.value}
                      label={t(m.label)}
                      description={t(m.description)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              <PasswordInput
                label={t('Current password')}
                description={t('Changing how you sign in needs your password.')}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                maw={320}
                visibilityToggleButtonProps={{ 'aria-label': t('Show or hide characters') }}
              />
              <Group>
                <Button
                  type="submit"
                  loading={choose.isPending}
                  disabled={
                    !status.data ||
                    !password ||
                    (selected === current && current !== 'NONE') ||
                    (selected === 'NONE' && current === 'NONE')
                  }
                >
                  {t('Save two-factor method')}
                </Button>
                {current !== 'NONE' && (
                  <Button
                    variant="default"
                    loading={renew.isPending}
                    disabled={!password}
                    onClick={() => renew.mutate({ id, currentPassword: password })}
                  >
                    {t('New recovery codes')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
