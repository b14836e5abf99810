import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { displayUsd } from '@shared/money';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { displayDateTime } from '@/features/admin/lib/format';
import type { AdminUser } from '@/features/admin/lib/types';
import { RequestLog } from '@/features/profile/components/RequestLog';
import { accountTypeLabel } from '@/i18n/format';
import { useTRPC } from '@/lib/trpc';
import { AccountTopUp } from './AccountTopUp';
import { CloseAccountButton } from './CloseAccountButton';
import { CustomerActions } from './CustomerActions';
import { UserCards } from './UserCards';
import { UserEditActions } from './UserEditActions';

function Profile({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="xs" mb="xs">
        <Title order={2} fz="h3">
          {user.firstName} {user.lastName}
        </Title>
        {user.role === 'ADMIN' && <Badge color="dark">{t('Admin')}</Badge>}
        <Badge color={user.verified === 'true' ? 'green' : 'gray'} variant="light">
          {user.verified === 'true' ? t('Verified') : t('Not verified')}
        </Badge>
        {user.closedAt && (
          <Badge color="gray" variant="outline">
            {t('Closed')}
          </Badge>
        )}
      </Group>
      <Stack gap={4}>
        <Text>{user.email}</Text>
        <Text c={user.phone ? undefined : 'dimmed'}>{user.phone || t('No phone')}</Text>
        <Text size="sm" c="dimmed">
          {t('Username')}: {user.username} · {t('User ID')}: {user.id} · {t('Since')}:{' '}
          {displayDateTime(user.createdAt)}
        </Text>
        {user.closedAt && (
          <Text size="sm" c="dimmed">
            {t('Closed on {{date}}', { date: displayDateTime(user.closedAt) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Accounts({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const accounts = useQuery(trpc.adminPeople.userAccounts.queryOptions({ id: userId }));
  if (accounts.isPending) return <LoadingText label="Loading accounts…" />;
  if (accounts.isError) return <LoadError text="Failed to load accounts." error={accounts.error} />;
  if (accounts.data.length === 0) return <EmptyText text="No open accounts." />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
      {accounts.data.map((account) => (
        <Paper
          key={account.id}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-label={t('{{type}} account {{number}}', {
            type: accountTypeLabel(account.accountType, t),
            number: account.accountNumber,
          })}
        >
          <Text fw={700}>{accountTypeLabel(account.accountType, t)}</Text>
          <Text size="sm" c="dimmed">
            {account.accountNumber}
          </Text>
          <Text fz="xl" fw={700} mt="xs" data-testid="account-balance">
            {displayUsd(account.balance)}
          </Text>
          {account.availableBalance !== account.balance && (
            <Text size="sm" c="dimmed">
              {t('Available')}: {displayUsd(account.availableBalance)}
            </Text>
          )}
          <Stack mt="sm" gap={4}>
            <AccountTopUp account={account} />
            <Group justify="flex-end">
              <CloseAccountButton account={account} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * /admin/users/{id}, 'User Details': name, email, phone
 * ('No phone' if absent) and the user's accounts with type, number, balance, a top-up and
 * Close each; the cards (issue, block, unblock) and, for an open customer, the customer
 * actions (open account, reset password, clear PIN, unlock sign-in); the user's API requests
 * (RequestLog). Waits with 'Loading user…' / 'Loading accounts…'; fails with 'Failed to load user.' /
 * 'Failed to load accounts.'.
 */
export function UserDetail({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useQuery(trpc.adminPeople.user.queryOptions({ id: userId }));
  return (
    <>
      <Anchor component={Link} to="/admin/users" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t('Back to users')}
        </Group>
      </Anchor>
      <PageHeader title="User Details" />
      <Stack gap="lg">
        {user.isPending ? (
          <LoadingText label="Loading user…" />
        ) : user.isError ? (
          <LoadError text="Failed to load user." error={user.error} />
        ) : (
          <>
            <Profile user={user.data} />
            <UserEditActions user={user.data} />
          </>
        )}
        <Stack gap="sm" component="section" aria-labelledby="admin-user-accounts">
          <Title order={2} fz="h4" id="admin-user-accounts">
            {t('Accounts')}
          </Title>
          <Accounts userId={userId} />
        </Stack>
        <UserCards userId={userId} />
        {user.data && !user.data.closedAt && user.data.role !== 'ADMIN' && (
          <CustomerActions userId={userId} username={user.data.username} />
        )}
        <RequestLog userId={userId} />
      </Stack>
    </>
  );
}
