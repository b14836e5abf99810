import { Button, Group, Switch, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStepUpOptions } from '@/features/admin/components/stepup/StepUpProvider';
import { ConfirmModal } from '@/features/admin/components/ui/ConfirmModal';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { PAGE_SIZE, Pager, splitPage, useListFilters } from '@/features/admin/components/ui/Pager';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import type { AdminUser } from '@/features/admin/lib/types';
import { errorMessage } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { UserRow } from './UserRow';

/**
 * /admin/users, 'Manage Users': 25 users a page with
 * inline editing, the Verified toggle, a link to each detail and a confirmed delete, which
 * closes a user with history; a search box and an 'Include closed' switch.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useSessionUser();
  const { filters, set, offset, setOffset } = useListFilters({
    search: '',
    includeClosed: false as boolean,
  });
  const [debouncedSearch] = useDebouncedValue(filters.search.trim(), 300);
  // The user asked about stays set while the dialog closes, so its text does not flicker.
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askDelete = (user: AdminUser) => {
    setToDelete(user);
    setConfirming(true);
  };

  const users = useQuery({
    ...trpc.adminPeople.users.queryOptions({
      limit: PAGE_SIZE + 1,
      offset,
      search: debouncedSearch || undefined,
      includeClosed: filters.includeClosed,
    }),
    placeholderData: keepPreviousData,
  });
  const page = splitPage(users.data);

  const remove = useMutation(
    useStepUpOptions(
      trpc.adminPeople.deleteUser.mutationOptions({
        onSuccess: async ({ result }, { id }) => {
          const email = toDelete?.email ?? `#${id}`;
          setConfirming(false);
          if (result === 'CLOSED') {
            showToast({
              title: t('User closed'),
              message: t(
                '{{email}} has history, so the user was closed: sign-in is disabled and the history is kept.',
                { email },
              ),
            });
          } else {
            showToast({
              title: t('User deleted'),
              message: t('{{email}} was deleted.', { email }),
            });
          }
          await queryClient.invalidateQueries(trpc.adminPeople.pathFilter());
        },
        onError: (error) =>
          showErrorToast({
            title: t('Not deleted'),
            message: errorMessage(error, t('Could not delete the user')),
          }),
      }),
    ),
  );

  const body = () => {
    if (users.isPending) return <LoadingText label="Loading users…" />;
    if (users.isError) return <LoadError text="Failed to load users." error={users.error} />;
    if (page.rows.length === 0) return <EmptyText text="No users found." />;
    return (
      <ScrollTable label={t('Users')} minWidth={980}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('First Name')}</Table.Th>
            <Table.Th>{t('Last Name')}</Table.Th>
            <Table.Th>{t('Email')}</Table.Th>
            <Table.Th>{t('Phone')}</Table.Th>
            <Table.Th>{t('Verified')}</Table.Th>
            <Table.Th>{t('Actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.rows.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isSelf={user.id === me.data?.id}
              onDelete={askDelete}
            />
          ))}
        </Table.Tbody>
      </ScrollTable>
    );
  };

  return (
    <>
      <PageHeader
        title="Manage Users"
        actions={
          <Button component={Link} to="/admin/users/new">
            {t('Create customer')}
          </Button>
        }
      />
      <Group gap="md" mb="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('Search')}
          placeholder={t('Name, email or username')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={filters.search}
          onChange={(event) => set('search')(event.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
        <Switch
          label={t('Include closed')}
          checked={filters.includeClosed}
          onChange={(event) => set('includeClosed')(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      {body()}
      <Pager
        offset={offset}
        count={page.rows.length}
        hasNext={page.hasNext}
        onOffsetChange={setOffset}
        busy={users.isFetching}
      />
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
        title={t('Delete user')}
        message={t('Delete user {{email}}?', { email: toDelete?.email ?? '' })}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
      />
    </>
  );
}
