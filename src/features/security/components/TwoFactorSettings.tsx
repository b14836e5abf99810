import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';

const MethodSchema = z.enum(['NONE', 'TOTP', 'SMS', 'EMAIL']);
type Method = z.infer<typeof MethodSchema>;

/** The method form's rule: a method, and the account password that allows the change. */
const MethodFormSchema = z.object({
  method: MethodSchema,
  password: z.string().min(1, 'Enter your account password'),
});

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
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);

  const failed = (err: unknown) =>
    showErrorToast({
      title: t('Error'),
      message: t(errorMessage(err, 'Failed to save the two-factor setting')),
    });
  const choose = useMutation(
    trpc.twoFactor.choose.mutationOptions({
      onSuccess: (answer) => {
        if (answer.method === 'NONE' && answer.pending === null) {
          showToast({ title: t('Saved'), message: t('Two-factor sign-in is off') });
        }
      },
      onError: failed,
    }),
  );
  const renew = useMutation(
    trpc.twoFactor.regenerateRecoveryCodes.mutationOptions({
      onSuccess: (answer) => setShownCodes(answer.recoveryCodes),
      onError: failed,
    }),
  );

  const current = status.data?.method ?? 'NONE';
  const waiting = choose.data?.pending ? choose.data : null;

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
          <TwoFactorCodeForm
            id={id}
            waiting={waiting}
            onConfirmed={(codes) => {
              choose.reset();
              setShownCodes(codes);
            }}
            onCancel={() => choose.reset()}
          />
        ) : (
          // A new current method (turned on or off) starts the form again from it, password empty.
          <MethodForm
            key={current}
            current={current}
            ready={Boolean(status.data)}
            choosing={choose.isPending}
            renewing={renew.isPending}
            onChoose={(method, currentPassword) => choose.mutate({ id, method, currentPassword })}
            onRenew={(currentPassword, done) =>
              renew.mutate({ id, currentPassword }, { onSuccess: done })
            }
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The method choice: off, an authenticator app, SMS or email, and the account password that
 * allows the change (or new recovery codes, when a method is on). 'Save two-factor method'
 * stays off until a password is typed and the choice changes something.
 */
function MethodForm({
  current,
  ready,
  choosing,
  renewing,
  onChoose,
  onRenew,
}: {
  current: Method;
  ready: boolean;
  choosing: boolean;
  renewing: boolean;
  onChoose: (method: Method, currentPassword: string) => void;
  onRenew: (currentPassword: string, done: () => void) => void;
}) {
  const { t } = useTranslation();
  const { form, input } = useSchemaForm(MethodFormSchema, {
    method: current as Method,
    password: '',
  });
  const { method: selected, password } = form.getValues();

  return (
    <form onSubmit={form.onSubmit((values) => onChoose(values.method, values.password))} noValidate>
      <Stack gap="sm">
        <Radio.Group
          label={t('How should we confirm it is you when you sign in?')}
          {...form.getInputProps('method')}
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
          {...input('password')}
          maw={320}
        />
        <Group>
          <Button
            type="submit"
            loading={choosing}
            disabled={
              !ready ||
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
              loading={renewing}
              disabled={!password}
              onClick={() => onRenew(password, () => form.setFieldValue('password', ''))}
            >
              {t('New recovery codes')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
