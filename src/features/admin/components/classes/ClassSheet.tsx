import '@/styles/mantine-all';
import { Button, Container, Group, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BASE_PATH } from '@/lib/base-path';
import { useBrand } from '@/lib/brand';
import { errorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

/**
 * /admin/class-sheet/{id}: the class credentials sheet to print and cut into slips, one row per
 * student (username, password, name), outside the admin frame. A student who already chose
 * their own password shows a dash.
 */
export function ClassSheet({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const brand = useBrand();
  const detail = useQuery(trpc.adminClasses.detail.queryOptions({ id: classId }));
  const sheet = useQuery(trpc.adminClasses.credentials.queryOptions({ id: classId }));
  if (sheet.isError || detail.isError) {
    return (
      <Container py="xl">
        <Text c="red">{errorMessage(sheet.error ?? detail.error, t('Failed to load class.'))}</Text>
      </Container>
    );
  }
  if (!sheet.data || !detail.data) return <Container py="xl">{t('Loading class…')}</Container>;
  return (
    <Container size="md" py="lg">
      <Group justify="space-between" mb="md">
        <div>
          <Title order={1} fz="h3">
            {detail.data.name}
          </Title>
          <Text c="dimmed">
            {brand.name} ·{' '}
            {typeof window === 'undefined' ? '' : `${window.location.origin}${BASE_PATH}`}
          </Text>
        </div>
        <Button onClick={() => window.print()} className="no-print" data-print-hide>
          {t('Print')}
        </Button>
      </Group>
      <Text size="sm" mb="sm">
        {t('Sign in with the username and password below, then choose your own password.')}
      </Text>
      <Table withTableBorder withColumnBorders aria-label={t('Credentials')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Username')}</Table.Th>
            <Table.Th>{t('Password')}</Table.Th>
            <Table.Th>{t('Name')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sheet.data.map((row) => (
            <Table.Tr key={row.username}>
              <Table.Td ff="monospace">{row.username}</Table.Td>
              <Table.Td ff="monospace">{row.password || '—'}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Container>
  );
}
