import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { sessionQueryOptions } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { apiClient, useTRPC } from '../../../lib/trpc';
import { CodeInput, isCompleteCode } from './security/CodeInput';

/**
 * The second step of /admin/login for an admin with an authenticator app (OWASP ASVS 4.3.1;
 * issue "Reliability and security" item 6): 'Authentication code', six digits. A right code
 * signs in ('Welcome' - 'Signed in as admin', then /admin); a wrong, reused or throttled one
 * shows the server's message under the field. 'Use another account' signs out and goes back
 * to the password step.
 */
export function AdminCodeStep({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const verify = useMutation(
    trpc.auth.verifyCode.mutationOptions({
      onSuccess: async (user) => {
        queryClient.setQueryData(trpc.auth.me.queryKey(), user);
        showToast({ title: t('Welcome'), message: t('Signed in as admin') });
        await navigate({ to: '/admin' });
      },
      onError: (err) => {
        setCode('');
        // The server's English message, translated when the resource knows it.
        setError(t(errorMessage(err, 'Incorrect authentication code')));
      },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setError(t('Enter the 6-digit code from your authenticator app'));
      return;
    }
    setError(undefined);
    verify.mutate({ code });
  };

  const cancel = async () => {
    await apiClient.auth.logout.mutate().catch(() => undefined);
    queryClient.setQueryData<null>(sessionQueryOptions().queryKey as QueryKey, null);
    onCancel();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          {t(
            'Your password was right. To finish signing in, enter the code from your authenticator app.',
          )}
        </Text>
        <CodeInput value={code} onChange={setCode} error={error} autoFocus />
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
