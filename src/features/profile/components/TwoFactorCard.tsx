import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * The 'SMS two-factor' switch (> Security):
 * stored through `settings.setTwoFactor`; this demo sends no SMS, and says so.
 */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const profile = useQuery({
    ...trpc.settings.profile.queryOptions({ id: user?.id ?? 0 }),
    enabled: Boolean(user),
  });
  const save = useMutation(trpc.settings.setTwoFactor.mutationOptions());
  // While saving, the switch shows the value being saved.
  const enabled = save.isPending
    ? save.variables.enabled
    : profile.data?.twoFactorEnabled === 'true';

  const toggle = (next: boolean) => {
    if (!user) return;
    save.mutate(
      { id: user.id, enabled: next },
      {
        onSuccess: () =>
          showToast({
            title: t('Saved'),
            message: next ? t('SMS two-factor turned on') : t('SMS two-factor turned off'),
          }),
        onError: (error) =>
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to save the two-factor setting')),
          }),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="twofactor-title">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="twofactor-title">
          {t('Two-Factor Authentication')}
        </Title>
        <Switch
          label={t('SMS two-factor')}
          description={t('Ask for a code sent by SMS when signing in.')}
          checked={enabled}
          disabled={!profile.data || save.isPending}
          onChange={(e) => toggle(e.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          {t('This is a demo bank: the setting is stored, but no SMS is ever sent.')}
        </Text>
      </Stack>
    </Paper>
  );
}
