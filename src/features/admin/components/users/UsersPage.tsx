import { Button, Group, Switch, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { PAGE_SIZE, Pager, splitPage, useListFilters } from '@/features/admin/components/ui/Pager';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { useTRPC } from '@/lib/trpc';
import { UserRow } from './UserRow';

/**
 * /admin/users, 'Manage Users': 25 users a page, read-only, each with View and Edit (the
 * user's page, where the profile is edited and a delete asks why); a search box and an
 * 'Include closed' switch.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { filters, set, offset, setOffset } = useListFilters({
    search: '',
    includeClosed: false as boolean,
  });
  const [debouncedSearch] = useDebouncedValue(filters.search.trim(), 300);
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
            <UserRow key={user.id} user={user} />
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
        stale={users.isPlaceholderData}
      />
    </>
  );
}
