import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/features/admin/components/ui/RouterLinks';
import type { AdminUser } from '@/features/admin/lib/types';

/**
 * One row of 'Manage Users' (/admin/users), read-only: names, email, phone and whether the
 * user is verified, with View and Edit, which open the user's page (its profile form, and
 * the delete that asks for a reason). Nothing changes from the list itself.
 */
export function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const verified = user.verified === 'true';
  return (
    <Table.Tr>
      <Table.Td>{user.firstName}</Table.Td>
      <Table.Td>{user.lastName}</Table.Td>
      <Table.Td>{user.email}</Table.Td>
      <Table.Td>{user.phone ?? '—'}</Table.Td>
      <Table.Td>
        <Text size="sm" c={verified ? 'green' : 'dimmed'}>
          {verified ? t('Yes') : t('No')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap">
            <ButtonLink
              to="/admin/users/$userId"
              params={{ userId: String(user.id) }}
              size="compact-sm"
              variant="subtle"
              leftSection={<IconEye size={14} aria-hidden="true" />}
              aria-label={t('View user {{id}}', { id: user.id })}
            >
              {t('View')}
            </ButtonLink>
            <ButtonLink
              to="/admin/users/$userId"
              params={{ userId: String(user.id) }}
              size="compact-sm"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden="true" />}
              aria-label={t('Edit user {{id}}', { id: user.id })}
            >
              {t('Edit')}
            </ButtonLink>
          </Group>
          {(user.role === 'ADMIN' || user.closedAt) && (
            <Group gap={4} px={6}>
              {user.role === 'ADMIN' && (
                <Badge color="dark" variant="light" size="sm">
                  {t('Admin')}
                </Badge>
              )}
              {user.closedAt && (
                <Badge color="gray" variant="outline" size="sm">
                  {t('Closed')}
                </Badge>
              )}
            </Group>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
