import '@/styles/mantine-all';
import './class-sheet-print.css';
import { Alert, Button, Container, Group, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BASE_PATH } from '@/lib/base-path';
import { useBrand } from '@/lib/brand';
import { errorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

/**
 * True when `url`'s host is this machine's own (localhost, 127.x.y.z, ::1, or the any-address
 * 0.0.0.0, which a browser opens as this machine): no student's phone can reach it.
 */
function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]' ||
    host === '0.0.0.0'
  );
}

/**
 * /admin/class-sheet/{id}: the class credentials sheet to print and cut into slips, one row per
 * student (username, password, name), outside the admin frame. A student who already chose
 * their own password shows a dash. The address it prints is PUBLIC_ORIGIN when the server has
 * one, else the one the admin's browser uses; when that is this machine's own (localhost), a
 * notice on the screen only says students cannot reach it and how to print a reachable one.
 */
export function ClassSheet({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const brand = useBrand();
  const detail = useQuery(trpc.adminClasses.detail.queryOptions({ id: classId }));
  const sheet = useQuery(trpc.adminClasses.credentials.queryOptions({ id: classId }));
  // A server that cannot say (an error) leaves the browser's address: the sheet still prints.
  const configured = useQuery(trpc.adminClasses.publicOrigin.queryOptions());
  if (sheet.isError || detail.isError) {
    return (
      <Container py="xl">
        <Text c="red">{errorMessage(sheet.error ?? detail.error, t('Failed to load class.'))}</Text>
      </Container>
    );
  }
  if (!sheet.data || !detail.data || configured.isPending) {
    return <Container py="xl">{t('Loading class…')}</Container>;
  }
  const origin =
    configured.data?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const address = origin ? `${origin}${BASE_PATH}` : '';
  const port = origin ? new URL(origin).port : '';
  return (
    <Container size="md" py="lg" className="class-sheet">
      {address && isLoopback(address) ? (
        <Alert color="yellow" mb="md" data-no-print title={t('Students cannot reach this address')}>
          {t(
            "Students' phones cannot reach {{address}}: it is this computer's own address. The bank must listen on the network (HOST=0.0.0.0): open it at this computer's network address, for example {{example}}, and print the sheet from there. Behind a proxy or a domain name, set PUBLIC_ORIGIN to the address students use.",
            { address, example: `http://192.168.x.y${port ? `:${port}` : ''}${BASE_PATH}` },
          )}
        </Alert>
      ) : null}
      <Group justify="space-between" mb="md">
        <div>
          <Title order={1} fz="h3">
            {detail.data.name}
          </Title>
          <Text c="dimmed">
            {brand.name} · {address}
          </Text>
        </div>
        <Button onClick={() => window.print()} data-no-print>
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
