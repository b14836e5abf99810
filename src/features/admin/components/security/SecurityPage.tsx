import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { displayDateTime } from '@/features/admin/lib/format';
import { useTRPC } from '@/lib/trpc';
import { TotpDisable } from './TotpDisable';
import { TotpSetup } from './TotpSetup';

/**
 * /admin/security, 'Security' (OWASP ASVS 4.3.1):
 * the signed-in admin's two-factor sign-in with an authenticator app: whether it is on and
 * since when, enrolment (QR code, key for manual entry, first code) while it is off, and
 * turning it off with a current code. When the bank requires it (ADMIN_MFA=required) and it
 * is off, an alert says that the admin area opens once it is set up.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const status = useQuery(trpc.adminMfa.status.queryOptions());

  return (
    <>
      <PageHeader title="Security" description="Two-factor sign-in for your admin account" />
      {status.isPending && <LoadingText label="Loading security settings…" />}
      {status.isError && (
        <LoadError text="Failed to load the security settings." error={status.error} />
      )}
      {status.data && (
        <Stack gap="lg" maw={720}>
          {status.data.required && !status.data.enabled && (
            <Alert color="yellow" title={t('Two-factor sign-in required')}>
              {t(
                'This bank requires admins to sign in with a code from an authenticator app. Set one up below to open the admin area.',
              )}
            </Alert>
          )}
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="totp-title">
            <Stack gap="sm">
              <Group gap="sm">
                <IconShieldLock size={22} aria-hidden="true" />
                <Title order={2} fz="h4" id="totp-title">
                  {t('Authenticator app')}
                </Title>
                <Badge color={status.data.enabled ? 'green' : 'gray'} variant="light">
                  {status.data.enabled ? t('On') : t('Off')}
                </Badge>
              </Group>
              <Text c="dimmed">
                {status.data.enabled
                  ? t(
                      'Signing in needs your password and a code from your app. On since {{date}}.',
                      {
                        date: displayDateTime(status.data.enabledAt),
                      },
                    )
                  : t(
                      'Add a second step to your sign-in: a 6-digit code from an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis.',
                    )}
              </Text>
              {status.data.enabled ? (
                <TotpDisable required={status.data.required} />
              ) : (
                <TotpSetup />
              )}
            </Stack>
          </Paper>
        </Stack>
      )}
    </>
  );
}
