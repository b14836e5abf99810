import { Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DecisionButtons } from '@/features/admin/components/ui/DecisionButtons';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { QueuePager } from '@/features/admin/components/ui/QueuePager';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { StatusBadge } from '@/features/admin/components/ui/StatusBadge';
import { UploadLink, uploadUrl } from '@/features/admin/components/ui/UploadLink';
import { useDecision } from '@/features/admin/hooks/applications/useDecision';
import { applicationsInput } from '@/features/admin/lib/listSearch';
import { displayDate } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';
import type { QueueListProps } from './queue-list';

/**
 * Enrollment applications: applicant, contact, place, status, date and
 * the passport and ID document that came with it (links that download them, 'No' when one is
 * missing); PENDING ones can be approved (which verifies the user) or rejected.
 */
export function EnrollmentsTable({ offset, setOffset, status }: QueueListProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const list = useQuery({
    ...trpc.adminOps.enrollmentsPage.queryOptions(applicationsInput(offset, status)),
    placeholderData: keepPreviousData,
  });
  const countries = useQuery(trpc.places.countries.queryOptions());
  const decide = useDecision('enrollment');

  if (list.isPending) return <LoadingText label="Loading applications…" />;
  if (list.isError) return <LoadError text="Failed to load applications." error={list.error} />;
  const rows = list.data.items;
  const pager = (
    <QueuePager
      offset={offset}
      page={list.data}
      onOffsetChange={setOffset}
      busy={list.isFetching}
      stale={list.isPlaceholderData}
    />
  );
  if (rows.length === 0) {
    return (
      <>
        <EmptyText text="No enrollment applications." />
        {pager}
      </>
    );
  }
  const countryName = (id: number | null | undefined) =>
    countries.data?.find((c) => c.id === id)?.name ?? (id ? `#${id}` : '—');
  const yesNo = (value: boolean) => (value ? t('Yes') : t('No'));

  return (
    <>
      <ScrollTable label={t('Enrollment applications')} minWidth={960}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Name')}</Table.Th>
            <Table.Th>{t('Email')}</Table.Th>
            <Table.Th>{t('Phone')}</Table.Th>
            <Table.Th>{t('Country / city')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th>{t('Date')}</Table.Th>
            <Table.Th>{t('Passport / ID')}</Table.Th>
            <Table.Th>{t('Actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((app) => (
            <Table.Tr key={app.id}>
              <Table.Td fw={600}>{app.name}</Table.Td>
              <Table.Td>{app.email}</Table.Td>
              <Table.Td>{app.phone}</Table.Td>
              <Table.Td>
                {countryName(app.countryId)}
                {app.city ? ` / ${app.city}` : ''}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={app.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {displayDate(app.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {app.hasPassport ? (
                  <UploadLink
                    href={uploadUrl.application(app.id, 'passport')}
                    label={t('Download the passport of {{name}}', { name: app.name })}
                  >
                    {t('Passport')}
                  </UploadLink>
                ) : (
                  yesNo(false)
                )}{' '}
                /{' '}
                {app.hasIdDocument ? (
                  <UploadLink
                    href={uploadUrl.application(app.id, 'idDocument')}
                    label={t('Download the ID document of {{name}}', { name: app.name })}
                  >
                    {t('ID document')}
                  </UploadLink>
                ) : (
                  yesNo(false)
                )}
              </Table.Td>
              <Table.Td>
                {app.status === 'PENDING' && (
                  <DecisionButtons
                    name={t('application of {{name}}', { name: app.name })}
                    busy={decide.isPending}
                    consequences={{
                      APPROVED: t(
                        'Approve the application of {{name}}? They are verified (local and wire transfers open) and told; the decision is final.',
                        { name: app.name },
                      ),
                      REJECTED: t(
                        'Reject the application of {{name}}? They are told; the decision is final.',
                        { name: app.name },
                      ),
                    }}
                    onDecide={(decision) => decide.mutate({ id: app.id, decision })}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      {pager}
    </>
  );
}
