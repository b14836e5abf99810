import { Alert, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { NotificationPreferencesSchema } from '@shared/dto';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FullPageLoading } from '@/components/FullPageLoading';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

type Preferences = z.infer<typeof NotificationPreferencesSchema>;

const TOGGLES: Array<{ key: keyof Preferences; label: string; description: string }> = [
  {
    key: 'transactions',
    label: 'Transaction alerts',
    description: 'Transfers, payments and deposits on your accounts.',
  },
  {
    key: 'security',
    label: 'Security alerts',
    description: 'Sign-ins from a new browser, password and PIN changes.',
  },
  {
    key: 'statements',
    label: 'Statement notifications',
    description: 'When a new monthly statement is ready.',
  },
  {
    key: 'marketing',
    label: 'Marketing and offers',
    description: 'News about products, rates and promotions.',
  },
];

/**
 * Account Settings > Notifications:
 * four toggles, transactions, security, statements and marketing, stored with Save Preferences.
 */
export function PreferencesTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const stored = useQuery({
    ...trpc.settings.preferences.queryOptions({ id: user?.id ?? 0 }),
    enabled: Boolean(user),
  });
  if (stored.isPending || !user) return <FullPageLoading compact />;
  if (stored.isError) {
    return (
      <Alert color="red" title={t('Error')}>
        {errorMessage(stored.error, t('Could not load your preferences.'))}
      </Alert>
    );
  }
  return <PreferencesForm userId={user.id} initial={stored.data} />;
}

function PreferencesForm({ userId, initial }: { userId: number; initial: Preferences }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const save = useMutation(trpc.settings.setPreferences.mutationOptions());
  const [prefs, setPrefs] = useState(initial);

  const submit = () =>
    save.mutate(
      { id: userId, ...prefs },
      {
        onSuccess: () => showToast({ title: t('Saved'), message: t('Preferences saved') }),
        onError: (error) =>
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Failed to save preferences')),
          }),
      },
    );

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('Choose which notifications you receive.')}
        </Text>
        {TOGGLES.map((toggle) => (
          <Switch
            key={toggle.key}
            label={t(toggle.label)}
            description={t(toggle.description)}
            checked={prefs[toggle.key]}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setPrefs((p) => ({ ...p, [toggle.key]: checked }));
            }}
          />
        ))}
        <Group>
          <Button onClick={submit} loading={save.isPending}>
            {t('Save Preferences')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
