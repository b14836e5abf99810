import '@/styles/mantine-all';
import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sessionQueryOptions, useLogout } from '@/lib/session';
import { useTRPC } from '@/lib/trpc';
import { PasswordForm } from './PasswordForm';

/**
 * The first-sign-in screen: the bank chose this customer's password, so they choose their own
 * before anything else (every other call is refused until then). After the change the session
 * is read again and the dashboard opens.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const done = async () => {
    await queryClient.fetchQuery({ ...sessionQueryOptions(trpc), staleTime: 0 });
    await navigate({ to: '/dashboard', replace: true });
  };
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('Choose a new password')}
        </Title>
        <Alert color="blue">
          {t(
            'Your password was set by the bank. Choose your own password to continue: enter the password you were given as the current password.',
          )}
        </Alert>
        <PasswordForm onChanged={done} />
        <Group>
          <Button variant="subtle" onClick={logout}>
            {t('Sign out')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
