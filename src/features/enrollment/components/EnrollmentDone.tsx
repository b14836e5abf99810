import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The new customer's Account ID, shown large under 'Your account has been created.': it is how they sign in. */
export function EnrollmentDone({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md" role="status" aria-live="polite">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden="true">
          <IconCircleCheck size={34} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {t('Your account has been created.')}
        </Title>
        <Text>{t('Your Account ID')}</Text>
        <Text
          fw={800}
          fz={32}
          ff="monospace"
          c="brand.7"
          data-testid="new-account-id"
          style={{ letterSpacing: 2 }}
        >
          {accountId}
        </Text>
        <Text size="sm" c="dimmed">
          {t('Write it down: you sign in with this Account ID and your password.')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('Opening your dashboard...')}
        </Text>
      </Stack>
    </Paper>
  );
}
