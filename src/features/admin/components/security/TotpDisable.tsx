import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { CodeInput, useCodeForm } from './CodeInput';

/**
 * Turning two-factor sign-in off (OWASP ASVS 4.3.1): only with a current code from the app,
 * so a borrowed session alone cannot do it. When the bank requires it (ADMIN_MFA=required)
 * the form is replaced by a line saying so.
 */
export function TotpDisable({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useCodeForm();
  // Refreshes the status and the bell (lib/invalidations).
  const disable = useMutation(
    trpc.adminMfa.disable.mutationOptions({
      onSuccess: () => {
        form.setCode('');
        showToast({
          title: t('Two-factor sign-in is off'),
          message: t('Signing in needs only your password again.'),
        });
      },
      onError: form.refused,
    }),
  );

  if (required) {
    return (
      <Text size="sm">
        {t('This bank requires two-factor sign-in for admins, so it cannot be turned off.')}
      </Text>
    );
  }

  const submit = form.onSubmit((code) => disable.mutate({ code }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('To turn it off, confirm with a current code from your app.')}</Text>
        <CodeInput value={form.code} onChange={form.setCode} error={form.error} />
        <Group>
          <Button type="submit" color="red" variant="outline" loading={disable.isPending}>
            {t('Turn off')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
