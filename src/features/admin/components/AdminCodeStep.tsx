import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CodeInput, useCodeForm } from '@/features/admin/components/security/CodeInput';
import { resetSessionCache } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useTRPC, useTRPCClient } from '@/lib/trpc';

/**
 * The second step of /admin/login for an admin with an authenticator app (OWASP ASVS 4.3.1): 'Authentication code', six digits. A right code
 * signs in ('Welcome' - 'Signed in as admin', then /admin); a wrong, reused or throttled one
 * shows the server's message under the field. 'Use another account' signs out and goes back
 * to the password step.
 */
export function AdminCodeStep({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const client = useTRPCClient();
  const navigate = useNavigate();
  const form = useCodeForm();

  const verify = useMutation(
    trpc.auth.verifyCode.mutationOptions({
      onSuccess: async (user) => {
        resetSessionCache(queryClient, trpc, user);
        showToast({ title: t('Welcome'), message: t('Signed in as admin') });
        await navigate({ to: '/admin' });
      },
      onError: form.refused,
    }),
  );

  const submit = form.onSubmit((code) => verify.mutate({ code }));

  const cancel = async () => {
    await client.auth.logout.mutate().catch(() => undefined);
    resetSessionCache(queryClient, trpc, null);
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
        <CodeInput value={form.code} onChange={form.setCode} error={form.error} autoFocus />
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
