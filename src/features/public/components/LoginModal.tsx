import '@/styles/mantine-all';
import { Anchor, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LoginInputSchema } from '@shared/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnyRoute, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchFrameData } from '@/features/layout/lib/frameData';
import { SignInNotice } from '@/features/live/components/SignInNotice';
import type { SignInReason } from '@/features/live/lib/reasons';
import { SignInCodeStep } from '@/features/security/components/SignInCodeStep';
import { useBrand } from '@/lib/brand';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { resetSessionCache, sessionQueryOptions, unfinishedSignInPath } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';

interface LoginModalProps {
  opened: boolean;
  onClose: () => void;
  /** Why the last session ended (from `/login?reason=`), said above the form. */
  reason?: SignInReason;
}

/**
 * The Login dialog. A user with a second factor gets a code step after the password
 * (`mfa: CODE_REQUIRED`), also when arriving here with a session that still owes its code.
 */
export function LoginModal({ opened, onClose, reason }: LoginModalProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { form, input } = useSchemaForm(LoginInputSchema, { username: '', password: '' });
  // Read from the cache only: a visitor has no session, and asking would log a 401.
  const session = useQuery({ ...sessionQueryOptions(trpc), enabled: false });
  const [codeStep, setCodeStep] = useState(false);
  const owesCode = codeStep || session.data?.mfa === 'CODE_REQUIRED';

  const login = useMutation(
    trpc.auth.login.mutationOptions({
      // Sent at once, not from the next task with a batch: the click's own rendering (the
      // button's busy state) would hold it back.
      trpc: { context: { skipBatch: true } },
      onSuccess: async (user) => {
        // Nothing cached for a previous session stays; the user is cached for the guard.
        resetSessionCache(queryClient, trpc, user);
        if (user.mfa === 'CODE_REQUIRED') {
          setCodeStep(true);
          return;
        }
        // The dashboard's accounts are asked for now, when the guard will let the user through
        // to them: the request leaves before the route change renders the signed-in frame (the
        // API client sends its batch from the next task, which that render would hold back), and
        // the frame's loader finds it in flight.
        if (!unfinishedSignInPath(user) && !user.passwordChangeRequired) {
          void prefetchFrameData(queryClient, trpc);
          await new Promise((sent) => setTimeout(sent, 0));
        }
        // Leaving the public page unmounts (closes) the dialog; closing it first would also
        // send /login back to /, racing this navigation.
        await navigate({ to: '/dashboard' });
      },
    }),
  );

  // The dashboard's code downloads while the person types, so the accounts show as soon as the
  // sign-in answers (their data loads in the route's loader).
  const router = useRouter();
  const preloadDashboard = () => {
    for (const id of ['/_auth', '/_auth/dashboard'] as const) {
      // Absent from a router that lacks the signed-in screens (a component test's).
      const route: AnyRoute | undefined = router.routesById[id];
      if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
    }
  };

  // From the moment the dialog opens: fetched at submit, the chunks would hold the browser's six
  // connections and the sign-in call would wait behind them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    if (opened) preloadDashboard();
  }, [opened]);

  const submit = form.onSubmit((values) => login.mutate(LoginInputSchema.parse(values)));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Sign in to {{name}}', {
        name: brand.name,
        // Italian writes "ad" before a name that starts with an a ("Accedi ad Acme").
        context: /^a/i.test(brand.name) ? 'initialA' : undefined,
      })}
      centered
    >
      {owesCode ? (
        <SignInCodeStep onCancel={() => setCodeStep(false)} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SignInNotice reason={reason} />
            <TextInput
              label={t('Account ID or username')}
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              withAsterisk
              {...input('username')}
              data-autofocus
            />
            <PasswordInput
              label={t('Password')}
              autoComplete="current-password"
              withAsterisk
              {...input('password')}
            />
            {login.isError && (
              <Text c="var(--mantine-color-error)" size="sm" role="alert">
                {/* The server's English message, translated when the resource knows it. */}
                {t(errorMessage(login.error, 'Login failed'))}
              </Text>
            )}
            <Button type="submit" fullWidth disabled={login.isPending}>
              {login.isPending ? t('Signing in...') : t('LOGIN')}
            </Button>
            <Text size="sm" ta="center">
              <Anchor component={Link} to="/forgot-password">
                {t('Forgot Password?')}
              </Anchor>
              {' - '}
              <Anchor component={Link} to="/customer-support">
                {t('Contact Support')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
