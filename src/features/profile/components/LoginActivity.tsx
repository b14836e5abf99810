import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '@/components/FullPageLoading';
import { localDayjs, shortDateTimePattern } from '@/i18n/format';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * Login Activity (> Security): the
 * user's live sessions from `settings.sessions`, 'This device' for the current one, Revoke
 * for the others.
 */
export function LoginActivity() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const sessions = useQuery({
    ...trpc.settings.sessions.queryOptions({ id: user?.id ?? 0 }),
    enabled: Boolean(user),
  });
  const revoke = useMutation(trpc.settings.revokeSession.mutationOptions());

  const body = () => {
    if (sessions.isPending) return <FullPageLoading compact />;
    if (sessions.isError) {
      return (
        <Alert color="red">
          {errorMessage(sessions.error, t('Could not load login activity.'))}
        </Alert>
      );
    }
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sessions.data.map((s) => (
          <Paper key={s.id} component="li" withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconDeviceDesktop size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={600}>{s.browser}</Text>
                    {s.current && (
                      <Badge size="sm" color="green" variant="dot">
                        {t('This device')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('IP: {{ip}}', { ip: s.ip ?? t('unknown') })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('Last active: {{time}}', {
                      time: localDayjs(s.lastActiveAt, i18n.language).format(
                        shortDateTimePattern(i18n.language),
                      ),
                    })}
                  </Text>
                </Stack>
              </Group>
              {!s.current && user && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  loading={revoke.isPending && revoke.variables?.sessionId === s.id}
                  onClick={() =>
                    revoke.mutate(
                      { id: user.id, sessionId: s.id },
                      {
                        onSuccess: () =>
                          showToast({ title: t('Success'), message: t('Session revoked') }),
                        onError: (error) =>
                          showErrorToast({
                            title: t('Error'),
                            message: errorMessage(error, t('Failed to revoke the session')),
                          }),
                      },
                    )
                  }
                >
                  {t('Revoke')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="activity-title">
      <Title order={2} fz="h4" id="activity-title" mb="sm">
        {t('Login Activity')}
      </Title>
      {body()}
    </Paper>
  );
}
