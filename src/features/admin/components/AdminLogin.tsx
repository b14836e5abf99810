import '@/styles/mantine-all';
import {
  Anchor,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BrandLogo } from '@/components/BrandLogo';
import { SignInNotice } from '@/features/live/components/SignInNotice';
import { errorMessage, isServerAnswer } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { resetSessionCache, useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC, useTRPCClient } from '@/lib/trpc';
import { AdminCodeStep } from './AdminCodeStep';

/** The password step's rules: both fields required; the username is trimmed. */
const AdminLoginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});

/**
 * /admin/login: Username and
 * Password, both required. After a successful sign-in the current user is read again: an
 * ADMIN gets 'Welcome' - 'Signed in as admin' and /admin; anyone else gets 'Access denied' -
 * 'Admin role required' and is signed out again. An admin with an authenticator app is then
 * asked for its code (AdminCodeStep, OWASP ASVS 4.3.1), also when coming back to this page
 * half-way; one who must first enrol (ADMIN_MFA=required) goes to /admin/security.
 */
export function AdminLogin() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const client = useTRPCClient();
  const navigate = useNavigate();
  const { form, input } = useSchemaForm(AdminLoginSchema, { username: '', password: '' });
  const session = useSessionUser();
  // Loose, so the component also renders outside its route (component tests).
  const { reason } = useSearch({ strict: false });
  const [step, setStep] = useState<'password' | 'code'>(
    session.data?.mfa === 'CODE_REQUIRED' ? 'code' : 'password',
  );

  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (me) => {
        // Nothing of a previous session stays cached.
        resetSessionCache(queryClient, trpc, me);
        if (me?.role === 'ADMIN' && me.mfa === 'CODE_REQUIRED') {
          form.setFieldValue('password', '');
          setStep('code');
          return;
        }
        if (me?.role === 'ADMIN' && me.mfa === 'SETUP_REQUIRED') {
          await navigate({ to: '/admin/security' });
          return;
        }
        if (me?.role === 'ADMIN') {
          showToast({ title: t('Welcome'), message: t('Signed in as admin') });
          await navigate({ to: '/admin' });
          return;
        }
        // A customer's session must not stay open behind an "access denied".
        await client.auth.logout.mutate().catch(() => undefined);
        resetSessionCache(queryClient, trpc, null);
        showErrorToast({ title: t('Access denied'), message: t('Admin role required') });
      },
      onError: (error) => {
        showErrorToast({
          title: t('Login failed'),
          message: isServerAnswer(error)
            ? errorMessage(error, t('Invalid credentials'))
            : t('Invalid credentials'),
        });
      },
    }),
  );

  const submit = form.onSubmit((values) => login.mutate(AdminLoginSchema.parse(values)));

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={400}>
        <Stack gap="md" mb="md">
          <Anchor component={Link} to="/" underline="never">
            <BrandLogo size={30} />
          </Anchor>
          <Title order={1} fz="h2">
            {t('Admin Login')}
          </Title>
          <SignInNotice reason={reason} />
        </Stack>
        {step === 'code' ? (
          <AdminCodeStep onCancel={() => setStep('password')} />
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('Username')}
                autoComplete="username"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                withAsterisk
                required
                {...input('username')}
                autoFocus
              />
              <PasswordInput
                label={t('Password')}
                autoComplete="current-password"
                withAsterisk
                required
                {...input('password')}
              />
              <Button type="submit" fullWidth disabled={login.isPending}>
                {login.isPending ? t('Signing in…') : t('Sign in')}
              </Button>
              <Anchor component={Link} to="/login" size="sm" ta="center">
                {t('Customer sign-in')}
              </Anchor>
            </Stack>
          </form>
        )}
      </Paper>
    </Center>
  );
}
