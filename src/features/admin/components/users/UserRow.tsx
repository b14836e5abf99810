import { Badge, Button, Group, Stack, Table } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStepUpOptions } from '@/features/admin/components/stepup/StepUpProvider';
import { InlineTextInput } from '@/features/admin/components/ui/InlineTextInput';
import { ButtonLink } from '@/features/admin/components/ui/RouterLinks';
import type { AdminUser } from '@/features/admin/lib/types';
import { errorMessage } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

type Field = 'firstName' | 'lastName' | 'email' | 'phone';

interface UserRowProps {
  user: AdminUser;
  /** The signed-in admin cannot delete themself. */
  isSelf: boolean;
  onDelete: (user: AdminUser) => void;
}

/** The fields and their accessible names ('First name of user 3'). */
const FIELDS: Array<{ field: Field; label: string; inputMode: 'text' | 'email' | 'tel' }> = [
  { field: 'firstName', label: 'First name of user {{id}}', inputMode: 'text' },
  { field: 'lastName', label: 'Last name of user {{id}}', inputMode: 'text' },
  { field: 'email', label: 'Email of user {{id}}', inputMode: 'email' },
  { field: 'phone', label: 'Phone of user {{id}}', inputMode: 'tel' },
];

/**
 * One row of 'Manage Users' (/admin/users): the four text fields
 * save on blur (the whole user with the changed field, as PATCH /api/admin/users/{id}), the
 * Verified button toggles Yes/No, and the actions open the detail or ask to delete.
 */
export function UserRow({ user, isSelf, onDelete }: UserRowProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(
    useStepUpOptions(
      trpc.adminPeople.updateUser.mutationOptions({
        onSuccess: () => queryClient.invalidateQueries(trpc.adminPeople.pathFilter()),
      }),
    ),
  );

  const whole = {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    verified: user.verified,
    role: user.role,
  };

  const save = (field: Field, value: string, reset: () => void) => {
    if ((field === 'firstName' || field === 'lastName') && !value) {
      reset();
      showErrorToast({
        title: t('Not saved'),
        message: field === 'firstName' ? t('First name is required') : t('Last name is required'),
      });
      return;
    }
    update.mutate(
      { ...whole, [field]: field === 'phone' && !value ? null : value },
      {
        onSuccess: () => showToast({ title: t('Saved'), message: t('User updated') }),
        onError: (error) => {
          reset();
          showErrorToast({
            title: t('Not saved'),
            message: errorMessage(error, t('Could not update the user')),
          });
        },
      },
    );
  };

  const verified = user.verified === 'true';
  const toggleVerified = () =>
    update.mutate(
      { ...whole, verified: verified ? 'false' : 'true' },
      {
        onError: (error) =>
          showErrorToast({
            title: t('Not saved'),
            message: errorMessage(error, t('Could not update the user')),
          }),
      },
    );

  return (
    <Table.Tr>
      {FIELDS.map(({ field, label, inputMode }) => (
        <Table.Td key={field}>
          <InlineTextInput
            label={t(label, { id: user.id })}
            value={user[field] ?? ''}
            inputMode={inputMode}
            w={field === 'email' ? 220 : undefined}
            onCommit={(value, reset) => save(field, value, reset)}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <Button
          size="compact-sm"
          variant={verified ? 'light' : 'default'}
          color={verified ? 'green' : 'gray'}
          aria-pressed={verified}
          aria-label={t('{{value}}, verified status of user {{id}}', {
            value: verified ? t('Yes') : t('No'),
            id: user.id,
          })}
          onClick={toggleVerified}
          disabled={update.isPending}
          miw={52}
        >
          {verified ? t('Yes') : t('No')}
        </Button>
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
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              aria-label={t('Delete user {{id}}', { id: user.id })}
              disabled={isSelf || Boolean(user.closedAt)}
              onClick={() => onDelete(user)}
            >
              {t('Delete')}
            </Button>
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
