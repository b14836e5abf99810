import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { resetSessionCache } from '@/lib/session';
import { useTRPC, useTRPCClient } from '@/lib/trpc';

/** Six digits, or a recovery code `xxxx-xxxx-xxxx` (the server's rule too). */
function isSignInCode(code: string): boolean {
  return /^(\d{6}|[a-z2-7]{4}-?[a-z2-7]{4}-?[a-z2-7]{4})$/i.test(code.replace(/\s+/g, ''));
}

/**
 * The second step of a customer's sign-in (the Login dialog) when the password step answered
 * `CODE_REQUIRED`: 'Verification code' takes the code from the authenticator app, the one just
 * sent by SMS or email, or a recovery code. A right one goes to the dashboard; a wrong,
 * expired or throttled one shows the server's message. 'Use another account' signs out.
 */
export function SignInCodeStep({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const verify = useMutation(
    trpc.auth.verifyCode.mutationOptions({
      onSuccess: async (user) => {
        resetSessionCache(queryClient, trpc, user);
        await navigate({ to: '/dashboard' });
      },
      onError: (err) => {
        setCode('');
        setError(t(errorMessage(err, 'Incorrect, expired or already used code')));
      },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSignInCode(code)) {
      setError(t('Enter the 6-digit code or a recovery code'));
      return;
    }
    setError(undefined);
    verify.mutate({ code });
  };

  const cancel = async () => {
    await client.auth.logout.mutate().catch(() => undefined);
    resetSessionCache(queryClient, trpc, null);
    onCancel();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t(
            'Your password was right. To finish signing in, enter the code from your authenticator app or the one we just sent you. Lost access? Use a recovery code.',
          )}
        </Text>
        <TextInput
          label={t('Verification code')}
          autoComplete="one-time-code"
          withAsterisk
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.slice(0, 20))}
          error={error}
          data-autofocus
        />
        <Button type="submit" fullWidth disabled={verify.isPending}>
          {verify.isPending ? t('Verifying…') : t('Verify')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="center"
          onClick={() => void cancel()}
        >
          {t('Use another account')}
        </Anchor>
      </Stack>
    </form>
  );
}
