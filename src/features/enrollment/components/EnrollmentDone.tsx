import { Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * What a new customer reads once the application is sent: it is pending the bank's review;
 * their Account ID, shown large (it is how they sign in); and what comes next, as the bank
 * does it: the checking and savings accounts are open at $0.00 and they are signed in, so
 * they may look around and move money between their own accounts; local and wire transfers
 * open when an admin approves the application (a notification says the decision). The
 * dashboard opens when they choose, not by itself.
 */
export function EnrollmentDone({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md" role="status" aria-live="polite">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" color="yellow" variant="light" aria-hidden="true">
          <IconHourglassHigh size={34} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {t('Application received: pending review')}
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
        <Stack gap={4} ta="left" maw={520}>
          <Text fw={600}>{t('What comes next')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>
              {t(
                'Your checking and savings accounts are open with a balance of $0.00, and you are signed in: you can see them and move money between them now.',
              )}
            </List.Item>
            <List.Item>
              {t(
                'The bank reviews your application and documents. Local and wire transfers open once it is approved; a notification tells you the decision.',
              )}
            </List.Item>
          </List>
        </Stack>
        <Button component={Link} to="/dashboard" mt="sm">
          {t('Go to your dashboard')}
        </Button>
      </Stack>
    </Paper>
  );
}
